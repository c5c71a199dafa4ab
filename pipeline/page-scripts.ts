// The JavaScript a built page starts before any interaction: the modules its
// scripts name (the deferred bootstrap's imports, any <script src> or module
// preload) and, recursively, their static imports. Shared by the byte budget
// test (e2e/budgets.spec.ts) and `node bench/measure-js.ts`.
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { gzipSync } from "node:zlib";

export interface ScriptSize {
  raw: number;
  gzip: number;
}

/**
 * Module URLs of a build and, recursively, their static imports (not the dynamic ones), in the
 * order met. A URL the build lacks is left out, or reported to `missing`. Also used after the build
 * to plan what each page's start asks for (defer-hydration.ts).
 */
export function withStaticImports(client: string, urls: Iterable<string>, missing: (url: string) => void = () => {}): string[] {
  const found = new Set<string>();
  const visit = (url: string) => {
    if (found.has(url)) return;
    const file = join(client, url);
    if (!existsSync(file)) return missing(url);
    found.add(url);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) visit(posix.join(posix.dirname(url), m[1]!));
  };
  for (const url of urls) visit(url);
  return [...found];
}

/** Each script a page starts, by its URL, with its size raw and gzipped (level 6, as the bench's nginx). */
export function pageScripts(client: string, page: string): Map<string, ScriptSize> {
  const html = readFileSync(join(client, page), "utf8");
  const started: string[] = [];
  for (const [script] of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    for (const m of script.matchAll(/\bsrc="(\/[^"]+\.js)"/g)) started.push(m[1]!);
    for (const m of script.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) started.push(m[1]!);
  }
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) started.push(m[1]!);
  return new Map(
    withStaticImports(client, started).map((url) => {
      const source = readFileSync(join(client, url));
      return [url, { raw: source.length, gzip: gzipSync(source, { level: 6 }).length }];
    }),
  );
}
