// The Bengali type, made before each build from Noto Sans Bengali (@fontsource, SIL Open Font
// Licence): subsets of exactly the glyphs the site's Bengali text is drawn with, written to
// app/fonts/generated/ for app/fonts/bengali.css, which Vite fingerprints with the other assets.
// - bengali-400.woff2: the Bengali pages' face (bold is drawn from it: app/fonts/bengali.css);
// - bengali-ui.woff2: only the language switch's "বাংলা" and the taka sign, for English pages.
//
// Bengali letters join into conjuncts and take vowel signs around them, so a subset by letters
// keeps every conjunct those letters can make (about 600 glyphs). This one shapes the site's
// words with HarfBuzz, the shaper browsers use, and keeps the letters and only the glyphs those
// words become or pass through on the way: less than two thirds of the bytes. A word the content
// does not have still draws, from its letters, with a conjunct the subset lacks shown as its
// letters and a visible hasant.
//
// Run by `npm run test:unit`, and as every build and dev server starts (vite/bengali-font.ts)
// when the fonts in app/fonts/generated/ were cut for other words: another content folder's, or
// text edited since. The content folder is CONTENT_DIR's (app/data/content-dir.ts).
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Buffer as ShapingBuffer, type Font, shapeWithTrace } from "harfbuzzjs";
import { BENGALI_RUN, convertFont, harfbuzzFont, shapeText } from "./shaped-text.ts";
import { formatDate, formatDateTime, formatTime, formatWeekday } from "../app/lib/dates.ts";
import { BENGALI_LOCALE } from "../app/lib/i18n.ts";
import { formatPrice } from "../app/lib/money.ts";
import { contentPath } from "../app/data/content-dir.ts";

const require = createRequire(import.meta.url);
const OUT = "app/fonts/generated";
/** What English pages show in Bengali letters whatever the content: the language's own name, the taka sign. */
export const UI_TEXT = ["বাংলা", "৳"];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * What the Bengali pages may draw that no file spells out: Intl's month names, days of the week,
 * parts of the day and units of time (bn-BD), and the digits, as dates, prices, counts and the
 * working hours (app/lib/availability.ts) are written.
 */
export function formattedText(): string[] {
  // Every month, morning and evening, written the way the pages write them (app/lib/dates.ts, money.ts).
  const moments = Array.from({ length: 12 }, (_, month) =>
    [9, 21].map((hour) => new Date(Date.UTC(2026, month, 14, hour, 5)).toISOString()),
  ).flat();
  return [
    ...moments.flatMap((moment) => [formatDate(moment, BENGALI_LOCALE), formatDateTime(moment, BENGALI_LOCALE, "Asia/Dhaka")]),
    new Intl.NumberFormat(BENGALI_LOCALE).format(1234567890),
    formatPrice(2500, "BDT", BENGALI_LOCALE),
    // Every hour of a day ("ভোর ৫:০০", "সন্ধ্যা ৬:০০"), every day of a week ("রবিবার"), each unit of a reply time ("৪ ঘণ্টা").
    ...Array.from({ length: 24 }, (_, hour) => formatTime(new Date(Date.UTC(2024, 0, 7, hour, 30)), BENGALI_LOCALE, "UTC")),
    ...Array.from({ length: 7 }, (_, day) => formatWeekday(new Date(Date.UTC(2024, 0, 7 + day, 12)), BENGALI_LOCALE, "UTC")),
    ...["minute", "hour", "day"].map((unit) =>
      new Intl.NumberFormat(BENGALI_LOCALE, { style: "unit", unit, unitDisplay: "long" }).format(4),
    ),
  ];
}

/** The distinct runs of Bengali in some texts, as the browser shapes them. */
export function bengaliRuns(texts: string[]): string[] {
  const runs = new Set(UI_TEXT);
  for (const text of texts) for (const [run] of text.matchAll(BENGALI_RUN)) runs.add(run);
  return [...runs].sort();
}

/** The glyphs HarfBuzz draws some runs of text with, in a font (TrueType bytes). */
export function glyphsOf(ttf: Uint8Array, runs: string[]): Set<number> {
  const { font } = harfbuzzFont(ttf);
  const glyphs = new Set<number>();
  for (const run of runs) for (const { codepoint } of shapeText(font, run)) glyphs.add(codepoint);
  return glyphs;
}

/**
 * The glyphs HarfBuzz passes through while it shapes some runs, those it draws among them. A
 * conjunct is often made in steps (ক্র: ্র becomes a ra-phala glyph, which a later lookup joins
 * to ক), and a subset without the glyph of a middle step loses the lookups that make and read
 * it: the word falls apart into letters and a visible hasant. Twenty times slower than
 * `glyphsOf`, so asked only for the words that need it (`bengaliFace`).
 */
export function glyphsOnTheWay(ttf: Uint8Array, runs: string[]): Set<number> {
  let font: Font | undefined;
  const glyphs = new Set<number>();
  for (const run of runs) {
    // Remembered by run: the page faces (page-fonts.ts) ask again for the words many pages share.
    const key = `${ttf.byteLength}:${run}`;
    let found = onTheWay.get(key);
    if (!found) {
      font ??= harfbuzzFont(ttf).font;
      found = [];
      const buffer = new ShapingBuffer();
      buffer.addText(run);
      buffer.guessSegmentProperties();
      // Each step's buffer, when it holds glyphs, is a list of { g: glyph id, … } (harfbuzzjs types it unknown).
      for (const step of shapeWithTrace(font, buffer, [], 0, 0))
        if (step.glyphs) for (const glyph of step.t) if (isGlyph(glyph)) found.push(glyph.g);
      onTheWay.set(key, found);
    }
    for (const glyph of found) glyphs.add(glyph);
  }
  return glyphs;
}
const onTheWay = new Map<string, number[]>();

/** A glyph of a shaping step's buffer, as shapeWithTrace reports it. */
const isGlyph = (value: unknown): value is { g: number } =>
  typeof value === "object" && value !== null && "g" in value && typeof value.g === "number";

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** What this file calls of hb-subset's WebAssembly: pointers, objects and sets are numbers (addresses in its memory). */
interface HbSubset {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, setType: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_or_fail(face: number, input: number): number;
}

let subsetter: Promise<HbSubset> | undefined;
/** HarfBuzz's subsetter (hb-subset), as WebAssembly. */
async function hbSubset(): Promise<HbSubset> {
  subsetter ??= WebAssembly.instantiate(readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"))).then(({ instance }) => {
    const exports = instance.exports as unknown as HbSubset;
    exports._initialize();
    return exports;
  });
  return subsetter;
}

/**
 * A TrueType font cut to some characters and glyphs, every OpenType feature kept: the
 * equivalent of `hb-subset --unicodes=… --gids=… --layout-features=* --no-layout-closure`.
 */
export async function subsetToGlyphs(ttf: Buffer, characters: string, glyphs: Set<number>): Promise<Buffer> {
  const hb = await hbSubset();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const input = hb.hb_subset_input_create_or_fail();
  if (!input) throw new Error("hb_subset_input_create_or_fail failed");
  const data = hb.malloc(ttf.byteLength);
  heap().set(new Uint8Array(ttf), data);
  const blob = hb.hb_blob_create(data, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
    const unicodes = hb.hb_subset_input_unicode_set(input);
    for (const character of characters) hb.hb_set_add(unicodes, character.codePointAt(0)!);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const subset = hb.hb_subset_or_fail(face, input);
    if (!subset) throw new Error("hb_subset_or_fail failed");
    const result = hb.hb_face_reference_blob(subset);
    const at = hb.hb_blob_get_data(result, 0);
    const bytes = Buffer.from(heap().subarray(at, at + hb.hb_blob_get_length(result)));
    hb.hb_blob_destroy(result);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

/** The whole face of a weight, as TrueType bytes: what the cuts are made from. */
export function sourceFace(weight: number): Promise<Buffer> {
  const source = readFileSync(require.resolve(`@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`));
  return convertFont(source, "truetype");
}

/**
 * The runs a cut face (WOFF2 or TrueType bytes) does not draw as the whole face does: other
 * outlines, or the same ones elsewhere. A joiner's glyph, which has neither outline nor width,
 * is left out of the comparison (a cut may drop it).
 */
export async function runsDrawnOtherwise(whole: Buffer, cut: Buffer, runs: string[]): Promise<string[]> {
  const fonts = [await convertFont(whole, "truetype"), await convertFont(cut, "truetype")].map((ttf) => harfbuzzFont(ttf).font);
  const drawing = (font: Font, run: string) =>
    shapeText(font, run)
      .map((glyph) => ({ ...glyph, path: font.glyphToPath(glyph.codepoint) }))
      .filter(({ path, xAdvance }) => path || xAdvance)
      .map(({ path, xAdvance, xOffset, yOffset }) => `${path}@${xAdvance},${xOffset},${yOffset}`)
      .join(" ");
  return runs.filter((run) => drawing(fonts[0]!, run) !== drawing(fonts[1]!, run));
}

/**
 * The face of a weight, cut to what `runs` draw, as WOFF2: the glyphs the words are drawn with,
 * then, for the words the cut draws otherwise than the whole font (a conjunct made in steps),
 * the glyphs of every step.
 */
export async function bengaliFace(weight: number, runs: string[]): Promise<Buffer> {
  const ttf = await sourceFace(weight);
  const characters = [...new Set(runs.join(""))].join("");
  const glyphs = glyphsOf(ttf, runs);
  let subset = await subsetToGlyphs(ttf, characters, glyphs);
  const inSteps = await runsDrawnOtherwise(ttf, subset, runs);
  if (inSteps.length) {
    for (const glyph of glyphsOnTheWay(ttf, inSteps)) glyphs.add(glyph);
    subset = await subsetToGlyphs(ttf, characters, glyphs);
    const still = await runsDrawnOtherwise(ttf, subset, runs);
    if (still.length) console.warn(`bengali-font: the cut draws ${still.length} words otherwise than the whole font: ${still.join(" ")}`);
  }
  return convertFont(subset, "woff2", "truetype");
}

/** The files that hold the interface's Bengali words, whatever the content: the dictionary, the consent dialog's. */
export const uiSources = (): string[] => ["app/lib/words.bn.ts", "app/lib/consent-config.ts"];

/** Every run of Bengali the site's pages may show: the content folder's texts, the Bengali dictionary, the formats. */
export function siteRuns(): string[] {
  const sources = [...filesUnder(contentPath(".")).filter((file) => /\.(ts|md)$/.test(file)), ...uiSources()];
  return bengaliRuns([...sources.map((file) => readFileSync(file, "utf8")), ...formattedText()]);
}

const FACES: [name: string, weight: number, text: (runs: string[]) => string[]][] = [
  ["bengali-400", 400, (runs) => runs],
  ["bengali-ui", 400, () => UI_TEXT],
];
/** What the fonts in OUT were cut for: a hash of the runs, beside the fonts. */
const STAMP = join(OUT, "words.sha256");
const stampOf = (runs: string[]): string => createHash("sha256").update(runs.join("\n")).digest("hex");

/** Whether OUT holds the faces cut for these runs. */
export function fontsAreFor(runs: string[]): boolean {
  if (!FACES.every(([name]) => existsSync(join(OUT, `${name}.woff2`)))) return false;
  return existsSync(STAMP) && readFileSync(STAMP, "utf8") === stampOf(runs);
}

/** Cuts the faces for these runs into OUT; what it wrote, for the log. */
export async function writeBengaliFonts(runs: string[]): Promise<string> {
  mkdirSync(OUT, { recursive: true });
  const written: string[] = [];
  for (const [name, weight, text] of FACES) {
    const font = await bengaliFace(weight, text(runs));
    writeFileSync(join(OUT, `${name}.woff2`), font);
    written.push(`${name}.woff2 (${font.length} bytes)`);
  }
  writeFileSync(STAMP, stampOf(runs));
  return `${runs.length} Bengali words shaped; wrote ${written.join(", ")} to ${OUT}/`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`bengali-font: ${await writeBengaliFonts(siteRuns())}`);
}
