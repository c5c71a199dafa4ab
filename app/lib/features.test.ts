import { describe, expect, it } from "vitest";
import { linkIsLive, FEATURE_NAMES, featureOfAddress, type FeatureName, type Features } from "./features";

/** Every part on but those named. */
const allBut = (...off: FeatureName[]): Features =>
  Object.fromEntries(FEATURE_NAMES.map((name) => [name, !off.includes(name)])) as Features;

describe("featureOfAddress", () => {
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
  ])("gives %s to %s", (address, feature) => {
    expect(featureOfAddress(address)).toBe(feature);
  });

  it.each(["/", "/about", "/productsx", "/blogger", "/#portfolio", "/contact#faq", "https://example.com/blog", "mailto:a@b.c"])(
    "gives %s to no feature",
    (address) => {
      expect(featureOfAddress(address)).toBeUndefined();
    },
  );
});

describe("linkIsLive", () => {
  it("drops a link only to a feature that is switched off", () => {
    const features = allBut("products", "faq", "search");
    expect(linkIsLive("/products/1", features)).toBe(false);
    expect(linkIsLive("/search", features)).toBe(false);
    expect(linkIsLive("/#faq", features)).toBe(false);
    expect(linkIsLive("/blog", features)).toBe(true);
    expect(linkIsLive("/about", features)).toBe(true);
  });
});
