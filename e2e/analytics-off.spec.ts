// Analytics off, as the demo ships it (app/content/analytics.ts `{ provider: "off" }`): nothing of
// it reaches a visitor. Every spec's fixture (e2e/test.ts) already fails a test on a request
// that leaves the site; this one also looks for the site's own analytics code and the page's
// policy. The analytics owner's build (e2e/analytics.spec.ts) is where it is switched on.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildRoot } from "../app/data/content-dir.ts";
import { expect, hydrated, test } from "./test";

const ANALYTICS_CODE = /\/assets\/(analytics|web-vitals)-[\w-]+\.js$/;
const PROVIDERS = /plausible|umami|goatcounter|gc\.zgo\.at|cloudflareinsights|googletagmanager|google-analytics/;

test.describe("analytics off", () => {
  test("no page loads the analytics module or the vitals library, or asks anything of a provider, even as the visitor acts", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (ANALYTICS_CODE.test(request.url()) || PROVIDERS.test(request.url())) fetched.push(request.url());
    });
    for (const path of ["/", "/bn", "/portfolio"]) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState("networkidle");
    }
    await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
    expect(
      await page.evaluate(
        () => [...document.scripts].filter((script) => script.src && new URL(script.src).origin !== location.origin).length,
      ),
    ).toBe(0);
  });

  test("the policy names no provider, in the pages and the host files", () => {
    const client = join(buildRoot, "client");
    for (const file of [join(client, "index.html"), join(client, "bn/index.html"), join(client, "_headers"), join(client, ".htaccess")]) {
      expect(readFileSync(file, "utf8"), file).not.toMatch(PROVIDERS);
    }
    for (const file of ["nginx.conf", "vercel.json", "headers.json"]) {
      expect(readFileSync(join(buildRoot, "deploy", file), "utf8"), file).not.toMatch(PROVIDERS);
    }
  });

  test("the privacy page says nothing of visit statistics", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { name: "Visit statistics" })).toHaveCount(0);
  });
});
