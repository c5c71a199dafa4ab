// Reports the JavaScript a page starts before any interaction, with gzip sizes
// (the same count as the byte budget test). Usage: node bench/measure-js.ts /portfolio/1
import { join } from "node:path";
import { pageScripts } from "../pipeline/page-scripts.ts";
import { buildRoot } from "../app/data/content-dir.ts";

const client = join(buildRoot, "client");
for (const path of process.argv.slice(2).length ? process.argv.slice(2) : ["/"]) {
  const file = path === "/" ? "index.html" : join(path.replace(/^\//, ""), "index.html");
  const scripts = [...pageScripts(client, file).values()];
  const raw = scripts.reduce((sum, size) => sum + size.raw, 0);
  const gzip = scripts.reduce((sum, size) => sum + size.gzip, 0);
  console.log(`${path}: ${scripts.length} JavaScript files, ${raw} bytes, ${gzip} bytes gzipped`);
}
