import { allPages } from "./site-map";
import { axeViolations, expect, htmlcsErrors, test, useColorMode, type PageProblems } from "./fixtures";

// axe and HTML_CodeSniffer on every page, in both colour modes, at a phone and a desktop width.
// Each test is one page load; they do not depend on each other, so both workers share them.
test.describe.configure({ mode: "parallel" });
const viewports = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
];

for (const mode of ["light", "dark"] as const) {
  for (const viewport of viewports) {
    test.describe(`axe, ${mode} mode, ${viewport.name}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      for (const { path } of allPages) {
        test(`${path} has no violations`, async ({ page, problems }) => {
          await useColorMode(page, mode);
          await page.goto(path);
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
          await expect(page.locator("html")).toHaveClass(mode === "dark" ? /dark/ : /^(?!.*dark)/);
          expect(await axeViolations(page), "axe").toEqual([]);
          const htmlcs = await htmlcsErrors(page);
          if (htmlcs.crashed) reportCrash(htmlcs.crashed, problems);
          expect(htmlcs.errors, "HTML_CodeSniffer WCAG2AA errors").toEqual([]);
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
