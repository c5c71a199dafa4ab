// Nothing on a page is dead while its scripts start (docs/decisions/027-no-dead-controls.md).
// Each test holds the page's script files back, the way a slow connection does, while it acts as
// a visitor on the painted page; then lets them through and checks that what was pressed has
// done its job (the page kept the tap: app/lib/tap-keeper.ts), or that the plain HTML already
// did. In both languages, on a phone and a desktop; the fixture fails a test on any console
// error or warning, failed request or request that leaves the site.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { pathIn, type Lang } from "../app/lib/i18n.ts";
import { tapKeeperScript } from "../app/lib/tap-keeper.ts";
import { buildRoot } from "../app/data/content-dir.ts";
import { expect, hydrated, REACT_SCRIPTS, test } from "./test";
import { files } from "./prerendered";
import { bengali, content, features, services } from "./site-map";

const { forms } = content;
const languages: Lang[] = bengali ? ["en", "bn"] : ["en"];
const WORDS = { en, bn };
const demoContact = forms.contact.delivery === "demo";
const demoNewsletter = forms.newsletter === "demo" && features.newsletter;

/**
 * Holds back every script the page asks for until `release()`, the tap keeper aside: the page
 * asks for that with its stylesheet, a file of 480 bytes, and its first paint waits for it. The page paints
 * from its HTML and CSS as on a slow connection, and nothing of React runs until then.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(REACT_SCRIPTS, async (route) => {
    await gate;
    await route.continue();
  });
  return async () => {
    open();
    await hydrated(page);
  };
}

/**
 * Opens a page whose scripts are held back: it is painted and parsed, but DOMContentLoaded and
 * load wait for the start file (a deferred module), as on a connection that has not brought it yet.
 * The visitor acts on what they see: once the page has painted.
 */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "commit" });
  await page.getByRole("contentinfo").waitFor();
  await page.waitForFunction(() => performance.getEntriesByName("first-paint").length > 0);
}

/** A kept tap shows at once that it counted. */
const expectKept = (control: ReturnType<Page["getByRole"]>) => expect(control).toHaveAttribute("aria-busy", "true");

// Scripts still held when a test ends (it checked a plain-HTML control) are let go.
test.afterEach(({ page }) => page.unrouteAll({ behavior: "ignoreErrors" }));

for (const lang of languages) {
  const words = WORDS[lang];
  const home = pathIn(lang, "/");
  for (const width of [375, 1280]) {
    const phone = width < 992;
    test.describe(`before the scripts run, ${lang} at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("the search button opens the search once they have", async ({ page }) => {
        test.skip(!features.search, "the search is switched off");
        const release = await holdScripts(page);
        await open(page, home);
        const button = page.getByRole("banner").getByRole("button", { name: words.search.open, exact: true });
        await button.click();
        await expectKept(button);
        await release();
        await expect(page.getByRole("dialog", { name: words.search.label })).toBeVisible();
        await expect(button).not.toHaveAttribute("aria-busy");
      });

      for (const shortcut of ["/", "Control+k", "Meta+k"]) {
        test(`the ${shortcut} shortcut opens the search once they have`, async ({ page }) => {
          test.skip(!features.search, "the search is switched off");
          const release = await holdScripts(page);
          await open(page, home);
          await page.locator("body").press(shortcut);
          await expectKept(page.getByRole("banner").getByRole("button", { name: words.search.open, exact: true }));
          await release();
          await expect(page.getByRole("dialog", { name: words.search.label })).toBeVisible();
        });
      }

      if (phone) {
        test("the menu button opens the menu once they have", async ({ page }) => {
          const release = await holdScripts(page);
          await open(page, home);
          const button = page.getByRole("button", { name: words.menu.open });
          await button.click();
          await expectKept(button);
          await release();
          await expect(page.getByRole("dialog", { name: words.menu.dialog })).toBeVisible();
        });
      } else {
        test("the colour mode switches once they have", async ({ page }) => {
          const release = await holdScripts(page);
          await open(page, home);
          const dark = page.getByRole("banner").getByRole("button", { name: words.colourMode.dark.name, exact: true });
          await dark.click();
          await expectKept(dark);
          await release();
          await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          await expect(dark).toHaveAttribute("aria-pressed", "true");
        });

        test("a sub-menu's toggle opens it once they have", async ({ page }) => {
          const release = await holdScripts(page);
          await open(page, home);
          const toggles = page.getByRole("navigation", { name: words.menu.main }).locator("button[aria-expanded]");
          test.skip((await toggles.count()) === 0, "the menu has no sub-menu");
          const toggle = toggles.first();
          await toggle.click();
          await expectKept(toggle);
          await release();
          await expect(toggle).toHaveAttribute("aria-expanded", "true");
        });
      }

      test("the language switch is a link: it works as it is", async ({ page }) => {
        test.skip(languages.length < 2, "the site is English only");
        const other = lang === "en" ? "bn" : "en";
        await holdScripts(page);
        await open(page, home);
        await page
          .getByRole("banner")
          .getByRole("link", { name: other === "bn" ? "বাংলা" : "English" })
          .first()
          .click();
        await expect(page).toHaveURL(new RegExp(`${pathIn(other, "/").replace(/\/$/, "")}/?$`));
      });

      test("a project tab shows its projects once they have", async ({ page }) => {
        const release = await holdScripts(page);
        await open(page, home);
        const tabs = page.getByRole("tab");
        test.skip((await tabs.count()) < 2, "one category of projects");
        const tab = tabs.nth(1);
        await tab.click();
        await expectKept(tab);
        await release();
        await expect(tab).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id"))!);
      });

      test("a carousel's next button moves it once they have", async ({ page }) => {
        const release = await holdScripts(page);
        await open(page, home);
        const next = page.getByRole("button", { name: words.carousel.next }).first();
        test.skip((await next.count()) === 0, "no carousel on the home page");
        const carousel = page.locator("section[aria-roledescription]").filter({ has: next }).first();
        const previous = carousel.getByRole("button", { name: words.carousel.previous });
        await next.click();
        await expectKept(next);
        await release();
        // Moved on: the first slide is no longer where the carousel starts, so it can go back.
        await expect(previous).toBeEnabled();
      });

      test("a question of the FAQ opens as plain HTML", async ({ page }) => {
        await holdScripts(page);
        await open(page, home);
        const question = page.locator("details > summary").first();
        test.skip((await question.count()) === 0, "no FAQ on the home page");
        await question.click();
        await expect(page.locator("details").first()).toHaveAttribute("open", "");
      });

      test("the currency switch changes the prices once they have", async ({ page }) => {
        const withPackages = services.find((service) => service.packages?.length);
        const release = await holdScripts(page);
        test.skip(!withPackages, "no service has packages");
        await open(page, pathIn(lang, `/services/${withPackages!.id}`));
        const group = page.getByRole("group", { name: words.currency.label });
        test.skip((await group.count()) === 0, "prices in one currency only");
        const dollars = group.getByRole("button", { name: words.currency.names.USD });
        await dollars.click();
        await expectKept(dollars);
        await release();
        await expect(dollars).toHaveAttribute("aria-pressed", "true");
        await expect(page.locator("html")).toHaveAttribute("data-currency", "USD");
      });

      test("a copy button copies once they have", async ({ page, context }) => {
        await context.grantPermissions(["clipboard-read", "clipboard-write"]);
        const release = await holdScripts(page);
        await open(page, pathIn(lang, "/services"));
        // Saying "Copy", and named for what it copies ("Copy bKash number"): found by that name, which stays.
        const first = page
          .getByRole("button")
          .filter({ hasText: new RegExp(`^${words.clipboard.copy}$`) })
          .first();
        test.skip((await first.count()) === 0, "nothing to copy on the services page");
        const copy = page.getByRole("button", { name: (await first.getAttribute("aria-label"))!, exact: true });
        await copy.click();
        await expectKept(copy);
        await release();
        await expect(copy).toHaveText(words.clipboard.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe("");
      });

      test("the video control is a link to the video until then", async ({ page }) => {
        await holdScripts(page);
        await open(page, home);
        const link = page.getByRole("link", { name: new RegExp(`^${words.video.watch}`) });
        test.skip((await link.count()) === 0, "no intro video");
        await expect(link).toHaveAttribute("href", /^https:\/\/(www\.)?youtube\.com\/watch\?v=/);
        await expect(link).toHaveAttribute("target", "_blank");
      });

      test("the contact form, sent: nothing in the address, and the words delivered or kept", async ({ page }) => {
        const release = await holdScripts(page);
        await open(page, pathIn(lang, "/contact"));
        const form = page.locator("main form").first();
        const message = `Early words ${lang} ${width}`;
        await form.getByRole("textbox", { name: words.forms.firstName }).fill("Rahima");
        await form.getByRole("textbox", { name: words.forms.lastName }).fill("Akter");
        await form.getByRole("textbox", { name: words.forms.email }).fill("rahima@example.com");
        await form.getByRole("textbox", { name: words.forms.telephone }).fill("+880 1712-345678");
        await form.getByRole("textbox", { name: words.forms.message }).fill(message);
        const address = page.url();
        const send = form.getByRole("button", { name: words.forms.send });
        if (!demoContact) {
          // A form service or the mail program: the browser posts it there, as plain HTML.
          await expect(form).toHaveAttribute("method", "post");
          return;
        }
        await send.click();
        await expectKept(send);
        expect(page.url()).toBe(address);
        await release();
        // The demo's answer: thanks by name, and that nothing was sent.
        await expect(page.getByText(/Rahima/).first()).toBeVisible();
        expect(page.url()).toBe(address);
        await expect(form.getByRole("textbox", { name: words.forms.message })).toHaveValue(message);
      });

      test("the newsletter box, sent: nothing in the address, and the address kept", async ({ page }) => {
        test.skip(!demoNewsletter, "the newsletter posts to its list as plain HTML");
        const release = await holdScripts(page);
        await open(page, home);
        const form = page.getByRole("form", { name: words.newsletter.label });
        const field = form.getByRole("textbox");
        await field.fill("reader@example.com");
        const address = page.url();
        const subscribe = form.getByRole("button", { name: words.newsletter.subscribe });
        await subscribe.click();
        await expectKept(subscribe);
        await release();
        await expect(page.getByText("reader@example.com").first()).toBeVisible();
        expect(page.url()).toBe(address);
        await expect(field).toHaveValue("reader@example.com");
      });
    });
  }

  test.describe(`with JavaScript off, ${lang}`, () => {
    test.use({ javaScriptEnabled: false });

    test("the contact form and the newsletter box put nothing in the address and keep what was typed", async ({ page }) => {
      const words = WORDS[lang];
      await page.goto(pathIn(lang, "/contact"));
      const form = page.locator("main form").first();
      await form.getByRole("textbox", { name: words.forms.firstName }).fill("Rahima");
      await form.getByRole("textbox", { name: words.forms.lastName }).fill("Akter");
      await form.getByRole("textbox", { name: words.forms.email }).fill("rahima@example.com");
      await form.getByRole("textbox", { name: words.forms.telephone }).fill("+880 1712-345678");
      await form.getByRole("textbox", { name: words.forms.message }).fill("Words that stay mine");
      if (!demoContact) {
        await expect(form).toHaveAttribute("method", "post");
        return;
      }
      const address = page.url();
      await form.getByRole("button", { name: words.forms.send }).click();
      await page.waitForTimeout(300);
      expect(page.url()).toBe(address);
      await expect(form.getByRole("textbox", { name: words.forms.message })).toHaveValue("Words that stay mine");
      await expect(form.getByText(words.forms.demoWithoutScript)).toBeVisible();
      if (demoNewsletter) {
        const box = page.getByRole("form", { name: words.newsletter.label });
        await box.getByRole("textbox").fill("reader@example.com");
        await box.getByRole("button", { name: words.newsletter.subscribe }).click();
        await page.waitForTimeout(300);
        expect(page.url()).toBe(address);
        await expect(box.getByRole("textbox")).toHaveValue("reader@example.com");
        await expect(box.getByText(words.newsletter.demoWithoutScript)).toBeVisible();
      }
    });
  });
}

/** Every page of the build, by its file, with its HTML. */
const builtPages = () => {
  const client = join(buildRoot, "client");
  return files(client)
    .filter((file) => file.endsWith(".html"))
    .map((file) => ({ file, html: readFileSync(join(client, file), "utf8") }));
};

test("no form of the site sends what a person typed with GET, the search aside", () => {
  const offenders: string[] = [];
  for (const { file, html } of builtPages()) {
    for (const [form] of html.matchAll(/<form\b[^>]*>/g)) {
      const method = /\smethod="([^"]*)"/i.exec(form)?.[1]?.toLowerCase() ?? "get";
      if (method === "get" && !/\srole="search"/.test(form)) offenders.push(`${file}: ${form}`);
    }
  }
  expect(offenders).toEqual([]);
});

test("every page that starts React asks for the tap keeper in its head, a file of the site's own with the keeper's text", () => {
  const started = builtPages().filter(({ html }) => html.includes('id="hydration-plan"'));
  expect(started.length).toBeGreaterThan(0);
  for (const { file, html } of started) {
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
    const src = /<script async="" src="(\/assets\/tap-keeper-[\w-]+\.js)" blocking="render"><\/script>/.exec(head)?.[1];
    expect(src, `${file} asks for the tap keeper, and paints once it has run`).toBeDefined();
    expect(readFileSync(join(buildRoot, "client", src!), "utf8"), src).toBe(tapKeeperScript);
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(/script-src [^;]*'self'/.test(policy), `${file}'s policy allows the site's own scripts`).toBe(true);
  }
});
