import { RATING_MAX } from "~/lib/constants";
import { useWords } from "~/lib/language";

/**
 * A star rating with its text equivalent ("Rated 4 out of 5") for screen readers,
 * drawn by one element (`.star-rating` in app.css) rather than an SVG per star.
 * The filled share travels as `data-fill`, in steps of 5 % (a tenth of a star out of
 * five), which app.css turns into the fill: a style attribute would need the content
 * security policy to allow inline styles. app.css draws RATING_MAX stars (`.star-rating`).
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const words = useWords();
  const max = RATING_MAX;
  const share = Math.max(0, Math.min(rating, max)) / max;
  return (
    <span
      role="img"
      aria-label={words.rating.stars(rating, max)}
      className={className ? `star-rating ${className}` : "star-rating"}
      data-fill={Math.round(share * 20) * 5}
    />
  );
}
