import type { CSSProperties } from "react";
import { RATING_MAX } from "~/lib/constants";

/**
 * A star rating with its text equivalent ("Rated 4 out of 5") for screen readers,
 * drawn by one element (`.star-rating` in app.css) rather than an SVG per star.
 */
export function Stars({ rating, max = RATING_MAX, className }: { rating: number; max?: number; className?: string }) {
  const style = { "--rating": Math.max(0, Math.min(rating, max)), "--max": max } as CSSProperties;
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of ${max}`}
      className={className ? `star-rating ${className}` : "star-rating"}
      style={style}
    />
  );
}
