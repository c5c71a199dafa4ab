import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useLocation } from "react-router";
import { useSyncExternalStore } from "react";
import { describe, expect, it, vi } from "vitest";
import type { SiteSearch as Answer } from "~/lib/use-site-search";
import { en } from "~/lib/words";
import { SiteSearch } from "./site-search";

// The answer the search shows, set by each test: an answer comes when the index gives it, which
// may be after the visitor has typed on.
let answer: Answer = { status: "idle" };
const listeners = new Set<() => void>();
function answerWith(next: Answer) {
  answer = next;
  for (const listener of listeners) listener();
}
vi.mock("~/lib/use-site-search", () => ({
  useSiteSearch: () => ({
    search: useSyncExternalStore(
      (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      () => answer,
    ),
    more: async () => {},
  }),
}));
// The page is hydrated in these tests: the address is read from the start.
vi.mock("~/lib/use-hydrated", async (original) => {
  const { useSearchParams } = await import("react-router");
  return { ...(await original<typeof import("~/lib/use-hydrated")>()), useHydratedSearchParams: useSearchParams };
});

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderAt(entry: string) {
  const Stub = createRoutesStub([
    {
      path: "/search",
      Component: () => (
        <>
          <SiteSearch blog />
          <Address />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[entry]} />);
}

describe("the search page's field", () => {
  it("keeps what the visitor typed after an answer to fewer letters reaches the address", async () => {
    answerWith({ status: "idle" });
    renderAt("/search");
    const field = screen.getByRole("searchbox", { name: en.search.label });
    await userEvent.type(field, "bkash nagad");
    // The answer to "bkash naga" arrives after the "d" was typed, and the address follows it.
    act(() => answerWith({ status: "found", query: "bkash naga", total: 0, results: [] }));
    await waitFor(() => expect(screen.getByLabelText("address")).toHaveTextContent("?q=bkash+naga"));
    expect(field).toHaveValue("bkash nagad");
  });

  it("takes the words of an address that changes under it, as back and forward do", async () => {
    answerWith({ status: "idle" });
    renderAt("/search?q=payments");
    expect(screen.getByRole("searchbox", { name: en.search.label })).toHaveValue("payments");
  });
});
