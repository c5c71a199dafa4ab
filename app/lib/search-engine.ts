/**
 * The site's search index in the browser: Pagefind's own script, which the build writes beside
 * the index (/pagefind/, pipeline/search-index.ts), fetched the first time a visitor searches
 * and kept for the visit. It reads the page's <html lang> and searches that language's index;
 * the index comes in small files, fetched as the words typed need them.
 *
 * Only the search's own modules import this one, and only on demand: no page fetches any of it
 * before a visitor opens the search or types in the blog's search box
 * (docs/decisions/024-site-search.md).
 */
import type { ExcerptPart, IndexedPage, SearchKind, SearchResult } from "./search";
import { SEARCH_KINDS } from "./search";

/** Pagefind's search API, as far as the site uses it (pagefind.app/docs/api). */
interface PagefindResult {
  id: string;
  data: () => Promise<IndexedPage>;
}
interface PagefindAnswer {
  results: PagefindResult[];
  /** For each filter, how many of the results have each of its values. */
  filters: Record<string, Record<string, number>>;
}
interface Pagefind {
  init: () => Promise<void>;
  /** Loads every filter's small file; a search then counts its results by each of them. */
  filters: () => Promise<Record<string, Record<string, number>>>;
  preload: (term: string) => Promise<void>;
  search: (term: string, options?: { filters?: Record<string, string> }) => Promise<PagefindAnswer | null>;
}

/** Where the build puts Pagefind's script (a site served from its root, as every host here does). */
const PAGEFIND_SCRIPT = "/pagefind/pagefind.js";
/** How many words of a page a result's excerpt shows, around the words that matched. */
const EXCERPT_WORDS = 24;

/**
 * Scripts whose combining marks are accents or optional vowel points (café, naïve; Arabic's and
 * Hebrew's pointing), which a visitor may or may not type: there Pagefind's default, a search
 * that ignores them, finds what was meant.
 */
const MARKS_ARE_ACCENTS = new Set(["Latn", "Grek", "Cyrl", "Arab", "Hebr"]);

/**
 * Whether a search in this language must match its combining marks. Pagefind drops every mark
 * from the words it compares unless told not to (`exactDiacritics`), and in Bengali, as in the
 * other scripts of South and South-East Asia, the marks are letters: the vowel signs, the hasant
 * of a conjunct, the nukta of ড় and য়. Without them করা, কোর্স and কার্ড are one word, কৃষি finds
 * কষ্ট, and a word on no page finds pages.
 */
export function marksAreLetters(lang: string): boolean {
  try {
    const { script } = new Intl.Locale(lang).maximize();
    return script !== undefined && !MARKS_ARE_ACCENTS.has(script);
  } catch {
    return false; // no language, or not a language tag: Pagefind's default
  }
}

let engine: Promise<Pagefind> | undefined;
const filtersLoaded = new WeakMap<Pagefind, Promise<unknown>>();

/**
 * The index, loaded once. It runs on the page, not in a worker: the search of a site this size
 * takes milliseconds (docs/decisions/024-site-search.md).
 * A failed load (no connection) is forgotten, so the next search tries again.
 */
export function loadSearch(): Promise<Pagefind> {
  engine ??= (import(/* @vite-ignore */ PAGEFIND_SCRIPT) as Promise<{ createInstance: (options: object) => Pagefind }>)
    .then(async ({ createInstance }) => {
      const pagefind = createInstance({
        noWorker: true,
        excerptLength: EXCERPT_WORDS,
        excerptEllipsis: "…",
        exactDiacritics: marksAreLetters(document.documentElement.lang),
      });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

/** Starts fetching the parts of the index a query needs, while the visitor is still typing. */
export async function preload(query: string): Promise<void> {
  await (await loadSearch()).preload(query);
}

/** The pages that match a query, best first: how many, and a way to read them a few at a time. */
export interface Found {
  total: number;
  /** The results `from` (inclusive) to `to` (exclusive), each read from its own small file. */
  read: (from: number, to: number) => Promise<SearchResult[]>;
}

export async function searchSite(query: string): Promise<Found> {
  const answer = await (await loadSearch()).search(query);
  const results = answer?.results ?? [];
  return {
    total: results.length,
    read: async (from, to) => (await Promise.all(results.slice(from, to).map((result) => result.data()))).map(toResult),
  };
}

/**
 * The ids of the posts that match a query, for the blog's own search box: from the counts the
 * index keeps of each post's id (app/lib/search-marks.ts), so no page of results is fetched.
 */
export async function postsMatching(query: string): Promise<Set<string>> {
  const pagefind = await loadSearch();
  // A search counts its results by the filters whose files are in (a few hundred bytes): the ids' too.
  if (!filtersLoaded.has(pagefind)) {
    const loading = pagefind.filters().catch((error: unknown) => {
      filtersLoaded.delete(pagefind);
      throw error;
    });
    filtersLoaded.set(pagefind, loading);
  }
  await filtersLoaded.get(pagefind);
  const answer = await pagefind.search(query, { filters: { kind: "post" } });
  const counts = answer?.filters.post ?? {};
  return new Set(Object.keys(counts).filter((id) => (counts[id] ?? 0) > 0));
}

/**
 * A result's excerpt in parts. Pagefind's excerpt is the page's text with its "<" and ">" written
 * as &lt; and &gt; and `<mark>` around the matching words; it is read as text here, never as HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let match = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") match = true;
    else if (piece === "</mark>") match = false;
    else if (piece) {
      const text = piece.replaceAll("&lt;", "<").replaceAll("&gt;", ">");
      const last = parts.at(-1);
      if (last && last.match === match) last.text += text;
      else parts.push({ text, match });
    }
  }
  return parts;
}

/** The kind of an indexed page, as its build-time mark says (app/lib/search-marks.ts); "page" where it has none. */
export function kindOf(page: IndexedPage): SearchKind {
  const kind = page.filters?.kind?.[0];
  return SEARCH_KINDS.includes(kind as SearchKind) ? (kind as SearchKind) : "page";
}

/** A result from what Pagefind keeps of a page. */
export function toResult(page: IndexedPage): SearchResult {
  return { url: page.url, title: page.meta.title?.trim() || page.url, kind: kindOf(page), excerpt: excerptParts(page.excerpt) };
}
