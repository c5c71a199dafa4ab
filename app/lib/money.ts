import { BENGALI_LOCALE, localeDigits, numberFormat } from "./i18n.ts";

/**
 * A price as visitors read it, e.g. "৳1,25,000" (BDT in en-IN) or "$49" (USD in
 * en-US): the currency and locale are the site's (app/content/site.ts). Formatted
 * once at build time so the pre-rendered text and the browser never disagree.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = numberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0, currencyDisplay: "narrowSymbol" });
  if (!locale.startsWith("bn")) return format.format(amount);
  // bn-BD puts the sign after the amount ("২,৫০০৳"); prices in Bangladesh are written with it first: ৳২,৫০০.
  const parts = format.formatToParts(amount);
  const sign = parts
    .filter((part) => part.type === "currency")
    .map((part) => part.value)
    .join("");
  const rest = parts
    .filter((part) => part.type !== "currency" && part.type !== "literal")
    .map((part) => part.value)
    .join("");
  return `${sign}${rest}`;
}

/** The currencies a visitor may choose between, where the owner gives prices in both. */
export const CURRENCIES = ["BDT", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** An amount as the content gives it: a number in the site's currency, or both amounts. */
export type Amount = number | Record<Currency, number>;

/** An amount as a page shows it: one text, or one for each currency, the visitor's choice showing. */
export type AmountText = string | Record<Currency, string>;

/**
 * An amount in one of the two currencies, as a page in Bengali or in English writes it where
 * both are offered: taka with South Asian grouping (৳1,25,000), dollars as US$ with thousands
 * (US$1,250) so they are never taken for taka; Bengali digits on Bengali pages.
 */
export function formatAmount(amount: number, currency: Currency, lang: "en" | "bn"): string {
  if (currency === "BDT") return formatPrice(amount, "BDT", lang === "bn" ? "bn-BD" : "en-IN");
  const figure = numberFormat("en-US", { maximumFractionDigits: 0 }).format(amount);
  return `US$${lang === "bn" ? localeDigits(figure, BENGALI_LOCALE) : figure}`;
}

/** An amount of the content as the page shows it: in the site's currency and locale, or in both currencies. */
export function amountText(amount: Amount, site: { currency: string; locale: string; lang: "en" | "bn" }): AmountText {
  if (typeof amount === "number") return formatPrice(amount, site.currency, site.locale);
  return { BDT: formatAmount(amount.BDT, "BDT", site.lang), USD: formatAmount(amount.USD, "USD", site.lang) };
}

/** Whether a site's prices come in both currencies (then visitors choose), given every amount it shows. */
export function offersBothCurrencies(amounts: readonly Amount[]): boolean {
  return amounts.some((amount) => typeof amount !== "number");
}
