import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

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
