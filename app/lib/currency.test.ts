import { afterEach, describe, expect, it } from "vitest";
import { applyCurrency, CURRENCY_STORAGE_KEY, currencyScript, readCurrency, writeCurrency } from "./currency";

const storage = (value: string | null) => ({ getItem: () => value });
const root = document.documentElement;

afterEach(() => {
  delete root.dataset.currency;
  delete root.dataset.currencyDefault;
  localStorage.clear();
});

describe("the visitor's currency", () => {
  it("is the stored choice, else the page's default", () => {
    expect(readCurrency("BDT", storage("USD"))).toBe("USD");
    expect(readCurrency("USD", storage(null))).toBe("USD");
    expect(readCurrency("BDT", storage("EUR"))).toBe("BDT");
    expect(
      readCurrency("BDT", {
        getItem: () => {
          throw new Error("blocked");
        },
      }),
    ).toBe("BDT");
  });

  it("is remembered, and shown on <html>", () => {
    expect(writeCurrency("USD")).toBe(true);
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("USD");
    applyCurrency("USD");
    expect(root.dataset.currency).toBe("USD");
  });

  it("is set before the first paint by the head script, as readCurrency reads it", () => {
    const run = () => new Function(currencyScript)();
    run();
    expect(root.dataset.currency, "a page without prices in two currencies").toBeUndefined();
    root.dataset.currencyDefault = "BDT";
    run();
    expect(root.dataset.currency).toBe("BDT");
    localStorage.setItem(CURRENCY_STORAGE_KEY, "USD");
    run();
    expect(root.dataset.currency).toBe("USD");
    localStorage.setItem(CURRENCY_STORAGE_KEY, "nonsense");
    run();
    expect(root.dataset.currency).toBe("BDT");
  });
});
