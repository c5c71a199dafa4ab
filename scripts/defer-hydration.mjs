// The first paint needs the HTML and the stylesheet only. React Router's
// <Scripts /> asks for every module of the page with <link rel="modulepreload">
// (about 40 high-priority requests ahead of the first paint on a slow link) and
// starts the app with static imports. After the build, each page instead loads
// its modules once the browser's `load` event has fired: the page paints from
// HTML and CSS alone, then React takes over (docs/decisions/008-hydrate-after-load.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/;

/**
 * Rewrites one page: drops the module preloads and turns the bootstrap's
 * static imports into imports started after `load`, in the same order of
 * evaluation (manifest, route modules, then the client entry).
 */
export function deferHydration(html) {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html; // a page without React (a redirect) has nothing to defer
  const source = bootstrap[1];
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]);
  const routes = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1], url: m[2] }));
  // A route whose client loader is split from its component is put together from its two chunks.
  const merges = [...source.matchAll(/^const (\w+) = (\{(?:\.\.\.\w+,?)+\});$/gm)].map((m) => `var ${m[1]}=${m[2]};`);
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  const understood = sideEffects.length + routes.length + merges.length + 2;
  const statements = source.split(/;\s*\n|;$/).filter((line) => line.trim()).length;
  if (!modules || !entry || !routes.length || statements !== understood) {
    throw new Error(`defer-hydration: React Router's bootstrap script has a shape this script does not know:\n${source}`);
  }
  const urls = [...sideEffects, ...routes.map((route) => route.url)];
  const names = routes.map((route, index) => `${route.name}=m[${sideEffects.length + index}]`).join(",");
  const script =
    `<script type="module">function s(){Promise.all(${JSON.stringify(urls)}.map(function(u){return import(u)}))` +
    `.then(function(m){var ${names};${merges.join("")}window.__reactRouterRouteModules=${modules};return import(${JSON.stringify(entry)})})}` +
    `document.readyState==="complete"?s():addEventListener("load",s,{once:true})</script>`;
  return html.replace(PRELOAD, "").replace(bootstrap[0], () => script);
}

/** Every .html file under `dir`. */
export function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function deferHydrationIn(dir) {
  let count = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      count++;
    }
  }
  return count;
}
