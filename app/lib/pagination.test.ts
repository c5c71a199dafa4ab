import { describe, expect, it } from "vitest";
import { PROJECTS_PAGE_SIZE } from "./constants";
import { pageCount, pageHref, pageItems, paginate, parsePage, shownRange } from "./pagination";
import { en as words } from "./words";

describe("pageCount", () => {
  it("comes from the list length and the page size", () => {
    expect(PROJECTS_PAGE_SIZE).toBe(10);
    expect(pageCount(12, 10)).toBe(2);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(31, 10)).toBe(4);
  });
  it("is 1 for an empty list", () => {
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe("parsePage", () => {
  it("accepts a page that exists", () => {
    expect(parsePage("2", 2)).toBe(2);
    expect(parsePage("1", 2)).toBe(1);
  });
  it.each([null, undefined, "", "0", "3", "-1", "1.5", "abc", "2abc", " 2"])("clamps %j to page 1", (value) => {
    expect(parsePage(value, 2)).toBe(1);
  });
});

describe("pageItems", () => {
  it("slices the page out of the list", () => {
    const items = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(pageItems(items, 1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageItems(items, 2, 10)).toEqual([11, 12]);
  });
});

describe("shownRange", () => {
  it("gives the items shown, and the results line says them", () => {
    expect(shownRange(1, 6, 5)).toEqual({ first: 1, last: 5, total: 5 });
    expect(words.products.results(shownRange(1, 6, 5))).toBe("Showing 1–5 of 5 results");
    expect(words.projects.results(shownRange(2, 10, 12))).toBe("Showing 11–12 of 12 projects");
  });

  it("is all 0 for an empty list, which the results line calls empty", () => {
    expect(shownRange(1, 6, 0)).toEqual({ first: 0, last: 0, total: 0 });
    expect(words.products.results(shownRange(1, 6, 0))).toBe("No results");
  });
});

describe("pageHref", () => {
  it("links a page, keeping the other parameters, with no ?page for page 1", () => {
    expect(pageHref("/portfolio", new URLSearchParams(), 2)).toBe("/portfolio?page=2");
    expect(pageHref("/portfolio", new URLSearchParams("page=2"), 1)).toBe("/portfolio");
    expect(pageHref("/products", new URLSearchParams("view=list&page=1"), 3)).toBe("/products?view=list&page=3");
  });
});

describe("paginate", () => {
  const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
  it("gives the page asked for, the page count and that page's items", () => {
    expect(paginate(twelve, "2", 10)).toEqual({ page: 2, pages: 2, shown: [11, 12] });
  });
  it("falls back to page 1 for a missing, malformed or out-of-range page", () => {
    for (const value of [null, "abc", "0", "3", "1.5"])
      expect(paginate(twelve, value, 10)).toEqual({ page: 1, pages: 2, shown: twelve.slice(0, 10) });
  });
});
