import { describe, expect, it } from "vitest";
import { amountText, formatAmount, formatPrice, offersBothCurrencies } from "./money";

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

describe("amounts in taka and dollars", () => {
  it("writes taka with South Asian grouping and dollars as US$ with thousands, in English", () => {
    expect(formatAmount(125000, "BDT", "en")).toBe("৳1,25,000");
    expect(formatAmount(1250, "USD", "en")).toBe("US$1,250");
    expect(formatAmount(125000, "USD", "en")).toBe("US$125,000");
  });

  it("writes both in Bengali digits on Bengali pages, the taka sign first", () => {
    expect(formatAmount(125000, "BDT", "bn")).toBe("৳১,২৫,০০০");
    expect(formatAmount(1250, "USD", "bn")).toBe("US$১,২৫০");
  });

  it("gives a page one text for a price in the site's currency, and both for a price in two", () => {
    const site = { currency: "USD", locale: "en-US", lang: "en" as const };
    expect(amountText(49, site)).toBe("$49");
    expect(amountText({ BDT: 25000, USD: 220 }, site)).toEqual({ BDT: "৳25,000", USD: "US$220" });
    expect(amountText({ BDT: 25000, USD: 220 }, { ...site, lang: "bn" })).toEqual({ BDT: "৳২৫,০০০", USD: "US$২২০" });
  });

  it("offers visitors a choice only where some price comes in both currencies", () => {
    expect(offersBothCurrencies([49, 99])).toBe(false);
    expect(offersBothCurrencies([{ BDT: 1, USD: 1 }])).toBe(true);
    expect(offersBothCurrencies([])).toBe(false);
  });
});
