import { describe, expect, it } from "vitest";
import { linkIsLive, PART_NAMES, partOfAddress, partsOf } from "./parts";

describe("partsOf", () => {
  it("keeps every part on unless it is set to false", () => {
    expect(Object.values(partsOf(undefined)).every(Boolean)).toBe(true);
    const parts = partsOf({ products: false, blog: true });
    expect(parts.products).toBe(false);
    expect(PART_NAMES.filter((name) => !parts[name])).toEqual(["products"]);
  });
});

describe("partOfAddress", () => {
  it.each([
    ["/products", "products"],
    ["/products/2", "products"],
    ["/products/?page=2", "products"],
    ["/blog?tag=css", "blog"],
    ["/blog/a-post#comments", "blog"],
    ["/feed.xml", "blog"],
    ["/#faq", "faq"],
    ["/home#testimonials", "testimonials"],
    ["/search?q=payments", "search"],
  ])("gives %s to %s", (address, part) => {
    expect(partOfAddress(address)).toBe(part);
  });

  it.each(["/", "/about", "/productsx", "/blogger", "/#portfolio", "/contact#faq", "https://example.com/blog", "mailto:a@b.c"])(
    "gives %s to no part",
    (address) => {
      expect(partOfAddress(address)).toBeUndefined();
    },
  );
});

describe("linkIsLive", () => {
  it("drops a link only to a part that is switched off", () => {
    const parts = partsOf({ products: false, faq: false, search: false });
    expect(linkIsLive("/products/1", parts)).toBe(false);
    expect(linkIsLive("/search", parts)).toBe(false);
    expect(linkIsLive("/#faq", parts)).toBe(false);
    expect(linkIsLive("/blog", parts)).toBe(true);
    expect(linkIsLive("/about", parts)).toBe(true);
  });
});
