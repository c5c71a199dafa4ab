// How fast the site search answers, and what it costs, on a simulated phone: Chromium at 360 px
// with its CPU slowed four times (Lighthouse's mobile preset), on the production build served by
// pipeline/serve.ts. For each language: the bytes the first search downloads (the dialog's code,
// Pagefind's script and WebAssembly, the index's entry, meta, chunk and the fragments of the results
// shown), then, once that first search is in, the time from the end of the visitor's pause to the
// results on the screen (the User Timing measure the search makes, app/lib/use-site-search.ts) for a
// word of each page title, with the network as it is and again with slow 4G's 150 ms round trips.
// A benchmark, not a test: times depend on the machine (docs/performance.md).
//
//   npm run build && PORT=4175 node bench/measure-search.ts
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium, type Locator, type Page } from "@playwright/test";
import { buildRoot } from "../app/data/content-dir.ts";
import { type Fragment, readFragments } from "../pipeline/search-index.ts";

const port = Number(process.env.PORT ?? 4175);
const base = `http://localhost:${port}`;
const client = join(buildRoot, "client");
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const CPU_SLOWDOWN = 4;
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
/** One query to start with, then six with the network as it is and six more, with other results, on slow 4G. */
const QUERIES_PER_LANGUAGE = 13;

/** The pages of the index by language, each with its title, as the build wrote them. */
function indexedPages(): { key: string; home: string; pages: Fragment[] }[] {
  const pages = readFragments(client);
  const entry = JSON.parse(readFileSync(join(client, "pagefind", "pagefind-entry.json"), "utf8")) as { languages: Record<string, unknown> };
  return Object.keys(entry.languages).map((key) => {
    const bengali = key.startsWith("bn");
    return { key, home: bengali ? "/bn" : "/", pages: pages.filter((page) => page.url.startsWith("/bn") === bengali) };
  });
}

/** For each of some titles, its word that the fewest pages hold: a query that finds that page. */
function queriesOf(pages: Fragment[]): string[] {
  const texts = pages.map((page) => page.content.toLowerCase());
  const holding = (word: string) => texts.filter((text) => text.includes(word.toLowerCase())).length;
  const queries = new Set<string>();
  for (const page of pages) {
    const words = (page.meta.title ?? "").match(/[\p{L}\p{M}\p{N}]+/gu)?.filter((word) => [...word].length >= 4) ?? [];
    const word = words.sort((a, b) => holding(a) - holding(b))[0];
    if (word) queries.add(word);
    if (queries.size === QUERIES_PER_LANGUAGE) break;
  }
  return [...queries];
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};
const ms = (value: number) => `${Math.round(value)} ms`;

async function search(page: Page, field: Locator, word: string): Promise<number> {
  await field.fill("");
  await page.evaluate(() => performance.clearMeasures("site-search"));
  await field.pressSequentially(word, { delay: 40 });
  await page.waitForFunction(() => performance.getEntriesByName("site-search", "measure").length > 0, null, { timeout: 30_000 });
  return page.evaluate(() => performance.getEntriesByName("site-search", "measure").at(-1)!.duration);
}

const server = spawn(process.execPath, ["pipeline/serve.ts"], { env: { ...process.env, PORT: String(port) }, stdio: "ignore" });
try {
  for (let tries = 0; ; tries++) {
    if (
      await fetch(base).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`nothing answers at ${base}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({ executablePath });
  for (const { key, home, pages } of indexedPages()) {
    const queries = queriesOf(pages);
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const sizes = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on("Network.requestWillBeSent", ({ requestId, request }) => urls.set(requestId, new URL(request.url).pathname));
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => sizes.set(requestId, encodedDataLength));

    await page.goto(`${base}${home}`);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.waitForTimeout(1_000);
    const before = new Set(sizes.keys());
    const opened = Date.now();
    await page
      .getByRole("button", { name: /./ })
      .filter({ has: page.locator('use[href$="#ui-search"]') })
      .click();
    const field = page.getByRole("combobox");
    const first = await search(page, field, queries[0]!);
    const firstTotal = Date.now() - opened;
    await page.waitForTimeout(500);
    const fetched = [...sizes].filter(([id]) => !before.has(id)).map(([id, bytes]) => ({ path: urls.get(id)!, bytes }));
    const sum = (test: RegExp) => fetched.filter(({ path }) => test.test(path)).reduce((total, { bytes }) => total + bytes, 0);

    const warm: number[] = [];
    for (const word of queries.slice(1, 7)) warm.push(await search(page, field, word));
    // Words not searched yet: their results' fragments come over the slow network.
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    const slow: number[] = [];
    for (const word of queries.slice(7)) slow.push(await search(page, field, word));
    await context.close();

    if (process.env.VERBOSE) for (const { path, bytes } of fetched) console.log(`    ${path} ${bytes}`);
    console.log(`\n${key} (${home}), CPU ${CPU_SLOWDOWN}× slower, 360 px; queries: ${queries.join(", ")}`);
    console.log(
      `  first search: ${(sum(/./) / 1024).toFixed(1)} KiB over the wire in ${fetched.length} requests ` +
        `(dialog code ${(sum(/^\/assets\//) / 1024).toFixed(1)} KiB, pagefind.js ${(sum(/pagefind\.js$/) / 1024).toFixed(1)} KiB, ` +
        `WebAssembly ${(sum(/\.pagefind$/) / 1024).toFixed(1)} KiB, entry and meta ${(sum(/(entry\.json|pf_meta)$/) / 1024).toFixed(1)} KiB, ` +
        `index ${(sum(/pf_index$/) / 1024).toFixed(1)} KiB, fragments ${(sum(/pf_fragment$/) / 1024).toFixed(1)} KiB); ` +
        `opened to results ${ms(firstTotal)}, of it pause-to-results ${ms(first)}`,
    );
    console.log(`  then, pause to results: median ${ms(median(warm))}, slowest ${ms(Math.max(...warm))} (${warm.map(ms).join(", ")})`);
    console.log(
      `  with slow 4G (150 ms round trips): median ${ms(median(slow))}, slowest ${ms(Math.max(...slow))} (${slow.map(ms).join(", ")})`,
    );
  }
  await browser.close();
} finally {
  server.kill();
}
