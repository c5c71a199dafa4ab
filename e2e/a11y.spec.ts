import { allPages } from "./site-map";
import { axeViolations, expect, test, useColorMode } from "./fixtures";

// axe on every page, in both colour modes, at a phone and a desktop width.
const viewports = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

for (const mode of ["light", "dark"] as const) {
  for (const viewport of viewports) {
    test.describe(`axe, ${mode} mode, ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const { path } of allPages) {
        test(`${path} has no violations`, async ({ page }) => {
          await useColorMode(page, mode);
          await page.goto(path);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
          await expect(page.locator("html")).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    });
  }
}

test.describe("axe on states", () => {
  for (const mode of ["light", "dark"] as const) {
    test(`the not-found page, ${mode}`, async ({ page, allowNotFound }) => {
      allowNotFound(/./);
      await useColorMode(page, mode);
      await page.goto("/no-such-page");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`the open mobile menu, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await useColorMode(page, mode);
      await page.goto("/");
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
