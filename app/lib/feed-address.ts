/**
 * Where the blog's feed is and what it is: the page head announces it on every page and
 * the blog page links to it, so this stays apart from the feed's writer (app/lib/feed.ts)
 * and its build-time dependencies.
 */
import { type Lang, pathIn } from "./i18n.ts";
import type { Words } from "./words.ts";

/** The feed of the posts in a language: /feed.xml, /bn/feed.xml. */
export function feedPath(lang: Lang): string {
  return lang === "en" ? "/feed.xml" : `${pathIn(lang, "/")}/feed.xml`;
}
export const FEED_TYPE = "application/atom+xml";

/** The feed's title, and the title of the link that announces it. */
export function feedTitle(words: Pick<Words, "blog">, siteName: string): string {
  return words.blog.feedTitle(siteName);
}
