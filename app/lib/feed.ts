import { Feed } from "feed";
import { feedPath, feedTitle } from "./feed-address";
import { wordsFor } from "./dictionaries";
import { type Lang, pathIn } from "./i18n";
import { absoluteUrl } from "./seo";

/**
 * The blog's feed, written at build time by app/routes/feed.ts.
 *
 * Atom 1.0 (RFC 4287) rather than RSS 2.0: every entry carries both when it was
 * published and when it was last updated, as RFC 3339 date-times, a required unique
 * id, and its HTML content in a typed element; RSS has one pubDate per item, leaves
 * ids optional and needs an extension for the content. Every feed reader reads Atom.
 */
export interface FeedPost {
  id: string;
  title: string;
  /** YYYY-MM-DD, when it was published. */
  date: string;
  /** YYYY-MM-DD, when it last changed, if it has. */
  updated?: string;
  summary: string;
  /** The post's body as HTML, as its page shows it. */
  html: string;
  author: string;
  tags: readonly string[];
}

export interface FeedSite {
  name: string;
  url: string;
  language: string;
}

/** The Atom feed of every post, newest first. */
export function blogFeed({
  site,
  description,
  posts,
  lang = "en",
}: {
  site: FeedSite;
  description: string;
  posts: readonly FeedPost[];
  /** The language of the posts: the Bengali feed (/bn/feed.xml) links to the Bengali pages. */
  lang?: Lang;
}): string {
  const at = (path: string) => absoluteUrl(site.url, pathIn(lang, path));
  const newestFirst = [...posts].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const updated = newestFirst.map(lastChanged).sort().at(-1);
  const feed = new Feed({
    title: feedTitle(wordsFor(lang), site.name),
    description,
    id: absoluteUrl(site.url, feedPath(lang)),
    link: at("/blog"),
    feedLinks: { atom: absoluteUrl(site.url, feedPath(lang)) },
    language: site.language,
    // The newest post's date, not the time of the build, so the same content gives the same
    // feed. A blog without posts has never changed: the start of the epoch says so.
    updated: dayOf(updated ?? "1970-01-01"),
    author: { name: site.name, link: at("/") },
    favicon: absoluteUrl(site.url, "/favicon.svg"),
    generator: false,
  });
  for (const post of newestFirst) {
    const url = at(`/blog/${post.id}`);
    feed.addItem({
      // `feed` writes titles and summaries as type="html": their text must be escaped as HTML,
      // or a "<" in a title would reach the reader as the start of a tag.
      title: escapeHtml(post.title),
      id: url,
      link: url,
      published: dayOf(post.date),
      date: dayOf(lastChanged(post)),
      description: escapeHtml(post.summary),
      content: absoluteLinks(post.html, url, site.url),
      author: [post.author === site.name ? { name: post.author, link: at("/") } : { name: post.author }],
      category: post.tags.map((tag) => ({ term: tag })),
    });
  }
  return withLanguage(fixCategoryTerms(feed.atom1()), site.language);
}

const lastChanged = (post: FeedPost) => post.updated ?? post.date;

/** A YYYY-MM-DD date as the start of that day in UTC, as the site's pages read it (app/lib/dates.ts). */
function dayOf(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * The links and images of a post's HTML as absolute URLs: a feed reader shows the
 * content away from the site, where "/contact" or "diagram.svg" would lead nowhere.
 * A path from the root is resolved against the site's URL (which may have a sub-path);
 * any other relative reference against the post's own URL, as its page does.
 */
export function absoluteLinks(html: string, pageUrl: string, siteUrl: string): string {
  return html.replace(/(\s(?:href|src)=")([^"]*)"/g, (_, start: string, value: string) => {
    const reference = unescapeAttr(value);
    if (/^[a-z][a-z\d+.-]*:/i.test(reference)) return `${start}${value}"`;
    const url =
      reference.startsWith("/") && !reference.startsWith("//") ? absoluteUrl(siteUrl, reference) : new URL(reference, pageUrl).href;
    return `${start}${escapeAttr(url)}"`;
  });
}

/** `feed` 6 drops `language` from Atom feeds, which state it as xml:lang on the root element. */
function withLanguage(xml: string, language: string): string {
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!xml.includes(root)) throw new Error(`The feed package no longer starts an Atom feed with ${root}: update withLanguage()`);
  return xml.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeAttr(language)}">`);
}

/** `feed` 6 leaves a "<" in a category's term unescaped, which is not well-formed XML. */
function fixCategoryTerms(xml: string): string {
  return xml.replace(/<category term="([^"]*)"\/>/g, (_, term: string) => `<category term="${term.replace(/</g, "&lt;")}"/>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
