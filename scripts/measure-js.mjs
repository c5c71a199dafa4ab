// Reports the JavaScript a page ships: every module its pre-rendered HTML loads
// (modulepreload links and the entry), with gzip sizes. Usage: node scripts/measure-js.mjs /portfolio/1
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const client = join(import.meta.dirname, "..", "build", "client");
for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ["/"]) {
  const file = path === "/" ? "index.html" : join(path.replace(/^\//, ""), "index.html");
  const html = readFileSync(join(client, file), "utf8");
  const urls = new Set([...html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
  // The entry imports are inlined in a module script: import("/assets/...").
  for (const m of html.matchAll(/import\s*(?:\(|[^"']*from\s*)["'](\/assets\/[^"']+\.js)["']/g)) urls.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const url of urls) {
    const body = readFileSync(join(client, url));
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  console.log(`${path}: ${urls.size} JavaScript files, ${raw} bytes, ${gz} bytes gzipped`);
}
