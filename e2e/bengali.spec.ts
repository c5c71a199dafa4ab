// The Bengali pages (site.ts `languages`): every English page's twin under /bn/, what its head
// says about its languages, the language switch, the interface in Bengali only, the Bengali
// not-found page, feed, sitemap and CV. The pages' headings, axe in both modes at both widths,
// JavaScript off and the 360 px fit are checked with every other page (routes and a11y specs).
import { telHref } from "../app/lib/contact.ts";
import { BENGALI_LOCALE, localeDigits, pathIn } from "../app/lib/i18n.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { SEARCH_PATH } from "../app/lib/search.ts";
import { TYPED_FAMILY } from "../app/lib/typed-bengali.ts";
import { expect, hydrated, test, WHOLE_FACE_FIRST } from "./test";
import { pdfText } from "./pdf-text";
import { allPages, bengali, site } from "./site-map";

test.skip(!bengali, "the site is English only");
const twins = bengali?.pages ?? [];
const base = site.url.replace(/\/$/, "");

/** The value of an attribute of every tag a regular expression finds in a page's head. */
function tags(html: string, pattern: RegExp): Record<string, string>[] {
  const head = html.slice(0, html.indexOf("</head>"));
  return [...head.matchAll(pattern)].map(([tag]) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key!.toLowerCase(), value!.replace(/&amp;/g, "&")]),
    ),
  );
}

test.describe("every English page has its Bengali twin, and each says so in its head", () => {
  for (const twin of twins) {
    test(`${twin.english} and ${twin.path}`, async ({ request }) => {
      const [english, bengaliPage] = await Promise.all([request.get(twin.english), request.get(twin.path)]);
      expect(english.status()).toBe(200);
      expect(bengaliPage.status()).toBe(200);
      const pages = { en: await english.text(), bn: await bengaliPage.text() };
      const url = { en: `${base}${twin.english === "/" ? "/" : twin.english}`, bn: `${base}${twin.path}` };
      for (const lang of ["en", "bn"] as const) {
        const html = pages[lang];
        expect(html).toMatch(new RegExp(`<html lang="${lang === "en" ? site.language : "bn"}"`));
        expect(tags(html, /<link rel="canonical"[^>]*>/g)[0]?.href).toBe(url[lang]);
        const alternates = Object.fromEntries(
          tags(html, /<link rel="alternate" hrefLang="[^"]*"[^>]*>/gi).map((tag) => [tag.hreflang, tag.href]),
        );
        expect(alternates).toEqual({ [site.language]: url.en, bn: url.bn, "x-default": url.en });
        const locales = tags(html, /<meta property="og:locale(:alternate)?"[^>]*>/g).map((tag) => tag.content);
        expect(locales[0]).toEqual(lang === "bn" ? "bn_BD" : expect.stringMatching(/^en_/));
        expect(locales).toHaveLength(2);
        const graph = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!) as {
          "@graph": { "@type": string; inLanguage?: string }[];
        };
        const site_ = graph["@graph"].find((node) => node["@type"] === "WebSite");
        expect(site_?.inLanguage).toBe(lang === "en" ? site.language : "bn");
      }
      // The switch leads to the other language's address itself, with no redirect on the way.
      const switchTo = (html: string, hreflang: string) => new RegExp(`<a href="([^"]*)" hrefLang="${hreflang}"`, "i").exec(html)?.[1];
      expect(switchTo(pages.en, "bn")).toBe(twin.path);
      expect(switchTo(pages.bn, site.language)).toBe(twin.english);
    });
  }
});

test.describe("the language switch", () => {
  test("leads from a page to the same page in Bengali and back, by keyboard", async ({ page }) => {
    const detail = allPages.find((entry) => entry.path.startsWith("/portfolio/"))!;
    const twin = twins.find((entry) => entry.english === detail.path)!;
    await page.goto(detail.path);
    await hydrated(page);
    const toBengali = page.getByRole("banner").getByRole("link", { name: "বাংলা", exact: true });
    await expect(toBengali).toHaveAttribute("hreflang", "bn");
    await expect(toBengali).toHaveAttribute("lang", "bn");
    for (let presses = 0; presses < 12 && !(await toBengali.evaluate((link) => link === document.activeElement)); presses++) {
      await page.keyboard.press("Tab");
    }
    await expect(toBengali).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(twin.path);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(twin.heading);

    const toEnglish = page.getByRole("banner").getByRole("link", { name: "English", exact: true });
    await expect(toEnglish).toHaveAttribute("hreflang", site.language);
    await toEnglish.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(detail.path);
    await expect(page.locator("html")).toHaveAttribute("lang", site.language);
  });

  test("is in the mobile menu too", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/bn/about");
    await hydrated(page);
    await page.getByRole("button", { name: bn.menu.open }).click();
    const menu = page.getByRole("dialog", { name: bn.menu.dialog });
    await menu.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL("/about");
  });

  test("is a plain link that works with JavaScript off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/services");
    await page.getByRole("banner").getByRole("link", { name: "বাংলা", exact: true }).click();
    await expect(page).toHaveURL("/bn/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(twins.find((twin) => twin.english === "/services")!.heading);
    await context.close();
  });

  test("does not send anyone elsewhere by their browser's language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "bn-BD", extraHTTPHeaders: { "Accept-Language": "bn-BD,bn;q=0.9" } });
    const page = await context.newPage();
    await page.goto("/about");
    await hydrated(page);
    await expect(page).toHaveURL("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", site.language);
    await context.close();
  });
});

/** Every fixed English phrase of the interface that Bengali says differently. */
const englishWords = (() => {
  const found = new Set<string>();
  const walk = (english: unknown, bengaliValue: unknown) => {
    if (typeof english === "string") {
      if (english !== bengaliValue && /[A-Za-z]{3}/.test(english) && english !== "you@example.com") found.add(english.trim());
    } else if (english && typeof english === "object") {
      for (const key of Object.keys(english))
        walk((english as Record<string, unknown>)[key], (bengaliValue as Record<string, unknown>)[key]);
    }
  };
  walk(en, bn);
  return [...found];
})();

test.describe("a Bengali page shows none of the English interface words", () => {
  // One page of each kind: the list and detail pages, the legal pages, the home page.
  const kinds = new Map<string, string>();
  for (const twin of twins)
    kinds.set(twin.english.split("/").slice(0, 2).join("/") + (twin.english.split("/").length > 2 ? "/:id" : ""), twin.path);
  for (const path of kinds.values()) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const shown = await page.evaluate(() => {
        // Not alt texts: every one is the owner's (content), and may quote English printed in a picture.
        const names = [...document.querySelectorAll("[aria-label], [title], [placeholder], [aria-roledescription]")].flatMap((element) =>
          ["aria-label", "title", "placeholder", "aria-roledescription"].map((name) => element.getAttribute(name) ?? ""),
        );
        // Everything a screen reader or a reader sees, visually hidden text included; the owner's content aside, none is English.
        return [document.body.textContent ?? "", ...names, document.title].join("\n");
      });
      const english = englishWords.filter((phrase) =>
        // A whole phrase, not part of a name in the content ("Next" in "Next.js").
        new RegExp(`(^|[^A-Za-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![.-]?[A-Za-z])`).test(shown),
      );
      expect(english).toEqual([]);
    });
  }
});

test("a Bengali page writes the phone number and the postcode in Bengali digits; the phone links dial the same number", async ({
  page,
}) => {
  await page.goto(pathIn("bn", "/contact"));
  const phone = localeDigits(site.phone, BENGALI_LOCALE);
  expect(phone).not.toBe(site.phone);
  for (const region of [page.getByRole("banner"), page.getByRole("main"), page.getByRole("contentinfo")]) {
    await expect(region.getByRole("link", { name: phone })).toHaveAttribute("href", telHref(site.phone));
  }
  const postcode = localeDigits(site.address.postalCode, BENGALI_LOCALE);
  for (const address of await page.locator("address").all()) {
    await expect(address).toContainText(` ${postcode},`);
    await expect(address).not.toContainText(/[0-9]/);
  }
});

// The pages' Bengali face is cut to the site's own words; what a visitor types may need any
// conjunct, so a field holding Bengali is drawn with the whole face (app/lib/typed-bengali.ts).
test.describe("what a visitor types in Bengali", () => {
  const contact = twins.find((twin) => twin.english === "/contact");
  for (const path of contact ? [contact.english, contact.path] : []) {
    test(`is drawn with the whole Bengali face on ${path}, fetched only once Bengali is typed`, async ({ page }) => {
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "font") fonts.push(request.url());
      });
      await page.goto(path);
      await hydrated(page);
      const message = page.getByRole("main").getByRole("textbox").last();
      const pageFonts = [...fonts];
      await message.fill("Hello, we need a shop");
      await message.focus();
      await page.waitForTimeout(300);
      expect(fonts).toEqual(pageFonts);

      // A district's name, with a conjunct (হ্ম) no word of the demo has.
      await message.fill("");
      await message.pressSequentially("ব্রাহ্মণবাড়িয়া");
      await expect.poll(() => message.evaluate((field) => getComputedStyle(field).fontFamily)).toMatch(WHOLE_FACE_FIRST);
      // On an English page the site's cut may come first, for the moment the whole face takes.
      const fetched = fonts.filter((url) => !pageFonts.includes(url));
      expect(fetched.length).toBeGreaterThan(0);
      for (const url of fetched) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
      expect(
        await page.evaluate(
          (family) => [...document.fonts].filter((face) => face.family.replace(/"/g, "") === family).map((face) => face.status),
          TYPED_FAMILY,
        ),
      ).toEqual(["loaded"]);
      await expect(message).toHaveValue("ব্রাহ্মণবাড়িয়া");

      // The draft comes back after a reload, drawn with the whole face before anyone focuses it.
      await page.reload();
      await hydrated(page);
      await expect(message).toHaveValue("ব্রাহ্মণবাড়িয়া");
      await expect.poll(() => message.evaluate((field) => getComputedStyle(field).fontFamily)).toMatch(WHOLE_FACE_FIRST);
    });
  }
});

test.describe("Bengali addresses that are not pages", () => {
  for (const path of ["/bn/no-such-page", "/bn/portfolio/extra/segments"]) {
    test(`${path} shows the Bengali not-found page with status 404`, async ({ page, allowNotFound }) => {
      allowNotFound(/./);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "bn");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bengali!.content.pages.notFound.title);
      await expect(page.getByRole("link", { name: bengali!.content.pages.notFound.homeLink })).toHaveAttribute("href", "/bn");
      await hydrated(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(bengali!.content.pages.notFound.title);
    });
  }
});

test.describe("what the build makes for the Bengali pages", () => {
  test("the sitemap lists every page in both languages, each with its alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    // Every page but the search page, which search engines are told to leave out (noindex).
    for (const twin of twins.filter((entry) => entry.english !== SEARCH_PATH)) {
      const english = `${base}${twin.english === "/" ? "/" : twin.english}`;
      for (const loc of [english, `${base}${twin.path}`]) {
        const entry = xml.match(new RegExp(`<url><loc>${loc.replace(/[.?]/g, "\\$&")}</loc>.*?</url>`))?.[0];
        expect(entry, loc).toBeDefined();
        expect(entry).toContain(`hreflang="bn" href="${base}${twin.path}"`);
        expect(entry).toContain(`hreflang="x-default" href="${english}"`);
      }
    }
  });

  test("the Bengali feed has the Bengali posts, linked to the Bengali pages", async ({ request, page }) => {
    await page.goto("/bn/blog");
    const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
    await expect(feedLink).toHaveAttribute("href", "/bn/feed.xml");
    const response = await request.get("/bn/feed.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(/xml:lang="bn"/);
    const links = [...xml.matchAll(/<link href="([^"]+)"/g)].map(([, href]) => href!);
    expect(links.filter((href) => href.includes("/blog/")).every((href) => href.startsWith(`${base}/bn/blog/`))).toBe(true);
    for (const twin of twins.filter((entry) => entry.english.startsWith("/blog/"))) expect(xml).toContain(String(twin.heading));
  });

  test("the Bengali CV is linked from the Bengali pages, its text extractable and in Bengali", async ({ page, request }) => {
    await page.goto("/bn/portfolio");
    const link = page.getByRole("link", { name: bengali!.content.pages.common.downloadCv });
    await expect(link).toHaveAttribute("href", "/images/cv-bn.pdf");
    const pdf = await (await request.get("/images/cv-bn.pdf")).body();
    const text = await pdfText(new Uint8Array(pdf));
    const letters = [...text].filter((char) => /\p{L}/u.test(char));
    const bengaliLetters = letters.filter((char) => /[\u0980-\u09FF]/.test(char));
    expect(bengaliLetters.length).toBeGreaterThan(500);
    expect(bengaliLetters.length / letters.length).toBeGreaterThan(0.6);
    expect(text).toContain(site.email);
    expect(text).toContain(localeDigits(site.phone, BENGALI_LOCALE));
  });
});

test("times on Bengali pages are written in Bengali, the part of the day in words, not a Latin AM or PM", async ({ request }) => {
  const withTimes: string[] = [];
  for (const { path } of twins) {
    const html = await (await request.get(path)).text();
    // A <time> that carries a clock time (a comment's), as the page shows it.
    for (const [, text] of html.matchAll(/<time datetime="[^"]*T[^"]*"[^>]*>([^<]*)<\/time>/gi)) {
      withTimes.push(path);
      expect(text, path).not.toMatch(/[A-Za-z]/);
      expect(text, path).toMatch(/, \S+ [০-৯]{1,2}:[০-৯]{2}$/);
    }
  }
  test.skip(!withTimes.length, "no Bengali page shows a time (no comments in the content)");
});
