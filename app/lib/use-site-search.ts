import { useCallback, useEffect, useRef, useState } from "react";
import { SEARCH_DEBOUNCE_MS, type SearchResult } from "./search";
import { type Found, preload, searchSite } from "./search-engine";
import { track } from "./track";

/** What a search shows: nothing asked yet, an answer on its way, the answer, or a search that could not load. */
export type SiteSearch =
  | { status: "idle" }
  | { status: "searching"; query: string; results: SearchResult[] }
  | { status: "found"; query: string; total: number; results: SearchResult[] }
  | { status: "failed"; query: string };

/**
 * The User Timing names of a search: marked when the visitor's pause ends and the index is
 * asked, measured once its results are on the page (the end-to-end tests read them).
 */
export const SEARCH_STARTED = "site-search:start";
export const SEARCH_SHOWN = "site-search";

/**
 * The site search for a query as the visitor types it: the index is asked once they pause
 * (SEARCH_DEBOUNCE_MS), while the parts of it their words need are already being fetched. The
 * first `pageSize` results come at once; `more()` brings the next ones. While a new answer is
 * on its way, the last one stays in view.
 */
export function useSiteSearch(query: string, pageSize: number): { search: SiteSearch; more: () => Promise<void> } {
  const [search, setSearch] = useState<SiteSearch>({ status: "idle" });
  const found = useRef<Found | null>(null);
  const wanted = query.trim();

  useEffect(() => {
    if (!wanted) {
      setSearch({ status: "idle" });
      return;
    }
    let current = true;
    preload(wanted).catch(() => {
      // Said by the search itself, once the pause is over.
    });
    const timer = setTimeout(() => {
      setSearch((shown) => ({ status: "searching", query: wanted, results: "results" in shown ? shown.results : [] }));
      performance.clearMarks(SEARCH_STARTED);
      performance.mark(SEARCH_STARTED);
      searchSite(wanted)
        .then(async (answer) => {
          const results = await answer.read(0, pageSize);
          if (!current) return;
          found.current = answer;
          setSearch({ status: "found", query: wanted, total: answer.total, results });
        })
        .catch(() => {
          if (current) setSearch({ status: "failed", query: wanted });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted, pageSize]);

  useEffect(() => {
    // Once the answer is on the page: how long it took from the end of the visitor's pause.
    if (search.status === "found" && performance.getEntriesByName(SEARCH_STARTED, "mark").length) {
      performance.measure(SEARCH_SHOWN, SEARCH_STARTED);
      performance.clearMarks(SEARCH_STARTED);
      // How many results, never the words: the owner's analytics counts searches, if any (app/lib/track.ts).
      track("search_used", { results: search.total });
    }
  }, [search]);

  const more = useCallback(async () => {
    if (search.status !== "found" || !found.current) return;
    const { query: shownQuery, results } = search;
    const next = await found.current.read(results.length, results.length + pageSize);
    setSearch((shown) =>
      shown.status === "found" && shown.query === shownQuery ? { ...shown, results: [...shown.results, ...next] } : shown,
    );
  }, [search, pageSize]);

  return { search, more };
}
