// The first paint needs the HTML and the stylesheet only. React Router's
// <Scripts /> asks for every module of the page with <link rel="modulepreload">
// (about 40 high-priority requests ahead of the first paint on a slow link) and
// starts the app with static imports. After the build, each page instead loads
// its modules once the browser's `load` event has fired and the next frame has
// been painted: the page paints from HTML and CSS alone, then React takes over.
// The route data React Router inlines for hydration (a third of the home page's
// HTML) moves to a file of its own, fetched by the same deferred start, so the
// HTML a phone waits for is the page alone (docs/decisions/008-hydrate-after-load.md).
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * Takes the route data out of a page: React Router writes it as scripts that
 * feed a stream (`enqueue("…")`, then `close()`). Returns the page without them
 * and the data's text, which the deferred start feeds to the same stream.
 */
export function extractRouteData(html) {
  const chunks = [];
  const without = html.replace(ENQUEUE, (_, literal) => {
    chunks.push(JSON.parse(literal));
    return "";
  });
  if (!chunks.length) return { html, data: null };
  if (!without.includes(CLOSE))
    throw new Error("defer-hydration: React Router's route data stream is not closed the way this script knows");
  // What is left of the data's Suspense boundaries once their scripts are gone: empty
  // markers after </html>, which the renderer writes there as React Router places them.
  const tidy = without.replace(CLOSE, "").replace(/(<\/html>)(?:<!--\/?\$s-->)+$/, "$1");
  return { html: tidy, data: chunks.join("") };
}

/**
 * Rewrites one page: drops the module preloads and turns the bootstrap's
 * static imports into imports started after `load` and the next paint, in the same order of
 * evaluation (manifest, route modules, then the client entry).
 */
export function deferHydration(html, dataUrl = null) {
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
  const modulesThen = `Promise.all(${JSON.stringify(urls)}.map(function(u){return import(u)}))`;
  const start = dataUrl
    ? `fetch(${JSON.stringify(dataUrl)}).then(function(r){if(!r.ok)throw new Error(r.url+" "+r.status);return r.text()})` +
      `.then(function(t){var c=window.__reactRouterContext.streamController;c.enqueue(t);c.close();return ${modulesThen}})`
    : modulesThen;
  const script =
    `<script type="module">function s(){${start}` +
    `.then(function(m){var ${names};${merges.join("")}window.__reactRouterRouteModules=${modules};return import(${JSON.stringify(entry)})})}` +
    // After load and after the next frame has painted: on a fast connection the load
    // event can come before the first paint, and the page must paint without them.
    `function w(){requestAnimationFrame(function(){setTimeout(s,0)})}` +
    `document.readyState==="complete"?w():addEventListener("load",w,{once:true})</script>`;
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
    const { html: page, data } = extractRouteData(html);
    let dataUrl = null;
    if (data !== null) {
      // Named by its content: pages with the same data share a file, and it caches forever.
      dataUrl = `/assets/route-data-${createHash("sha256").update(data).digest("hex").slice(0, 12)}.txt`;
      writeFileSync(join(dir, dataUrl), data);
    }
    const deferred = deferHydration(page, dataUrl);
    if (deferred !== html) {
      writeFileSync(file, deferred);
      count++;
    }
  }
  return count;
}
