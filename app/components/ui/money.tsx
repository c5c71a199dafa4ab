import type { AmountText } from "~/lib/money";

/**
 * An amount of money: one text, or both currencies' amounts, of which the stylesheet shows the
 * one `data-currency` on <html> names (app/lib/currency.ts). Without scripts there is no
 * choice, and both show side by side: "৳25,000 · US$220".
 */
export function Money({ amount }: { amount: AmountText }) {
  if (typeof amount === "string") return <>{amount}</>;
  return (
    <>
      <span data-amount="BDT">{amount.BDT}</span>
      <span data-amount-separator="" aria-hidden="true">
        {" · "}
      </span>
      <span data-amount="USD">{amount.USD}</span>
    </>
  );
}
