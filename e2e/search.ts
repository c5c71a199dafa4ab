// The site search (docs/decisions/024-site-search.md), checked the same way on each owner's site:
// search.spec.ts on the demo (English and Bengali), search.second-owner.spec.ts on the second
// owner (English only, no courses). What each search should find is read from the owner's
// content and from the index the build wrote, never from the demo's words.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request } from "@playwright/test";
import matter from "gray-matter";
import { type Lang, langOfPath, pathIn } from "../app/lib/i18n.ts";
import { BLOG_PAGE_SIZE } from "../app/lib/constants.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { axeViolations, expect, hydrated, test, useColorMode } from "./test";
import { type Fragment, readFragments } from "../pipeline/search-index.ts";
import { marksAreLetters } from "../app/lib/search-engine.ts";

const wordsOf = { en, bn } as const;
/** How many results the header's dialog lists (app/lib/search.ts DIALOG_RESULTS). */
const DIALOG_RESULTS = 8;

/** A page a search should find by a word of its title, with the kind of page a result says it is. */
export interface Findable {
  path: string;
  title: string;
  kind: "post" | "project" | "service" | "course";
}

export interface SearchSite {
  /** The build's client folder (build/client, or the second owner's). */
  client: string;
  languages: readonly Lang[];
  /** Whether the site has a blog (site.ts `features`). */
  blog: boolean;
  /** A post, a project and a service (and a course, where the site has them), in each language. */
  findable: Findable[];
  /** Texts that are only in the frame of every page (the footer's), which no result may hold. */
  frameTexts: string[];
  /** Texts that are only on cards (a post's or a project's summary), which the lists' results may not hold. */
  cardTexts: { path: string; texts: string[] }[];
  /** A post, a word of its body that no title or summary has, and a category it is not in. */
  bodyWord?: { path: string; title: string; word: string; otherCategory?: string; posts: number };
}

/** The index the build wrote: its languages, and every page in it as Pagefind keeps it. */
export function readIndex(client: string) {
  const folder = join(client, "pagefind");
  const entry = JSON.parse(readFileSync(join(folder, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { page_count: number }>;
  };
  return { folder, entry, fragments: readFragments(client) };
}

/** The paths the built sitemap.xml in `client` lists (app/routes.paths.ts `sitemapPaths` is what the build puts there). */
export function pathsInBuiltSitemap(client: string): string[] {
  const xml = readFileSync(join(client, "sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}

/** The kind of page a path is, as results name it; undefined for a page of its own (home, about, a list). */
export function kindOfPath(path: string): Findable["kind"] | undefined {
  const [, section, id] = pathIn("en", path).split("/");
  if (!id) return undefined;
  return ({ blog: "post", portfolio: "project", services: "service", products: "course" } as const)[section as "blog"];
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The word of a title that the fewest pages of its language hold: the one that finds it among the first results. */
export function rarestWord(title: string, fragments: Fragment[], lang: Lang): string {
  const pages = fragments.filter((fragment) => langOfPath(fragment.url) === lang).map((fragment) => fragment.content.toLowerCase());
  const holding = (word: string) => pages.filter((content) => content.includes(word.toLowerCase())).length;
  const words = [...new Set(title.match(WORD) ?? [])].filter((word) => [...word].length >= 4 && !/^\d+$/.test(word));
  expect(words.length, `a word of four letters or more in "${title}"`).toBeGreaterThan(0);
  return words.sort((a, b) => holding(a) - holding(b) || b.length - a.length)[0]!;
}

/** A word as Pagefind compares it: lower case, without the punctuation around it. */
const bare = (word: string) => word.toLowerCase().replace(/^\p{P}+|\p{P}+$/gu, "");
/** A word without its combining marks, as Pagefind compares words unless told to keep them. */
const unmarked = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "");

/**
 * A word of the language's pages and the pages' words that only their marks tell from it (their
 * letters without marks start with its letters, they do not start with it): a search that drops
 * the marks finds those too. Of such words, the one with the most lookalikes.
 */
export function wordWithLookalikes(fragments: Fragment[], lang: Lang): { word: string; unlike: string[] } {
  const vocabulary = [
    ...new Set(
      fragments
        .filter((fragment) => langOfPath(fragment.url) === lang)
        .flatMap((fragment) => fragment.content.split(/\s+/))
        .map(bare)
        .filter((word) => /^[\p{L}\p{M}]+$/u.test(word) && /\p{M}/u.test(word) && [...word].length >= 3),
    ),
  ];
  const letters = new Map(vocabulary.map((word) => [word, unmarked(word)]));
  const lookalikes = (word: string) =>
    vocabulary.filter((other) => !other.startsWith(word) && letters.get(other)!.startsWith(letters.get(word)!));
  const [best] = vocabulary
    .map((word) => ({ word, unlike: lookalikes(word) }))
    .sort((a, b) => b.unlike.length - a.unlike.length || a.word.localeCompare(b.word));
  expect(best?.unlike.length, `a word of the ${lang} pages that others differ from only in their marks`).toBeGreaterThan(0);
  return best!;
}

/**
 * A post of the blog in `blogDir` and a word of its text that no post's title or summary has (not
 * even as the start of a longer word), with a category it is not in: the blog's search box finds it
 * only by the index, which has the whole text.
 */
export function bodyWordOf(blogDir: string, fragments: Fragment[]): SearchSite["bodyWord"] {
  const posts = readdirSync(blogDir)
    .filter((file) => file.endsWith(".md") && !file.endsWith(".bn.md"))
    .sort()
    .map((file) => {
      const { data, content } = matter(readFileSync(join(blogDir, file), "utf8"));
      return {
        path: `/blog/${file.replace(/\.md$/, "")}`,
        title: String(data.title),
        listed: `${data.title} ${data.summary}`.toLowerCase(),
        categories: (data.categories ?? []) as string[],
        text: content.replace(/```[\s\S]*?```/g, " ").replace(/`[^`]*`/g, " "),
      };
    });
  const listed = posts.map((post) => post.listed).join(" ");
  for (const post of posts) {
    const indexed = fragments.find((fragment) => fragment.url === post.path)?.content.toLowerCase() ?? "";
    const word = [...new Set(post.text.match(/\b[A-Za-z]{7,}\b/g) ?? [])].find(
      (each) => !listed.includes(each.toLowerCase().slice(0, 5)) && indexed.includes(each.toLowerCase()),
    );
    if (word) {
      const otherCategory = posts.flatMap((other) => other.categories).find((category) => !post.categories.includes(category));
      return { path: post.path, title: post.title, word, otherCategory, posts: posts.length };
    }
  }
  return undefined;
}

/** The search's own files: the index, Pagefind's script, and the chunks of the dialog and the search page. */
export const SEARCH_FILES = /\/pagefind\/|\/assets\/(search|site-search|use-site-search)[^/]*\.js/;

/** Opens the header's search dialog with its button. */
async function openDialog(page: Page, lang: Lang) {
  const words = wordsOf[lang];
  await page.getByRole("button", { name: words.search.open, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: words.search.label });
  await expect(dialog).toBeVisible();
  return dialog;
}

export function searchTests(site: SearchSite) {
  const { client } = site;

  test.describe("the index the build wrote", () => {
    const index = readIndex(client);
    const listed = pathsInBuiltSitemap(client);
    const byUrl = new Map(index.fragments.map((fragment) => [fragment.url, fragment]));

    test("holds every page sitemap.xml lists, and nothing else, in one index a language", () => {
      expect([...byUrl.keys()].sort()).toEqual([...listed].sort());
      // Pagefind names each index by the pages' <html lang> (en, en-us, bn).
      const indexes = Object.entries(index.entry.languages);
      expect(indexes.map(([key]) => key.split("-")[0]).sort()).toEqual([...site.languages].sort());
      for (const [key, { page_count }] of indexes) {
        const lang = key.split("-")[0] as Lang;
        expect(page_count, key).toBe(listed.filter((path) => langOfPath(path) === lang).length);
      }
      for (const path of ["/search", "/404", "/home", ...site.languages.map((lang) => pathIn(lang, "/search"))]) {
        expect(byUrl.has(path), path).toBe(false);
      }
    });

    test("says what kind of page each is, and each post's id for the blog's search box", () => {
      for (const [url, fragment] of byUrl) {
        const kind = kindOfPath(url);
        expect(fragment.filters.kind, url).toEqual(kind ? [kind] : undefined);
        if (kind === "post") expect(fragment.filters.post, url).toEqual([url.split("/").pop()]);
        expect(fragment.meta.title?.trim(), url).toBeTruthy();
      }
      for (const { path, title } of site.findable) expect(byUrl.get(path)?.meta.title, path).toBe(title);
    });

    test("leaves out the header, the menus, the footer, and the cards of the lists", () => {
      const skip = [en.frame.skipToContent, ...(site.languages.includes("bn") ? [bn.frame.skipToContent] : [])];
      for (const fragment of index.fragments) {
        for (const text of [...site.frameTexts, ...skip]) expect(fragment.content, fragment.url).not.toContain(text);
      }
      for (const { path, texts } of site.cardTexts) {
        const fragment = byUrl.get(path);
        expect(fragment, path).toBeDefined();
        for (const text of texts) expect(fragment!.content, path).not.toContain(text);
      }
    });

    test("the pages visitors get carry none of the marks the index was made from", () => {
      const pages = readdirSync(client, { recursive: true, withFileTypes: true }).filter(
        (entry) => entry.isFile() && entry.name.endsWith(".html"),
      );
      expect(pages.length).toBeGreaterThan(10);
      for (const entry of pages) {
        expect(readFileSync(join(entry.parentPath, entry.name), "utf8"), entry.name).not.toContain("data-pagefind");
      }
    });

    test("its fragments go out as Pagefind compressed them; its script and entry file have their compressed twins", () => {
      const files = readdirSync(index.folder, { recursive: true }).map(String);
      expect(files.filter((file) => /\.(pf_\w+|pagefind)\.(br|gz)$/.test(file))).toEqual([]);
      expect(files).toContain("pagefind.js.br");
      expect(files).toContain("pagefind.js.gz");
    });
  });

  test.describe("the header's search", () => {
    test("fetches nothing of the search before the dialog opens, then its code, then the index as words are typed", async ({ page }) => {
      const requests: string[] = [];
      page.on("request", (request: Request) => requests.push(new URL(request.url()).pathname));
      await page.goto("/");
      await hydrated(page);
      await page.mouse.wheel(0, 20_000);
      await page.waitForTimeout(1_000);
      expect(requests.filter((path) => SEARCH_FILES.test(path))).toEqual([]);

      const dialog = await openDialog(page, "en");
      await expect.poll(() => requests.some((path) => path.startsWith("/pagefind/pagefind.js"))).toBe(true);
      expect(requests.some((path) => path.startsWith("/pagefind/fragment/"))).toBe(false);
      const { path, title } = site.findable.find((entry) => langOfPath(entry.path) === "en")!;
      await dialog.getByRole("combobox").fill(rarestWord(title, readIndex(client).fragments, "en"));
      await expect(dialog.getByRole("option").first()).toBeVisible();
      expect(
        requests.some((each) => each.startsWith("/pagefind/fragment/")),
        path,
      ).toBe(true);
    });

    for (const lang of site.languages) {
      const words = wordsOf[lang];
      for (const { path, title, kind } of site.findable.filter((entry) => langOfPath(entry.path) === lang)) {
        test(`a word of the title of ${path} finds it, said to be a ${kind}`, async ({ page }) => {
          const word = rarestWord(title, readIndex(client).fragments, lang);
          await page.goto(pathIn(lang, "/about"));
          await hydrated(page);
          const dialog = await openDialog(page, lang);
          await dialog.getByRole("combobox").fill(word);
          const status = dialog.getByRole("status");
          await expect(status).toHaveText(/\S/);
          await expect(dialog.getByRole("option").first()).toBeVisible();
          const option = dialog.getByRole("option", { name: title });
          if (await option.count()) await expect(option.first()).toContainText(words.search.kinds[kind]);
          // Otherwise it is further down than the dialog lists, with all the results on the search page.
          else expect(await dialog.getByRole("option").count()).toBe(DIALOG_RESULTS);

          await page.goto(`${pathIn(lang, "/search")}?q=${encodeURIComponent(word)}`);
          await hydrated(page);
          const results = page.getByRole("list", { name: words.search.results });
          await expect(results.getByRole("link").first()).toBeVisible();
          while (!(await results.getByRole("link", { name: title, exact: true }).count())) {
            await page.getByRole("button", { name: words.search.more }).click();
          }
          await expect(results.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", path);
        });
      }
    }

    test("works from the keyboard: / opens it, ↓ and Enter open a result, Escape closes it and gives focus back", async ({ page }) => {
      const { title } = site.findable.find((entry) => langOfPath(entry.path) === "en")!;
      const word = rarestWord(title, readIndex(client).fragments, "en");
      await page.goto("/about");
      await hydrated(page);
      const button = page.getByRole("button", { name: en.search.open, exact: true });
      await expect(button).toHaveAttribute("aria-keyshortcuts", "/ Control+K Meta+K");

      await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: en.search.label });
      const field = dialog.getByRole("combobox");
      await expect(field).toBeFocused();
      await page.keyboard.type(word);
      await expect(dialog.getByRole("option").first()).toBeVisible();
      const count = await dialog.getByRole("option").count();
      await expect(dialog.getByRole("status")).toHaveText(new RegExp(`^\\d+ results? for “${word}”$`));
      await page.keyboard.press("ArrowDown");
      const first = dialog.getByRole("option").first();
      await expect(first).toHaveAttribute("aria-selected", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
      if (count > 1) {
        await page.keyboard.press("ArrowDown");
        await expect(dialog.getByRole("option").nth(1)).toHaveAttribute("aria-selected", "true");
        await page.keyboard.press("ArrowUp");
      }
      await expect(first).toHaveAttribute("aria-selected", "true");
      const chosen = (await dialog.locator(`[id="${await first.getAttribute("id")}-title"]`).textContent())!.trim();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);

      // Ctrl+K opens it too; Escape closes it at once and the button has focus again.
      await hydrated(page);
      await page.keyboard.press("Control+k");
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await page.keyboard.type(word);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });

    test("/ and Ctrl+K in a field are the visitor's: the contact form's message gets its slash", async ({ page }) => {
      await page.goto("/contact");
      await hydrated(page);
      const message = page.getByRole("textbox", { name: en.forms.message });
      await message.click();
      await page.keyboard.type("a/b");
      await page.keyboard.press("Control+k");
      await expect(message).toHaveValue("a/b");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("a search that finds nothing says so and offers the lists", async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      const dialog = await openDialog(page, "en");
      const nothing = "zqxjvwpk";
      await dialog.getByRole("combobox").fill(nothing);
      await expect(dialog.getByRole("status")).toHaveText(en.search.found(0, nothing));
      await expect(dialog.getByRole("option")).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: en.search.lists.project })).toHaveAttribute("href", "/portfolio");
      await expect(dialog.getByRole("link", { name: en.search.lists.post })).toHaveCount(site.blog ? 1 : 0);
      await dialog.getByRole("link", { name: en.search.lists.project }).click();
      await expect(page).toHaveURL(/\/portfolio$/);
      await expect(dialog).toBeHidden();
    });

    for (const mode of ["light", "dark"] as const) {
      test(`axe finds nothing in the open dialog with its results, ${mode} mode, phone and desktop`, async ({ page }) => {
        const { title } = site.findable.find((entry) => langOfPath(entry.path) === "en")!;
        await useColorMode(page, mode);
        for (const viewport of [
          { width: 360, height: 740 },
          { width: 1280, height: 900 },
        ]) {
          await page.setViewportSize(viewport);
          await page.goto("/about");
          await hydrated(page);
          const dialog = await openDialog(page, "en");
          await dialog.getByRole("combobox").fill(rarestWord(title, readIndex(client).fragments, "en"));
          await expect(dialog.getByRole("option").first()).toBeVisible();
          await page.keyboard.press("ArrowDown");
          expect(await axeViolations(page), `${mode}, ${viewport.width} px`).toEqual([]);
          const { scroll, client: width } = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            client: document.documentElement.clientWidth,
          }));
          expect(scroll, `${viewport.width} px`).toBeLessThanOrEqual(width);
          const box = await dialog.boundingBox();
          expect(box!.x).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        }
      });
    }
  });

  test.describe("the search page", () => {
    test("/search?q=… searches as it loads and keeps the query in its field; typing updates the address, and back returns to it", async ({
      page,
    }) => {
      const { path, title } = site.findable.find((entry) => langOfPath(entry.path) === "en" && entry.kind === "project")!;
      const word = rarestWord(title, readIndex(client).fragments, "en");
      await page.goto(`/search?q=${encodeURIComponent(word)}`);
      await hydrated(page);
      // Search engines are asked to leave it out, before and after the page's script runs.
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const field = page.getByRole("searchbox", { name: en.search.label });
      await expect(field).toHaveValue(word);
      const results = page.getByRole("list", { name: en.search.results });
      await expect(results.getByRole("link").first()).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: word })).toHaveText(/\d/);

      // Another word: the address follows (in place of the last one), and the results change.
      const other = rarestWord(site.findable.find((entry) => entry.kind === "service")!.title, readIndex(client).fragments, "en");
      await field.fill(other);
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(other)}`);
      await field.fill(word);
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
      while (!(await results.getByRole("link", { name: title, exact: true }).count())) {
        await page.getByRole("button", { name: en.search.more }).click();
      }
      await results.getByRole("link", { name: title, exact: true }).click();
      await expect(page).toHaveURL(path);
      await page.goBack();
      await expect(page).toHaveURL(`/search?q=${encodeURIComponent(word)}`);
      await expect(page.getByRole("searchbox", { name: en.search.label })).toHaveValue(word);
      await expect(page.getByRole("list", { name: en.search.results }).getByRole("link").first()).toBeVisible();
    });

    for (const lang of site.languages.filter(marksAreLetters)) {
      test(`in ${lang}, a word finds the words it starts, its vowel signs and conjuncts included`, async ({ page }) => {
        const words = wordsOf[lang];
        const { word, unlike } = wordWithLookalikes(readIndex(client).fragments, lang);
        await page.goto(`${pathIn(lang, "/search")}?q=${encodeURIComponent(word)}`);
        await hydrated(page);
        const results = page.getByRole("list", { name: words.search.results });
        await expect(results.getByRole("link").first()).toBeVisible();
        // Every word a result highlights is the one searched for or starts with it: none of the
        // pages' words that differ from it only in their marks (`unlike`).
        const marked = (await results.locator("mark").allTextContents()).map(bare);
        expect(marked.length).toBeGreaterThan(0);
        expect(
          marked.filter((each) => !each.startsWith(word)),
          `results for ${word}; words it must not find: ${unlike.slice(0, 10).join(", ")} …`,
        ).toEqual([]);
      });
    }

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("says that searching needs JavaScript, and links to the lists", async ({ page }) => {
        await page.goto("/search?q=anything");
        await expect(page.getByText(en.search.noScript)).toBeVisible();
        await expect(page.getByRole("link", { name: en.search.lists.project })).toHaveAttribute("href", "/portfolio");
        await expect(page.getByRole("link", { name: en.search.lists.service })).toHaveAttribute("href", "/services");
        await expect(page.getByRole("link", { name: en.search.lists.post })).toHaveCount(site.blog ? 1 : 0);
      });
    });

    for (const mode of ["light", "dark"] as const) {
      test(`axe finds nothing on the search page with results, ${mode} mode, and it fits 360 px`, async ({ page }) => {
        const { title } = site.findable.find((entry) => langOfPath(entry.path) === "en")!;
        await useColorMode(page, mode);
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(`/search?q=${encodeURIComponent(rarestWord(title, readIndex(client).fragments, "en"))}`);
        await hydrated(page);
        await expect(page.getByRole("list", { name: en.search.results }).getByRole("link").first()).toBeVisible();
        expect(await axeViolations(page), "360 px").toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
        await page.setViewportSize({ width: 1280, height: 900 });
        expect(await axeViolations(page), "1280 px").toEqual([]);
      });
    }
  });

  if (site.bodyWord) {
    const { path, title, word, otherCategory, posts: postCount } = site.bodyWord;
    test.describe("the blog's search box", () => {
      test("finds a post by a word of its text, not only of its title or summary, within the category chosen", async ({ page }) => {
        const requests: string[] = [];
        page.on("request", (request: Request) => requests.push(new URL(request.url()).pathname));
        await page.goto("/blog");
        await hydrated(page);
        const posts = page.getByRole("region", { name: en.blog.posts });
        expect(requests.filter((each) => SEARCH_FILES.test(each))).toEqual([]);
        await page.getByRole("searchbox", { name: en.blog.search }).fill(word);
        await expect(posts.getByRole("link", { name: title })).toHaveAttribute("href", path);
        // It asked the index for post ids only: no page of results was fetched.
        expect(requests.some((each) => each.startsWith("/pagefind/index/"))).toBe(true);
        expect(requests.filter((each) => each.startsWith("/pagefind/fragment/"))).toEqual([]);

        if (otherCategory) {
          // In a category the post is not in, the index's answer leaves it out.
          await page.goto(`/blog?category=${encodeURIComponent(otherCategory)}`);
          await hydrated(page);
          const answered = page.waitForResponse((response) => response.url().includes("/pagefind/filter/"));
          await page.getByRole("searchbox", { name: en.blog.search }).fill(word);
          await answered;
          await page.waitForTimeout(300);
          await expect(posts.getByRole("status")).toContainText(otherCategory);
          await expect(posts.getByRole("link", { name: title })).toHaveCount(0);
        }
      });

      test.describe("without JavaScript", () => {
        test.use({ javaScriptEnabled: false });
        test("the list shows every post, as before the search came", async ({ page }) => {
          await page.goto("/blog");
          await expect(page.getByRole("searchbox", { name: en.blog.search })).toBeVisible();
          const shown = Math.min(postCount, BLOG_PAGE_SIZE);
          await expect(page.getByRole("region", { name: en.blog.posts }).getByRole("status")).toHaveText(
            en.blog.results({ first: 1, last: shown, total: postCount }, null),
          );
        });
      });
    });
  }
}
