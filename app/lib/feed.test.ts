import { describe, expect, it } from "vitest";
import { absoluteLinks, blogFeed, type FeedPost } from "./feed";

const site = { name: "Arif Hossain", url: "https://arif.example.com", language: "en" };

function post(id: string, date: string, extra: Partial<FeedPost> = {}): FeedPost {
  return {
    id,
    title: `Post ${id}`,
    date,
    summary: `Summary of ${id}.`,
    html: `<p>Text of ${id}.</p>`,
    author: "Arif Hossain",
    tags: ["React"],
    ...extra,
  };
}

const feedOf = (posts: FeedPost[], options: Partial<typeof site> = {}) =>
  blogFeed({ site: { ...site, ...options }, description: "Notes on the web.", posts });

/** The text of each <entry>, in order. */
const entries = (xml: string) => [...xml.matchAll(/<entry>([\s\S]*?)<\/entry>/g)].map((match) => match[1]!);
/** The feed's own elements, before the first entry. */
const head = (xml: string) => xml.split("<entry>")[0]!;

describe("blogFeed", () => {
  const posts = [
    post("older", "2026-01-20"),
    post("newest", "2026-07-02"),
    post("edited", "2026-03-11", { updated: "2026-09-01", tags: ["UX", "Performance"] }),
  ];
  const xml = feedOf(posts);

  // happy-dom cannot parse CDATA sections; e2e/feeds.spec.ts parses the built feed in Chromium.
  it("is an Atom feed in the site's language", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">')).toBe(true);
    expect(xml.trimEnd().endsWith("</feed>")).toBe(true);
  });

  it("describes the blog with absolute links to its page and to itself", () => {
    const channel = head(xml);
    expect(channel).toContain("<title>Arif Hossain blog</title>");
    expect(channel).toContain("<subtitle>Notes on the web.</subtitle>");
    expect(channel).toContain("<id>https://arif.example.com/feed.xml</id>");
    expect(channel).toContain('<link rel="alternate" href="https://arif.example.com/blog"/>');
    expect(channel).toContain('<link rel="self" href="https://arif.example.com/feed.xml"/>');
    expect(channel).toMatch(/<author>\s*<name>Arif Hossain<\/name>\s*<uri>https:\/\/arif.example.com\/<\/uri>\s*<\/author>/);
  });

  it("was updated when the latest post was published or updated, not when it was built", () => {
    expect(head(xml)).toContain("<updated>2026-09-01T00:00:00.000Z</updated>");
    expect(feedOf(posts.slice(0, 2))).toContain("<updated>2026-07-02T00:00:00.000Z</updated>");
    expect(feedOf(posts)).toBe(xml);
  });

  it("lists the posts newest first, each with its absolute URL as link and id", () => {
    expect(entries(xml).map((entry) => /<id>(.*)<\/id>/.exec(entry)?.[1])).toEqual([
      "https://arif.example.com/blog/newest",
      "https://arif.example.com/blog/edited",
      "https://arif.example.com/blog/older",
    ]);
    for (const entry of entries(xml)) {
      const id = /<id>(.*)<\/id>/.exec(entry)?.[1];
      expect(entry).toContain(`<link href="${id}"/>`);
    }
  });

  it("dates each entry: published from its date, updated from its updated date or else its date", () => {
    const [newest, edited] = entries(xml);
    expect(newest).toContain("<published>2026-07-02T00:00:00.000Z</published>");
    expect(newest).toContain("<updated>2026-07-02T00:00:00.000Z</updated>");
    expect(edited).toContain("<published>2026-03-11T00:00:00.000Z</published>");
    expect(edited).toContain("<updated>2026-09-01T00:00:00.000Z</updated>");
  });

  it("gives each entry its summary, its HTML content, its author and its tags as categories", () => {
    const edited = entries(xml)[1]!;
    expect(edited).toContain('<summary type="html"><![CDATA[Summary of edited.]]></summary>');
    expect(edited).toContain('<content type="html"><![CDATA[<p>Text of edited.</p>]]></content>');
    expect(edited).toMatch(/<author>\s*<name>Arif Hossain<\/name>\s*<uri>https:\/\/arif.example.com\/<\/uri>\s*<\/author>/);
    expect(edited).toContain('<category term="UX"/>');
    expect(edited).toContain('<category term="Performance"/>');
  });

  it("escapes & and < in titles, summaries and tags, so they read as text", () => {
    const tricky = feedOf([post("tricky", "2026-02-01", { title: "Forms & <dialog>", summary: "Q&A on <input>", tags: ["a<b & c"] })], {
      name: "Hossain & Co",
    });
    expect(head(tricky)).toContain("<title>Hossain &amp; Co blog</title>");
    const entry = entries(tricky)[0]!;
    // type="html": the title is HTML, so its "<" arrives as &lt; once the CDATA is read.
    expect(entry).toContain('<title type="html"><![CDATA[Forms &amp; &lt;dialog&gt;]]></title>');
    expect(entry).toContain('<summary type="html"><![CDATA[Q&amp;A on &lt;input&gt;]]></summary>');
    expect(entry).toContain('<category term="a&lt;b &amp; c"/>');
  });

  it("names another author without the owner's address", () => {
    const guest = entries(feedOf([post("guest", "2026-02-01", { author: "Nadia Rahman" })]))[0]!;
    expect(guest).toMatch(/<author>\s*<name>Nadia Rahman<\/name>\s*<\/author>/);
  });

  it("keeps a sub-path of the site's URL in every link", () => {
    const sub = feedOf([post("one", "2026-02-01", { html: '<a href="/contact">Contact</a>' })], { url: "https://example.com/arif" });
    expect(head(sub)).toContain('<link rel="self" href="https://example.com/arif/feed.xml"/>');
    expect(head(sub)).toContain('<link rel="alternate" href="https://example.com/arif/blog"/>');
    expect(entries(sub)[0]).toContain("<id>https://example.com/arif/blog/one</id>");
    expect(entries(sub)[0]).toContain('<a href="https://example.com/arif/contact">');
  });

  it("has no entries and a fixed date when there are no posts", () => {
    const empty = feedOf([]);
    expect(entries(empty)).toEqual([]);
    expect(empty).toContain("<updated>1970-01-01T00:00:00.000Z</updated>");
  });
});

describe("absoluteLinks", () => {
  const page = "https://arif.example.com/blog/a-post";
  const base = "https://arif.example.com";

  it("resolves paths from the root against the site's URL, keeping a sub-path", () => {
    expect(absoluteLinks('<a href="/contact">x</a>', page, base)).toBe('<a href="https://arif.example.com/contact">x</a>');
    expect(absoluteLinks('<img src="/images/a.svg" alt="">', "https://example.com/arif/blog/a", "https://example.com/arif")).toBe(
      '<img src="https://example.com/arif/images/a.svg" alt="">',
    );
  });

  it("resolves other relative references against the post's own URL", () => {
    expect(absoluteLinks('<img src="diagram.svg" alt="">', page, base)).toBe(
      '<img src="https://arif.example.com/blog/diagram.svg" alt="">',
    );
    expect(absoluteLinks('<a href="#costs">x</a>', page, base)).toBe('<a href="https://arif.example.com/blog/a-post#costs">x</a>');
    expect(absoluteLinks('<a href="../about">x</a>', page, base)).toBe('<a href="https://arif.example.com/about">x</a>');
  });

  it("leaves absolute URLs, mailto: and tel: as they are", () => {
    const html =
      '<a href="https://example.org/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a><a href="mailto:hi@example.com">m</a><a href="tel:+8801712345678">t</a>';
    expect(absoluteLinks(html, page, base)).toBe(html);
  });

  it("keeps a query's escaped & escaped", () => {
    expect(absoluteLinks('<a href="/blog?tag=a&amp;page=2">x</a>', page, base)).toBe(
      '<a href="https://arif.example.com/blog?tag=a&amp;page=2">x</a>',
    );
  });

  it("does not touch href= written in the text of code", () => {
    const html = '<pre tabindex="0"><code>&lt;a href=&quot;/x&quot;&gt;</code></pre>';
    expect(absoluteLinks(html, page, base)).toBe(html);
  });
});
