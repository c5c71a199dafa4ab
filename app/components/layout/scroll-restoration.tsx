import { useLayoutEffect, useRef } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";

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
 *
 * A move to another page (or another page of a list), by a link or by Back or Forward, lands at
 * once: the stylesheet's smooth scrolling (for the visitor's own jumps within a page, a table of
 * contents' links) would otherwise glide the new page from the old one's position to its top, and
 * a return from the top down to where the visitor was, through the whole page. React Router
 * scrolls in a layout effect of its hook; the layout effects of one component run in order, so the
 * one before it turns smooth scrolling off and the one after turns it back on.
 */
export function ScrollRestoration() {
  const location = useLocation();
  // The page shown before this move (its path and query: "?page=2" is another page of a list); none
  // as the page hydrates, where the script above has already restored. A move within the same page
  // (a link to "#faq", or Back from there) glides as the stylesheet says, as the browser's own does.
  const shown = useRef<string | null>(null);
  useLayoutEffect(() => {
    const before = shown.current;
    const page = location.pathname + location.search;
    shown.current = page;
    if (before === null || page === before) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "auto";
    // Read back, so the browser has it before React Router scrolls: a scroll to (0, 0) does not update styles first.
    void getComputedStyle(root).scrollBehavior;
  }, [location]);
  useScrollRestoration({ storageKey: STORAGE_KEY });
  useLayoutEffect(() => {
    document.documentElement.style.removeProperty("scroll-behavior");
  }, [location]);
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
