import { describe, expect, it } from "vitest";
import { formatPrice } from "./money";

describe("formatPrice", () => {
  it("writes taka with the symbol and South Asian grouping", () => {
    expect(formatPrice(2500, "BDT")).toBe("৳2,500");
    expect(formatPrice(125000, "BDT")).toBe("৳1,25,000");
  });
  it("writes other currencies too", () => {
    expect(formatPrice(49, "USD")).toBe("$49");
  });
});
