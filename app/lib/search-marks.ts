/**
 * Marks for the site search's index (Pagefind's own attributes, read by pipeline/search-index.ts),
 * rendered only while the build pre-renders a page. The indexer reads them and then takes them out
 * of every page, so neither the HTML visitors get nor the scripts they run carry a byte of them,
 * and the browser's first render matches the page (docs/decisions/024-site-search.md). In the
 * browser, and under `npm run dev`, each is empty.
 */
import type { SearchKind } from "./search";

// Not in the development server's rendering: nothing indexes it, and the browser would not match it.
const atBuild = import.meta.env.SSR && import.meta.env.PROD;

/** The page's own content, the one part of it indexed: the site's <main>. Header, menus and footer stay out. */
export const searchBody: { "data-pagefind-body"?: "" } = atBuild ? { "data-pagefind-body": "" } : {};

/**
 * A block of the page that is not its own content and is left out of the index: a card of another
 * page, a call to hire or to chat, comments, a byline. (Navigation, forms, buttons and status lines
 * are left out wherever they are: pipeline/search-index.ts `EXCLUDED`.)
 */
export const notSearched: { "data-pagefind-ignore"?: "" } = atBuild ? { "data-pagefind-ignore": "" } : {};

interface KindMarks {
  "data-pagefind-filter"?: string;
  "data-pagefind-kind"?: SearchKind;
  "data-pagefind-post"?: string;
}

/**
 * The kind of page this is, which a result names ("Post", "Project"); a page without one is a
 * "page". A post also gives its id, which the blog's own search box asks the index for.
 */
export function searchKind(kind: SearchKind, post?: string): KindMarks {
  if (!atBuild) return {};
  return post
    ? {
        "data-pagefind-filter": "kind[data-pagefind-kind], post[data-pagefind-post]",
        "data-pagefind-kind": kind,
        "data-pagefind-post": post,
      }
    : { "data-pagefind-filter": "kind[data-pagefind-kind]", "data-pagefind-kind": kind };
}

/** The title a result shows, where it is not the page's h1 (the home page's h1 is a greeting with the name). */
export function searchTitle(title: string): { "data-pagefind-meta"?: string; "data-pagefind-title"?: string } {
  return atBuild ? { "data-pagefind-meta": "title[data-pagefind-title]", "data-pagefind-title": title } : {};
}
