import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { en } from "~/lib/words";
import type { SearchResult } from "~/lib/search";
import { searchSite } from "~/lib/search-engine";
import { isSearchShortcut, isTyping, SearchButton } from "./search-button";

// The index stands in: these tests are about the dialog's keyboard, words and states.
vi.mock("~/lib/search-engine", () => ({
  loadSearch: vi.fn(async () => ({})),
  preload: vi.fn(async () => {}),
  searchSite: vi.fn(),
}));

const result = (url: string, title: string, kind: SearchResult["kind"]): SearchResult => ({
  url,
  title,
  kind,
  excerpt: [
    { text: "… take ", match: false },
    { text: "payments", match: true },
    { text: " online …", match: false },
  ],
});
const found = [result("/blog/payments", "Taking payments", "post"), result("/services/web", "Web apps", "service")];

beforeEach(() => {
  vi.mocked(searchSite).mockImplementation(async (query: string) => {
    const results = query.startsWith("pay") ? found : [];
    return { total: results.length, read: async (from: number, to: number) => results.slice(from, to) };
  });
});

function renderPage({ blog = true } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <>
          <SearchButton blog={blog} />
          <label>
            {en.forms.message}
            <textarea />
          </label>
        </>
      ),
    },
    { path: "/blog/:id", Component: () => <h1>The post</h1> },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

const button = () => screen.getByRole("button", { name: en.search.open });

describe("SearchButton", () => {
  it("opens with /, finds as the visitor types, moves with the arrows and opens the chosen result with Enter", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.keyboard("/");
    const field = await screen.findByRole("combobox", { name: en.search.label });
    expect(field).toHaveFocus();
    expect(screen.getByRole("dialog", { name: en.search.label })).toBeInTheDocument();

    await user.keyboard("pay");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.search.found(2, "pay")));
    const options = screen.getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      `Taking payments${en.search.kinds.post}… take payments online …`,
      `Web apps${en.search.kinds.service}… take payments online …`,
    ]);
    expect(field).toHaveAttribute("aria-expanded", "true");
    expect(options[0]!.querySelector("mark")).toHaveTextContent("payments");

    await user.keyboard("{ArrowDown}");
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    expect(field).toHaveAttribute("aria-activedescendant", options[0]!.id);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    // Round the list: past the last, the first.
    expect(screen.getAllByRole("option")[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}");
    expect(screen.getAllByRole("option")[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{Enter}");

    expect(await screen.findByRole("heading", { name: "The post" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("closes on Escape at once, and gives focus back to the button", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(button());
    await screen.findByRole("combobox");
    await user.keyboard("pay");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(2));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(button()).toHaveFocus();
    expect(button()).toHaveAttribute("aria-expanded", "false");
  });

  it("says when nothing is found, and offers the lists (the posts only where there is a blog)", async () => {
    const user = userEvent.setup();
    renderPage({ blog: false });
    await user.keyboard("{Control>}k{/Control}");
    await screen.findByRole("combobox");
    await user.keyboard("zzz");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.search.found(0, "zzz")));
    expect(screen.queryAllByRole("option")).toEqual([]);
    expect(screen.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByRole("link", { name: en.search.lists.project })).toHaveAttribute("href", "/portfolio");
    expect(screen.getByRole("link", { name: en.search.lists.service })).toHaveAttribute("href", "/services");
    expect(screen.queryByRole("link", { name: en.search.lists.post })).not.toBeInTheDocument();
  });

  it("leaves / and Ctrl+K to a field the visitor is typing in", async () => {
    const user = userEvent.setup();
    renderPage();
    const message = screen.getByRole("textbox", { name: en.forms.message });
    await user.click(message);
    await user.keyboard("a/b{Control>}k{/Control}");
    expect(message).toHaveValue("a/b");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(searchSite).not.toHaveBeenCalled();
  });
});

describe("isTyping", () => {
  it("is true in text fields, text areas, lists and editable text, not on buttons, boxes or the page", () => {
    const make = (html: string) => {
      const holder = document.createElement("div");
      holder.innerHTML = html;
      document.body.append(holder);
      return holder.firstElementChild!;
    };
    expect(isTyping(make('<input type="search">'))).toBe(true);
    expect(isTyping(make("<input>"))).toBe(true);
    expect(isTyping(make("<textarea></textarea>"))).toBe(true);
    expect(isTyping(make("<select><option>a</option></select>"))).toBe(true);
    expect(isTyping(make('<input type="checkbox">'))).toBe(false);
    expect(isTyping(make("<button>b</button>"))).toBe(false);
    expect(isTyping(document.body)).toBe(false);
    expect(isTyping(null)).toBe(false);
  });
});

describe("isSearchShortcut", () => {
  const key = (key: string, mods: Partial<Record<"ctrlKey" | "metaKey" | "altKey" | "shiftKey", boolean>> = {}) => ({
    key,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    shiftKey: false,
    ...mods,
  });
  it("is / (however the keyboard types it), Ctrl+K and ⌘K, and nothing else", () => {
    expect(isSearchShortcut(key("/"))).toBe(true);
    expect(isSearchShortcut(key("/", { shiftKey: true }))).toBe(true);
    expect(isSearchShortcut(key("k", { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key("K", { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key("k"))).toBe(false);
    expect(isSearchShortcut(key("/", { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key("k", { ctrlKey: true, shiftKey: true }))).toBe(false);
  });
});
