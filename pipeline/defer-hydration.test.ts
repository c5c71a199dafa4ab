import { describe, expect, it, vi } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFileSync } from "node:fs";
import { CACHE_IMMUTABLE, cacheControl } from "./hosting/policy.ts";
import {
  type HydrationPlan,
  type ModulesByLanguage,
  commonContext,
  deferHydration,
  deferHydrationIn,
  evaluationOrder,
  extractRouteData,
  modulesReached,
  PLAN_ID,
  planOf,
  sharedModules,
  startScript,
  startTag,
} from "./defer-hydration.ts";

const bootstrap = `<script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script>`;
const page = `<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Hi</p>${bootstrap}</body></html>`;

/** What the start file uses of the document, as the tests stand it in. */
interface FakeDocument {
  readyState?: string;
  documentElement: { lang: string };
  getElementById: (id: string) => { textContent: string } | null;
  fonts?: { ready: Promise<void> };
  createElement?: (name: string) => Record<string, string>;
  head?: { appendChild: (node: Record<string, string>) => void };
}

/** What the start file uses of window. */
interface FakeWindow {
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterContext?: { streamController: { enqueue: (text: string) => void; close: () => void } };
}

/** The start file's text (with `shared` to preload), and a stand-in for the document of a rewritten page. */
function started(html: string, readyState?: string, shared: ModulesByLanguage = {}, lang = "en", early: ModulesByLanguage = {}) {
  const script = startScript(shared, early);
  const plan = new RegExp(`<script type="application/json" id="${PLAN_ID}">([^<]*)</script>`).exec(html)?.[1];
  const document: FakeDocument = {
    readyState,
    documentElement: { lang },
    getElementById: (id) => (id === PLAN_ID && plan !== undefined ? { textContent: plan } : null),
    // The module preloads the start adds: elements it never reads back (a test that looks replaces these).
    createElement: (name) => ({ name }),
    head: { appendChild: () => {} },
  };
  return { script, document };
}

/** A build folder with these files in its assets/. */
function buildWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "build-"));
  mkdirSync(join(dir, "assets"));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, "assets", name), text);
  return dir;
}

/**
 * Runs the start file's text with stand-ins for what it uses. `import(` is syntax, not a
 * function: the test swaps it for one it can watch.
 */
function runStart(
  script: string,
  {
    importer,
    document,
    addEventListener = () => {},
    window = {},
    requestAnimationFrame = (frame) => frame(),
  }: {
    importer: (url: string) => Promise<unknown>;
    document: FakeDocument;
    addEventListener?: (type: string, listener: () => void) => void;
    window?: FakeWindow;
    requestAnimationFrame?: (frame: () => void) => void;
  },
) {
  new Function("importer", "document", "addEventListener", "window", "requestAnimationFrame", script.replace(/\bimport\(/g, "importer("))(
    importer,
    document,
    addEventListener,
    window,
    requestAnimationFrame,
  );
}

describe("deferHydration", () => {
  it("drops every module preload and keeps the stylesheet", () => {
    const html = deferHydration(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<p>Hi</p>");
  });

  it("starts the same modules after the load event, two frames, the fonts and two frames more, then the client entry with the route modules set", async () => {
    const { script, document } = started(deferHydration(page), "loading");
    let fontsLoaded = () => {};
    document.fonts = { ready: new Promise((resolve) => (fontsLoaded = resolve)) };
    expect(script).toBeDefined();
    const imported: string[] = [];
    const listeners: Record<string, () => void> = {};
    const window: FakeWindow = {};
    const importer = (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    };
    const frames: (() => void)[] = [];
    runStart(script, {
      importer,
      document,
      addEventListener: (type, listener) => (listeners[type] = listener),
      window,
      requestAnimationFrame: (frame) => frames.push(frame),
    });
    expect(imported).toEqual([]);
    listeners.load!();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
    /** Paints the frames asked for, one by one, as many as the script asks for. */
    const paint = async () => {
      let painted = 0;
      while (frames.length) {
        frames.shift()!();
        painted++;
        await tick();
      }
      return painted;
    };
    // Not yet: first two frames are painted, then the fonts are waited for.
    expect(await paint()).toBe(2);
    await tick();
    expect(imported).toEqual([]);
    expect(frames).toHaveLength(0);
    fontsLoaded();
    await tick();
    expect(imported).toEqual([]);
    // Then two more frames, and only then the scripts.
    expect(await paint()).toBe(2);
    expect(imported).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/about-3.js", "/assets/entry.client-4.js"]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-2.js" }, "routes/about": { url: "/assets/about-3.js" } });
  });

  it("asks at once for the modules every page of its language reaches, when it starts and not before the load event", async () => {
    const shared = { en: ["/assets/framework-7.js", "/assets/words-8.js"], bn: ["/assets/words.bn-9.js"] };
    const { script, document } = started(deferHydration(page), "loading", shared, "en-GB");
    const head: Record<string, string>[] = [];
    document.createElement = (name) => ({ name });
    document.head = { appendChild: (node) => head.push(node) };
    const listeners: Record<string, () => void> = {};
    const imported: string[] = [];
    runStart(script, {
      importer: (url) => (imported.push(url), Promise.resolve({})),
      document,
      addEventListener: (type, listener) => (listeners[type] = listener),
    });
    expect(head).toEqual([]);
    listeners.load!();
    await vi.waitFor(() => expect(imported.length).toBeGreaterThan(0));
    // The language's shared modules, then the page's own and its client entry: fetched, not yet run.
    const own = ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/about-3.js", "/assets/entry.client-4.js"];
    expect(head).toEqual([...shared.en, ...own].map((href) => ({ name: "link", rel: "modulepreload", href })));
    expect(imported[0]).toBe("/assets/manifest-1.js");
  });

  it("runs the shared modules one at a time, each waiting for the one before, then the page's modules", async () => {
    const early = { en: ["/assets/framework-7.js", "/assets/app-8.js"] };
    const { script, document } = started(deferHydration(page), "complete", {}, "en", early);
    document.createElement = (name) => ({ name });
    document.head = { appendChild: () => {} };
    const imported: string[] = [];
    const pending: (() => void)[] = [];
    runStart(script, {
      importer: (url) => {
        imported.push(url);
        return new Promise((resolve) => pending.push(() => resolve({ url })));
      },
      document,
    });
    await vi.waitFor(() => expect(imported).toEqual(["/assets/framework-7.js"]));
    pending.shift()!();
    await vi.waitFor(() => expect(imported).toEqual(["/assets/framework-7.js", "/assets/app-8.js"]));
    pending.shift()!();
    await vi.waitFor(() => expect(imported).toContain("/assets/about-3.js"));
    expect(imported.slice(2, 5)).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/about-3.js"]);
    expect(imported).not.toContain("/assets/entry.client-4.js");
  });

  it("loads the start file at low priority, at the end of the page, not async (React takes those for its own to skip)", () => {
    const html = deferHydration(page, null, "/assets/start-1.js");
    expect(html).toContain(`${startTag("/assets/start-1.js")}</body>`);
    expect(startTag("/assets/start-1.js")).toBe('<script type="module" fetchpriority="low" src="/assets/start-1.js"></script>');
    expect(html).not.toMatch(/<script type="module">/);
  });

  it("puts a route together from its split client loader and component chunks", async () => {
    const split = page.replace(
      'import * as route1 from "/assets/about-3.js";',
      'import * as route1_clientLoader from "/assets/about-loader-5.js";\nimport * as route1_main from "/assets/about-main-6.js";\nconst route1 = {...route1_clientLoader,...route1_main};',
    );
    const { script, document } = started(deferHydration(split), "complete");
    const window: FakeWindow = {};
    const importer = (url: string) => Promise.resolve(url.includes("loader") ? { clientLoader: url } : { default: url });
    runStart(script, { importer, document, window });
    await vi.waitFor(() => expect(window.__reactRouterRouteModules).toBeDefined());
    expect(window.__reactRouterRouteModules!["routes/about"]).toEqual({
      clientLoader: "/assets/about-loader-5.js",
      default: "/assets/about-main-6.js",
    });
  });

  it("starts every page with the same file, whatever the page loads: its plan is what differs", () => {
    const other = page.replace("/assets/about-3.js", "/assets/blog-9.js").replace("routes/about", "routes/blog");
    const pages = [
      deferHydration(page, null, "/assets/start-1.js"),
      deferHydration(other, "/assets/route-data-1.txt", "/assets/start-1.js"),
    ];
    for (const html of pages) expect(html).toContain(startTag("/assets/start-1.js"));
    expect(planOf(pages[0]!)!.modules).toContain("/assets/about-3.js");
    expect(planOf(pages[1]!)).toMatchObject({ data: "/assets/route-data-1.txt", modules: expect.arrayContaining(["/assets/blog-9.js"]) });
  });

  it("keeps the plan a data block that no text in it can end early", () => {
    const html = deferHydration(page, "/assets/</script><script>alert(1)//.txt");
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(planOf(html)!.data).toBe("/assets/</script><script>alert(1)//.txt");
    expect((JSON.parse(started(html).document.getElementById(PLAN_ID)!.textContent) as HydrationPlan).data).toBe(
      "/assets/</script><script>alert(1)//.txt",
    );
  });

  it("knows the bootstrap whichever way the renderer writes its async attribute", () => {
    const bare = page.replace('<script type="module" async="">', '<script type="module" async>');
    expect(deferHydration(bare)).toBe(deferHydration(page));
  });

  it("leaves a page without React's bootstrap alone", () => {
    const redirect = '<html><head><meta http-equiv="refresh" content="0; url=/services"></head></html>';
    expect(deferHydration(redirect)).toBe(redirect);
  });

  it("fails the build on a bootstrap of another shape instead of guessing", () => {
    const changed = page.replace('import("/assets/entry.client-4.js");', 'import("/assets/entry.client-4.js");\nsomethingNew();');
    expect(() => deferHydration(changed)).toThrow(/shape/);
  });
});

describe("modulesReached", () => {
  const dir = buildWith({
    "root-1.js": 'import{a}from"./framework-2.js";import"./app-3.js";',
    "framework-2.js": "export const a=1;",
    "app-3.js": 'import{a}from"./framework-2.js";const w=()=>import("./words-4.js");',
    "words-4.js": "export const en={};",
    "words.bn-5.js": "export const bn={};",
    "entry.client-6.js": 'import"./framework-2.js";',
  });

  it("follows static imports, not dynamic ones, and adds the words of the page's language", () => {
    const urls = ["/assets/root-1.js", "/assets/entry.client-6.js"];
    expect(modulesReached(dir, urls, '<html lang="en-GB">')).toEqual([
      "/assets/root-1.js",
      "/assets/framework-2.js",
      "/assets/app-3.js",
      "/assets/entry.client-6.js",
      "/assets/words-4.js",
    ]);
    expect(modulesReached(dir, urls, '<html lang="bn-BD">').at(-1)).toBe("/assets/words.bn-5.js");
  });

  it("fails the build for a page whose language has no words, or a module the build lacks", () => {
    expect(() => modulesReached(dir, ["/assets/root-1.js"], '<html lang="fr">')).toThrow(/words for "fr"/);
    expect(() => modulesReached(dir, ["/assets/gone-9.js"], '<html lang="en">')).toThrow(/not in the build/);
  });
});

describe("commonContext", () => {
  it("is the context script most pages share; a page with another keeps its own", () => {
    const page = (spa: boolean) => `<body><script>window.__reactRouterContext = {"isSpaMode":${spa}};</script></body>`;
    expect(commonContext([page(false), page(true), page(false), "<body></body>"])).toBe(
      'window.__reactRouterContext = {"isSpaMode":false};',
    );
    expect(commonContext(["<body></body>"])).toBeNull();
  });
});

describe("evaluationOrder", () => {
  it("puts each module after the modules it imports, of those given", () => {
    const dir = buildWith({
      "entry-1.js": 'import{a}from"./app-2.js";import"./framework-3.js";',
      "app-2.js": 'import{r}from"./framework-3.js";import"./runtime-4.js";',
      "framework-3.js": 'import"./runtime-4.js";',
      "runtime-4.js": "export{};",
      "words-5.js": 'import("./lazy-6.js");',
    });
    const order = evaluationOrder(dir, [
      "/assets/entry-1.js",
      "/assets/app-2.js",
      "/assets/framework-3.js",
      "/assets/runtime-4.js",
      "/assets/words-5.js",
    ]);
    expect(order).toEqual([
      "/assets/runtime-4.js",
      "/assets/framework-3.js",
      "/assets/app-2.js",
      "/assets/entry-1.js",
      "/assets/words-5.js",
    ]);
  });
});

describe("sharedModules", () => {
  it("keeps, for each language, what every one of its pages reaches", () => {
    expect(
      sharedModules([
        { lang: "en", modules: ["/f.js", "/a.js", "/w.js", "/home.js"] },
        { lang: "en", modules: ["/f.js", "/a.js", "/w.js", "/blog.js"] },
        { lang: "bn", modules: ["/f.js", "/w.bn.js", "/home.js"] },
      ]),
    ).toEqual({ en: ["/f.js", "/a.js", "/w.js"], bn: ["/f.js", "/w.bn.js", "/home.js"] });
  });
});

describe("deferHydrationIn", () => {
  it("writes one start file, named by its content, that every page loads, with what they all reach", () => {
    const dir = buildWith({
      "manifest-1.js": "window.m=1;",
      "root-2.js": 'import"./framework-5.js";',
      "about-3.js": 'import"./framework-5.js";import"./card-6.js";',
      "entry.client-4.js": 'import"./framework-5.js";',
      "framework-5.js": "export{};",
      "card-6.js": "export{};",
      "words-7.js": "export{};",
    });
    const context = 'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = 1;';
    writeFileSync(
      join(dir, "index.html"),
      page.replace("<html>", '<html lang="en">').replace("<p>Hi</p>", `<p>Hi</p><script>${context}</script>`),
    );
    expect(deferHydrationIn(dir)).toBe(1);
    const html = readFileSync(join(dir, "index.html"), "utf8");
    const url = /src="(\/assets\/start-[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    expect(url).toBeDefined();
    // Named so that every host's rules keep it for good (hosting/policy.ts).
    expect(cacheControl(url!, [])).toBe(CACHE_IMMUTABLE);
    const text = readFileSync(join(dir, url!), "utf8");
    expect(text).toContain('"/assets/framework-5.js"');
    expect(text).toContain('"/assets/words-7.js"');
    expect(text).toContain('"/assets/card-6.js"');
    // Run early, one at a time: the framework before what imports it; never the client entry.
    const early = JSON.parse(/E=(\{.*?\});/.exec(text)?.[1] ?? "null") as ModulesByLanguage;
    expect(early.en!.indexOf("/assets/framework-5.js")).toBeLessThan(early.en!.indexOf("/assets/root-2.js"));
    expect(early.en).not.toContain("/assets/entry.client-4.js");
    expect(html).not.toContain("start-pending");
    // React Router's context runs from the start file, first, and no longer from the page.
    expect(text.startsWith(`if(!window.__reactRouterContext){${context}}`)).toBe(true);
    expect(html).not.toContain("__reactRouterContext");
  });
});

describe("extractRouteData", () => {
  const data = '[{"_1":2},"loaderData"]\n';
  const withData =
    `<body><p>Hi</p><script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data.slice(0, 10))});</script>` +
    `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(data.slice(10))});</script>` +
    '<div hidden id="S:1"><script>window.__reactRouterContext.streamController.close();</script></div></body>';

  it("takes the data out of the page, chunks joined in order, and the stream's close with it", () => {
    const { html, data: taken } = extractRouteData(withData);
    expect(taken).toBe(data);
    expect(html).toBe('<body><p>Hi</p><div hidden id="S:1"></div></body>');
  });

  it("drops the empty Suspense markers the data leaves after </html>", () => {
    const doc = `<html>${withData}</html><!--$s--><!--/$s-->`;
    expect(extractRouteData(doc).html).toBe('<html><body><p>Hi</p><div hidden id="S:1"></div></body></html>');
  });

  it("leaves a page without data alone", () => {
    expect(extractRouteData("<p>Hi</p>")).toEqual({ html: "<p>Hi</p>", data: null });
  });

  it("the deferred start feeds the fetched data to the stream and closes it before loading the modules", async () => {
    const { script, document } = started(deferHydration(page, "/assets/route-data-abc.txt"), "complete");
    const events: string[] = [];
    const window: FakeWindow = {
      __reactRouterContext: { streamController: { enqueue: (text) => events.push(`enqueue ${text}`), close: () => events.push("close") } },
    };
    const fetch = (url: string) => {
      events.push(`fetch ${url}`);
      return Promise.resolve({ ok: true, text: () => Promise.resolve("DATA") });
    };
    const importer = (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({});
    };
    new Function(
      "importer",
      "document",
      "addEventListener",
      "window",
      "requestAnimationFrame",
      "fetch",
      script.replace(/\bimport\(/g, "importer("),
    )(
      importer,
      document,
      () => {},
      window,
      (frame: () => void) => frame(),
      fetch,
    );
    // Until the entry is imported, however busy the machine (a fixed pause failed under load).
    await vi.waitFor(() => expect(events.at(-1)).toBe("import /assets/entry.client-4.js"), { timeout: 5_000 });
    expect(events.slice(0, 4)).toEqual(["fetch /assets/route-data-abc.txt", "enqueue DATA", "close", "import /assets/manifest-1.js"]);
  });
});
