/**
 * A price as visitors read it, e.g. "৳1,25,000" (BDT in en-IN) or "$49" (USD in
 * en-US): the currency and locale are the site's (app/content/site.ts). Formatted
 * once at build time so the pre-rendered text and the browser never disagree.
 */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0, currencyDisplay: "narrowSymbol" }).format(
    amount,
  );
}
