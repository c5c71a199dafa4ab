// What a visitor types in Bengali (a message, a comment, a search) may hold any Bengali word, and
// the site's Bengali face is cut to the glyphs of the site's own words (pipeline/bengali-font.ts):
// a conjunct they lack ("ব্রাহ্মণবাড়িয়া", "লক্ষ্মী") would be drawn as letters and a visible
// hasant, in the field and wherever the page shows those words back (the thank-you toast's name,
// the search's "results for …"). So once a visitor's words hold Bengali, the page is drawn with
// the whole Bengali face (Noto Sans Bengali, 44 KB, the same design, so nothing already shown
// changes), fetched then and only then: no page pays for it before.
// Declared here, not in app/fonts/bengali.css: the stylesheet has no bytes to spare before its
// next round trip (docs/performance.md), and the face is only ever needed after the scripts start.

/** The family of the whole face, added to the page's fonts when first needed. */
export const TYPED_FAMILY = "Bengali Typed";
/** The characters the face draws, as app/fonts/bengali.css's faces (a test keeps them equal); Latin stays in the owner's font stack. */
export const BENGALI_RANGE = "U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC";
/**
 * The page's font stack once the face has loaded: it draws every Bengali letter, in either
 * language (the cut faces app/app.css names first are then never used), and Latin letters stay
 * in the owner's stack. Fields, toasts and dialogs take the body's font.
 */
export const WHOLE_STACK = `"${TYPED_FAMILY}", var(--font-sans)`;
const BENGALI = /[\u0980-\u09FF]/;
/** Fields a visitor types text into: not checkboxes, buttons or hidden values. */
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url"]);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));
}

/** The page set up by `drawTypedBengaliWhole`; the face's load, once asked for. */
let page: { doc: Document; url: string } | null = null;
let face: Promise<void> | null = null;

function loadFace(doc: Document, url: string) {
  return (face ??= new FontFace(TYPED_FAMILY, `url(${url}) format("woff2")`, { unicodeRange: BENGALI_RANGE })
    .load()
    .then((loaded) => void doc.fonts.add(loaded))
    .catch(() => {
      face = null;
      throw new Error(`${url} did not load`);
    }));
}

/**
 * Draws the page with the whole face once `text`, the visitor's own words, holds Bengali: the
 * face is fetched once, and the page's font stack changes only once it has loaded, so nothing
 * waits on it. A failed fetch leaves the site's face and is tried again with the next words.
 * Called for every input and focus in a text field (`drawTypedBengaliWhole`), and by a script
 * that shows a visitor's words itself without an input event: a restored draft, a search from
 * the address.
 */
export function drawIfBengali(text: string) {
  if (!page || !BENGALI.test(text)) return;
  const { doc, url } = page;
  loadFace(doc, url).then(
    () => {
      if (page?.doc === doc) doc.body.style.fontFamily = WHOLE_STACK;
    },
    () => {},
  );
}

const onEvent = (event: Event) => {
  if (isTextField(event.target)) drawIfBengali(event.target.value);
};

/** Draws the document with the whole face at `url` once a visitor's words hold Bengali; returns the way to stop. */
export function drawTypedBengaliWhole(doc: Document, url: string): () => void {
  page = { doc, url };
  face = null;
  doc.addEventListener("input", onEvent, true);
  doc.addEventListener("focusin", onEvent, true);
  return () => {
    page = null;
    doc.removeEventListener("input", onEvent, true);
    doc.removeEventListener("focusin", onEvent, true);
  };
}
