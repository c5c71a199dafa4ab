// The pages with JavaScript off: what a script would drive lays itself out instead (app/app.css).
// Nothing that needs a script is offered (a button that could do nothing: the search, the
// colour mode, a carousel's controls), the carousels show every slide, and the menu is there at
// every width, its sub-menus opening on hover and focus.
import type { Page } from "@playwright/test";
import { en as words } from "../app/lib/words";
import { pathIn } from "../app/lib/i18n";
import { expect, test } from "./test";
import { bengali, menu, features, posts } from "./site-map";

test.use({ javaScriptEnabled: false });

const WIDTHS = [375, 1280];
const PAGES = [
  "/",
  "/portfolio",
  "/services",
  "/contact",
  ...(features.products ? ["/products"] : []),
  ...(features.blog ? ["/blog"] : []),
];
if (bengali) PAGES.push(pathIn("bn", "/"));

/** The buttons a visitor can see that are not a form's submit button: each would need a script. */
async function scriptButtons(page: Page): Promise<string[]> {
  return page
    .getByRole("button")
    .evaluateAll((buttons) =>
      buttons
        .filter((button) => button.checkVisibility() && !(button instanceof HTMLButtonElement && button.type === "submit" && button.form))
        .map((button) => (button.getAttribute("aria-label") ?? button.textContent ?? "").trim()),
    );
}

for (const width of WIDTHS) {
  test(`${width} px: no page offers a button that needs a script`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of PAGES) {
      await page.goto(path);
      expect(await scriptButtons(page), path).toEqual([]);
    }
  });

  test(`${width} px: the home page's carousels show every slide, inside the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const carousels = page.locator(`[aria-roledescription="${words.carousel.carouselRole}"]`);
    expect(await carousels.count()).toBeGreaterThan(0);
    for (const carousel of await carousels.all()) {
      const slides = carousel.locator(`[aria-roledescription="${words.carousel.slideRole}"]`);
      expect(await slides.count()).toBeGreaterThan(0);
      // Inside the carousel's clipping box, which is inside the page's width: nothing cut off or hidden.
      const outside = await carousel.evaluate((region, role) => {
        const clip = [...region.querySelectorAll<HTMLElement>("*")].find((element) => getComputedStyle(element).overflow === "hidden");
        const box = (clip ?? region).getBoundingClientRect();
        // A slide's left padding is the gutter between slides: its content starts after it.
        return [...region.querySelectorAll<HTMLElement>(`[aria-roledescription="${role}"]`)]
          .map((slide) => {
            const { left, right, width } = slide.getBoundingClientRect();
            return { left: left + parseFloat(getComputedStyle(slide).paddingLeft), right, width };
          })
          .filter((slide) => slide.width === 0 || slide.left < box.left - 1 || slide.right > box.right + 1 || slide.right > innerWidth + 1)
          .map((slide) => `${Math.round(slide.left)}–${Math.round(slide.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`);
      }, words.carousel.slideRole);
      expect(outside, (await carousel.getAttribute("aria-label")) ?? "a carousel").toEqual([]);
    }
  });

  test(`${width} px: the main menu's links are there, inside the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: words.menu.main });
    for (const item of menu) {
      const link = nav.getByRole("link", { name: item.label, exact: true });
      await expect(link).toBeVisible();
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, item.label).toBeLessThanOrEqual(width);
    }
    await nav.getByRole("link", { name: menu.at(-1)!.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${menu.at(-1)!.to.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  });
}

test("a sub-menu opens on hover and on focus", async ({ page }) => {
  const withSubMenu = menu.find((item) => item.children?.length);
  test.skip(!withSubMenu, "the owner's menu has no sub-menu");
  const { label, children } = withSubMenu!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: words.menu.main });
  const first = nav.getByRole("link", { name: children![0]!.label, exact: true });
  await expect(first).toBeHidden();
  await nav.getByRole("link", { name: label, exact: true }).hover();
  await expect(first).toBeVisible();
  await page.mouse.move(5, 700);
  await expect(first).toBeHidden();
  await nav.getByRole("link", { name: label, exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(first).toBeFocused();
});

/** What a visitor sees of a page's colours: the page's, its heading's and links', and each token's of its first code block. */
async function colours(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const of = (element: Element | null | undefined, property: "color" | "backgroundColor") =>
      element ? getComputedStyle(element)[property] : "none";
    return [
      of(document.body, "backgroundColor"),
      of(document.body, "color"),
      of(document.querySelector("h1"), "color"),
      of(document.querySelector("main a"), "color"),
      of(document.querySelector("pre"), "color"),
      ...[...document.querySelectorAll("pre span[class]")].slice(0, 60).map((token) => of(token, "color")),
    ];
  });
}

const POSTS = features.blog ? posts.map((post) => `/blog/${post.id}`) : [];

test("the pages take the system's colour mode, with the colours they have with JavaScript", async ({ page, browser, baseURL }) => {
  // A post with highlighted code, if the blog has one: its tokens take their colours by mode.
  let withCode: string | undefined;
  for (const path of POSTS) {
    await page.goto(path);
    if (await page.locator("pre span[class]").count()) {
      withCode = path;
      break;
    }
  }
  const paths = ["/", "/contact", ...(withCode ? [withCode] : []), ...(bengali ? [pathIn("bn", "/")] : [])];
  // Options of test.use reach a context the test makes: JavaScript is switched back on by name.
  const scripted = await browser.newContext({ baseURL, javaScriptEnabled: true });
  const withScript = await scripted.newPage();
  try {
    // The two pages differ in what a script offers: the colour mode switch.
    for (const [tab, shown] of [
      [page, false],
      [withScript, true],
    ] as const) {
      await tab.goto("/");
      await expect(tab.getByRole("group", { name: words.colourMode.label })).toBeVisible({ visible: shown });
    }
    /** A page's colours on a system in a colour mode (with JavaScript, the head script sets the mode before the first paint). */
    const coloursIn = async (tab: Page, path: string, colorScheme: "light" | "dark") => {
      await tab.emulateMedia({ colorScheme });
      await tab.goto(path);
      return colours(tab);
    };
    for (const path of paths) {
      const backgrounds: string[] = [];
      for (const colorScheme of ["light", "dark"] as const) {
        const without = await coloursIn(page, path, colorScheme);
        expect(without, `${path}, ${colorScheme}`).toEqual(await coloursIn(withScript, path, colorScheme));
        backgrounds.push(without[0]!);
      }
      expect(backgrounds[1], `${path}: the dark page's background`).not.toEqual(backgrounds[0]);
    }
  } finally {
    await scripted.close();
  }
});
