import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { applyCurrency, isCurrency, writeCurrency } from "~/lib/currency";
import { useWords } from "~/lib/language";
import { CURRENCIES, type Currency } from "~/lib/money";
import { track } from "~/lib/track";

/** Said by a switch that changed the currency, so every switch on the page shows the choice. */
const CHANGED = "currencychange";

/**
 * "Currency": taka or dollars, for every price on the page and the next ones. Two toggle buttons
 * in a named group; the choice is remembered (app/lib/currency.ts) and announced. Hidden until
 * the head script has set a currency, so never shown where it could not work (no scripts).
 * Its pressed state comes from <html>'s `data-currency` in the stylesheet at first, and from
 * `aria-pressed` once the page has hydrated.
 */
export function CurrencySwitch({ className }: { className?: string }) {
  const words = useWords();
  const [current, setCurrent] = useState<Currency | null>(null);
  const [said, setSaid] = useState("");
  useEffect(() => {
    const read = () => {
      const value = document.documentElement.dataset.currency;
      if (isCurrency(value)) setCurrent(value);
    };
    read();
    window.addEventListener(CHANGED, read);
    return () => window.removeEventListener(CHANGED, read);
  }, []);
  const choose = (currency: Currency) => {
    if (currency !== current) track("currency_switched", { currency });
    applyCurrency(currency);
    writeCurrency(currency);
    window.dispatchEvent(new Event(CHANGED));
    setSaid(words.currency.now[currency]);
  };
  return (
    <div data-currency-switch="" data-bengali-letters="" className={clsx("items-center gap-2 text-sm", className)}>
      <div role="group" aria-label={words.currency.label} className="inline-flex items-center gap-2">
        <span aria-hidden="true" className="text-muted-foreground">
          {words.currency.label}
        </span>
        <span className="inline-flex rounded-full border border-border bg-surface p-0.5">
          {CURRENCIES.map((currency) => (
            <button
              key={currency}
              type="button"
              data-currency-option={currency}
              aria-pressed={current === currency}
              onClick={() => choose(currency)}
              className="rounded-full px-3 py-1.5 font-semibold text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
            >
              {words.currency.names[currency]}
            </button>
          ))}
        </span>
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
