import { render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { en } from "~/lib/words";

// The search page's own states around its lazily loaded field; the field itself is tested in
// app/components/layout (search-button.test.tsx) and end to end (e2e/search.spec.ts).
const FIELD = "site-search";

async function renderSearchPage() {
  // The router comes from the same fresh module graph as the page (each test resets the modules).
  const { createRoutesStub } = await import("react-router");
  // The fresh graph's dictionaries start empty, as a page's do before its entry loads them.
  await (await import("~/lib/dictionaries")).loadWords("en");
  const { default: SearchPage } = await import("./search");
  const Page = SearchPage as unknown as ComponentType<{ loaderData: unknown }>;
  const loaderData = { meta: { breadcrumb: { title: en.search.open } }, lead: "Find a post, a project or a service.", blog: true };
  const Stub = createRoutesStub([{ path: "/search", Component: () => <Page loaderData={loaderData} /> }]);
  return render(<Stub initialEntries={["/search"]} />);
}

afterEach(() => {
  vi.doUnmock("~/components/layout/site-search");
  vi.resetModules();
});

describe("the search page", () => {
  it("says the search is loading until its field arrives, then shows the field", async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    vi.doMock("~/components/layout/site-search", async () => {
      await arrived;
      return { SiteSearch: () => <input aria-label={FIELD} /> };
    });
    await renderSearchPage();

    expect(await screen.findByRole("status")).toHaveTextContent(en.search.loading);
    expect(screen.queryByText(en.search.noScript)).not.toBeInTheDocument();

    arrive();
    expect(await screen.findByRole("textbox", { name: FIELD })).toBeInTheDocument();
    expect(screen.queryByText(en.search.loading)).not.toBeInTheDocument();
  });

  it("says so when the field cannot load (offline), instead of loading for ever", async () => {
    vi.doMock("~/components/layout/site-search", () => {
      throw new Error("Failed to fetch dynamically imported module");
    });
    await renderSearchPage();

    expect(await screen.findByRole("alert")).toHaveTextContent(en.search.failed);
    expect(screen.queryByText(en.search.loading)).not.toBeInTheDocument();
  });
});
