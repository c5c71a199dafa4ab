// Reading a post as a developer would: highlighted code with a label and a copy button, sections
// that can be linked to, a table of contents, and the links to the previous, next and related
// posts. Every post the blog list links to, in every language the site has; what to expect comes
// from the posts' Markdown files, never from the demo's titles or ids. axe on every post in both
// modes is in a11y.spec.ts, and the 360 px fit with and without scripts in routes.spec.ts.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contentPath } from "../app/data/content-dir.ts";
import type { Lang } from "../app/lib/i18n.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test, useColorMode } from "./test";
import { languages } from "./site-map";

const wordsOf = { en, bn } as const;
const blogOf = (lang: Lang) => (lang === "en" ? "/blog" : `/${lang}/blog`);

/** The posts the blog list links to, following its pages. */
async function listedPosts(request: APIRequestContext, lang: Lang): Promise<string[]> {
  const blog = blogOf(lang);
  const posts = new Set<string>();
  const seen = new Set<string>();
  const queue = [blog];
  while (queue.length) {
    const list = queue.shift()!;
    if (seen.has(list)) continue;
    seen.add(list);
    const html = await (await request.get(list)).text();
    for (const [, href] of html.matchAll(/href="([^"?#]+)"/g)) if (href!.startsWith(`${blog}/`)) posts.add(href!);
    for (const [, page] of html.matchAll(/href="(\/[^"]*\?page=\d+)"/g)) queue.push(page!.replace(/&amp;/g, "&"));
  }
  return [...posts].sort();
}

/** The fenced code blocks of a post's Markdown file, in order: language and exact code. */
function fencesOf(path: string, lang: Lang): { language: string; code: string }[] {
  const id = path.split("/").pop()!;
  const source = readFileSync(contentPath("blog", lang === "en" ? `${id}.md` : `${id}.${lang}.md`), "utf8");
  return [...source.matchAll(/^```([^\n`]*)\n([\s\S]*?)\n```$/gm)].map(([, language, code]) => ({
    language: language!.trim(),
    code: code!,
  }));
}

const hrefOf = async (link: Locator) => ((await link.count()) ? link.getAttribute("href") : null);

/** A code block's copy button, by its name in a language. */
const copyButton = (lang: Lang) => {
  const { copyCode } = wordsOf[lang].code;
  return new RegExp(`^(${copyCode("LANGUAGE").replace("LANGUAGE", ".+")}|${copyCode(undefined)})$`);
};

/** What a post shows of its reading aids, read from the page as a visitor's browser has it. */
async function readingAids(page: Page, lang: Lang) {
  const words = wordsOf[lang];
  const article = page.getByRole("article");
  const sectionLinks = article.getByRole("link", { name: words.blog.linkToSection("") });
  const sections = await sectionLinks.evaluateAll((links) =>
    links.map((link) => {
      const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
      const heading = document.getElementById(id);
      return {
        href: link.getAttribute("href")!,
        id,
        name: link.getAttribute("aria-label")!,
        tag: heading?.tagName,
        text: heading?.textContent,
      };
    }),
  );
  const contents = page.getByRole("navigation", { name: words.blog.onThisPage });
  const keepReading = page.getByRole("navigation", { name: words.blog.keepReading });
  const related = page.getByRole("region", { name: words.blog.relatedPosts });
  return {
    sections,
    contents: (await contents.count())
      ? await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      : null,
    previous: await hrefOf(keepReading.getByRole("link", { name: words.blog.previousPost })),
    next: await hrefOf(keepReading.getByRole("link", { name: words.blog.nextPost })),
    related: (await related.count())
      ? await related.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))
      : [],
  };
}

/** The colour of every token of each code block, as drawn. */
function tokenColours(page: Page) {
  return page
    .getByRole("article")
    .locator("pre")
    .evaluateAll((blocks) =>
      blocks.map((block) => [
        getComputedStyle(block).color,
        ...[...block.querySelectorAll("span")].map((span) => getComputedStyle(span).color),
      ]),
    );
}

/** Languages that Shiki in app/lib/code-highlight.ts colours, of those a web developer's post is most likely to use. */
const COMMON = /^(ts|tsx|typescript|js|jsx|javascript|css|html|php|json|bash|sh|shell|console)$/;

for (const lang of languages) {
  const words = wordsOf[lang];

  test.describe(`reading a post (${lang})`, () => {
    test("with JavaScript off: code in colour, every section linked and listed, more posts lead to every post", async ({
      browser,
      request,
    }) => {
      const posts = await listedPosts(request, lang);
      expect(posts.length).toBeGreaterThan(0);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const chain = new Map<string, { previous: string | null; next: string | null }>();
      for (const path of posts) {
        await page.goto(path);
        const aids = await readingAids(page, lang);

        // Each ## and ### has a unique, non-empty id, and a link to itself named after it.
        for (const section of aids.sections) {
          expect(section.id, `${path}: a heading's id`).not.toBe("");
          expect(["H2", "H3"], `${path}#${section.id} is a section heading`).toContain(section.tag);
          expect(section.name).toBe(words.blog.linkToSection(section.text!.trim()));
        }
        expect(new Set(aids.sections.map((section) => section.id)).size).toBe(aids.sections.length);

        // The table of contents lists every section in order, from three sections up.
        const sectionCount = aids.sections.filter((section) => section.tag === "H2").length;
        if (sectionCount >= 3) expect(aids.contents, `${path}: contents`).toEqual(aids.sections.map((section) => section.href));
        else expect(aids.contents, `${path}: no contents for ${sectionCount} sections`).toBeNull();

        // The links to more posts lead to posts the blog lists, never to this one.
        for (const href of [aids.previous, aids.next, ...aids.related].filter(Boolean)) {
          expect(posts, `${path} links ${href}`).toContain(href);
          expect(href).not.toBe(path);
        }
        expect(aids.related.length).toBeLessThanOrEqual(3);
        if (posts.length > 1) expect(aids.previous ?? aids.next, `${path} leads on`).toBeTruthy();
        chain.set(path, { previous: aids.previous, next: aids.next });

        // Code: as many blocks as the Markdown has, each highlighted one in more than one colour
        // without any script, and no copy button, which needs one.
        const fences = fencesOf(path, lang);
        const colours = await tokenColours(page);
        expect(colours, `${path}: code blocks`).toHaveLength(fences.length);
        for (const [index, fence] of fences.entries()) {
          if (COMMON.test(fence.language))
            expect(new Set(colours[index]).size, `${path}: colours of its ${fence.language} block`).toBeGreaterThan(1);
        }
        await expect(page.getByRole("article").getByRole("button", { name: copyButton(lang) })).toHaveCount(0);
      }

      // From the oldest post, "next" reaches every post once, and "previous" leads back.
      const oldest = posts.filter((path) => !chain.get(path)!.previous);
      expect(oldest).toHaveLength(1);
      const forward: string[] = [];
      for (let at: string | null = oldest[0]!; at && !forward.includes(at); at = chain.get(at)!.next) forward.push(at);
      expect([...forward].sort()).toEqual(posts);
      for (const [index, path] of forward.entries()) expect(chain.get(path)!.previous).toBe(forward[index - 1] ?? null);
      await context.close();
    });

    for (const javaScriptEnabled of [true, false]) {
      test(`the sections: a #link lands below the sticky header, with JavaScript ${javaScriptEnabled ? "on" : "off"}`, async ({
        browser,
        request,
      }) => {
        const posts = await listedPosts(request, lang);
        // Two page loads a post: a minute leaves room for a busy machine.
        test.setTimeout(Math.max(60_000, posts.length * 8_000));
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 740 } });
        const page = await context.newPage();
        let checked = 0;
        for (const path of posts) {
          await page.goto(path);
          const { sections } = await readingAids(page, lang);
          const target = sections[Math.floor(sections.length / 2)];
          if (!target) continue;
          await page.goto(`${path}${target.href}`);
          if (javaScriptEnabled) await hydrated(page);
          const place = () =>
            page.evaluate((id) => {
              const heading = document.getElementById(id)!.getBoundingClientRect();
              // The sticky bar is what covers the top of the window once the page has scrolled.
              let bar: Element | null = document.elementFromPoint(window.innerWidth / 2, 2);
              while (bar && getComputedStyle(bar).position !== "sticky") bar = bar.parentElement;
              const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
              return heading.top >= barBottom && heading.bottom <= window.innerHeight && window.scrollY > 0
                ? "below the header"
                : `at ${heading.top}, the header's bottom at ${barBottom}`;
            }, target.id);
          // The page scrolls there smoothly, unless the visitor asked for less motion.
          await expect.poll(place, { message: `${path}${target.href}` }).toBe("below the header");
          checked++;
        }
        expect(checked, "posts with sections").toBeGreaterThan(0);
        await context.close();
      });
    }

    test("the table of contents marks the section being read as the visitor scrolls", async ({ page, request }) => {
      const posts = await listedPosts(request, lang);
      // Every post, scrolled three times: time for each, as an owner's blog grows.
      test.setTimeout(Math.max(60_000, posts.length * 10_000));
      let checked = 0;
      for (const path of posts) {
        await page.goto(path);
        await hydrated(page);
        const { contents, sections } = await readingAids(page, lang);
        if (!contents) continue;
        const nav = page.getByRole("navigation", { name: words.blog.onThisPage });
        for (const section of [sections[1]!, sections[sections.length - 1]!, sections[0]!]) {
          await page.evaluate((id) => document.getElementById(id)!.scrollIntoView({ behavior: "instant" }), section.id);
          await expect(nav.locator('a[aria-current="location"]'), `${path}: reading ${section.id}`).toHaveAttribute("href", section.href);
          await expect(nav.locator("a[aria-current]")).toHaveCount(1);
        }
        // A link of the contents goes to its section.
        const last = sections[sections.length - 1]!;
        await nav.getByRole("link", { name: last.text!.trim(), exact: true }).click();
        await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(last.href);
        checked++;
      }
      expect(checked, "posts with a table of contents").toBeGreaterThan(0);
    });

    test("a copy button copies exactly its block's code, by mouse and keyboard, and says so", async ({ browser, request }) => {
      const posts = await listedPosts(request, lang);
      // Every post with code, each block copied: time for each, as an owner's blog grows.
      test.setTimeout(Math.max(60_000, posts.length * 10_000));
      const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
      const page = await context.newPage();
      let copied = 0;
      for (const path of posts) {
        const fences = fencesOf(path, lang);
        if (!fences.length) continue;
        await page.goto(path);
        await hydrated(page);
        const buttons = page.getByRole("article").getByRole("button", { name: copyButton(lang) });
        await expect(buttons).toHaveCount(fences.length);
        for (const [index, fence] of fences.entries()) {
          const button = buttons.nth(index);
          await page.evaluate(() => navigator.clipboard.writeText(""));
          if (index % 2) {
            await button.focus();
            await page.keyboard.press("Enter");
          } else await button.click();
          await expect(button).toHaveText(words.code.copied);
          expect(await page.evaluate(() => navigator.clipboard.readText()), `${path}: block ${index + 1}`).toBe(fence.code);
          await expect(page.getByRole("status").filter({ hasText: words.code.copiedCode })).toHaveCount(1);
          copied++;
        }
      }
      expect(copied, "code blocks copied").toBeGreaterThan(0);
      await context.close();
    });

    test("code takes other colours in dark mode", async ({ browser, request }) => {
      const posts = await listedPosts(request, lang);
      const path = posts.find((entry) => fencesOf(entry, lang).some((fence) => COMMON.test(fence.language)));
      test.skip(!path, "no post has code in a common language");
      const drawn: Record<string, string[][]> = {};
      for (const mode of ["light", "dark"] as const) {
        const context = await browser.newContext({ colorScheme: mode });
        const page = await context.newPage();
        await useColorMode(page, mode);
        await page.goto(path!);
        await hydrated(page);
        drawn[mode] = await tokenColours(page);
        await context.close();
      }
      const highlighted = drawn.light!.flatMap((block, index) => (new Set(block).size > 1 ? [index] : []));
      expect(highlighted.length).toBeGreaterThan(0);
      for (const index of highlighted) expect(drawn.dark![index], `block ${index + 1}`).not.toEqual(drawn.light![index]);
    });
  });
}
