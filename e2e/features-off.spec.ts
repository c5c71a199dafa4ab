// The second owner with every optional feature switched off and no blog folder
// (tests/fixtures/features-off), built with CONTENT_DIR to build-fixtures/features-off and served on its
// own port (the "features-off" project in playwright.config.ts). What an owner gets who keeps only
// the pages every site has: it builds, every page reads and passes axe, and no page, menu,
// sitemap, header file or policy keeps anything of a feature that is off.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FEATURES_OFF } from "../playwright.config";
import { buildDirOf } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import { linkIsLive, FEATURE_NAMES } from "../app/lib/features";
import { en as words } from "../app/lib/words";
import { axeViolations, expect, hydrated, test, useColorMode } from "./test";
import { files, linksToFeaturesOff, prerenderedPages } from "./prerendered";
import { inLanguage } from "./site-map.ts";

const { footer, pages: fixturePages, products, redirects, site } = inLanguage(await loadContent(FEATURES_OFF), "en");
const client = join(buildDirOf(FEATURES_OFF), "client");
const pages = prerenderedPages(client, redirects);
const { features } = site;
/** Addresses only a feature that is off would have. */
const offPaths = ["/blog", "/feed.xml", "/search", "/products", ...products.map((product) => `/products/${product.id}`)];

test("the fixture switches every feature off and has no blog folder", () => {
  expect(FEATURE_NAMES.filter((name) => features[name])).toEqual([]);
  expect(existsSync(join(FEATURES_OFF, "blog"))).toBe(false);
  expect(pages).toContain("/");
  expect(readFileSync(join(client, "index.html"), "utf8")).toContain(site.name);
});

for (const path of pages) {
  test(`${path}: 200, one h1, no console error, and axe finds nothing`, async ({ page }) => {
    await useColorMode(page, path === "/" ? "dark" : "light");
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the addresses of the features answer 404 and no page, sitemap or header file leads to them", async ({ request, allowNotFound }) => {
  allowNotFound(/./);
  for (const path of offPaths) expect((await request.get(path)).status(), path).toBe(404);
  expect(linksToFeaturesOff(client, features, offPaths)).toEqual([]);
});

test("no search: no button, no index, and no WebAssembly in the content security policy", async ({ page }) => {
  expect(existsSync(join(client, "pagefind"))).toBe(false);
  for (const file of files(client).filter((name) => name.endsWith(".html")))
    expect(readFileSync(join(client, file), "utf8"), file).not.toContain("wasm-unsafe-eval");
  // The search index's folders (Pagefind's file types may stay in the MIME tables).
  for (const file of ["_headers", "../deploy/nginx.conf", "../deploy/vercel.json", ".htaccess"])
    expect(readFileSync(join(client, file), "utf8"), file).not.toMatch(/pagefind\/|wasm-unsafe-eval/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: words.search.open, exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: words.search.open, exact: true })).toHaveCount(0);
    await page.keyboard.press("/");
    await expect(page.getByRole("dialog")).toHaveCount(0);
  }
});

test("the home page has none of the features' sections, the footer no newsletter, and no page the hours", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  for (const title of [fixturePages.home.testimonials.title, fixturePages.home.faq.title, fixturePages.home.blog.title])
    await expect(page.getByRole("heading", { name: title })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /video/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: words.newsletter.subscribe })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: words.newsletter.label })).toHaveCount(0);
  const dropped = footer.columns.flatMap((column) => column.links).filter((link) => !linkIsLive(link.to, features));
  for (const link of dropped)
    await expect(page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true })).toHaveCount(0);
  // The services page and the contact page are where the hours show when they are on.
  const replyPrefix = words.availability.replyWithin("\u0000").split("\u0000")[0]!;
  for (const path of ["/", "/services", "/contact"]) {
    await page.goto(path);
    await expect(page.locator("body")).not.toContainText(replyPrefix);
  }
});
