import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** Where React Router keeps the positions, by history entry (its SCROLL_RESTORATION_STORAGE_KEY). */
const STORAGE_KEY = "react-router-scroll-positions";

/**
 * React Router's `<ScrollRestoration>` restore-on-load step, the same one, written small: every
 * page carries it, and the library's is its own source as it stands (510 bytes, with tabs and
 * long names, 270 gzipped). Before the first paint it gives the history entry a key if it has
 * none, and scrolls to the position kept for that key, so a reload or a return lands where the
 * visitor was.
 */
export const restoreScrollScript = `(function(h,k,y){h.state&&h.state.key||h.replaceState({key:Math.random().toString(32).slice(2)},"");try{y=JSON.parse(sessionStorage.getItem(k)||"{}")[h.state.key];typeof y=="number"&&scrollTo(0,y)}catch(e){console.error(e);sessionStorage.removeItem(k)}})(history,${JSON.stringify(STORAGE_KEY)})`;

/**
 * React Router's scroll restoration: the hook that keeps each entry's position and restores it on
 * moves within the site (the library's own, as its `<ScrollRestoration>` uses it), and the script
 * above for loads of a whole page.
 */
export function ScrollRestoration() {
  useScrollRestoration({ storageKey: STORAGE_KEY });
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
