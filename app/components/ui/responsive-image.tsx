import type { ComponentProps } from "react";
import type { Image } from "~/data/schema";
import { responsiveSources } from "~/lib/responsive-image";

type ResponsiveImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "sizes"> & {
  image: Image;
  /** How wide the image is shown, so the browser picks the smallest copy that is sharp enough. */
  sizes?: string;
};

/**
 * An image from the content. A photo (JPEG, PNG) becomes a `<picture>` offering
 * the AVIF and WebP copies the build makes (see `~/lib/responsive-image`), the
 * original as the fallback; an SVG stays a plain `<img>`. The `<img>` takes the
 * image's src, alt, width and height; other props (and an alt, width or height
 * given here) go to it as they are.
 */
export function ResponsiveImage({ image, sizes = "100vw", ...props }: ResponsiveImageProps) {
  const img = <img src={image.src} alt={image.alt} width={image.width} height={image.height} {...props} />;
  const sources = responsiveSources(image);
  if (sources.length === 0) return img;
  return (
    // No box of its own: the <img> stays what the caller's classes, flex and grid
    // lay out. The <source>s, which would become empty flex or grid items, are hidden.
    <picture className="contents [&>source]:hidden">
      {sources.map(({ type, srcSet }) => (
        <source key={type} type={type} srcSet={srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
