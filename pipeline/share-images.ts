// After the pages are built: the PNG share image (1200×630) that each page's
// og:image names, drawn from that page's own tags, so what a link preview shows
// and what the page says come from one place (app/lib/seo.ts writes the tags):
//
//   og:image        where the image goes (app/lib/seo.ts `shareImagePath`)
//   og:title        the headline, without " | <og:site_name>"
//   og:image:alt    "<headline>, <byline>": the byline is what follows the headline
//                   (the owner's name; on the home page, the owner's job title)
//   og:url          the site's address, its host
//   theme-color     the accent (the first, light mode's: app/root.tsx derives it from the owner's theme.ts)
//   rel="icon"      the mark beside the address (SVG or PNG), when there is one
//
// Pages without an og:image (the not-found and moved pages, which are not
// indexed) get none. Social networks do not show SVG, hence a PNG; satori lays
// the card out and turns its text into paths, resvg draws it, sharp reduces it to
// a palette.
//
// Drawing takes a while and its result depends only on what is drawn, this file,
// the fonts and the versions of the three libraries, so each image is kept in
// node_modules/.cache by that key and a rebuild with the same pages draws nothing.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { inflateSync } from "node:zlib";
import { renderAsync } from "@resvg/resvg-js";
import type { ReactElement } from "react";
import satori, { type Font as SatoriFont } from "satori";
import sharp, { type PngOptions } from "sharp";
import { SHARE_IMAGE, SHARE_IMAGE_FOLDER, TITLE_SEPARATOR } from "../app/lib/seo.ts";
import { NEUTRALS } from "../app/lib/theme.ts";
import { cached, pruneCache, runAll, sha256, walk } from "./build-cache.ts";
import { hasBengali, shapedTextFonts, type TextImage, textImage } from "./shaped-text.ts";

const require = createRequire(import.meta.url);
const DEFAULT_CACHE = join(import.meta.dirname, "..", "node_modules", ".cache", "share-images");

/**
 * Inter, as @fontsource ships it, one family per subset; satori takes each
 * character from the first family in this order that has it. (Given one family
 * name for all of them, it drew boxes for some characters of the later ones, "Ł".)
 * Latin covers Latin-1 and the usual punctuation (– — ’ “ ” …); Bengali, Arabic,
 * Hebrew, Devanagari, CJK, Thai and emoji are in none of them.
 */
const SUBSETS = ["latin", "latin-ext", "cyrillic", "cyrillic-ext", "greek", "greek-ext", "vietnamese"];
const WEIGHTS = [400, 700] as const;
const FONT_FAMILY = SUBSETS.map((subset) => `"Inter ${subset}"`).join(", ");

/** The site's neutral colours in light mode (app/lib/theme.ts); the accent, derived from the owner's, comes from the page. */
const COLORS = { background: NEUTRALS.light.background, foreground: NEUTRALS.light.foreground, muted: NEUTRALS.light["muted-foreground"] };
const MARGIN = { x: 80, y: 72 };
const TITLE_LINES = 3;

/* ------------------------------------------------------------------ reading pages */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };
/** An attribute value as written by the renderer, decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === "#") return String.fromCodePoint(name[1]!.toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const attribute = (tag: string, name: string): string | undefined => {
  const value = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i"));
  // One of the two quotings matched.
  return value ? decodeEntities((value[1] ?? value[2])!) : undefined;
};

/** What a built page's head says about its share image (readPage). */
export interface SharePage {
  /** og:image: where the image goes. */
  image: string;
  /** og:title. */
  title: string;
  /** og:site_name. */
  siteName: string;
  /** og:image:alt: "<headline>, <byline>". */
  alt: string;
  /** og:url, else the image's. */
  url: string;
  /** theme-color. */
  accent?: string;
  /** The rel="icon" to draw beside the address (SVG, else the first PNG). */
  icon?: string;
  /** og:locale. */
  locale?: string;
}

/** What a share image shows (drawingOf). */
export interface Drawing {
  headline: string;
  byline: string;
  host: string;
  accent: string;
  /** What to draw as the headline when the fonts draw none of it: the site's name. */
  fallback?: string;
}

/**
 * What a built page's <head> says about its share image: the `<meta>` values by
 * property or name, and its icon. Null when the page names no share image.
 */
export function readPage(html: string): SharePage | null {
  const head = html.match(/<head[\s>][\s\S]*?<\/head>/i)?.[0] ?? "";
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const key = attribute(tag, "property") ?? attribute(tag, "name");
    const content = attribute(tag, "content");
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const image = meta.get("og:image");
  if (!image) return null;
  let icon: string | undefined;
  for (const [tag] of head.matchAll(/<link\s[^>]*>/gi)) {
    const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
    const href = attribute(tag, "href");
    if (!rel.includes("icon") || !href?.startsWith("/") || !/\.(svg|png)$/i.test(href)) continue;
    // An SVG draws sharply at any size; otherwise the first PNG.
    if (!icon || (/\.svg$/i.test(href) && !/\.svg$/i.test(icon))) icon = href;
  }
  return {
    image,
    title: meta.get("og:title") ?? "",
    siteName: meta.get("og:site_name") ?? "",
    alt: meta.get("og:image:alt") ?? "",
    url: meta.get("og:url") ?? image,
    accent: meta.get("theme-color"),
    icon,
    locale: meta.get("og:locale"),
  };
}

/**
 * The build file an og:image URL names, as a site path ("/images/share/blog/x.png"),
 * or null for an image this step does not make. The site may live under a sub-path
 * (https://x.github.io/portfolio/images/share/home.png), which the build does not have.
 */
export function shareImageFile(imageUrl: string): string | null {
  let pathname: string;
  try {
    pathname = new URL(imageUrl).pathname;
  } catch {
    pathname = imageUrl.split(/[?#]/)[0]!;
  }
  const at = pathname.indexOf(SHARE_IMAGE_FOLDER);
  if (at === -1 || !pathname.endsWith(".png")) return null;
  const path = pathname.slice(at).split("/").map(decodeURIComponent).join("/");
  return path.split("/").includes("..") ? null : path;
}

/** What the share image of a page shows, from its tags (see the top of this file). */
export function drawingOf(page: SharePage, where = "a page"): Drawing {
  const suffix = `${TITLE_SEPARATOR}${page.siteName}`;
  const headline = page.siteName && page.title.endsWith(suffix) ? page.title.slice(0, -suffix.length) : page.title;
  let byline = "";
  if (page.alt !== headline) {
    if (!page.alt.startsWith(`${headline}, `))
      throw new Error(`${where}: og:image:alt "${page.alt}" should be "${headline}, <byline>" (app/lib/seo.ts)`);
    byline = page.alt.slice(headline.length + 2);
  }
  if (!page.accent || !parseColor(page.accent)) throw new Error(`${where}: theme-color "${page.accent ?? ""}" is not a hex colour`);
  let host = "";
  try {
    host = new URL(page.url).host;
  } catch {
    // No address to show.
  }
  return { headline, byline, host, accent: page.accent.toLowerCase() };
}

/* ------------------------------------------------------------------ colours */

/** [r, g, b] of a #rgb, #rgba, #rrggbb or #rrggbbaa colour, or null. */
export function parseColor(color: string): [number, number, number] | null {
  const hex = color.trim().match(/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i)?.[1];
  if (!hex) return null;
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join("") : hex;
  const channel = (at: number) => parseInt(full.slice(at, at + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

const luminance = (color: string): number => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  // A colour drawingOf has read already.
  const [r, g, b] = parseColor(color)!;
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

/** WCAG contrast ratio of two hex colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [Math.max(luminance(a), luminance(b)), Math.min(luminance(a), luminance(b))];
  return (light + 0.05) / (dark + 0.05);
}

/* ------------------------------------------------------------------ fonts */

/** The code points a WOFF 1 font maps to glyphs (its cmap, formats 4 and 12). */
export function fontCodePoints(woff: Buffer): Set<number> {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1 font");
  let cmap: Buffer | undefined;
  for (let i = 0, count = woff.readUInt16BE(12); i < count; i++) {
    const entry = 44 + i * 20;
    if (woff.toString("latin1", entry, entry + 4) !== "cmap") continue;
    const [offset, length, originalLength] = [4, 8, 12].map((at) => woff.readUInt32BE(entry + at)) as [number, number, number];
    const data = woff.subarray(offset, offset + length);
    cmap = length < originalLength ? inflateSync(data) : data;
  }
  const points = new Set<number>();
  if (!cmap) return points;
  for (let i = 0, count = cmap.readUInt16BE(2); i < count; i++) {
    const table = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(table);
    if (format === 4) {
      const segments = cmap.readUInt16BE(table + 6) / 2;
      const ends = table + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s++) {
        const start = cmap.readUInt16BE(starts + s * 2);
        const end = cmap.readUInt16BE(ends + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let c = start; c <= end && c !== 0xffff; c++) {
          let glyph = rangeOffset === 0 ? c + delta : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2);
          if (rangeOffset !== 0 && glyph !== 0) glyph += delta;
          if ((glyph & 0xffff) !== 0) points.add(c);
        }
      }
    } else if (format === 12) {
      for (let g = 0, groups = cmap.readUInt32BE(table + 12); g < groups; g++) {
        const group = table + 16 + g * 12;
        const [start, end, glyph] = [0, 4, 8].map((at) => cmap.readUInt32BE(group + at)) as [number, number, number];
        for (let c = start; c <= end; c++) if (glyph + c - start !== 0) points.add(c);
      }
    }
  }
  return points;
}

let fontFiles: Promise<{ fonts: SatoriFont[]; hash: string }> | undefined;
/** The fonts as satori takes them, and a hash of their bytes. */
function readFonts(): Promise<{ fonts: SatoriFont[]; hash: string }> {
  fontFiles ??= Promise.all(
    SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => {
        const data = await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
        return { name: `Inter ${subset}`, data, weight, style: "normal" } satisfies SatoriFont;
      }),
    ),
  ).then((fonts) => ({ fonts, hash: sha256(fonts.map((font) => sha256(font.data)).join()) }));
  return fontFiles;
}

let fontsLoaded: Promise<{ fonts: SatoriFont[]; covered: Set<number> }> | undefined;
/** The fonts as satori takes them, and the characters they draw (in every weight). */
export function loadFonts(): Promise<{ fonts: SatoriFont[]; covered: Set<number> }> {
  fontsLoaded ??= readFonts().then(({ fonts }) => {
    const perWeight = WEIGHTS.map((weight) => {
      const points = new Set<number>();
      // Each font's data is the Buffer readFonts read.
      for (const font of fonts) if (font.weight === weight) for (const point of fontCodePoints(font.data as Buffer)) points.add(point);
      return points;
    });
    return { fonts, covered: new Set([...perWeight[0]!].filter((point) => perWeight.every((points) => points.has(point)))) };
  });
  return fontsLoaded;
}

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
/**
 * The text with every character the fonts lack left out (satori would draw a box
 * for each), whitespace collapsed; and what was left out.
 */
export function drawable(text: string, covered: Set<number>): { text: string; dropped: string } {
  let kept = "";
  let dropped = "";
  for (const { segment } of segmenter.segment(text.replace(/\s+/g, " "))) {
    if (segment === " " || [...segment].every((char) => covered.has(char.codePointAt(0)!))) kept += segment;
    else {
      kept += "\0";
      dropped += segment;
    }
  }
  // What is left out takes the spaces around it along, and leaves one between words ("Dhaka ঢাকা tips"), none before punctuation ("Dhaka ঢাকা: …").
  const joined = kept.replace(/ *\0+ *(?=[,.:;!?…)\]}”’»]|$)/g, "").replace(/ *\0+ */g, " ");
  return { text: joined.trim(), dropped };
}

/* ------------------------------------------------------------------ drawing */

/** An element as satori takes it (the shape of a React element, without React). */
interface CardElement {
  type: string;
  props: Record<string, unknown>;
}
type CardChild = CardElement | string;

/** An element as satori takes it; children that are null are left out. */
const el = (type: string, props: Record<string, unknown>, ...children: (CardChild | null)[]): CardElement => {
  const kept = children.filter((child) => child !== null);
  return { type, props: { ...props, children: kept.length === 1 ? kept[0] : kept } };
};

/** The title's size: as large as fits a short title on one or two lines, smaller for longer ones. */
export const titleSize = (headline: string): number => (headline.length <= 22 ? 96 : headline.length <= 44 ? 80 : 66);

/** What a card shows: text, or text drawn already as an image (Bengali, textImage). */
export interface CardContent {
  headline: string | TextImage;
  byline: string | TextImage;
  host: string;
  accent: string;
  icon?: string;
}

/** The card as satori's element tree. `icon` is a data: URL or undefined. */
export function card({ headline, byline, host, accent, icon }: CardContent): CardElement {
  // The address is in the accent where that reads well on white (AA); otherwise in the text colour.
  const hostColor = contrast(accent, COLORS.background) >= 4.5 ? accent : COLORS.foreground;
  const line = { display: "block", overflow: "hidden", textOverflow: "ellipsis" };
  const root = {
    position: "relative",
    display: "flex",
    flexDirection: "column",
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    boxSizing: "border-box",
    padding: `${MARGIN.y}px ${MARGIN.x}px`,
    background: COLORS.background,
    color: COLORS.foreground,
    fontFamily: FONT_FAMILY,
  };
  const title = {
    ...line,
    // Used for a headline in text only (an image has its own size).
    fontSize: titleSize(typeof headline === "string" ? headline : ""),
    fontWeight: 700,
    lineHeight: 1.1,
    letterSpacing: "-0.02em",
    lineClamp: TITLE_LINES,
    textWrap: "pretty",
  };
  return el(
    "div",
    { style: root },
    // A soft disc of the accent in the top right corner and a band down the left edge.
    el("div", {
      style: {
        position: "absolute",
        top: -220,
        right: -180,
        width: 560,
        height: 560,
        borderRadius: 280,
        background: accent,
        opacity: 0.08,
      },
    }),
    el("div", { style: { position: "absolute", top: 0, bottom: 0, left: 0, width: 16, background: accent } }),
    el("div", { style: { width: 96, height: 8, borderRadius: 4, background: accent } }),
    el(
      "div",
      { style: { display: "flex", flexDirection: "column", flexGrow: 1, justifyContent: "center" } },
      // Text satori cannot shape (Bengali) comes drawn already, as an image (shaped-text.ts).
      typeof headline === "string"
        ? el("div", { style: title }, headline)
        : el("img", { src: headline.src, width: headline.width, height: headline.height }),
      byline
        ? typeof byline === "string"
          ? el("div", { style: { ...line, marginTop: 28, fontSize: 36, lineHeight: 1.25, color: COLORS.muted, lineClamp: 1 } }, byline)
          : el("img", { src: byline.src, width: byline.width, height: byline.height, style: { marginTop: 28 } })
        : null,
    ),
    el(
      "div",
      { style: { display: "flex", alignItems: "center", height: 56 } },
      icon ? el("img", { src: icon, width: 56, height: 56, style: { marginRight: 20 } }) : null,
      el("div", { style: { ...line, fontSize: 28, fontWeight: 700, color: hostColor, lineClamp: 1 } }, host),
    ),
  );
}

/**
 * PNG output: a palette of at most 256 colours, which flat colours and anti-aliased
 * text need no more than (a third of the bytes of true colour). Without dithering,
 * flat areas stay flat; effort 3 quantises in half the time of 10 for the same size.
 */
export const PNG_OPTIONS: PngOptions = { palette: true, colours: 256, dither: 0, effort: 3, compressionLevel: 9 };

/**
 * Satori's SVG of a drawing (text as paths unless `embedFont` is false), the
 * characters left out, and any satori found no glyph for (none, or a bug here).
 */
export async function shareSvg(
  drawing: Drawing,
  { icon, embedFont = true }: { icon?: string; embedFont?: boolean } = {},
): Promise<{ svg: string; dropped: string; missing: string[] }> {
  const { fonts, covered } = await loadFonts();
  if (hasBengali(drawing.headline) || hasBengali(drawing.byline)) return bengaliSvg(drawing, { icon, embedFont, fonts, covered });
  const headline = drawable(drawing.headline, covered);
  const byline = drawable(drawing.byline, covered);
  const host = drawable(drawing.host, covered);
  const tree = card({
    // A headline in none of the fonts' scripts leaves the owner's name, from the byline or the site.
    headline: headline.text || byline.text || drawing.fallback || "",
    byline: headline.text ? byline.text : "",
    host: host.text,
    accent: drawing.accent,
    icon,
  });
  const { svg, missing } = await cardSvg(tree, fonts, embedFont);
  return { svg, dropped: headline.dropped + byline.dropped + host.dropped, missing };
}

/**
 * The card as SVG, with the text satori found no font for: satori asks for a font for text none of
 * the fonts draws, and `drawable` should have left none.
 */
async function cardSvg(tree: CardElement, fonts: SatoriFont[], embedFont: boolean): Promise<{ svg: string; missing: string[] }> {
  const missing: string[] = [];
  const loadAdditionalAsset = async (_language: string, segment: string): Promise<SatoriFont[]> => {
    missing.push(segment);
    return [];
  };
  const svg = await satori(tree as ReactElement, {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts,
    embedFont,
    loadAdditionalAsset,
  });
  return { svg, missing };
}

/**
 * The share image of a page whose title or byline is in Bengali: those drawn by HarfBuzz as
 * outlines (shaped-text.ts) in the sizes and colours satori would give them, the
 * address by satori.
 */
async function bengaliSvg(
  drawing: Drawing,
  { icon, embedFont, fonts, covered }: { icon?: string; embedFont: boolean; fonts: SatoriFont[]; covered: Set<number> },
): Promise<{ svg: string; dropped: string; missing: string[] }> {
  const width = SHARE_IMAGE.width - 2 * MARGIN.x;
  const headline = await textImage(drawing.headline, {
    size: titleSize(drawing.headline),
    weight: 700,
    color: COLORS.foreground,
    maxWidth: width,
    maxLines: TITLE_LINES,
    lineHeight: 1.1,
  });
  const byline = drawing.byline
    ? await textImage(drawing.byline, { size: 36, weight: 400, color: COLORS.muted, maxWidth: width, maxLines: 1, lineHeight: 1.25 })
    : "";
  const host = drawable(drawing.host, covered);
  const tree = card({ headline, byline, host: host.text, accent: drawing.accent, icon });
  const { svg, missing } = await cardSvg(tree, fonts, embedFont);
  return { svg, dropped: host.dropped, missing };
}

/** The PNG of a drawing. */
export async function renderShareImage(drawing: Drawing, { icon }: { icon?: string } = {}): Promise<{ png: Buffer; dropped: string }> {
  const { svg, dropped, missing } = await shareSvg(drawing, { icon });
  if (missing.length > 0) throw new Error(`satori found no glyph for "${missing.join("")}" in "${drawing.headline}"`);
  // Off this thread, and handed over as pixels: encoding them as a PNG for sharp to decode would double the work.
  const image = await renderAsync(svg, { font: { loadSystemFonts: false } });
  const raw = { width: image.width, height: image.height, channels: 4 as const };
  return { png: await sharp(image.pixels, { raw }).png(PNG_OPTIONS).toBuffer(), dropped };
}

/** Width and height from a PNG's header (its IHDR chunk). */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || png.toString("latin1", 1, 4) !== "PNG" || png.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/* ------------------------------------------------------------------ the build step */

const fileOf = (client: string, path: string): string => join(client, ...path.split("/"));
const versionOf = (name: string): string => (require(`${name}/package.json`) as { version: string }).version;

let ownSource: string | undefined;
/** What every image's key shares: this file (the layout), its colours, the fonts and the libraries' versions. */
async function rendererKey(): Promise<string[]> {
  ownSource ??= await readFile(import.meta.filename, "utf8");
  const { hash } = await readFonts();
  return [
    sha256(ownSource),
    sha256(await readFile(join(import.meta.dirname, "shaped-text.ts"), "utf8")),
    sha256((await Promise.all(shapedTextFonts().map((file) => readFile(file)))).map((bytes) => sha256(bytes)).join()),
    // harfbuzzjs exports no package.json; its version is in the one beside its dist/ folder.
    (JSON.parse(await readFile(join(dirname(require.resolve("harfbuzzjs")), "..", "package.json"), "utf8")) as { version: string }).version,
    JSON.stringify(COLORS),
    hash,
    versionOf("satori"),
    versionOf("@resvg/resvg-js"),
    sharp.versions.sharp,
    sharp.versions.vips,
  ];
}

/** An icon as a card draws it: a data: URL, and a hash of its bytes for the image's key. */
interface Icon {
  url: string;
  hash: string;
}

/** The icon as a data: URL, and a hash of it, or nothing when the build has no such file. */
async function iconOf(client: string, href: string | undefined, icons: Map<string, Icon | null>): Promise<Icon | undefined> {
  if (!href) return undefined;
  if (!icons.has(href)) {
    const bytes = await readFile(fileOf(client, decodeURI(href))).catch(() => null);
    const type = /\.svg$/i.test(href) ? "image/svg+xml" : "image/png";
    icons.set(href, bytes && { url: `data:${type};base64,${bytes.toString("base64")}`, hash: sha256(bytes) });
  }
  return icons.get(href) ?? undefined;
}

/**
 * Draws the share image of every page in the build folder `client` that names
 * one. Returns `images` (site path → the pages that name it), `drawn`,
 * `fromCache`, and `bytes` and `largest` (the PNGs' total and largest size).
 */
export async function shareImages(
  client: string,
  { log = console.log, cacheDir = DEFAULT_CACHE }: { log?: (line: string) => void; cacheDir?: string | null } = {},
): Promise<{ images: Map<string, string[]>; drawn: number; fromCache: number; bytes: number; largest: number }> {
  const started = performance.now();
  const jobs = new Map<string, { inputs: string; drawing: Drawing; icon: Icon | undefined; pages: string[] }>();
  const icons = new Map<string, Icon | null>();
  for await (const file of walk(client)) {
    // The fallback page is 404.html's source.
    if (!file.endsWith(".html") || file.endsWith("__spa-fallback.html")) continue;
    const page = readPage(await readFile(file, "utf8"));
    if (!page) continue;
    const where = file.slice(client.length + 1);
    const target = shareImageFile(page.image);
    if (!target) continue;
    const drawing = { ...drawingOf(page, where), fallback: page.siteName };
    const icon = await iconOf(client, page.icon, icons);
    const inputs = JSON.stringify([drawing, icon?.hash ?? null]);
    const job = jobs.get(target);
    // /home is / under another address; both name /images/share/home.png and must draw the same.
    if (job && job.inputs !== inputs) throw new Error(`${job.pages[0]} and ${where} both name ${target} but would draw different images`);
    if (job) job.pages.push(where);
    else jobs.set(target, { inputs, drawing, icon, pages: [where] });
  }

  const shared = await rendererKey();
  const totals = { images: new Map<string, string[]>(), drawn: 0, fromCache: 0, bytes: 0, largest: 0 };
  const used = new Set<string>();
  const list = [...jobs].sort(([a], [b]) => a.localeCompare(b));
  // Satori lays out on this thread; resvg and sharp draw and encode on libuv's, for the next image to overlap.
  await runAll(
    list.map(([target, { inputs, drawing, icon, pages }]) => async () => {
      const { bytes: png, hit } = await cached(
        cacheDir,
        JSON.stringify([...shared, inputs]),
        async () => {
          const result = await renderShareImage(drawing, { icon: icon?.url });
          if (result.dropped) log(`share-images: ${target}: Inter has no glyphs for "${result.dropped}", left out`);
          return result.png;
        },
        used,
      );
      if (hit) totals.fromCache++;
      else totals.drawn++;
      await mkdir(dirname(fileOf(client, target)), { recursive: true });
      await writeFile(fileOf(client, target), png);
      totals.bytes += png.length;
      totals.largest = Math.max(totals.largest, png.length);
      totals.images.set(target, pages);
    }),
  );
  if (cacheDir) await pruneCache(cacheDir, used);

  const count = totals.images.size;
  log(
    `share-images: ${count} PNGs, ${(totals.bytes / 1024).toFixed(1)} KiB (largest ${(totals.largest / 1024).toFixed(1)} KiB);` +
      ` ${totals.drawn} drawn, ${totals.fromCache} from cache, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return totals;
}
