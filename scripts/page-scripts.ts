// The JavaScript a built page starts before any interaction: the modules its
// scripts name (the deferred bootstrap's imports, any <script src> or module
// preload) and, recursively, their static imports. Shared by the byte budget
// test (e2e/budgets.spec.ts) and `node scripts/measure-js.mjs`.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";

export interface ScriptSize {
  raw: number;
  gzip: number;
}

/** Each script a page starts, by its URL, with its size raw and gzipped (level 6, as the bench's nginx). */
export function pageScripts(client: string, page: string): Map<string, ScriptSize> {
  const html = readFileSync(join(client, page), "utf8");
  const found = new Map<string, ScriptSize>();
  const visit = (url: string) => {
    const file = join(client, url);
    if (found.has(url) || !existsSync(file)) return;
    const source = readFileSync(file);
    found.set(url, { raw: source.length, gzip: gzipSync(source, { level: 6 }).length });
    for (const m of source.toString().matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) visit(join(dirname(url), m[1]!));
  };
  for (const [script] of html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)) {
    for (const m of script.matchAll(/\bsrc="(\/[^"]+\.js)"/g)) visit(m[1]!);
    for (const m of script.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) visit(m[1]!);
  }
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) visit(m[1]!);
  return found;
}
