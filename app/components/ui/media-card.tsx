import { cx } from "~/lib/class-names";
import type { ReactNode } from "react";
import type { Image } from "~/data/schema";
import { ResponsiveImage } from "./responsive-image";
import { notSearched } from "~/lib/search-marks";

/**
 * Classes for the one link that makes the whole card its target: its ::after
 * covers the card, so the card needs no second link or click handler.
 */
export const cardLinkTarget = "after:absolute after:inset-0 after:rounded-card";

/** A card with a picture on top (or beside it, through `className`), raised on hover. */
export function MediaCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <article
      {...notSearched}
      className={cx(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-raised",
        className,
      )}
    >
      {children}
    </article>
  );
}

/**
 * How wide a card is shown in the site's grids and carousels (one column, two from
 * 576 or 768 px, three from 992 px in the 1200 px container): an upper bound, so
 * a photo is never blurry.
 */
const CARD_IMAGE_SIZES = "(min-width: 1200px) 368px, (min-width: 992px) 33vw, (min-width: 768px) 50vw, 100vw";

/** The card's picture, cropped to `frameClassName`'s aspect ratio, zooming a little on hover. */
export function MediaCardImage({
  image,
  frameClassName,
  eager = false,
  sizes = CARD_IMAGE_SIZES,
}: {
  image: Image;
  frameClassName: string;
  eager?: boolean;
  /** How wide the card is shown, when not in a grid of three (see CARD_IMAGE_SIZES). */
  sizes?: string;
}) {
  return (
    <div className={cx("shrink-0 overflow-hidden bg-surface-muted", frameClassName)}>
      <ResponsiveImage
        image={image}
        sizes={sizes}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    </div>
  );
}
