/**
 * Where the blog's feed is and what it is: the page head announces it on every page and
 * the blog page links to it, so this stays apart from the feed's writer (app/lib/feed.ts)
 * and its build-time dependencies.
 */
import { words } from "./words";

export const FEED_PATH = "/feed.xml";
export const FEED_TYPE = "application/atom+xml";

/** The feed's title, and the title of the link that announces it. */
export const feedTitle = words.blog.feedTitle;
