// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  forIndex,
  INDEX_FOLDER,
  pageFile,
  pathsInSitemap,
  readFragments,
  removeMarks,
  withoutMarks,
} from "./search-index.ts";

describe("withoutMarks", () => {
  it("takes the build-time marks out of tags, and leaves the page's text alone", () => {
    const html =
      '<main id="main" data-pagefind-body="" class="x"><article data-pagefind-filter="kind[data-pagefind-kind]" data-pagefind-kind="post">' +
      '<p>Mark a block with data-pagefind-ignore="all" to skip it.</p><div data-pagefind-ignore="">x</div></article></main>';
    expect(withoutMarks(html)).toBe(
      '<main id="main" class="x"><article><p>Mark a block with data-pagefind-ignore="all" to skip it.</p><div>x</div></article></main>',
    );
  });
});

describe("removeMarks", () => {
  it("takes the marks out of every page of a build without a search index (the search switched off)", () => {
    const client = mkdtempSync(join(tmpdir(), "search-marks-"));
    try {
      mkdirSync(join(client, "about"));
      writeFileSync(join(client, "about", "index.html"), '<main data-pagefind-body=""><p>About</p></main>');
      writeFileSync(join(client, "index.html"), "<main><p>Home</p></main>");
      expect(removeMarks(client)).toBe(1);
      expect(readFileSync(join(client, "about", "index.html"), "utf8")).toBe("<main><p>About</p></main>");
      expect(existsSync(join(client, INDEX_FOLDER))).toBe(false);
    } finally {
      rmSync(client, { recursive: true, force: true });
    }
  });
});

describe("forIndex", () => {
  it("ends the text of elements Pagefind would run into the next one, and nothing else", () => {
    expect(forIndex("<dl><div><dt>Email</dt><dd><span>a@b.c</span></dd></div></dl>")).toBe(
      "<dl><div><dt>Email</dt> <dd><span>a@b.c</span></dd> </div></dl>",
    );
    expect(forIndex("<p>Hi <strong>there</strong>, friend</p>")).toBe("<p>Hi <strong>there</strong>, friend</p>");
    // Side by side, two calls to action; a link inside a sentence keeps its punctuation.
    expect(forIndex('<p><a href="/contact">Send Us Message</a><a href="/pay">How to pay</a></p>')).toBe(
      '<p><a href="/contact">Send Us Message</a> <a href="/pay">How to pay</a></p>',
    );
    expect(forIndex('<p>See <a href="/a">WordPress</a>, then <a href="/b">React</a>.</p>')).toBe(
      '<p>See <a href="/a">WordPress</a>, then <a href="/b">React</a>.</p>',
    );
  });
});

describe("pathsInSitemap", () => {
  it("reads each page's path from sitemap.xml", () => {
    const xml =
      '<urlset><url><loc>https://x.example/</loc><xhtml:link href="https://x.example/bn"/></url>' +
      "<url><loc>https://x.example/bn/blog/a-post</loc></url></urlset>";
    expect(pathsInSitemap(xml)).toEqual(["/", "/bn/blog/a-post"]);
  });
});

/** A built page as the site writes it: a header, the marked <main>, a footer. */
const page = (lang: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body><header><nav>Menuword</nav></header>` +
  `<main id="main" data-pagefind-body="">${main}</main><footer>Footerword</footer></body></html>`;

describe("buildSearchIndex", () => {
  let client: string;
  let result: Awaited<ReturnType<typeof buildSearchIndex>>;
  const fragments = () => readFragments(client);

  beforeAll(async () => {
    client = mkdtempSync(join(tmpdir(), "search-index-"));
    const put = (path: string, html: string) => {
      const file = pageFile(client, path);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, html);
    };
    writeFileSync(
      join(client, "sitemap.xml"),
      ["/", "/blog/payments", "/bn/blog/payments"].map((path) => `<url><loc>https://x.example${path}</loc></url>`).join(""),
    );
    put(
      "/",
      page(
        "en",
        '<h1 data-pagefind-meta="title[data-pagefind-title]" data-pagefind-title="Lena">Hello, I am Lena</h1><p>Designer of calm interfaces.</p>',
      ),
    );
    put(
      "/blog/payments",
      page(
        "en",
        '<h1>Taking payments</h1><article data-pagefind-filter="kind[data-pagefind-kind], post[data-pagefind-post]" data-pagefind-kind="post" data-pagefind-post="payments">' +
          "<p>Wallets and cards.</p><dl><div><dt>Email</dt><dd>pay@x.example</dd></div><div><dt>Revisions</dt><dd>3</dd></div></dl>" +
          '<p><span data-amount="BDT">৳2,000</span><span data-amount-separator="" aria-hidden="true"> · </span><span data-amount="USD">US$25</span>' +
          '<span aria-hidden="true">Hiddenword</span></p><div class="code-bar"><span>TypeScript</span><button>Copy</button></div>' +
          '<p role="status">Showing 1 of 1</p><span class="sr-only">opens in a new tab</span>' +
          '<article data-pagefind-ignore=""><h3>Another post</h3><p>Cardword</p></article><form><label>Formword</label></form></article>',
      ),
    );
    put("/bn/blog/payments", page("bn", "<h1>পেমেন্ট নেওয়া</h1><p>ওয়ালেট আর কার্ড।</p>"));
    // Not in the sitemap: the search page, an alias, the not-found page.
    put("/search", page("en", "<h1>Search</h1><p>Searchpageword</p>"));
    writeFileSync(join(client, "404.html"), page("en", "<h1>Not found</h1>"));
    result = await buildSearchIndex(client, { log: () => {} });
  }, 60_000);

  afterAll(() => rmSync(client, { recursive: true, force: true }));

  it("indexes the sitemap's pages, one index a language", () => {
    expect(result.byLanguage).toEqual({ en: 2, bn: 1 });
    expect(result.languages.sort()).toEqual(["bn", "en"]);
    const entry = JSON.parse(readFileSync(join(client, INDEX_FOLDER, "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en!.page_count).toBe(2);
    expect(entry.languages.bn!.page_count).toBe(1);
    expect(
      fragments()
        .map((fragment) => fragment.url)
        .sort(),
    ).toEqual(["/", "/blog/payments", "/bn/blog/payments"]);
  });

  it("keeps each page's own content, its title and its kind, and leaves out the frame, the interface and what is marked", () => {
    const byUrl = Object.fromEntries(fragments().map((fragment) => [fragment.url, fragment]));
    const post = byUrl["/blog/payments"]!;
    expect(post.meta.title).toBe("Taking payments");
    expect(post.filters).toEqual({ kind: ["post"], post: ["payments"] });
    expect(post.content).toContain("Wallets and cards.");
    // Each term of a description list, and each currency of a price, a word of its own.
    expect(post.content).toMatch(/Email\s+pay@x\.example\s+Revisions\s+3\b/);
    expect(post.content).toContain("৳2,000 · US$25");
    for (const left of [
      "Menuword",
      "Footerword",
      "Copy",
      "TypeScript",
      "Showing",
      "opens in a new tab",
      "Cardword",
      "Formword",
      "Hiddenword",
    ]) {
      expect(post.content).not.toContain(left);
    }
    expect(byUrl["/"]!.meta.title).toBe("Lena");
    expect(byUrl["/"]!.filters).toEqual({});
    expect(byUrl["/bn/blog/payments"]!.content).toContain("ওয়ালেট আর কার্ড।");
  });

  it("writes only what the site's search uses, and takes the marks out of every page", () => {
    const files = readdirSync(join(client, INDEX_FOLDER));
    expect(files).toContain("pagefind.js");
    expect(files).toContain("pagefind-entry.json");
    expect(files.filter((file) => /ui|highlight|worker/.test(file))).toEqual([]);
    // English's stemmer, and the generic one Bengali searches with.
    expect(files.filter((file) => file.startsWith("wasm.")).sort()).toEqual(["wasm.en.pagefind", "wasm.unknown.pagefind"]);
    for (const path of ["/", "/blog/payments", "/bn/blog/payments", "/search"]) {
      expect(readFileSync(pageFile(client, path), "utf8"), path).not.toContain("data-pagefind-");
    }
    expect(readFileSync(join(client, "404.html"), "utf8")).not.toContain("data-pagefind-");
    expect(existsSync(join(client, INDEX_FOLDER, "playground"))).toBe(false);
  });

  it("stops on a listed page whose <main> is not marked", async () => {
    const other = mkdtempSync(join(tmpdir(), "search-index-"));
    try {
      writeFileSync(join(other, "sitemap.xml"), "<url><loc>https://x.example/</loc></url>");
      writeFileSync(join(other, "index.html"), '<html lang="en"><body><main id="main"><h1>x</h1></main></body></html>');
      await expect(buildSearchIndex(other, { log: () => {} })).rejects.toThrow("/ has no <main data-pagefind-body>");
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  }, 60_000);
});
