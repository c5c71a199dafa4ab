import { describe, expect, it } from "vitest";
import { linkIsLive, PART_NAMES, partOfAddress, type PartName, type Parts } from "./parts";

/** Every part on but those named. */
const allBut = (...off: PartName[]): Parts => Object.fromEntries(PART_NAMES.map((name) => [name, !off.includes(name)])) as Parts;

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
    const parts = allBut("products", "faq", "search");
    expect(linkIsLive("/products/1", parts)).toBe(false);
    expect(linkIsLive("/search", parts)).toBe(false);
    expect(linkIsLive("/#faq", parts)).toBe(false);
    expect(linkIsLive("/blog", parts)).toBe(true);
    expect(linkIsLive("/about", parts)).toBe(true);
  });
});
