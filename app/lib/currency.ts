/**
 * The currency a visitor reads prices in, where the owner gives them in taka and dollars. The
 * choice lives in localStorage (no cookie) and shows as `data-currency` on <html>, which the
 * stylesheet reads to show one amount of each price; without scripts both amounts show. Pages
 * say which currency they start in with `data-currency-default` on <html> (Bengali pages: taka).
 */
import { CURRENCIES, type Currency } from "./money.ts";

export const CURRENCY_STORAGE_KEY = "currency";

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);

/** The currency a page shows: the visitor's stored choice, else the page's default. */
export function readCurrency(fallback: Currency, storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage()): Currency {
  try {
    const value = storage?.getItem(CURRENCY_STORAGE_KEY);
    return isCurrency(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Remembers the choice for every page and later visits; false when storage is unavailable. */
export function writeCurrency(currency: Currency, storage: Pick<Storage, "setItem"> | undefined = safeLocalStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CURRENCY_STORAGE_KEY, currency);
    return true;
  } catch {
    return false;
  }
}

/** Shows the page's prices in a currency. */
export function applyCurrency(currency: Currency, root: HTMLElement = document.documentElement) {
  root.dataset.currency = currency;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs in <head> before the first paint, after the colour-mode script and in the same element,
 * so a page never paints both amounts and then one. It mirrors readCurrency + applyCurrency.
 */
export const currencyScript = `(function(r,c,s){if(c=r.dataset.currencyDefault){try{s=localStorage.getItem(${JSON.stringify(CURRENCY_STORAGE_KEY)})}catch(e){}r.dataset.currency=${JSON.stringify(CURRENCIES)}.indexOf(s)<0?c:s}})(document.documentElement)`;
