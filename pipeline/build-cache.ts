// What the build steps that make files from other files share (responsive-images.ts,
// share-images.ts): walking the build folder, a cache of results in node_modules/.cache
// keyed by a hash of their inputs, and a small pool of jobs.
import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";

export const sha256 = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** Every file under `dir`, depth first. */
export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Runs `make()` unless its result for `key` is in `cacheDir` (no cache when it is falsy);
 * returns the bytes and whether they came from the cache. The file used is added to `used`,
 * for `pruneCache`.
 */
export async function cached(
  cacheDir: string | null | undefined,
  key: string,
  make: () => Promise<Buffer>,
  used: Set<string>,
): Promise<{ bytes: Buffer; hit: boolean }> {
  if (!cacheDir) return { bytes: await make(), hit: false };
  const file = join(cacheDir, sha256(key));
  used.add(file);
  const hit = await readFile(file).catch(() => null);
  if (hit) return { bytes: hit, hit: true };
  const bytes = await make();
  await mkdir(cacheDir, { recursive: true });
  // Written whole or not at all, for a second build running at the same time.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, bytes);
  await rename(partial, file);
  return { bytes, hit: false };
}

/** Removes what this run did not use, so the cache holds one build's worth. */
export async function pruneCache(cacheDir: string, used: Set<string>): Promise<void> {
  const entries = await readdir(cacheDir).catch((): string[] => []);
  await Promise.all(
    entries
      .map((name) => join(cacheDir, name))
      .filter((file) => !used.has(file) && !file.endsWith(".partial"))
      .map((file) => rm(file, { force: true })),
  );
}

/** Runs the jobs a few at a time (at most four, or the machine's cores): encoders work off the main thread. */
export async function runAll(jobs: (() => Promise<void>)[]): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await jobs[next++]!();
  };
  await Promise.all(Array.from({ length: Math.min(jobs.length, Math.max(1, Math.min(4, availableParallelism()))) }, worker));
}
