import { useSearchParams } from "react-router";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a pre-rendered page, true afterwards (and at once
 * after a client-side navigation). State kept in the query string (?page=2)
 * is not in the pre-rendered HTML, so it is applied only once this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
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
