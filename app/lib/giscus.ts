/**
 * giscus (https://giscus.app): a post's comments as a GitHub Discussion, in giscus' frame.
 * The site builds the frame's address and answers its few messages itself, as giscus'
 * own client script does, rather than loading that script or its web component
 * (docs/decisions/015-giscus-comments.md). This module resolves the owner's settings for
 * a post at build time; what runs once a visitor has said yes is in giscus-frame.ts, which
 * the browser loads only then. The components are app/components/sections/giscus-*.tsx.
 */

// What this module reads of the owner's choice (commentSystem in comments.ts, already
// checked), written out here so that it does not import the content.
export interface GiscusSettings {
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  mapping: "pathname" | "url" | "title" | "og:title";
  strict: boolean;
  reactions: boolean;
  inputPosition: "top" | "bottom";
  lang?: string;
  theme: { light: string; dark: string };
}

export const GISCUS_ORIGIN = "https://giscus.app";
/** Where giscus keeps a visitor's sign-in, as its own client does (so both read the same). */
export const GISCUS_SESSION_KEY = "giscus-session";
/** The query parameter giscus adds to the page's address when it sends a visitor back from signing in. */
export const GISCUS_SESSION_PARAM = "giscus";

/**
 * The languages giscus.app has (its locales), by the code its addresses use. A site language
 * it does not have falls back to its primary language, then to English.
 */
// prettier-ignore
const GISCUS_LANGUAGES = [
  "ar", "az", "be", "bg", "bn", "ca", "cs", "da", "de", "en", "eo", "es", "eu", "fa", "fr", "gl", "gr", "gsw", "hbs", "he",
  "hi", "hu", "id", "it", "ja", "ka", "kh", "ko", "ml", "nl", "pl", "pt", "ro", "ru", "sv", "th", "tr", "uk", "uz", "vi",
  "zh-CN", "zh-HK", "zh-TW",
];

/** giscus' language for a BCP 47 tag: "en-US" → "en", "zh-TW" → "zh-TW", "zh" → "zh-CN", "xx" → "en". */
export function giscusLang(tag: string): string {
  const byLowerCase = new Map(GISCUS_LANGUAGES.map((code) => [code.toLowerCase(), code]));
  const lower = tag.trim().toLowerCase();
  const primary = lower.split("-")[0] ?? "";
  return byLowerCase.get(lower) ?? byLowerCase.get(primary) ?? (primary === "zh" ? "zh-CN" : "en");
}

/** A post's page as the build knows it: its path, canonical address, <title> and description. */
export interface GiscusPage {
  path: string;
  url: string;
  title: string;
  description: string;
}

/**
 * The discussion title a page maps to. Worked out from the page's canonical address and
 * title at build time, so a trailing slash or a query string in the visitor's address
 * never points a post at another discussion; "pathname" gives what giscus' client gives
 * on the canonical address ("blog/my-post"), so discussions made by it still match.
 */
export function giscusTerm(mapping: GiscusSettings["mapping"], page: Pick<GiscusPage, "path" | "url" | "title">): string {
  switch (mapping) {
    case "url":
      return page.url;
    case "title":
    case "og:title":
      // This site's og:title is its <title>.
      return page.title;
    case "pathname":
      return page.path.length < 2 ? "index" : page.path.slice(1).replace(/\.\w+$/, "");
  }
}

/** GitHub's address of a discussion category: its name in lowercase, words joined by hyphens ("Q&A" → "q-a"). */
export function discussionsUrl(repo: string, category: string): string {
  const slug = category
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `https://github.com/${repo}/discussions${slug ? `/categories/${encodeURIComponent(slug)}` : ""}`;
}

/** What a post's comments section needs to show its discussion: the owner's settings, resolved for this post. */
export interface GiscusPost {
  repo: string;
  repoId: string;
  category: string;
  categoryId: string;
  strict: boolean;
  reactions: boolean;
  inputPosition: "top" | "bottom";
  lang: string;
  theme: { light: string; dark: string };
  /** The discussion's title (giscusTerm). */
  term: string;
  /** Written into a new discussion, under a link back to the post. */
  description: string;
  backLink: string;
  /** The category's discussions on GitHub: where a reader goes without JavaScript, or instead of loading giscus. */
  discussions: string;
}

export function giscusPost(settings: GiscusSettings, page: GiscusPage, siteLanguage: string): GiscusPost {
  return {
    repo: settings.repo,
    repoId: settings.repoId,
    category: settings.category,
    categoryId: settings.categoryId,
    strict: settings.strict,
    reactions: settings.reactions,
    inputPosition: settings.inputPosition,
    lang: settings.lang ?? giscusLang(siteLanguage),
    theme: settings.theme,
    term: giscusTerm(settings.mapping, page),
    description: page.description,
    backLink: page.url,
    discussions: discussionsUrl(settings.repo, settings.category),
  };
}
