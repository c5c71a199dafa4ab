// sitemap.xml, robots.txt and the blog's feed, checked against the built pages and the posts
// in app/content/blog. The XML is parsed by Chromium's own strict parser (DOMParser).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Page } from "@playwright/test";
import { absoluteUrl } from "../app/lib/seo";
import { expect, hydrated, test } from "./test";
import { bn } from "../app/lib/words.bn.ts";
import { bengali, posts, site } from "./site-map";
import { buildRoot } from "../app/data/content-dir.ts";

const client = join(buildRoot, "client");
const ATOM = "http://www.w3.org/2005/Atom";
const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const FEED_URL = absoluteUrl(site.url, "/feed.xml");

/** Every HTML file of the build, with the address a static host serves it at. */
const builtPages = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
  .map((entry) => {
    const file = relative(client, join(entry.parentPath, entry.name)).split(sep).join("/");
    return { file, path: `/${file.replace(/(^|\/)index\.html$/, "")}`, html: readFileSync(join(client, file), "utf8") };
  });

interface PageHead {
  file: string;
  path: string;
  canonical: string | null;
  noindex: boolean;
  alternates: { type: string | null; title: string | null; href: string | null }[];
}

/** What each built page's head says about itself, read by the browser's HTML parser. */
function readHeads(page: Page): Promise<PageHead[]> {
  return page.evaluate(
    (pages) =>
      pages.map(({ file, path, html }) => {
        const doc = new DOMParser().parseFromString(html, "text/html");
        const robots = doc.querySelector('meta[name="robots"]')?.getAttribute("content") ?? "";
        return {
          file,
          path,
          canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
          noindex: /\bnoindex\b/i.test(robots),
          alternates: [...doc.querySelectorAll('head link[rel="alternate"]')].map((link) => ({
            type: link.getAttribute("type"),
            title: link.getAttribute("title"),
            href: link.getAttribute("href"),
          })),
        };
      }),
    builtPages,
  );
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
}

/** The <url>s of a sitemap, parsed strictly by the browser; null when it is not a well-formed urlset. */
function parseSitemap(page: Page, xml: string): Promise<SitemapUrl[] | null> {
  return page.evaluate(
    ({ xml, ns }) => {
      const root = new DOMParser().parseFromString(xml, "application/xml").documentElement;
      if (root.getElementsByTagName("parsererror").length || root.namespaceURI !== ns || root.localName !== "urlset") return null;
      return [...root.getElementsByTagNameNS(ns, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(ns, "loc")[0]?.textContent ?? "",
        lastmod: url.getElementsByTagNameNS(ns, "lastmod")[0]?.textContent ?? null,
      }));
    },
    { xml, ns: SITEMAP },
  );
}

const isAbsolute = (url: string) => /^https?:\/\/[^/]/.test(url);

test.describe("sitemap.xml", () => {
  test("lists exactly the built pages that are their own canonical address and may be indexed", async ({ page, request }) => {
    expect(builtPages.length).toBeGreaterThan(10);
    const heads = await readHeads(page);
    const expected = heads
      .filter(({ path, canonical, noindex }) => canonical === absoluteUrl(site.url, path) && !noindex)
      .map(({ canonical }) => canonical!);
    expect(expected).toContain(absoluteUrl(site.url, "/"));
    // Built pages left out (an alias naming another canonical, noindex pages, the 404 page): there are some.
    expect(expected.length).toBeLessThan(heads.length);

    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
    const urls = await parseSitemap(page, await response.text());
    expect(urls, "sitemap.xml is well-formed XML").not.toBeNull();
    const locs = urls!.map((url) => url.loc);
    expect([...locs].sort()).toEqual([...expected].sort());
    for (const loc of locs) expect(isAbsolute(loc), loc).toBe(true);
  });

  test("dates the posts from their front matter, and gives only W3C dates", async ({ page, request }) => {
    const urls = await parseSitemap(page, await (await request.get("/sitemap.xml")).text());
    expect(urls).not.toBeNull();
    const lastmod = new Map(urls!.map((url) => [url.loc, url.lastmod]));
    for (const post of posts) expect(lastmod.get(absoluteUrl(site.url, `/blog/${post.id}`)), post.id).toBe(post.updated ?? post.date);
    // The home page's content has no date of its own: no lastmod rather than an invented one.
    expect(lastmod.get(absoluteUrl(site.url, "/"))).toBeNull();
    for (const [loc, date] of lastmod) if (date !== null) expect(date, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

test("robots.txt names the sitemap by its absolute URL and lets crawlers in", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n");
  expect(lines).toContain(`Sitemap: ${absoluteUrl(site.url, "/sitemap.xml")}`);
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Allow: /");
});

interface FeedEntry {
  title: string;
  id: string;
  link: string | null;
  published: string;
  updated: string;
  summary: string;
  authors: string[];
  categories: (string | null)[];
  contentUrls: string[];
}

interface ParsedFeed {
  lang: string | null;
  title: string;
  updated: string;
  self: string | null;
  alternate: string | null;
  entries: FeedEntry[];
}

/** An Atom feed, parsed strictly by the browser; null when it is not a well-formed Atom feed. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed | null> {
  return page.evaluate(
    ({ xml, ns }) => {
      const root = new DOMParser().parseFromString(xml, "application/xml").documentElement;
      if (root.getElementsByTagName("parsererror").length || root.namespaceURI !== ns || root.localName !== "feed") return null;
      const own = (element: Element, name: string) =>
        [...element.children].filter((child) => child.namespaceURI === ns && child.localName === name);
      const text = (element: Element, name: string) => own(element, name)[0]?.textContent ?? "";
      const link = (element: Element, rel: string) =>
        own(element, "link")
          .find((l) => (l.getAttribute("rel") ?? "alternate") === rel)
          ?.getAttribute("href") ?? null;
      // type="html": the text is HTML, read as a browser reads it.
      const html = (value: string) => new DOMParser().parseFromString(value, "text/html");
      return {
        lang: root.getAttributeNS("http://www.w3.org/XML/1998/namespace", "lang"),
        title: text(root, "title"),
        updated: text(root, "updated"),
        self: link(root, "self"),
        alternate: link(root, "alternate"),
        entries: own(root, "entry").map((entry) => ({
          title: html(text(entry, "title")).body.textContent ?? "",
          id: text(entry, "id"),
          link: link(entry, "alternate"),
          published: text(entry, "published"),
          updated: text(entry, "updated"),
          summary: html(text(entry, "summary")).body.textContent ?? "",
          authors: own(entry, "author").map((author) => text(author, "name")),
          categories: own(entry, "category").map((category) => category.getAttribute("term")),
          contentUrls: [...html(text(entry, "content")).querySelectorAll("[href], [src]")].map(
            (element) => element.getAttribute("href") ?? element.getAttribute("src") ?? "",
          ),
        })),
      };
    },
    { xml, ns: ATOM },
  );
}

test.describe("the blog's feed", () => {
  let feed: ParsedFeed;
  test.beforeEach(async ({ page, request }) => {
    const response = await request.get("/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const parsed = await parseFeed(page, await response.text());
    expect(parsed, "feed.xml is a well-formed Atom feed").not.toBeNull();
    feed = parsed!;
  });

  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
  const dayOf = (dateTime: string) => new Date(dateTime).toISOString().slice(0, 10);

  test("describes the blog, with links to it and to itself, in the site's language", () => {
    expect(feed.lang).toBe(site.language);
    expect(feed.title).toBe(`${site.name} blog`);
    expect(feed.self).toBe(FEED_URL);
    expect(feed.alternate).toBe(absoluteUrl(site.url, "/blog"));
    // The newest post's date, so two builds of the same content give the same feed.
    expect(feed.updated).toMatch(rfc3339);
    expect(dayOf(feed.updated)).toBe(
      newestFirst
        .map((post) => post.updated ?? post.date)
        .sort()
        .at(-1),
    );
  });

  test("has an entry for every post in app/content/blog, newest first", () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(feed.entries.map((entry) => entry.title)).toEqual(newestFirst.map((post) => post.title));
  });

  test("gives each entry its post's absolute URL as link and id, and its dates from the front matter", () => {
    for (const [index, post] of newestFirst.entries()) {
      const entry = feed.entries[index]!;
      const url = absoluteUrl(site.url, `/blog/${post.id}`);
      expect(entry.link, post.id).toBe(url);
      expect(entry.id, post.id).toBe(url);
      expect(entry.published, post.id).toMatch(rfc3339);
      expect(entry.updated, post.id).toMatch(rfc3339);
      expect(dayOf(entry.published), post.id).toBe(post.date);
      expect(dayOf(entry.updated), post.id).toBe(post.updated ?? post.date);
    }
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);
  });

  test("gives each entry a summary, its author, its tags and its content with absolute links", () => {
    for (const [index, post] of newestFirst.entries()) {
      const entry = feed.entries[index]!;
      expect(entry.summary.length, post.id).toBeGreaterThan(20);
      expect(entry.authors, post.id).toEqual([post.author]);
      expect(entry.categories, post.id).toEqual(post.tags);
      for (const url of entry.contentUrls) expect(isAbsolute(url) || /^(mailto|tel):/.test(url), `${post.id}: ${url}`).toBe(true);
    }
  });
});

test("every page announces the feed of its language in its head", async ({ page }) => {
  const heads = await readHeads(page);
  for (const { file, alternates } of heads) {
    const feed =
      file.startsWith("bn/") && bengali
        ? { type: "application/atom+xml", title: bn.blog.feedTitle(bengali.content.site.name), href: "/bn/feed.xml" }
        : { type: "application/atom+xml", title: `${site.name} blog`, href: "/feed.xml" };
    expect(alternates, file).toContainEqual(feed);
  }
});

test("the blog page links to the feed, and the link is reached with the keyboard", async ({ page, request }) => {
  await page.goto("/blog");
  await hydrated(page);
  const link = page.getByRole("link", { name: "RSS feed" });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", "/feed.xml");
  expect((await request.get((await link.getAttribute("href"))!)).status()).toBe(200);

  // From the first link of the block it sits in, Tab goes on to it.
  await page.getByRole("region", { name: "Follow Us" }).getByRole("link").first().focus();
  let reached = false;
  for (let presses = 0; presses < 20 && !reached; presses++) {
    await page.keyboard.press("Tab");
    reached = await link.evaluate((element) => element === document.activeElement);
  }
  expect(reached, "Tab reaches the feed link").toBe(true);
});
