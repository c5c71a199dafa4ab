import { cx } from "~/lib/class-names";
import type { ReactNode } from "react";
import type { Image } from "~/content/schema";

/**
 * Classes for the one link that makes the whole card its target: its ::after
 * covers the card, so the card needs no second link or click handler.
 */
export const cardLinkTarget = "after:absolute after:inset-0 after:rounded-card";

/** A card with a picture on top (or beside it, through `className`), raised on hover. */
export function MediaCard({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <article
      className={cx(
        "group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-raised",
        className,
      )}
    >
      {children}
    </article>
  );
}

/** The card's picture, cropped to `frameClassName`'s aspect ratio, zooming a little on hover. */
export function MediaCardImage({ image, frameClassName, eager = false }: { image: Image; frameClassName: string; eager?: boolean }) {
  return (
    <div className={cx("shrink-0 overflow-hidden bg-surface-muted", frameClassName)}>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
    </div>
  );
}
