import type { Page } from "@playwright/test";
import { bengaliText, drawnWithoutWebFont } from "./glyphs";
import { allPages, everyPage, redirects } from "./site-map";
import { expect, hydrated, test } from "./test";

// Every page, loaded twice as a visitor on a 360 px phone loads it: once with JavaScript off and
// once with it. Each load checks what holds for every page at that stage (pre-rendered, fits the
// phone without sideways scrolling, hydrated, every Bengali letter drawn with a web font), in one
// test: a page load is most of a test's time, and the machines that run the tests open a page slowly.
test.describe.configure({ mode: "parallel" });
const PHONE = { width: 360, height: 740 };

/** Whether the page scrolls sideways: its content wider than the viewport. */
async function fits(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(scroll, "the page's width, against the viewport's").toBeLessThanOrEqual(client);
}

test.describe("every page, with JavaScript", () => {
  test.use({ viewport: PHONE });
  for (const { path, heading } of everyPage) {
    test(`${path} shows its heading, title and description, fits 360 px and draws every letter`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      // Hydrated: React has taken over (a client-side link click does not reload the page).
      await hydrated(page);
      // ...and the head still has every <meta> the page was built with, the policy among them.
      const built = await response!.text();
      const metas = (html: string | null) =>
        page.evaluate((source) => {
          const head = source === null ? document.head : new DOMParser().parseFromString(source, "text/html").head;
          return [...head.querySelectorAll("meta")].map((meta) =>
            ["charset", "name", "property", "http-equiv", "media", "content"].map((name) => meta.getAttribute(name) ?? "").join(" | "),
          );
        }, html);
      expect(await metas(null)).toEqual(await metas(built));
      // Nothing the scripts drew made it wider than the phone.
      await fits(page);
      // Every Bengali letter is drawn with a web font that has it (glyphs.spec.ts), English pages
      // too (the language switch's "বাংলা", the taka sign), at a desktop width, where the most
      // shows at once: the header's whole menu. What the page fetches after hydration (the
      // search page's field and results) is drawn too.
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      const found = await bengaliText(page);
      if (path.startsWith("/bn")) expect(found.length).toBeGreaterThan(10);
      expect(drawnWithoutWebFont(found), "Bengali text drawn without a web font").toEqual([]);
    });
  }
});

test.describe("every page, with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });
  for (const { path, heading } of everyPage) {
    test(`${path} is pre-rendered with its heading, and fits 360 px`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await fits(page);
    });
  }
});

test.describe("addresses that are not pages", () => {
  for (const path of ["/no-such-page", "/portfolio/extra/segments", "/blog/2026/01/old-post"]) {
    test(`${path} shows the not-found page with status 404`, async ({ page, allowNotFound }) => {
      allowNotFound(/./);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
      await expect(page).toHaveTitle(/Page not found/);
      await expect(page.getByText("Unexpected Application Error")).toHaveCount(0);
    });
  }

  test("the not-found page is readable without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await context.close();
  });

  test("old addresses lead to their new pages", async ({ page }) => {
    test.skip(Object.keys(redirects).length === 0, "the owner lists no old addresses");
    for (const [from, to] of Object.entries(redirects)) {
      await page.goto(from);
      await expect(page).toHaveURL(new URL(to, page.url()).href);
      const target = allPages.find((p) => p.path === to);
      if (target) await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.heading);
    }
  });

  test("/home is the home page, with / as its canonical address", async ({ page }) => {
    await page.goto("/home");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  });

  test("favicon and web app manifest are served", async ({ request }) => {
    for (const path of [
      "/favicon.ico",
      "/favicon.svg",
      "/site.webmanifest",
      "/apple-touch-icon.png",
      "/images/icon-192.png",
      "/images/icon-512.png",
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    const manifest = await (await request.get("/site.webmanifest")).json();
    expect(manifest.name).toBeTruthy();
  });
});
