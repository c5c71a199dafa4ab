// Byte budgets of the built site: deterministic, so a real test rather than a timing.
// They read build/client as a static host would serve it (gzip level 6, as the bench's nginx).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pageScripts } from "../scripts/page-scripts.ts";
import { buildRoot } from "../scripts/content-dir.ts";

const client = join(buildRoot, "client");
const gz = (bytes: Buffer | string) => gzipSync(bytes, { level: 6 }).length;

const KB = 1024;
/** The budget for every page's HTML. */
const HTML_BUDGET = 20 * KB;
/**
 * What a new connection delivers in its first round trip: TCP's initial window of ten
 * 1,460-byte segments, less about 600 bytes for the response's status line and headers.
 * A page past it waits one more round trip (0.15 s on the bench's slow 4G) for its first
 * paint (docs/performance.md).
 */
const FIRST_ROUND_TRIP = 10 * 1460 - 600;
/**
 * JavaScript a page starts before any interaction. The target for `/` is 120 KB;
 * on Preact (docs/decisions/009-preact.md) `/` starts 75 KiB, Preact and React Router
 * 48 KiB of it (docs/performance.md). This keeps every page from growing.
 */
const JS_BUDGET = 80 * KB;
/** Scripts a page starts: a handful, not the 40 React Router asked for one by one. */
const SCRIPT_FILES_BUDGET = 16;
/** The route data a page fetches to hydrate (moved out of its HTML by scripts/defer-hydration.mjs); the home page's is 8 KB. */
const DATA_BUDGET = 10 * KB;

const pages = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
  .map((entry) => relative(client, join(entry.parentPath, entry.name)));

/** The gzipped size of each script a page starts before any interaction (scripts/page-scripts.ts). */
const scriptsOf = (page: string) => new Map([...pageScripts(client, page)].map(([url, size]) => [url, size.gzip]));

test.describe("byte budgets", () => {
  test("the build has pages to measure", () => {
    expect(pages.length).toBeGreaterThan(10);
  });

  test("every page's HTML is within its budget (gzip)", () => {
    const over = pages.map((page) => ({ page, bytes: gz(readFileSync(join(client, page))) })).filter(({ bytes }) => bytes > HTML_BUDGET);
    expect(over).toEqual([]);
  });

  test("every page's HTML arrives in the first round trip of a new connection (gzip)", () => {
    const over = pages
      .map((page) => ({ page, bytes: gz(readFileSync(join(client, page))) }))
      .filter(({ bytes }) => bytes > FIRST_ROUND_TRIP);
    expect(over).toEqual([]);
  });

  test("the JavaScript each page starts before any interaction is within budget (gzip, with static imports)", () => {
    expect(scriptsOf("index.html").size, "the home page starts React").toBeGreaterThan(0);
    const over = pages
      .map((page) => {
        const scripts = scriptsOf(page);
        return { page, files: scripts.size, bytes: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) };
      })
      .filter(({ bytes, files }) => bytes > JS_BUDGET || files > SCRIPT_FILES_BUDGET);
    expect(over).toEqual([]);
  });

  test("the route data each page fetches to hydrate is within budget (gzip), and exists", () => {
    const over = [];
    for (const page of pages) {
      const html = readFileSync(join(client, page), "utf8");
      for (const [, url] of html.matchAll(/"(\/assets\/route-data-[^"]+\.txt)"/g)) {
        const file = join(client, url!);
        expect(existsSync(file), `${page} fetches ${url}`).toBe(true);
        const bytes = gz(readFileSync(file));
        if (bytes > DATA_BUDGET) over.push({ page, bytes });
      }
    }
    expect(over).toEqual([]);
    expect(readFileSync(join(client, "index.html"), "utf8"), "the home page's data is not inline").not.toContain(
      'streamController.enqueue("',
    );
  });

  test("nothing is fetched ahead of the stylesheet: no module or font preloads", () => {
    for (const page of pages) {
      const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(join(client, page), "utf8"))?.[1] ?? "";
      expect(head, page).not.toMatch(/rel="modulepreload"|as="font"|as="script"/);
      expect(head.match(/<script\b[^>]*\bsrc=/g) ?? [], page).toEqual([]);
    }
  });

  test("one stylesheet, the first file the head asks for, with the theme's colours in it", () => {
    const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(join(client, "index.html"), "utf8"))?.[1] ?? "";
    const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
    const stylesheets = links.filter((tag) => /rel="stylesheet"/.test(tag));
    expect(stylesheets).toHaveLength(1);
    expect(links[0]).toBe(stylesheets[0]);
    // virtual:theme.css (scripts/vite/theme.ts) is bundled into it, not a file of its own.
    const css = readFileSync(join(client, /href="([^"]+)"/.exec(stylesheets[0]!)![1]!), "utf8");
    expect(css).toMatch(/:root\{[^}]*--accent:[^}]*--font-sans:/);
    expect(css).toMatch(/\.dark\{[^}]*--accent:/);
  });

  test("no web font before the first paint: the stylesheets declare none", () => {
    const css = readdirSync(join(client, "assets")).filter((file) => file.endsWith(".css") && !file.startsWith("cookieconsent"));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect(readFileSync(join(client, "assets", file), "utf8"), file).not.toContain("@font-face");
  });
});
