import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import type { SiteData } from "~/lib/seo";
import { ErrorBoundary, loader } from "./root";

function Broken(): never {
  throw new Error("The demo content is broken");
}

function renderBrokenPage() {
  // React reports the caught error on the console; here that is expected.
  vi.spyOn(console, "error").mockImplementation(() => {});
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("the root error boundary", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("shows a friendly page without the error's text in production", async () => {
    vi.stubEnv("DEV", false);
    renderBrokenPage();
    expect(await screen.findByRole("heading", { level: 1, name: "This page could not be shown" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "go to the home page" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/The demo content is broken/)).not.toBeInTheDocument();
  });

  it("shows the error's text in development", async () => {
    vi.stubEnv("DEV", true);
    renderBrokenPage();
    expect(await screen.findByRole("heading", { level: 1, name: "This page could not be shown" })).toBeInTheDocument();
    expect(screen.getByText(/The demo content is broken/)).toBeInTheDocument();
  });
});

describe("the root loader", () => {
  it("gives every page the facts its structured data is made from", async () => {
    // Checked by the type checker: the `meta` helpers read these fields from the root's data.
    expectTypeOf<Awaited<ReturnType<typeof loader>>["site"]>().toExtend<SiteData>();
    const data = await loader({ request: new Request("http://localhost/about") } as Parameters<typeof loader>[0]);
    expect(data.site.url).toMatch(/^https?:\/\//);
    expect(data.site.lang).toBe("en");
  });
});
