// Every Bengali letter a page shows is drawn with a face that has it, on a machine with no
// Bengali font of its own (the tests' Chromium, Debian without fonts-beng): the page's own face
// (pipeline/page-fonts.ts), the site's (app/fonts/bengali.css, app/lib/page-face.ts) or, once a
// visitor has written Bengali, the whole one (app/lib/typed-bengali.ts). A letter left to the system's fonts is an empty box there.
// Checked on what Chromium drew, per element (CSS.getPlatformFontsForNode), not on the styles.
import type { Page } from "@playwright/test";
import { SEARCH_PATH } from "../app/lib/search.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test, WHOLE_FACE_FIRST } from "./test";
import { bengaliText, drawnWithoutWebFont } from "./glyphs";
import { allPages, bengali, content, inLanguage } from "./site-map";

test.describe.configure({ mode: "parallel" });

const { forms } = content;

/** The family a page's body is drawn with first (its computed font-family's first name). */
const firstFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(",")[0]!.trim().replace(/^"|"$/g, ""));

test.describe("the page's own face, then the site's", () => {
  test.skip(!bengali, "the site is English only");

  test("a Bengali page fetches a face of its own words, and the site's only once it moves to another page", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/bn");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(fonts).toEqual([expect.stringMatching(/^\/assets\/bengali-page-[0-9a-f]{8}\.woff2$/)]);
    expect(await firstFamily(page)).toBe("Page Bengali");

    // A move to another page by a link of the footer: the new page's words are drawn with the site's face.
    const link = page.getByRole("contentinfo").locator('a[href^="/bn/"]').first();
    const to = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("html")).toHaveAttribute("data-face", "site");
    await expect.poll(() => firstFamily(page)).toBe("Site Bengali");
    await expect.poll(() => fonts.some((font) => /^\/assets\/bengali-400-[\w-]+\.woff2$/.test(font))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(drawnWithoutWebFont(await bengaliText(page))).toEqual([]);
  });

  test("the search's dialog draws its results, other pages' words, with the site's face", async ({ page }) => {
    test.skip(!content.site.features.search, "the search is switched off");
    await page.goto("/bn");
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: bn.search.open }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-face", "site");
    await expect.poll(() => firstFamily(page)).toBe("Site Bengali");
  });
});

test.describe("what scripts show later", () => {
  test.skip(!bengali, "the site is English only");

  test("a toast on a Bengali page is drawn in the page's fonts", async ({ page }) => {
    await page.goto("/bn");
    await hydrated(page);
    const form = page.getByRole("form", { name: bn.newsletter.label });
    await form.getByRole("textbox").fill("reader@example.com");
    await form.getByRole("button").click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const found = await bengaliText(page, "[data-sonner-toaster]");
    expect(found.length).toBeGreaterThan(0);
    expect(drawnWithoutWebFont(found)).toEqual([]);
  });

  test("a visitor's Bengali name in the thank-you toast is drawn with the whole face", async ({ page }) => {
    test.skip(inLanguage(forms, "bn").contact.delivery !== "demo", "only the demo form thanks with a toast");
    await page.goto("/bn/contact");
    await hydrated(page);
    const form = page.getByRole("main").getByRole("form").first();
    const name = "লক্ষ্মী";
    for (const field of await form.getByRole("textbox").all()) {
      const type = await field.getAttribute("type");
      await field.fill(type === "email" ? "lakshmi@example.com" : type === "tel" ? "+8801711000000" : name);
    }
    await form.locator('button[type="submit"]').click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: name });
    await expect(toast).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const found = await bengaliText(page, "[data-sonner-toaster]");
    expect(found.filter(({ text }) => text.includes(name)).length).toBeGreaterThan(0);
    expect(drawnWithoutWebFont(found)).toEqual([]);
    // The whole face, not the site's cut, which has no হ্ম or ক্ষ্ম of a name it never shows.
    expect(await toast.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(WHOLE_FACE_FIRST);
  });

  test("a search for Bengali words from the address is drawn with the whole face", async ({ page }) => {
    // Words no one typed on this page, so no input event: a link to a search, or back to one.
    const query = "ব্রাহ্মণবাড়িয়া";
    await page.goto(`/bn${SEARCH_PATH}?q=${encodeURIComponent(query)}`);
    await hydrated(page);
    const field = page.getByRole("main").getByRole("searchbox");
    await expect(field).toHaveValue(query);
    await expect.poll(() => field.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(WHOLE_FACE_FIRST);
  });
});

test.describe("an English page's few Bengali letters", () => {
  // The 1 KB face of the language switch's "বাংলা" and the taka sign arrives just after the first
  // paint. Chromium lays out again every element whose font list names a web face: named on the
  // body, that was the whole page (app/app.css, docs/performance.md lever 22).
  const withPrices = allPages.find(({ path }) => path.startsWith("/services/"));
  for (const path of ["/", ...(withPrices ? [withPrices.path] : [])]) {
    test(`${path} is laid out whole once, not again when its Bengali letters' face arrives`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"] });
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      type Data = { url?: string; frame?: string; dirtyObjects?: number; totalObjects?: number; styleSheetUrl?: string };
      type Event = { name: string; ph: string; ts: number; dur?: number; args?: { beginData?: Data; data?: Data } };
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] }).traceEvents;
      await context.close();
      // The page's own document: not the documents of its SVG pictures and icons, which report its frame too.
      const frame = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.endsWith(path))?.args?.beginData
        ?.frame;
      expect(frame, "the page's document in the trace").toBeDefined();
      // With scripts off, nothing holds DOMContentLoaded for the stylesheets: when they arrive after the
      // parser ends, Chromium lays out the unstyled page whole first (only pages with a form showed it:
      // its form filler, by all signs; docs/performance.md). Count from the site's stylesheets' arrival.
      const styled = Math.max(
        ...events
          .filter((event) => event.name === "ParseAuthorStyleSheet" && /\/assets\/[^/]+\.css$/.test(event.args?.data?.styleSheetUrl ?? ""))
          .map((event) => event.ts + (event.dur ?? 0)),
      );
      expect(styled, "the site's stylesheets parsed").toBeGreaterThan(0);
      const layouts = events
        .filter((event) => event.name === "Layout" && event.ph === "X" && event.args?.beginData?.frame === frame && event.ts > styled)
        .map((event) => event.args!.beginData!);
      const boxes = Math.max(...layouts.map(({ totalObjects }) => totalObjects!));
      // From the first layout of (nearly) all the page's boxes: before it, the parser was still adding them.
      const whole = layouts.findIndex(({ totalObjects }) => totalObjects! >= 0.9 * boxes);
      const relayouts = layouts.slice(whole + 1).filter(({ dirtyObjects }) => dirtyObjects! > boxes / 2);
      expect(relayouts).toEqual([]);
    });
  }

  test("a move to another page keeps every Bengali letter drawn, with the site's face named for all the text", async ({ page }) => {
    test.skip(!bengali, "the site is English only");
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).not.toHaveAttribute("data-face", "site");
    const link = page.getByRole("contentinfo").locator('a[href^="/"]:not([href^="/bn"]):not([href="/"])').first();
    const to = (await link.getAttribute("href"))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.locator("html")).toHaveAttribute("data-face", "site");
    await page.evaluate(() => document.fonts.ready);
    const found = await bengaliText(page);
    expect(found.length).toBeGreaterThan(0);
    expect(drawnWithoutWebFont(found)).toEqual([]);
  });
});
