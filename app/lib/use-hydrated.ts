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
