/**
 * giscus (https://giscus.app): a post's comments as a GitHub Discussion, in giscus' frame.
 * The site builds the frame's address and answers its few messages itself, as giscus'
 * own client script does, rather than loading that script or its web component
 * (docs/decisions/015-giscus-comments.md). Pure functions; the component is
 * app/components/sections/giscus-comments.tsx.
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

/**
 * The address of giscus' frame. `origin` is the page the visitor is on (giscus sends them
 * back there after signing in), `session` their giscus sign-in if any.
 */
export function giscusFrameUrl(post: GiscusPost, { origin, session, theme }: { origin: string; session: string; theme: string }): string {
  const flag = (value: boolean) => (value ? "1" : "0");
  const params = new URLSearchParams({
    origin,
    session,
    repo: post.repo,
    repoId: post.repoId,
    category: post.category,
    categoryId: post.categoryId,
    term: post.term,
    number: "",
    strict: flag(post.strict),
    reactionsEnabled: flag(post.reactions),
    emitMetadata: "0",
    inputPosition: post.inputPosition,
    theme,
    description: post.description,
    backLink: post.backLink,
  });
  return `${GISCUS_ORIGIN}/${encodeURIComponent(post.lang)}/widget?${params}`;
}

/** The page's address without giscus' sign-in parameter, pointing at the comments (`anchor`). */
export function pageAddress(href: string, anchor: string): string {
  const url = new URL(href);
  url.searchParams.delete(GISCUS_SESSION_PARAM);
  url.hash = anchor;
  return url.toString();
}

type SessionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A visitor's giscus sign-in. Coming back from signing in, the address carries it: it is
 * kept (JSON, as giscus' client keeps it) and `cleanAddress` is the address without it.
 * Otherwise it is the one kept earlier, or "" for a visitor who has not signed in.
 */
export function takeSession(href: string, storage: SessionStorage | undefined): { session: string; cleanAddress?: string } {
  const url = new URL(href);
  const fromAddress = url.searchParams.get(GISCUS_SESSION_PARAM);
  try {
    if (fromAddress) {
      storage?.setItem(GISCUS_SESSION_KEY, JSON.stringify(fromAddress));
      url.searchParams.delete(GISCUS_SESSION_PARAM);
      return { session: fromAddress, cleanAddress: url.toString() };
    }
    const kept = storage?.getItem(GISCUS_SESSION_KEY);
    const session: unknown = kept ? JSON.parse(kept) : "";
    return { session: typeof session === "string" ? session : "" };
  } catch {
    // Storage blocked, or something unreadable kept under giscus' name: no sign-in.
    storage?.removeItem(GISCUS_SESSION_KEY);
    return { session: fromAddress ?? "" };
  }
}

/** What giscus' frame tells the page (its `giscus` messages, giscus' ADVANCED-USAGE.md). */
export interface GiscusMessage {
  resizeHeight?: number;
  signOut?: boolean;
  error?: string;
}

/** The message, when it is giscus' and comes from `frame`; undefined for anything else posted to the page. */
export function giscusMessage(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  frame: Window | null | undefined,
): GiscusMessage | undefined {
  if (event.origin !== GISCUS_ORIGIN || !frame || event.source !== frame) return undefined;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null || !("giscus" in data)) return undefined;
  const message = (data as { giscus: unknown }).giscus;
  return typeof message === "object" && message !== null ? (message as GiscusMessage) : undefined;
}

/** Whether the message means the visitor's sign-in is over: they signed out, or giscus no longer accepts it. */
export function endsSession(message: GiscusMessage): boolean {
  return !!message.signOut || /Bad credentials|Invalid state value|State has expired/.test(message.error ?? "");
}
