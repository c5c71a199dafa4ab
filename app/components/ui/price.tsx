import { clsx } from "clsx";
import { useWords } from "~/lib/language";

/** A price, with the old price struck through when there is one; both read out in words ("Price: ৳2,500 Was ৳4,000"). */
export function Price({ price, oldPrice, size = "md" }: { price: string; oldPrice?: string; size?: "md" | "lg" }) {
  const words = useWords();
  const large = size === "lg";
  return (
    <p className={clsx("flex items-baseline", large ? "gap-3" : "mt-auto gap-2 pt-2")}>
      <span className={clsx("text-foreground", large ? "text-4xl font-extrabold tracking-tight" : "text-xl font-bold")}>
        <span className="sr-only">{words.price.now} </span>
        {price}
      </span>
      {oldPrice ? (
        <>
          {" "}
          <s className={clsx("text-muted-foreground", large ? "text-xl" : "text-sm")}>
            <span className="sr-only">{words.price.was} </span>
            {oldPrice}
          </s>
        </>
      ) : null}
    </p>
  );
}
