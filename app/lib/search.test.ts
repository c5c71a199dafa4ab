import { describe, expect, it } from "vitest";
import { searchHref, searchLists } from "./search";

describe("searchHref", () => {
  it("puts the query, trimmed, in the search page's address", () => {
    expect(searchHref("  clinic booking ")).toBe("/search?q=clinic+booking");
    expect(searchHref("পেমেন্ট & কার্ড")).toBe(
      `/search?q=${encodeURIComponent("পেমেন্ট").replace(/%20/g, "+")}+%26+${encodeURIComponent("কার্ড")}`,
    );
    expect(searchHref("   ")).toBe("/search");
  });
});

describe("searchLists", () => {
  it("offers the posts only where the site has a blog, then the projects and the services", () => {
    expect(searchLists(true).map((list) => list.to)).toEqual(["/blog", "/portfolio", "/services"]);
    expect(searchLists(false).map((list) => list.to)).toEqual(["/portfolio", "/services"]);
  });
});
