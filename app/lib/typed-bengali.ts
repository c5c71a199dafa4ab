// What a visitor types in Bengali (a message, a comment, a search) may hold any Bengali word, and
// the site's Bengali face is cut to the glyphs of the site's own words (scripts/bengali-font.mjs):
// a conjunct they lack ("ব্রাহ্মণবাড়িয়া", "লক্ষ্মী") would be drawn as letters and a visible
// hasant. So once a text field holds Bengali, it is drawn with the whole Bengali face (Noto Sans
// Bengali, 44 KB, the same design), fetched then and only then: no page pays for it before.
// Declared here, not in app/fonts/bengali.css: the stylesheet has no bytes to spare before its
// next round trip (docs/performance.md), and the face is only ever needed after the scripts start.

/** The family of the whole face, added to the page's fonts when first needed. */
export const TYPED_FAMILY = "Bengali Typed";
/** The characters the face draws, as app/fonts/bengali.css's faces; Latin stays in the owner's font stack. */
export const BENGALI_RANGE = "U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC";
const BENGALI = /[\u0980-\u09FF]/;
/** Fields a visitor types text into: not checkboxes, buttons or hidden values. */
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url"]);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));
}

/** The whole face's address, once `drawTypedBengaliWhole` has set the page up; its load, once asked for. */
let fontUrl: string | null = null;
let face: Promise<void> | null = null;
let drawn = new WeakSet<HTMLElement>();

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
 * Draws a text field that holds Bengali with the whole face: fetched once, when the first field
 * needs it, and put first in the field's font stack once it has loaded, so the field never waits
 * on it. A failed fetch leaves the site's face and is tried again with the next input. Called for
 * every input and focus (`drawTypedBengaliWhole`), and by a script that fills a field itself (a
 * restored draft), which raises no input event.
 */
export function drawIfBengali(field: EventTarget | null) {
  if (!fontUrl || !isTextField(field) || drawn.has(field) || !BENGALI.test(field.value)) return;
  const doc = field.ownerDocument;
  loadFace(doc, fontUrl).then(
    () => {
      if (drawn.has(field)) return;
      drawn.add(field);
      field.style.fontFamily = `"${TYPED_FAMILY}", ${doc.defaultView!.getComputedStyle(field).fontFamily}`;
    },
    () => {},
  );
}

const onEvent = (event: Event) => drawIfBengali(event.target);

/** Draws the document's text fields that hold Bengali with the whole face at `url`; returns the way to stop. */
export function drawTypedBengaliWhole(doc: Document, url: string): () => void {
  fontUrl = url;
  face = null;
  drawn = new WeakSet();
  doc.addEventListener("input", onEvent, true);
  doc.addEventListener("focusin", onEvent, true);
  return () => {
    fontUrl = null;
    doc.removeEventListener("input", onEvent, true);
    doc.removeEventListener("focusin", onEvent, true);
  };
}
