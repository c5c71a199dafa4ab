// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every
// compressible file of a build folder, so serve.ts (and any static host
// that looks for precompressed twins) sends them without compressing per request.
// A twin is written only when it is smaller than the file; a stale one from an
// earlier run is removed when it no longer is.
import { readFile, rm, stat, utimes, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { extname, relative } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { walk } from "./build-cache.ts";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Extensions worth compressing, each with the brotli mode that suits it. Images
 * (png, jpg, webp, avif), woff2 and pdf are compressed formats already.
 * `.data` files are React Router's turbo-stream route data (text).
 */
export const COMPRESSIBLE = new Map<string, number>([
  ["html", constants.BROTLI_MODE_TEXT],
  ["htm", constants.BROTLI_MODE_TEXT],
  ["js", constants.BROTLI_MODE_TEXT],
  ["mjs", constants.BROTLI_MODE_TEXT],
  ["css", constants.BROTLI_MODE_TEXT],
  ["svg", constants.BROTLI_MODE_TEXT],
  ["json", constants.BROTLI_MODE_TEXT],
  ["map", constants.BROTLI_MODE_TEXT],
  ["webmanifest", constants.BROTLI_MODE_TEXT],
  ["xml", constants.BROTLI_MODE_TEXT],
  ["txt", constants.BROTLI_MODE_TEXT],
  ["data", constants.BROTLI_MODE_TEXT],
  ["ico", constants.BROTLI_MODE_GENERIC],
  ["ttf", constants.BROTLI_MODE_FONT],
  ["otf", constants.BROTLI_MODE_FONT],
]);

/** Files smaller than this are sent as they are (as nginx's gzip_min_length 256). */
export const MIN_SIZE = 256;

/** The extension (without dot, lower case) that decides whether a path is compressible. */
export function extensionOf(path: string): string {
  return extname(path).slice(1).toLowerCase();
}

/** Writes `twin` when `compressed` is smaller than the original, else removes a stale twin. Returns the bytes a client gets. */
async function writeTwin(twin: string, compressed: Buffer, original: Buffer, mtime: Date): Promise<number> {
  if (compressed.length >= original.length) {
    await rm(twin, { force: true });
    return original.length;
  }
  await writeFile(twin, compressed);
  // The same modification time as the original: Last-Modified does not depend on the encoding.
  await utimes(twin, mtime, mtime);
  return compressed.length;
}

/** What a client gets of a file: its size as it is, and the bytes a brotli or a gzip client gets. */
export interface Compressed {
  size: number;
  br: number;
  gz: number;
}

async function compressFile(path: string, mode: number): Promise<Compressed> {
  const original = await readFile(path);
  const { mtime } = await stat(path);
  const [br, gz] = await Promise.all([
    brotliAsync(original, {
      params: {
        [constants.BROTLI_PARAM_MODE]: mode,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return {
    size: original.length,
    br: await writeTwin(`${path}.br`, br, original, mtime),
    gz: await writeTwin(`${path}.gz`, gz, original, mtime),
  };
}

/**
 * Precompresses every compressible file of at least MIN_SIZE bytes under `dir`.
 * Returns the totals: files compressed, their bytes, and the bytes a brotli or a
 * gzip client gets for them (a file whose twin would not be smaller counts as is).
 */
export async function precompress(
  dir: string,
  { log = console.log }: { log?: (line: string) => void } = {},
): Promise<{ files: number; bytes: number; br: number; gz: number; skipped: number; results: Map<string, Compressed> }> {
  const jobs: { path: string; mode: number }[] = [];
  const totals = { files: 0, bytes: 0, br: 0, gz: 0, skipped: 0, results: new Map<string, Compressed>() };
  for await (const path of walk(dir)) {
    const mode = COMPRESSIBLE.get(extensionOf(path));
    if (mode === undefined) continue;
    if ((await stat(path)).size < MIN_SIZE) {
      totals.skipped++;
      await Promise.all([rm(`${path}.br`, { force: true }), rm(`${path}.gz`, { force: true })]);
      continue;
    }
    jobs.push({ path, mode });
  }
  // zlib runs on libuv's thread pool; a bounded number of files at once keeps memory flat.
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { path, mode } = jobs[next++]!;
      const result = await compressFile(path, mode);
      totals.results.set(relative(dir, path), result);
      totals.files++;
      totals.bytes += result.size;
      totals.br += result.br;
      totals.gz += result.gz;
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, availableParallelism()) }, worker));
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  log(
    `precompress: ${totals.files} files, ${kib(totals.bytes)} -> brotli ${kib(totals.br)}, gzip ${kib(totals.gz)}` +
      ` (${totals.skipped} under ${MIN_SIZE} B left as they are)`,
  );
  return totals;
}
