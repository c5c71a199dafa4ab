/**
 * The one rule for photos, shared by the page (`<ResponsiveImage>`) and the build
 * (`pipeline/responsive-images.ts`, which imports this file as it is: keep it to
 * syntax Node can run by stripping the types, and import types only).
 *
 * A JPEG or PNG under /images/ gets AVIF and WebP copies at the widths below that
 * are smaller than the image, plus one at its own width (at most the largest
 * step), named next to it: /images/photo.jpg → /images/photo-640w.avif. SVGs are
 * sharp at any size and stay as they are.
 */

/** The widths, in pixels, of the copies; the largest covers the 1200 px layout on most high-density screens. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** The formats of the copies, best first: the browser takes the first `<source>` it supports. */
export const RESPONSIVE_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
] as const;

export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/** The folder (in the content folder's public/, so in the site) whose photos get copies. */
export const RESPONSIVE_FOLDER = "/images/";

const RASTER = /\.(jpe?g|png)$/i;

/** Whether the build makes copies of the file at `src` (a path from the site root). */
export function isResponsive(src: string): boolean {
  return src.startsWith(RESPONSIVE_FOLDER) && RASTER.test(src);
}

/** The widths of the copies of an image `width` pixels wide, ascending. */
export function responsiveWidths(width: number): number[] {
  const largest = RESPONSIVE_WIDTHS[RESPONSIVE_WIDTHS.length - 1]!;
  const widths: number[] = RESPONSIVE_WIDTHS.filter((step) => step < width);
  widths.push(Math.min(width, largest));
  return [...new Set(widths)];
}

/** The copy of `src` at `width` pixels in `extension`: ("/images/photo.jpg", 640, "avif") → "/images/photo-640w.avif". */
export function variantPath(src: string, width: number, extension: ResponsiveFormat["extension"]): string {
  return `${src.replace(RASTER, "")}-${width}w.${extension}`;
}

export interface ResponsiveSource {
  type: ResponsiveFormat["type"];
  srcSet: string;
}

/**
 * The `<source>`s for an image, best format first: one `srcSet` a format listing
 * every copy with its width. Nothing for an SVG or a file outside /images/.
 */
export function responsiveSources(image: { src: string; width: number }): ResponsiveSource[] {
  if (!isResponsive(image.src)) return [];
  const widths = responsiveWidths(image.width);
  return RESPONSIVE_FORMATS.map(({ extension, type }) => ({
    type,
    srcSet: widths.map((width) => `${variantPath(image.src, width, extension)} ${width}w`).join(", "),
  }));
}
