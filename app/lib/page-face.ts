// A Bengali page is served with a face cut to its own words and the interface's, "Page Bengali"
// (pipeline/page-fonts.ts), which app/app.css names before the site's face, "Site Bengali"
// (app/fonts/bengali.css). Words the page did not have, another page's after a move or the
// search's results, may need a conjunct that face lacks (drawn as letters and a visible hasant),
// so from then on the page is drawn with the site's face: the same design, so nothing already
// shown changes. The site's face is fetched then and only then. An English page names the site's
// face only for the Bengali letters it marks (app/app.css); from a move on, for all its text, as
// another page's words may hold Bengali letters unmarked.

/** The family of the site's face, which draws every word of the site. */
export const SITE_FAMILY = "Site Bengali";
/** The attribute of <html> app/app.css reads: "site" once the page is drawn with the site's face. */
export const FACE_ATTRIBUTE = "data-face";

let loading: Promise<void> | null = null;

/** Starts fetching the site's face, once; it settles when the face is there (or could not come). */
export function loadSiteFace(doc: Document): Promise<void> {
  // No FontFaceSet (a test's document): nothing to fetch.
  if (!doc.fonts) return Promise.resolve();
  return (loading ??= doc.fonts.load(`1em "${SITE_FAMILY}"`, "অ").then(
    () => {},
    () => {
      loading = null;
    },
  ));
}

/**
 * Draws the page with the site's face from now on. `whenLoaded`: only once the face is there, so
 * the words already shown never wait for it (the search's dialog); otherwise at once, for a page
 * that has just been drawn anew (a move), which waits for its face as any page does. `marked`: the
 * new words are shown inside an element app/app.css gives the Bengali faces on English pages (the
 * search's dialog), so an English page needs nothing more.
 */
export function drawWithSiteFace(
  doc: Document,
  { whenLoaded = false, marked = false }: { whenLoaded?: boolean; marked?: boolean } = {},
): void {
  const root = doc.documentElement;
  if (root.getAttribute(FACE_ATTRIBUTE) === "site") return;
  const draw = () => root.setAttribute(FACE_ATTRIBUTE, "site");
  // An English page names the site's face for all its text only now (app/app.css): its own Bengali
  // letters are the few it marks, or it was served so (pipeline/page-fonts.ts). Nothing is fetched
  // unless the new words hold Bengali letters. Not for words in a marked element: a new font list
  // on the body lays out the whole page again.
  if (root.lang !== "bn") {
    if (!marked) draw();
    return;
  }
  const loaded = loadSiteFace(doc);
  if (whenLoaded) void loaded.then(draw);
  else draw();
}
