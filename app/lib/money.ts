/**
 * A price as visitors read it, e.g. "৳1,25,000" (BDT in en-IN) or "$49" (USD in
 * en-US): the currency and locale are the site's (app/content/site.ts). Formatted
 * once at build time so the pre-rendered text and the browser never disagree.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0, currencyDisplay: "narrowSymbol" });
  if (!locale.startsWith("bn")) return format.format(amount);
  // bn-BD puts the sign after the amount ("২,৫০০৳"); prices in Bangladesh are written with it first: ৳২,৫০০.
  const parts = format.formatToParts(amount);
  const sign = parts.filter((part) => part.type === "currency").map((part) => part.value).join("");
  const rest = parts.filter((part) => part.type !== "currency" && part.type !== "literal").map((part) => part.value).join("");
  return `${sign}${rest}`;
}
