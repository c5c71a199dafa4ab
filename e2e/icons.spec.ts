// Every icon a page shows has its drawing where the page points (pipeline/page-icons.ts): in the page
// itself, or in a sprite of the site's, before and after the scripts run and after a move to
// another page without a reload.
import type { APIRequestContext, Page } from "@playwright/test";
import { everyPage } from "./site-map";
import { expect, hydrated, test } from "./test";

const sprites = new Map<string, Promise<string>>();
const spriteText = (request: APIRequestContext, url: string) => {
  if (!sprites.has(url))
    sprites.set(
      url,
      request.get(url).then(async (response) => {
        expect(response.status(), url).toBe(200);
        return response.text();
      }),
    );
  return sprites.get(url)!;
};

/** Each icon reference of a page (`<use href>`), and whether its symbol is where it points. */
async function unresolvedIcons(page: Page, request: APIRequestContext): Promise<string[]> {
  const refs = await page.locator("svg > use").evaluateAll((uses) =>
    uses.map((use) => {
      const href = use.getAttribute("href") ?? "";
      return { href, inPage: href.startsWith("#") ? document.getElementById(href.slice(1))?.tagName.toLowerCase() === "symbol" : null };
    }),
  );
  const missing: string[] = [];
  for (const { href, inPage } of refs) {
    if (inPage !== null) {
      if (!inPage) missing.push(href);
      continue;
    }
    const [url, id] = href.split("#");
    if (!url!.startsWith("/") || !(await spriteText(request, url!)).includes(`<symbol id="${id}"`)) missing.push(href);
  }
  return missing;
}

test.describe("icons", () => {
  test("every page, as served, has each icon's drawing where it points, and the first screen fetches no sprite when the page carries its icons", async ({
    page,
    request,
  }) => {
    // Every page in one test: time for each (2.0-2.1 min for 78 pages on a slower machine).
    test.setTimeout(Math.max(120_000, everyPage.length * 3_000));
    let inline = 0;
    for (const { path } of everyPage) {
      const fetched: string[] = [];
      const onRequest = (r: { url(): string }) => {
        if (/\.svg$/.test(new URL(r.url()).pathname) && /\/(images\/icons|assets\/icons-)/.test(r.url())) fetched.push(r.url());
      };
      page.on("request", onRequest);
      await page.goto(path);
      const missing = await unresolvedIcons(page, request);
      expect(missing, path).toEqual([]);
      expect(await page.locator("svg > use").count(), `${path} shows icons`).toBeGreaterThan(0);
      if (await page.locator("#icon-symbols").count()) {
        inline++;
        expect(fetched, `${path} carries its icons`).toEqual([]);
        await expect(page.locator("#icon-symbols"), `${path}'s symbols take no room`).toBeHidden();
      }
      page.off("request", onRequest);
    }
    expect(inline, "some pages carry their icons themselves").toBeGreaterThan(0);
  });

  test("after hydration and after a move to another page without a reload, every icon still has its drawing", async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/contact");
    await hydrated(page);
    expect(await unresolvedIcons(page, request)).toEqual([]);
    // Two pages of the menu, reached by its links: their icons are drawn by the scripts.
    const menu = page.getByRole("banner").getByRole("navigation").first();
    const hrefs = await menu.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    const targets = [...new Set(hrefs)].filter((href) => href.startsWith("/") && href !== "/contact").slice(0, 2);
    expect(targets.length).toBe(2);
    for (const href of targets) {
      await menu.locator(`a[href="${href}"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === href);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
      expect(await unresolvedIcons(page, request), href).toEqual([]);
    }
  });
});
