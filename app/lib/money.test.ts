import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("writes taka with the symbol and South Asian grouping in en-IN", () => {
    expect(formatPrice(2500, "BDT", "en-IN")).toBe("৳2,500");
    expect(formatPrice(125000, "BDT", "en-IN")).toBe("৳1,25,000");
  });
  it("groups by thousands where the locale does", () => {
    expect(formatPrice(125000, "USD", "en-US")).toBe("$125,000");
    expect(formatPrice(49, "USD", "en-IN")).toBe("$49");
  });
});

describe("prices on the Bengali pages", () => {
  it("writes taka with the sign first, Bengali digits and Bangladeshi grouping", () => {
    expect(formatPrice(2500, "BDT", "bn-BD")).toBe("৳২,৫০০");
    expect(formatPrice(125000, "BDT", "bn-BD")).toBe("৳১,২৫,০০০");
  });
});
