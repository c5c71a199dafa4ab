import { useSearchParams } from "react-router";
import { startTransition, useEffect, useState } from "react";

/** Whether a page has hydrated in this browser tab: from then on, components mount hydrated. */
let pageHydrated = false;

/** For tests, which render many pages in one window: the next page starts unhydrated again. */
export function forgetHydration(): void {
  pageHydrated = false;
}

/**
 * False while React hydrates a pre-rendered page, true afterwards (and at once
 * after a client-side navigation). State kept in the query string (?page=2)
 * is not in the pre-rendered HTML, so it is applied only once this is true.
 *
 * The change after hydration is a transition, which React renders in slices between
 * other tasks. (useSyncExternalStore, with a server snapshot unlike the browser's,
 * re-renders synchronously instead: for a page's component, one long task.)
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    pageHydrated = true;
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

const NO_PARAMS = new URLSearchParams();

/**
 * The query string, as useSearchParams gives it, but empty until hydrated: a
 * pre-rendered page was rendered without one, and its first render in the
 * browser must match that HTML.
 */
export function useHydratedSearchParams(): ReturnType<typeof useSearchParams> {
  const [searchParams, setSearchParams] = useSearchParams();
  return [useHydrated() ? searchParams : NO_PARAMS, setSearchParams];
}
