// What a visitor types in Bengali (a message, a comment, a search) may hold any Bengali word, and
// the site's Bengali face is cut to the glyphs of the site's own words (scripts/bengali-font.mjs):
// a conjunct they lack ("ব্রাহ্মণবাড়িয়া", "লক্ষ্মী") would be drawn as letters and a visible
// hasant. So once a text field holds Bengali, it is drawn with the whole Bengali face (Noto Sans
// Bengali, 44 KB, the same design), fetched then and only then: no page pays for it before.

/** The family of the whole face, added to the page's fonts when first needed. */
export const TYPED_FAMILY = "Bengali Typed";
/** The characters the face draws; Latin stays in the owner's font stack (app/fonts/bengali.css). */
export const BENGALI_RANGE = "U+0964-0965, U+0980-09FF, U+200C-200D, U+25CC";
const BENGALI = /[\u0980-\u09FF]/;
/** Fields a visitor types text into: not checkboxes, buttons or hidden values. */
const TEXT_TYPES = new Set(["text", "search", "email", "tel", "url"]);

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && TEXT_TYPES.has(target.type));
}

/** The check of the page's fields, once `drawTypedBengaliWhole` has set it up. */
let checkField: ((field: EventTarget | null) => void) | null = null;

/**
 * Text a script puts into a field (a restored draft) raises no input event: the script hands
 * the field over here, and it is drawn with the whole face if it holds Bengali.
 */
export function drawIfBengali(field: HTMLInputElement | HTMLTextAreaElement) {
  checkField?.(field);
}

/**
 * Draws the text fields of a document that hold Bengali (typed, pasted or restored from a draft)
 * with the whole face at `fontUrl`: the face is fetched once, when the first field needs it, and
 * put first in that field's font stack once it has loaded, so the field never waits on it. A
 * failed fetch leaves the site's face and is tried again with the next input.
 */
export function drawTypedBengaliWhole(doc: Document, fontUrl: string): () => void {
  let face: Promise<void> | null = null;
  const drawn = new WeakSet<HTMLElement>();
  const load = () =>
    (face ??= new FontFace(TYPED_FAMILY, `url(${fontUrl}) format("woff2")`, { unicodeRange: BENGALI_RANGE })
      .load()
      .then((loaded) => void doc.fonts.add(loaded))
      .catch(() => {
        face = null;
        throw new Error(`${fontUrl} did not load`);
      }));
  const check = (field: EventTarget | null) => {
    if (!isTextField(field) || drawn.has(field) || !BENGALI.test(field.value)) return;
    load().then(
      () => {
        if (drawn.has(field)) return;
        drawn.add(field);
        field.style.fontFamily = `"${TYPED_FAMILY}", ${doc.defaultView!.getComputedStyle(field).fontFamily}`;
      },
      () => {},
    );
  };
  const onEvent = (event: Event) => check(event.target);
  checkField = check;
  doc.addEventListener("input", onEvent, true);
  doc.addEventListener("focusin", onEvent, true);
  return () => {
    checkField = null;
    doc.removeEventListener("input", onEvent, true);
    doc.removeEventListener("focusin", onEvent, true);
  };
}
