import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, hydrated, REACT_SCRIPTS, test, useColorMode } from "./test";
import { telHref } from "../app/lib/contact";
import { en } from "../app/lib/words.ts";
import { allPages, footer, menu, pages, projects, resume, site } from "./site-map";

/** What a regular expression needs to match this text literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

// From the owner's menu: the first item with a sub-menu, and a page of its own that is not home.
const withSubMenu = menu.find((item) => item.children?.length);
const plainItem = menu.find((item) => !item.children?.length && item.to !== "/")!;

test.describe("header", () => {
  test("shows email and phone links, named social links, the logo and Hire Me", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: literally(site.email) })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(banner.getByRole("link", { name: literally(site.phone) })).toHaveAttribute("href", telHref(site.phone));
    await expect(banner.getByRole("link", { name: literally(site.socials[0]!.label) })).toHaveAttribute("href", site.socials[0]!.url);
    const logo = banner.getByRole("link", { name: /home$/ }).first();
    await expect(logo).toHaveAttribute("href", "/");
    expect((await logo.boundingBox())?.width).toBe(150);
    await banner.getByRole("link", { name: pages.common.hireMe }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("a sub-menu opens on hover and by keyboard, and closes on Escape", async ({ page }) => {
    test.skip(!withSubMenu, "the owner's menu has no sub-menu");
    const { label, children } = withSubMenu!;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = nav.getByRole("button", { name: `${label} sub-menu` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await nav.getByRole("link", { name: label, exact: true }).hover();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: children!.at(-1)!.label, exact: true })).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.focus();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: children![0]!.label, exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  test("marks the current page in the menu", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(plainItem.to);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: plainItem.label, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("opens, keeps focus inside, closes on Escape and returns focus", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await button.click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    // The page behind does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Tab through more elements than the menu holds: focus never leaves it.
    const count = await menu.locator("a, button").count();
    for (let i = 0; i < count + 3; i++) {
      await page.keyboard.press("Tab");
      expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
  });

  test("has the links with their sub-links and closes when one is chosen", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    for (const child of withSubMenu?.children ?? []) await expect(menu.getByRole("link", { name: child.label, exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: literally(site.socials[0]!.label) })).toBeVisible();
    await menu.getByRole("link", { name: plainItem.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${plainItem.to}$`));
    await expect(menu).toBeHidden();
  });

  test("closes with its close button", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the link columns, official info and no dead links", async ({ page }) => {
    await page.goto("/");
    const contentinfo = page.getByRole("contentinfo");
    for (const column of footer.columns)
      for (const { label, to } of column.links)
        await expect(
          contentinfo.getByRole("navigation", { name: column.title }).getByRole("link", { name: label, exact: true }),
        ).toHaveAttribute("href", to);
    const hrefs = await page.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.filter((href) => !href || href === "#")).toEqual([]);
    await expect(contentinfo.getByRole("link", { name: literally(site.phone) })).toHaveAttribute("href", telHref(site.phone));
  });

  test("the newsletter form acknowledges with a toast, sends nothing and keeps the address", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    // Images and the consent library may still load; what must not happen is a submission.
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET" || request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
    });
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("textbox").fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(form.getByRole("textbox")).toHaveValue("reader@example.com");
    expect(sent).toEqual([]);
  });
});

test.describe("toasts", () => {
  test("are 300 to 560 px wide, stay while hovered, and close by themselves after 5 seconds", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const form = page.getByRole("form", { name: "Newsletter" });
    await form.getByRole("textbox").fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Thanks for subscribing!" });
    await expect(toast).toBeVisible();
    const shown = Date.now();
    const box = (await toast.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(300);
    expect(box.width).toBeLessThanOrEqual(560);

    // Hovered, the timer pauses: the toast is still there well past 5 seconds.
    await toast.hover();
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();

    // Left alone again, it closes within the five seconds (plus its exit animation).
    await page.mouse.move(0, 0);
    const left = Date.now();
    await expect(toast).toBeHidden({ timeout: 7000 });
    expect(Date.now() - left).toBeGreaterThan(1000);
    expect(Date.now() - shown).toBeGreaterThan(6000);
  });
});

test.describe("colour mode", () => {
  test("follows the system setting when nothing is chosen", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("remembers the visitor's choice across reloads, painted from the first frame", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("group", { name: "Colour mode" }).getByRole("button", { name: "Dark" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.getByRole("button", { name: "Dark" })).toHaveAttribute("aria-pressed", "true");

    // The class is on <html> before <body> is even parsed: the first frame is dark, no flash.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.body) return;
        (window as unknown as { classAtBody: string }).classAtBody = document.documentElement.className;
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/about");
    expect(await page.evaluate(() => (window as unknown as { classAtBody: string }).classAtBody)).toContain("dark");

    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "System" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });

  test("works when localStorage throws", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("blocked", "SecurityError");
        },
      });
    });
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.getByRole("button", { name: "Light" }).click();
    await expect(page.locator("html")).not.toHaveClass(/dark/);
  });
});

/** Where the page is two frames after it has drawn: a glide would have only begun. */
const twoFramesOn = (page: Page) =>
  page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)))));

test.describe("scroll position", () => {
  test("a reload lands where the visitor was, before any script file runs and after the page has hydrated", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const kept = Math.min(1500, Math.floor(height / 2));
    expect(kept).toBeGreaterThan(200);
    await page.evaluate((y) => window.scrollTo(0, y), kept);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);

    // React's script files held back: only what the page carries itself can restore the position.
    await page.route(REACT_SCRIPTS, () => new Promise(() => {}));
    await page.reload({ waitUntil: "commit" });
    await page.getByRole("contentinfo").waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);
    await page.unrouteAll({ behavior: "ignoreErrors" });

    await page.reload();
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(kept);
  });

  test("a link to another page opens it at its top, and Back returns to where the visitor was, at once", async ({ page }) => {
    // Smooth scrolling on, as for most visitors: the stylesheet's is for jumps within a page only.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await hydrated(page);
    const heading = page.getByRole("heading", { level: 1 });
    const home = (await heading.textContent())!;
    // The last link of the page's content to another page of the site, far down.
    const links = page.locator('main a[href^="/"]:not([href^="/#"])');
    const link = links.nth((await links.count()) - 1);
    const href = (await link.getAttribute("href"))!;
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Where the page was as the visitor clicked: Playwright scrolls again before a click when its
    // first try finds the link not ready, and the page keeps the position of the click.
    await page.evaluate(() => {
      const at = window as unknown as { scrollAtClick?: number };
      addEventListener("click", () => (at.scrollAtClick = window.scrollY), { capture: true, once: true });
    });

    await link.click();
    const kept = await page.evaluate(() => (window as unknown as { scrollAtClick?: number }).scrollAtClick);
    expect(kept).toBeGreaterThan(1000);
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(heading).not.toHaveText(home);
    expect(await twoFramesOn(page)).toBe(0);

    await page.goBack();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await expect(heading).toHaveText(home);
    // Already where it was, not gliding down from the top, and to the pixel: what the home page
    // draws only as it comes near keeps the room it takes ("content drawn when near", below), so
    // nothing above the window moves as it is drawn.
    expect(await twoFramesOn(page)).toBe(kept);
  });

  test("the next page of a list opens at its top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    // The first list of the site long enough for a second page.
    let next: Locator | undefined;
    for (const { path } of allPages.filter(({ path }) => ["/portfolio", "/blog", "/products"].includes(path))) {
      await page.goto(path);
      const link = page.getByRole("main").getByRole("link", { name: en.pagination.nextPage });
      if (await link.count()) {
        next = link;
        break;
      }
    }
    test.skip(!next, "no list of the site has a second page");
    await hydrated(page);
    await next!.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await next!.click();
    await expect(page).toHaveURL(/[?&]page=2\b/);
    await expect(page.getByRole("main").getByRole("link", { name: en.pagination.page(2) })).toHaveAttribute("aria-current", "page");
    expect(await twoFramesOn(page)).toBe(0);
  });
});

// Lists far below the first screen are drawn, and their pictures fetched, as they come near
// (decision 035). Each item keeps the room it takes once drawn, so nothing below moves when they
// are drawn, and Back, which restores the position before they are, lands exactly.
test.describe("content drawn when near", () => {
  const project = projects.find((p) => p.shareImages.length);
  const lists = [
    {
      what: "the resume's tools",
      path: "/",
      count: resume.tools.length,
      list: (page: Page) => page.getByRole("heading", { name: pages.resume.tools }).locator("xpath=following-sibling::ul"),
    },
    {
      what: "a project's pictures",
      path: `/portfolio/${project?.id}`,
      count: project ? 1 : 0,
      list: (page: Page) => page.getByRole("list", { name: en.projects.moreImages }),
    },
  ];
  for (const { what, path, count, list } of lists) {
    for (const width of [360, 1280]) {
      test(`${what} take as much room before they are drawn as after, ${width} px wide`, async ({ page }) => {
        test.skip(!count, `the owner has none of ${what}`);
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const items = list(page).getByRole("listitem");
        const drawn = () =>
          items.evaluateAll((all) => all.map((li) => li.querySelector("img")!.checkVisibility({ contentVisibilityAuto: true })));
        const height = () => list(page).evaluate((ul) => ul.getBoundingClientRect().height);
        // Not yet drawn: the room kept is what is measured first.
        expect(await drawn()).not.toContain(true);
        const kept = await height();
        await list(page).evaluate((ul) => ul.scrollIntoView({ block: "center" }));
        await expect.poll(drawn).not.toContain(false);
        await twoFramesOn(page);
        expect(await height()).toBeCloseTo(kept, 1);
      });
    }
  }
});

test.describe("back to top", () => {
  test("appears after 100 px of scroll and returns to the top", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Back to top" });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("is not in the tab order while hidden", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const focusable = await page.getByRole("button", { name: "Back to top", includeHidden: true }).evaluate((el) => {
      el.focus();
      return document.activeElement === el;
    });
    expect(focusable).toBe(false);
  });
});

/** Whether the owner's content switches on the consent bar on arrival (askForConsent in app/content/site.ts). */
const asksOnArrival = (site.askForConsent as string | undefined) === "on-arrival";

test.describe("consent", () => {
  test.use({ consent: "none" });

  for (const width of [360, 412, 1280]) {
    test(`nothing asks on arrival at ${width} px: the heading and Hire Me are uncovered`, async ({ page }) => {
      test.skip(asksOnArrival, "the owner asks for consent on arrival");
      await page.setViewportSize({ width, height: 740 });
      for (const path of ["/", "/contact"]) {
        await page.goto(path);
        await hydrated(page);
        await page.waitForTimeout(500);
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await expect(page.locator("#cc-main")).toHaveCount(0);
        await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      }
    });
  }

  test("the footer of every page has the Privacy settings control", async ({ request }) => {
    for (const { path } of allPages) {
      const html = await (await request.get(path)).text();
      const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "";
      expect(footer, path).toMatch(/<button type="button"[^>]*>Privacy settings<\/button>/);
    }
  });

  test("Privacy settings opens the preferences by keyboard, keeps focus inside, closes with Escape", async ({ page }) => {
    for (const path of ["/", "/contact", "/blog"]) {
      await page.goto(path);
      await hydrated(page);
      const control = page.getByRole("button", { name: "Privacy settings" });
      await control.focus();
      await page.keyboard.press("Enter");
      const settings = page.getByRole("dialog", { name: "Privacy settings" });
      await expect(settings).toBeVisible();
      await expect(settings.getByRole("button", { name: "Only essentials" })).toBeVisible();
      // Focus stays inside while it is open.
      for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
      expect(await settings.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press("Escape");
      await expect(settings).toBeHidden();
      await expect(control).toBeFocused();
    }
  });

  test("a choice made in the settings is remembered, and nothing asks on the next page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Privacy settings" }).click();
    const settings = page.getByRole("dialog", { name: "Privacy settings" });
    await settings.getByRole("button", { name: "Only essentials" }).click();
    await expect(settings).toBeHidden();
    const cookies = await page.context().cookies();
    expect(cookies.map((cookie) => cookie.name)).toContain("cc_cookie");
    await page.goto("/about");
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  for (const mode of ["light", "dark"] as const) {
    test(`axe finds nothing with the privacy settings open, ${mode}`, async ({ page }) => {
      await useColorMode(page, mode);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("button", { name: "Privacy settings" }).click();
      await expect(page.getByRole("dialog", { name: "Privacy settings" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("consent, when the owner asks for it on arrival", () => {
  test.use({ consent: "none" });

  // The owner's switch (askForConsent in app/content/site.ts), turned on for these tests by serving
  // the pages' route data with that one value changed; the pages and scripts are the real build.
  test.beforeEach(async ({ page }) => {
    await page.route(
      (url) => url.pathname.startsWith("/assets/route-data-"),
      async (route) => {
        const response = await route.fetch();
        const data = await response.text();
        await route.fulfill({ response, body: data.replace('"when-used"', '"on-arrival"') });
      },
    );
  });

  const bar = (page: import("@playwright/test").Page) => page.locator("#cc-main .cm");

  for (const [width, height] of [
    [360, 740],
    [412, 915],
    [1280, 800],
  ] as const) {
    test(`a compact bar at ${width} px, clear of the heading and the main call to action`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      for (const path of ["/", "/contact"]) {
        await page.goto(path);
        await hydrated(page);
        await expect(bar(page)).toBeVisible();
        const box = (await bar(page).boundingBox())!;
        expect(box.height, "at most 20 % of a 360 × 740 screen").toBeLessThanOrEqual(0.2 * 740);
        const covered = async (locator: import("@playwright/test").Locator) => {
          const other = await locator.boundingBox();
          return (
            !!other &&
            other.y < box.y + box.height &&
            box.y < other.y + other.height &&
            other.x < box.x + box.width &&
            box.x < other.x + other.width
          );
        };
        expect(await covered(page.getByRole("heading", { level: 1 })), "covers the heading").toBe(false);
        const hire = page.getByRole("main").getByRole("link", { name: /Hire Me/ });
        if (await hire.count()) expect(await covered(hire.first()), "covers Hire Me").toBe(false);
        const accept = bar(page).getByRole("button", { name: "Accept" });
        const reject = bar(page).getByRole("button", { name: "Reject" });
        const [a, r] = [(await accept.boundingBox())!, (await reject.boundingBox())!];
        expect(Math.abs(a.height - r.height), "Accept and Reject equally prominent").toBeLessThanOrEqual(1);
        expect(await accept.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
          await reject.evaluate((el) => getComputedStyle(el).backgroundColor),
        );
      }
    });
  }

  test("Reject by keyboard is remembered; nothing from the video service loads", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    await bar(page).getByRole("button", { name: "Reject" }).focus();
    await page.keyboard.press("Enter");
    await expect(bar(page)).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(bar(page)).toBeHidden();
    await page.getByRole("button", { name: "Watch the intro video" }).click();
    await expect(page.getByRole("dialog").getByRole("heading", { name: "Load the video from YouTube?" })).toBeVisible();
  });

  test("Accept allows the video: it plays at once", async ({ page, problems }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>player</title>" }),
    );
    await page.goto("/");
    await hydrated(page);
    await bar(page).getByRole("button", { name: "Accept" }).click();
    await expect(bar(page)).toBeHidden();
    await page.getByRole("button", { name: "Watch the intro video" }).click();
    await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
    problems.foreignRequests = problems.foreignRequests.filter((url) => !url.startsWith("https://www.youtube-nocookie.com/"));
  });

  test("axe finds nothing with the bar shown", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(bar(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
