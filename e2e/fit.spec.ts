import { everyPage } from "./site-map";
import { expect, hydrated, test } from "./test";

// Every page fits a 360 px phone without sideways scrolling, before and after its scripts run.
test.describe.configure({ mode: "parallel" });
test.use({ viewport: { width: 360, height: 740 } });

async function pageWidth(page: import("@playwright/test").Page) {
  return page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path } of everyPage) {
    test(`${path} fits 360 px`, async ({ page }) => {
      await page.goto(path);
      const { scroll, client } = await pageWidth(page);
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});

test.describe("after hydration", () => {
  for (const { path } of everyPage) {
    test(`${path} fits 360 px`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const { scroll, client } = await pageWidth(page);
      expect(scroll).toBeLessThanOrEqual(client);
    });
  }
});
