import { clsx } from "clsx";
import { Money } from "~/components/ui/money";
import { useWords } from "~/lib/language";
import type { AmountText } from "~/lib/money";

/** A price, with the old price struck through when there is one; both read out in words ("Price: ৳2,500 Was ৳4,000"). */
export function Price({
  price,
  oldPrice,
  from = false,
  size = "md",
}: {
  price: AmountText;
  oldPrice?: AmountText;
  /** "from" before the price: the price is where it starts. */
  from?: boolean;
  size?: "md" | "lg";
}) {
  const words = useWords();
  const large = size === "lg";
  return (
    // The taka sign: app/app.css draws an English page's Bengali letters where this mark says.
    <p data-bengali-letters="" className={clsx("flex flex-wrap items-baseline", large ? "gap-x-3" : "mt-auto gap-x-2 pt-2")}>
      <span className={clsx("text-foreground", large ? "text-4xl font-extrabold tracking-tight" : "text-xl font-bold")}>
        <span className="sr-only">{words.price.now} </span>
        {from ? <span className="text-base font-medium text-muted-foreground">{words.price.from} </span> : null}
        <Money amount={price} />
      </span>
      {oldPrice ? (
        <>
          {" "}
          <s className={clsx("text-muted-foreground", large ? "text-xl" : "text-sm")}>
            <span className="sr-only">{words.price.was} </span>
            <Money amount={oldPrice} />
          </s>
        </>
      ) : null}
    </p>
  );
}
