// After the pages are built: AVIF and WebP copies of every photo (JPEG, PNG) in
// build/client/images, the files <ResponsiveImage> lists in its srcsets; and the
// PNG icons browsers fetch by name (the manifest's, <link rel="apple-touch-icon">)
// recompressed losslessly where that makes them smaller. Icons get no copies (what
// fetches them wants the PNG) unless a page also shows one as an image.
//
// Which widths and which names is one rule, app/lib/responsive-image.ts, imported
// here as it is (Node strips its types). Besides the widths that rule gives for a
// file's real width, any copy a built page asks for is made too, so a width in
// the content that differs from the file's never leaves a srcset pointing at
// nothing.
//
// Encoding is slow and its output depends only on the input, the settings and
// sharp's version, so each result is kept in node_modules/.cache by that key and
// a rebuild with the same photos encodes nothing.
import { readFile, stat, writeFile } from "node:fs/promises";
import { cached, pruneCache, runAll, sha256, walk } from "./build-cache.ts";
import { join, relative, sep } from "node:path";
import sharp, { type AvifOptions, type PngOptions, type WebpOptions } from "sharp";
import { isResponsive, RESPONSIVE_FOLDER, RESPONSIVE_FORMATS, responsiveWidths, variantPath } from "../app/lib/responsive-image.ts";

/** Encoder settings; changing one re-encodes everything (they are part of the cache key). */
export const ENCODE: { avif: AvifOptions; webp: WebpOptions; png: PngOptions } = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 75, effort: 4 },
  // Lossless by definition; no palette (libimagequant would change pixels).
  png: { compressionLevel: 9, adaptiveFiltering: false, palette: false },
};

const DEFAULT_CACHE = join(import.meta.dirname, "..", "node_modules", ".cache", "responsive-images");

/** The site path of a file in the build: build/client/images/a.png → /images/a.png. */
const sitePath = (client: string, file: string): string => `/${relative(client, file).split(sep).join("/")}`;
const fileOf = (client: string, path: string): string => join(client, ...decodeURI(path).split("/"));

const attribute = (tag: string, name: string): string | undefined => tag.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1]?.replaceAll("&amp;", "&");

/**
 * What the built pages say about images: the icons their <head>s and manifest
 * name, the image files they show, and the copies their <picture>s ask for
 * (source path → widths).
 */
async function readPages(client: string): Promise<{ icons: Set<string>; shown: Set<string>; requested: Map<string, Set<number>> }> {
  const icons = new Set<string>();
  const shown = new Set<string>();
  const requested = new Map<string, Set<number>>();
  const manifests = new Set<string>();
  for await (const file of walk(client)) {
    if (!file.endsWith(".html")) continue;
    const html = await readFile(file, "utf8");
    for (const [tag] of html.matchAll(/<link\s[^>]*>/g)) {
      const rel = attribute(tag, "rel")?.toLowerCase().split(/\s+/) ?? [];
      const href = attribute(tag, "href");
      if (!href?.startsWith("/")) continue;
      if (rel.includes("manifest")) manifests.add(href);
      else if (rel.some((word) => word.includes("icon"))) icons.add(href);
    }
    for (const [tag] of html.matchAll(/<img\s[^>]*>/g)) {
      const src = attribute(tag, "src");
      if (src) shown.add(src);
    }
    for (const [picture] of html.matchAll(/<picture[\s>][\s\S]*?<\/picture>/g)) {
      const src = attribute(picture.match(/<img\s[^>]*>/)?.[0] ?? "", "src");
      if (!src || !isResponsive(src)) continue;
      for (const [source] of picture.matchAll(/<source\s[^>]*>/g)) {
        for (const candidate of attribute(source, "srcset")?.split(",") ?? []) {
          const [url, descriptor] = candidate.trim().split(/\s+/);
          const width = Number(descriptor?.match(/^(\d+)w$/)?.[1]);
          // Only copies named by the rule; anything else is not this step's to make.
          if (!width || !RESPONSIVE_FORMATS.some(({ extension }) => url === variantPath(src, width, extension))) continue;
          if (!requested.has(src)) requested.set(src, new Set());
          requested.get(src)!.add(width);
        }
      }
    }
  }
  for (const manifest of manifests) {
    const text = await readFile(fileOf(client, manifest), "utf8").catch(() => null);
    if (text === null) continue;
    for (const src of manifestIcons(text)) if (src.startsWith("/")) icons.add(src);
  }
  return { icons, shown, requested };
}

/** The `src` of each icon a web manifest lists. */
function manifestIcons(text: string): string[] {
  const manifest: unknown = JSON.parse(text);
  const icons: unknown[] =
    typeof manifest === "object" && manifest !== null && "icons" in manifest && Array.isArray(manifest.icons) ? manifest.icons : [];
  return icons.flatMap((icon) => (typeof icon === "object" && icon !== null && "src" in icon && typeof icon.src === "string" ? [icon.src] : []));
}

/** What an encoder's output depends on: the input's bytes, the settings and the encoder's version. */
const keyOf = (input: Buffer, ...settings: unknown[]): string => JSON.stringify([sha256(input), sharp.versions.sharp, sharp.versions.vips, ...settings]);

/** The PNG recompressed losslessly, or null when that is not smaller or (never expected) not the same pixels. */
async function optimisePng(input: Buffer): Promise<Buffer | null> {
  const output = await sharp(input).png(ENCODE.png).toBuffer();
  if (output.length >= input.length) return null;
  const pixels = (buffer: Buffer) => sharp(buffer).ensureAlpha().raw().toBuffer();
  const [before, after] = await Promise.all([pixels(input), pixels(output)]);
  return before.equals(after) ? output : null;
}

/**
 * Makes the copies and optimises the icons in the build folder `client`. Returns
 * what it did: `photos` (site path → widths made), `variants` (files written),
 * `fromCache`, and `icons` (site path → { before, after } bytes).
 */
export async function responsiveImages(
  client: string,
  { log = console.log, cacheDir = DEFAULT_CACHE }: { log?: (line: string) => void; cacheDir?: string | null } = {},
): Promise<{
  photos: Map<string, number[]>;
  variants: number;
  variantBytes: number;
  fromCache: number;
  icons: Map<string, { before: number; after: number }>;
}> {
  const { icons, shown, requested } = await readPages(client);
  const used = new Set<string>();
  const jobs: (() => Promise<void>)[] = [];
  const photos = new Map<string, number[]>();
  const targets = new Map<string, string>();
  const totals = { photos, variants: 0, variantBytes: 0, fromCache: 0, icons: new Map<string, { before: number; after: number }>() };

  const folder = join(client, ...RESPONSIVE_FOLDER.split("/"));
  const files: string[] = [];
  if (await stat(folder).then(() => true, () => false)) for await (const file of walk(folder)) files.push(file);
  for (const file of files.sort()) {
    const src = sitePath(client, file);
    if (!isResponsive(src) || (icons.has(src) && !shown.has(src))) continue;
    // Read once here for the key; the encoders read the file again, so no photo stays in memory.
    const input = await readFile(file);
    // The size as shown: a photo turned by its EXIF orientation is as wide as it is tall.
    const { autoOrient } = await sharp(input)
      .metadata()
      .catch((error: Error) => {
        throw new Error(`${src} is not an image sharp can read: ${error.message}`);
      });
    const widths = [...new Set([...responsiveWidths(autoOrient.width), ...(requested.get(src) ?? [])])].sort((a, b) => a - b);
    photos.set(src, widths);
    const key = keyOf(input);
    for (const width of widths) {
      for (const { extension } of RESPONSIVE_FORMATS) {
        const target = variantPath(src, width, extension);
        if (targets.has(target)) throw new Error(`${src} and ${targets.get(target)} would both make ${target}: rename one of them`);
        targets.set(target, src);
        jobs.push(async () => {
          const settings = ENCODE[extension];
          const { bytes, hit } = await cached(
            cacheDir,
            JSON.stringify([key, extension, width, settings]),
            () => {
              const resized = sharp(file).autoOrient().resize({ width, withoutEnlargement: true });
              return (extension === "avif" ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp)).toBuffer();
            },
            used,
          );
          await writeFile(fileOf(client, target), bytes);
          totals.variants++;
          totals.variantBytes += bytes.length;
          if (hit) totals.fromCache++;
        });
      }
    }
  }

  for (const icon of [...icons].sort()) {
    if (!/\.png$/i.test(icon)) continue;
    const file = fileOf(client, icon);
    const input = await readFile(file).catch(() => null);
    if (!input) continue;
    jobs.push(async () => {
      // An empty result means "keep the file as it is" (smaller output is never empty).
      const { bytes } = await cached(
        cacheDir,
        keyOf(input, "png", ENCODE.png),
        async () => (await optimisePng(input)) ?? Buffer.alloc(0),
        used,
      );
      if (bytes.length > 0) await writeFile(file, bytes);
      totals.icons.set(icon, { before: input.length, after: bytes.length || input.length });
    });
  }

  // libvips encodes each image on several threads already.
  await runAll(jobs);
  if (cacheDir) await pruneCache(cacheDir, used);

  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const iconSizes = [...totals.icons.values()];
  const sum = (key: "before" | "after") => iconSizes.reduce((total, size) => total + size[key], 0);
  log(
    `responsive-images: ${photos.size} photos -> ${totals.variants} AVIF/WebP copies, ${kib(totals.variantBytes)}` +
      ` (${totals.fromCache} from cache); ${iconSizes.length} PNG icons ${kib(sum("before"))} -> ${kib(sum("after"))}, lossless`,
  );
  return totals;
}
