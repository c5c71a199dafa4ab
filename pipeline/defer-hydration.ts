// The first paint needs the HTML and the stylesheet only. React Router's
// <Scripts /> asks for every module of the page with <link rel="modulepreload">
// (about 40 high-priority requests ahead of the first paint on a slow link) and
// starts the app with static imports. After the build, each page instead loads
// its modules once the browser's `load` event has fired and the next frame has
// been painted: the page paints from HTML and CSS alone, then React takes over.
// The route data React Router inlines for hydration (a third of the home page's
// HTML) moves to a file of its own, fetched by the same deferred start, so the
// HTML a phone waits for is the page alone (docs/decisions/008-hydrate-after-load.md).
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, posix } from "node:path";
import { fingerprintOf } from "./hosting/policy.ts";
import { withStaticImports } from "./page-scripts.ts";

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOTSTRAP = /<script type="module" async(?:="")?>([\s\S]*?)<\/script>/;

const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const CLOSE = "<script>window.__reactRouterContext.streamController.close();</script>";

/**
 * Takes the route data out of a page: React Router writes it as scripts that
 * feed a stream (`enqueue("…")`, then `close()`). Returns the page without them
 * and the data's text, which the deferred start feeds to the same stream.
 */
export function extractRouteData(html: string): { html: string; data: string | null } {
  const chunks: string[] = [];
  const without = html.replace(ENQUEUE, (_, literal: string) => {
    // A JSON string literal, by ENQUEUE.
    chunks.push(JSON.parse(literal) as string);
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

/** The id of the JSON element that tells the start script what to load (see deferHydration). */
export const PLAN_ID = "hydration-plan";

/** What a page's start loads (see deferHydration), as its plan block says. */
export interface HydrationPlan {
  /** The route data file, fed to React Router's stream before the modules run; null for a page without data. */
  data: string | null;
  /** The modules to import, in their order of evaluation: the bootstrap's side-effect imports, then the route modules. */
  modules: string[];
  /** Each route id with the indices in `modules` of the chunks its module is put together from. */
  routes: Record<string, number[]>;
  /** The client entry, imported last. */
  entry: string;
}

/** Module URLs by language (the first part of <html lang>). */
export type ModulesByLanguage = Record<string, string[]>;

/**
 * The script that starts hydration, a file of its own (assets/start-<hash>.js) that every page
 * loads: `startScript(shared)` is its text. What a page loads is in its plan, a JSON data block
 * the browser does not execute. The file costs the pages' HTML nothing (every English page's
 * must arrive in TCP's first round trip: e2e/budgets.spec.ts), and it is asked for at low
 * priority as a deferred module, so the first paint never waits for it
 * (docs/decisions/008-hydrate-after-load.md).
 * After load, after the next frames have painted and after the page's fonts have loaded: on a
 * fast connection the load event can come before the first paint, and the page must paint,
 * in its fonts, without the scripts.
 * `shared`: for each language, the modules every page in it reaches (the framework, the shared
 * code, the client entry, the interface's words), asked for at once when the start begins rather
 * than in waves as each import reveals the next: on a phone's 150 ms round trips, the waves were
 * half a second of a painted page that did not answer. A page's own modules follow from its
 * route modules' imports.
 * The page's own modules are asked for at once too (a `modulepreload` fetches without running).
 * `early`: for each language, shared modules to run one at a time, each an import of its own,
 * dependencies first (`evaluationOrder`), while the route data arrives, before the page's modules. Imported together, the
 * whole graph runs in one task (on a fast machine 15–40 ms, four times that on a phone); one
 * at a time, the framework, the shared code and each other module run in tasks of their own.
 */
export function startScript(shared: ModulesByLanguage, early: ModulesByLanguage = {}): string {
  return (
    `var S=${JSON.stringify(shared)},E=${JSON.stringify(early)};` +
    `function s(){var p=JSON.parse(document.getElementById(${JSON.stringify(PLAN_ID)}).textContent),` +
    `g=document.documentElement.lang.split("-")[0];` +
    `(S[g]||[]).concat(p.modules,[p.entry]).forEach(function(u){var l=document.createElement("link");` +
    `l.rel="modulepreload";l.href=u;document.head.appendChild(l)});` +
    `function one(l,i){return i<l.length?import(l[i]).then(function(){return one(l,i+1)}):Promise.resolve()}` +
    `var e=one(E[g]||[],0);` +
    `Promise.all([e,p.data?fetch(p.data).then(function(r){if(!r.ok)throw new Error(r.url+" "+r.status);return r.text()})` +
    `.then(function(t){var c=window.__reactRouterContext.streamController;c.enqueue(t);c.close()}):0])` +
    `.then(function(){return Promise.all(p.modules.map(function(u){return import(u)}))})` +
    `.then(function(m){var r={};for(var id in p.routes){var i=p.routes[id];` +
    `r[id]=i.length===1?m[i[0]]:Object.assign.apply(null,[{}].concat(i.map(function(n){return m[n]})))}` +
    `window.__reactRouterRouteModules=r;return import(p.entry)})}` +
    // Two frames (the first paint, whose font loads have then begun), the fonts, two frames more (the
    // text in its font is painted and shown), then the scripts: they never share the link with a font
    // the text waits for (on a machine without a Bengali font, a Bengali page's 23 KB), and a paint
    // that waits for a font is not billed for them.
    `function f(g){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(g,0)})})}` +
    `function w(){f(function(){Promise.resolve(document.fonts&&document.fonts.ready).then(function(){f(s)})})}` +
    `document.readyState==="complete"?w():addEventListener("load",w,{once:true})\n`
  );
}

/**
 * The tag that loads the start file: at low priority, never ahead of what the page paints with. Not
 * `async`: React hydrates the end of <body> by its elements' places, and takes a script with
 * `async` for one it may skip. React Router renders two scripts there, its context and its
 * bootstrap; the page now has the plan and this tag in their places (the context runs from the
 * start file), so the elements React meets are the ones it expects, and their text is not its to
 * check.
 */
export const startTag = (url: string): string => `<script type="module" fetchpriority="low" src="${url}"></script>`;

/**
 * Rewrites one page: drops the module preloads and turns the bootstrap's static imports
 * into a plan (the route data file, the modules in their order of evaluation: manifest,
 * route modules, then the client entry) that the start file (startScript) carries out after `load` and
 * the next paint.
 */
export function deferHydration(html: string, dataUrl: string | null = null, startUrl = "/assets/start.js"): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) return html; // a page without React (a redirect) has nothing to defer
  const source = bootstrap[1]!;
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((m) => m[1]!);
  const routes = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((m) => ({ name: m[1]!, url: m[2]! }));
  // A route whose client loader is split from its component is put together from its two chunks.
  const merges = [...source.matchAll(/^const (\w+) = \{((?:\.\.\.\w+,?)+)\};$/gm)].map((m) => ({
    name: m[1]!,
    parts: m[2]!
      .split(",")
      .filter(Boolean)
      .map((part) => part.replace(/^\.\.\./, "")),
  }));
  const modules = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /^import\("([^"]+)"\);$/m.exec(source)?.[1];
  const understood = sideEffects.length + routes.length + merges.length + 2;
  const statements = source.split(/;\s*\n|;$/).filter((line) => line.trim()).length;
  const pairs = modules ? [...modules.matchAll(/"([^"]+)":(\w+)/g)].map((m): [string, string] => [m[1]!, m[2]!]) : [];
  const indexOf = new Map(routes.map((route, index) => [route.name, [sideEffects.length + index]]));
  for (const merge of merges)
    indexOf.set(
      merge.name,
      merge.parts.flatMap((part) => indexOf.get(part) ?? [NaN]),
    );
  const routeIndices = Object.fromEntries(pairs.map(([id, name]) => [id, indexOf.get(name) ?? [NaN]]));
  const known = Object.values(routeIndices).every((indices) => indices.every(Number.isInteger));
  if (!modules || !entry || !routes.length || statements !== understood || !pairs.length || !known) {
    throw new Error(`defer-hydration: React Router's bootstrap script has a shape this script does not know:\n${source}`);
  }
  const plan: HydrationPlan = { data: dataUrl, modules: [...sideEffects, ...routes.map((route) => route.url)], routes: routeIndices, entry };
  const script = `<script type="application/json" id="${PLAN_ID}">${JSON.stringify(plan).replace(/</g, "\\u003c")}</script>${startTag(startUrl)}`;
  return html.replace(PRELOAD, "").replace(bootstrap[0], () => script);
}

/** Rewrites every page under `dir` with `rewrite` (its HTML in, its HTML out); returns how many changed. */
export function rewritePages(dir: string, rewrite: (html: string) => string): number {
  let changed = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, "utf8");
    const page = rewrite(html);
    if (page !== html) {
      writeFileSync(file, page);
      changed++;
    }
  }
  return changed;
}

/** Every .html file under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The modules a page's start reaches: `urls` and, recursively, their static imports, read from
 * the built files; and the interface's words in the page's language (app/lib/dictionaries.ts
 * imports them as the page starts), from the chunks named after app/lib/words(.LANG).ts.
 */
export function modulesReached(dir: string, urls: string[], html: string): string[] {
  const lang = langOf(html);
  const words = readdirSync(join(dir, "assets")).find((name) => {
    const chunk = WORDS_CHUNK.exec(name);
    return chunk !== null && (chunk[1] ?? "en") === lang;
  });
  if (!words) throw new Error(`defer-hydration: no chunk of the interface's words for "${lang}" (app/lib/words${lang === "en" ? "" : `.${lang}`}.ts) in assets/`);
  return withStaticImports(dir, [...urls, `/assets/${words}`], (url) => {
    throw new Error(`defer-hydration: ${url} is not in the build`);
  });
}

/** A chunk of app/lib/words.ts (English) or app/lib/words.LANG.ts, named by the bundler after its module. */
const WORDS_CHUNK = /^words(?:\.([a-z]+))?-[\w-]+\.js$/;

/** The plan of a rewritten page (what deferHydration wrote), or null for a page without one. */
export function planOf(html: string): HydrationPlan | null {
  const plan = new RegExp(`<script type="application/json" id="${PLAN_ID}">([^<]*)</script>`).exec(html)?.[1];
  // The block deferHydration wrote.
  return plan === undefined ? null : (JSON.parse(plan) as HydrationPlan);
}

/** The language of a page, as its <html lang> gives it: "en" for en-GB, "bn" for bn. */
const langOf = (html: string): string => /<html[^>]*\blang="([a-z]+)/i.exec(html)?.[1]?.toLowerCase() ?? "en";

/**
 * Some modules in an order each can run in: every module after the modules it imports (of
 * those given), read from the built files. A module none of the others imports comes last.
 */
export function evaluationOrder(dir: string, urls: string[]): string[] {
  const given = new Set(urls);
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const m of readFileSync(join(dir, url), "utf8").matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)) {
      const imported = posix.join(posix.dirname(url), m[1]!);
      if (given.has(imported)) visit(imported);
    }
    order.push(url);
  };
  for (const url of urls) visit(url);
  return order;
}

/** What every page of each language reaches: the modules in all of their closures (see startScript). */
export function sharedModules(pages: { lang: string; modules: string[] }[]): ModulesByLanguage {
  const shared: ModulesByLanguage = {};
  for (const { lang, modules } of pages) shared[lang] = shared[lang] ? shared[lang].filter((url) => modules.includes(url)) : [...modules];
  return shared;
}

const CONTEXT = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;

/** React Router's context script of a page (its settings, and the stream the route data is fed to), or null. */
export const contextOf = (html: string): string | null => CONTEXT.exec(html)?.[1] ?? null;

/**
 * The context script most pages share: the same text on every pre-rendered page (the fallback
 * page, 404.html, says `"isSpaMode":true` and keeps its own). The start file runs it, before
 * anything reads it, on the pages that no longer carry it.
 */
export function commonContext(pages: string[]): string | null {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const context = contextOf(page);
    if (context !== null) counts.set(context, (counts.get(context) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

export function deferHydrationIn(dir: string): number {
  const rewritten: { file: string; html: string; lang: string; modules: string[] }[] = [];
  const files = htmlFiles(dir).map((file) => ({ file, html: readFileSync(file, "utf8") }));
  const context = commonContext(files.map(({ html }) => html));
  for (const { file, html: original } of files) {
    const html = context === null ? original : original.replace(`<script>${context}</script>`, () => "");
    const { html: page, data } = extractRouteData(html);
    let dataUrl: string | null = null;
    if (data !== null) {
      // Named by its content: pages with the same data share a file, and it caches forever.
      dataUrl = `/assets/route-data-${fingerprintOf(data)}.txt`;
      writeFileSync(join(dir, dataUrl), data);
    }
    const deferred = deferHydration(page, dataUrl, START_PLACEHOLDER);
    if (deferred === original) continue;
    const plan = planOf(deferred);
    rewritten.push({ file, html: deferred, lang: langOf(deferred), modules: plan ? modulesReached(dir, [...plan.modules, plan.entry], deferred) : [] });
  }
  const started = rewritten.filter(({ html }) => planOf(html));
  // A page that kept its own context (the fallback page) has it set already.
  const shared = sharedModules(started);
  // The client entry hydrates when it runs: it is never run early, only after the page's modules.
  const entries = new Set(started.map(({ html }) => planOf(html)!.entry));
  const early = Object.fromEntries(
    Object.entries(shared).map(([lang, urls]) => [lang, evaluationOrder(dir, urls).filter((url) => !entries.has(url))]),
  );
  const text = `${context === null ? "" : `if(!window.__reactRouterContext){${context}}\n`}${startScript(shared, early)}`;
  const startUrl = `/assets/start-${fingerprintOf(text)}.js`;
  writeFileSync(join(dir, startUrl), text);
  for (const { file, html } of rewritten) writeFileSync(file, html.replace(startTag(START_PLACEHOLDER), () => startTag(startUrl)));
  return rewritten.length;
}

/** Where the start file goes until its name (its content's hash) is known. */
const START_PLACEHOLDER = "/assets/start-pending.js";
