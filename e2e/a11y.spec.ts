import { bengali, everyPage } from "./site-map";
import { axeViolations, expect, htmlcsErrors, hydrated, type PageProblems, test, useColorMode } from "./test";

// axe and HTML_CodeSniffer on every page, in both colour modes, at a phone and a desktop width.
// The tests do not depend on each other, so both workers share them.
test.describe.configure({ mode: "parallel" });
const viewports = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

// One test a page: for each colour mode one load, scanned at the phone width and again at the
// desktop width (the page reflows as a resized window does), and HTML_CodeSniffer once, on the
// desktop in light mode. Four loads a page cost a third more time for the same scans.
test.describe("axe in both colour modes at a phone and a desktop width", () => {
  // Five scans a test, and a post's highlighted code is hundreds of spans for the contrast rule:
  // more than Playwright's default 30 s when the machine is busy.
  test.describe.configure({ timeout: 60_000 });
  for (const { path } of everyPage) {
    test(`${path} has no violations`, async ({ page, problems }) => {
      for (const mode of ["light", "dark"] as const) {
        await page.setViewportSize({ width: viewports[0]!.width, height: viewports[0]!.height });
        await useColorMode(page, mode);
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
        for (const viewport of viewports) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          expect.soft(await axeViolations(page), `axe, ${mode} mode, ${viewport.name}`).toEqual([]);
        }
        if (mode === "light") {
          const htmlcs = await htmlcsErrors(page);
          if (htmlcs.crashed) reportCrash(htmlcs.crashed, problems);
          expect.soft(htmlcs.errors, "HTML_CodeSniffer WCAG2AA errors").toEqual([]);
        }
      }
    });
  }
});

test.describe("axe on states", () => {
  for (const mode of ["light", "dark"] as const) {
    test(`the not-found pages, ${mode}`, async ({ page, allowNotFound }) => {
      allowNotFound(/./);
      await useColorMode(page, mode);
      for (const path of ["/no-such-page", ...(bengali ? ["/bn/no-such-page"] : [])]) {
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });

    test(`the open mobile menu, ${mode}`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await useColorMode(page, mode);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/**
 * HTML_CodeSniffer throws on some pages (in its own code, not the page's). That
 * is said in the test's output and the report, not hidden: the page's axe scan
 * still ran, and the error is not counted as the page's own.
 */
function reportCrash(crash: string, problems: PageProblems) {
  const message = `HTML_CodeSniffer could not finish on this page: ${crash.split("\n")[0]}`;
  test.info().annotations.push({ type: "warning", description: message });
  console.warn(`  ⚠ ${test.info().title}: ${message}`);
  problems.consoleMessages = problems.consoleMessages.filter((line) => !(line.startsWith("pageerror:") && crash.includes(line.slice(11))));
}
