// A smoke run of a second owner's site (tests/fixtures/second-owner), built with
// CONTENT_DIR to build-fixtures/second-owner and served on its own port (the
// "second-owner" project in playwright.config.ts): every pre-rendered page answers,
// has one h1, logs no error and passes axe; and nothing of the demo owner is left in it.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { inLanguage } from "./site-map.ts";
import { hexToRgb } from "../app/lib/color";
import { telHref } from "../app/lib/contact";
import { deriveTheme } from "../app/lib/theme";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf, DEFAULT_CONTENT_DIR } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import { linkIsLive, FEATURE_NAMES } from "../app/lib/features";
import { en as words } from "../app/lib/words";
import { axeViolations, expect, hydrated, test, useColorMode } from "./test";
import { files, linksToFeaturesOff, prerenderedPages } from "./prerendered";

// The demo's content (app/content), whose traces must not be in this owner's site, and this owner's.
const demo = await loadContent(DEFAULT_CONTENT_DIR);
const ownerContent = await loadContent(SECOND_OWNER);
const { footer, pages: fixturePages, payments: ownerPayments, products, redirects, site: owner } = inLanguage(ownerContent, "en");
const { theme: ownerTheme } = ownerContent;

const build = buildDirOf(SECOND_OWNER);
const client = join(build, "client");
/** Every pre-rendered page, by the address it is served at. */
const pages = prerenderedPages(client, redirects);

test("the fixture is this owner's build", () => {
  expect(pages).toContain("/");
  expect(pages.length).toBeGreaterThan(10);
  expect(readFileSync(join(client, "index.html"), "utf8")).toContain(owner.name);
});

/** A PNG's pixels, to compare two encodings of one picture. */
const pixels = async (png: Buffer) => (await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data.toString("base64");

test("its pictures and icons are its content folder's public/, served as they are, and none of the demo's", async ({ request }) => {
  const own = join(SECOND_OWNER, "public");
  const ownFiles = files(own);
  expect(ownFiles).toContain("favicon.svg");
  for (const file of ownFiles) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    const [served, original] = [await response.body(), readFileSync(join(own, file))];
    // The build recompresses the PNG icons losslessly: the same pixels, perhaps in fewer bytes.
    if (file.endsWith(".png")) expect(await pixels(served), file).toEqual(await pixels(original));
    else expect(served.equals(original), file).toBe(true);
  }
  // The demo's files this owner does not have (its projects' pictures, its avatars) are not in the build.
  const demoOnly = files("app/content/public").filter((file) => !ownFiles.includes(file));
  expect(demoOnly.length).toBeGreaterThan(0);
  expect(demoOnly.filter((file) => existsSync(join(client, file)))).toEqual([]);
});

test("an English-only site has no Bengali page, language switch or alternate link", async ({ page, request, allowNotFound }) => {
  expect(owner.languages).toEqual(["en"]);
  expect(pages.some((path) => path === "/bn" || path.startsWith("/bn/"))).toBe(false);
  for (const file of files(client).filter((name) => name.endsWith(".html"))) {
    expect(readFileSync(join(client, file), "utf8"), file).not.toMatch(/hrefLang=|hreflang=|og:locale:alternate/i);
  }
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("xhtml:link");
  allowNotFound(/\/bn/);
  expect((await request.get("/bn")).status()).toBe(404);
  await page.goto("/about");
  await expect(page.getByRole("link", { name: "বাংলা" })).toHaveCount(0);
});

for (const path of pages) {
  test(`${path}: 200, one h1, no console error, and axe finds nothing`, async ({ page }) => {
    await useColorMode(page, "light");
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the colours derive from this owner's accent, in both modes", async ({ page }) => {
  const derived = deriveTheme(ownerTheme.accent);
  const byte = (channel: number) => Math.round(channel * 255);
  /** A #rrggbb colour as a computed style writes it. */
  const rgb = (hex: string) => `rgb(${hexToRgb(hex).map(byte).join(", ")})`;
  for (const mode of ["light", "dark"] as const) {
    await useColorMode(page, mode);
    await page.goto("/");
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute("content", derived.light.accent);
    // What --accent paints as, whichever way the stylesheet's minifier wrote it.
    const accent = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement("span"));
      probe.style.color = "var(--accent)";
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    });
    expect(accent, mode).toBe(rgb(derived[mode].accent));
  }
});

// Text files of the build as a host serves it (the site and the host configurations; not the
// pre-rendering's own server bundle, which never leaves the build machine), as a visitor's
// browser or a crawler receives them.
const TEXT = /\.(html|js|mjs|css|xml|json|txt|webmanifest|data)$/; // pictures are the owner's files (its content folder's public/), not text the site writes
const DEPLOYED = ["client", "deploy"];

test("no trace of the demo owner in any file a host serves", () => {
  // The demo's name and city in each of its languages.
  const [en, bn] = [inLanguage(demo.site, "en"), inLanguage(demo.site, "bn")];
  const traces = [...new Set([en.name, bn.name, en.address.city, bn.address.city])].concat([
    demo.site.email,
    demo.site.phone,
    telHref(demo.site.phone).slice("tel:".length),
  ]);
  const found = DEPLOYED.flatMap((folder) =>
    files(join(build, folder))
      .filter((file) => TEXT.test(file))
      .flatMap((file) => {
        const text = readFileSync(join(build, folder, file), "utf8");
        return traces.filter((trace) => text.includes(trace)).map((trace) => `${folder}/${file}: ${trace}`);
      }),
  );
  expect(found).toEqual([]);
});

// Features this owner switched off (site.ts `features`) leave nothing behind: no page, no link, no sitemap entry, no section.
const { features } = owner;
const offPaths = [
  ...(features.products ? [] : ["/products", ...products.map((product) => `/products/${product.id}`)]),
  ...(features.blog ? [] : ["/blog", "/feed.xml"]),
];

test.describe("features switched off", () => {
  test("the fixture switches features off", () => {
    expect(FEATURE_NAMES.filter((name) => !features[name])).toEqual(expect.arrayContaining(["products", "testimonials"]));
  });

  test("their addresses answer 404 and no page, sitemap or feed links to them", async ({ request }) => {
    for (const path of offPaths) expect((await request.get(path)).status(), path).toBe(404);
    expect(linksToFeaturesOff(client, features, offPaths)).toEqual([]);
  });

  test("the menu and the footer leave out their links, and the home page their sections", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const dropped = footer.columns.flatMap((column) => column.links).filter((link) => !linkIsLive(link.to, features));
    expect(dropped.length).toBeGreaterThan(0);
    for (const link of dropped)
      await expect(page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true })).toHaveCount(0);
    await expect(page.locator('a[href^="/products"], a[href="/#testimonials"]')).toHaveCount(0);
    if (!features.testimonials) await expect(page.getByRole("heading", { name: fixturePages.home.testimonials.title })).toHaveCount(0);
    if (!features.introVideo) await expect(page.getByRole("button", { name: /video/i })).toHaveCount(0);
    if (features.faq) await expect(page.getByRole("heading", { name: fixturePages.home.faq.title })).toBeVisible();
  });
});

test("the services page lists this owner's ways to pay, and none of the demo's", async ({ page }) => {
  await page.goto("/services");
  await hydrated(page);
  const section = page.getByRole("region", { name: words.payments.heading });
  const headings = await section.getByRole("heading").allTextContents();
  const name = (method: (typeof ownerPayments)[number]) =>
    method.kind === "bank" ? words.payments.bankTransfer(method.currency) : words.payments.providers[method.provider];
  expect(headings).toEqual([
    words.payments.heading,
    words.payments.local(owner.address.country),
    ...ownerPayments.filter((method) => method.suits === "local").map(name),
    words.payments.abroad,
    ...ownerPayments.filter((method) => method.suits === "abroad").map(name),
  ]);
  for (const method of ownerPayments) {
    const values =
      method.kind === "bank"
        ? [method.accountName, method.accountNumber, method.routingNumber]
        : method.kind === "online"
          ? [method.email, method.accountId]
          : [method.number];
    for (const value of [...values, method.note]) if (value !== undefined) await expect(section).toContainText(value);
  }
  for (const method of demo.payments) {
    const value =
      method.kind === "mobile" ? method.number : method.kind === "bank" ? method.accountNumber : (method.email ?? method.accountId);
    if (value !== undefined) await expect(section).not.toContainText(value);
  }
});
