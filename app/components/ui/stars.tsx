import { Star } from "lucide-react";
import { RATING_MAX } from "~/lib/constants";

/** A star rating with its text equivalent ("Rated 4 out of 5") for screen readers. */
export function Stars({ rating, max = RATING_MAX, className }: { rating: number; max?: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${max}`} className={className ?? "inline-flex items-center gap-0.5"}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} aria-hidden="true" className={index < rating ? "size-4 fill-star text-star" : "size-4 text-border-strong"} />
      ))}
    </span>
  );
}
