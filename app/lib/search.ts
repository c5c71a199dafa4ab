/**
 * The site search (docs/decisions/024-site-search.md): its addresses, timings and what a result
 * is. The index is Pagefind's, made from the built pages (pipeline/search-index.ts);
 * app/lib/search-engine.ts asks it in the browser, and is fetched only when a visitor searches.
 * Every page's scripts carry this module, so it holds no more than they need.
 *
 * Loaded in plain Node too (the end-to-end tests): no path aliases, no `import.meta.env`.
 */

/** The search page, in English; pathIn() gives its address in another language. */
export const SEARCH_PATH = "/search";
/** The query in the search page's address: /search?q=payments. */
export const QUERY_PARAM = "q";

/** The kinds of page a search finds, each named in words.ts (`search.kinds`). A page without a kind of its own is a "page". */
export const SEARCH_KINDS = ["post", "project", "service", "course", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** How long the search waits after the visitor's last keystroke before it asks the index. */
export const SEARCH_DEBOUNCE_MS = 150;
/** Results the header's dialog shows; the search page shows them all, this many at a time. */
export const DIALOG_RESULTS = 8;
export const PAGE_RESULTS = 10;

/** A piece of a result's excerpt: the words around a match, and whether they are the match. */
export interface ExcerptPart {
  text: string;
  match: boolean;
}

/** One page the search found. */
export interface SearchResult {
  url: string;
  title: string;
  kind: SearchKind;
  excerpt: ExcerptPart[];
}

/** What Pagefind keeps of a page (the part of its `data()` the site reads). */
export interface IndexedPage {
  url: string;
  excerpt: string;
  meta: { title?: string };
  filters?: { kind?: string[] };
}

/** The search page's address for a query (in English; the Link component puts it in the page's language). */
export function searchHref(query: string): string {
  const trimmed = query.trim();
  return trimmed ? `${SEARCH_PATH}?${new URLSearchParams({ [QUERY_PARAM]: trimmed })}` : SEARCH_PATH;
}

/**
 * The lists a search that finds nothing (or cannot run) offers instead: the posts (where the
 * site has a blog), the projects and the services, each with its words (`search.lists`).
 */
export function searchLists(blog: boolean): { to: string; kind: "post" | "project" | "service" }[] {
  return [
    ...(blog ? [{ to: "/blog", kind: "post" as const }] : []),
    { to: "/portfolio", kind: "project" },
    { to: "/services", kind: "service" },
  ];
}
