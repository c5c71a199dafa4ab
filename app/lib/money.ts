/**
 * A price as visitors read it, e.g. "৳2,500". Formatted once at build time so
 * the pre-rendered text and the browser never disagree.
 */
export function formatPrice(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-IN", { style: "currency", currency, maximumFractionDigits: 0, currencyDisplay: "narrowSymbol" }).format(
    amount,
  );
}
