// Text the share images' layout engine (satori) cannot draw: Bengali, whose letters join into
// conjuncts and take vowel signs before, above and below them. Shaped here with HarfBuzz, the
// shaper browsers use, from Noto Sans Bengali (Bengali letters) and Inter (everything else),
// wrapped at spaces and drawn as an SVG of outlines, which satori places as an image.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Blob, Buffer as ShapingBuffer, Face, Font, type GlyphInfo, type GlyphPosition, shape } from "harfbuzzjs";

const require = createRequire(import.meta.url);

/** A font format as fontverter names it. */
export type FontFormat = "truetype" | "woff" | "woff2";
/** fontverter, which ships no types: font bytes from one format to another (`from` guessed when left out). */
const fontverter = require("fontverter") as { convert(font: Buffer, to: FontFormat, from?: FontFormat): Promise<Buffer> };
/** Font bytes converted to another format, by fontverter. */
export const convertFont = (font: Buffer, to: FontFormat, from?: FontFormat): Promise<Buffer> => fontverter.convert(font, to, from);

/** A character drawn with the Bengali font: Bengali letters and signs, the danda, the dotted circle, and the joiners. */
const BENGALI_CHARACTER = "(?:[\\u0980-\\u09FF\\u0964\\u0965\\u25CC]|\\u200C|\\u200D)";
const BENGALI = new RegExp(BENGALI_CHARACTER, "u");
/** A run of Bengali as a browser shapes it with the Bengali font. */
export const BENGALI_RUN = new RegExp(`${BENGALI_CHARACTER}+`, "gu");
export const hasBengali = (text: string): boolean => BENGALI.test(text);

/** A HarfBuzz font of a font's TrueType bytes. */
export function harfbuzzFont(ttf: Uint8Array): { font: Font; upem: number } {
  const face = new Face(new Blob(ttf));
  return { font: new Font(face), upem: face.upem };
}

/** Text shaped by HarfBuzz: each glyph's id (`codepoint`) and position, in font units. */
export function shapeText(font: Font, text: string): (GlyphInfo & Partial<GlyphPosition>)[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfosAndPositions();
}

type Script = "bengali" | "latin";

const FONT_FILES: Record<Script, (weight: number) => string> = {
  bengali: (weight) => `@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-${weight}-normal.woff2`,
  latin: (weight) => `@fontsource/inter/files/inter-latin-${weight}-normal.woff`,
};

const fonts = new Map<string, Promise<{ font: Font; upem: number; file: string }>>();
/** A HarfBuzz font of a script and weight, with its bytes' source file (for the images' cache key). */
async function fontOf(script: Script, weight: number): Promise<{ font: Font; upem: number; file: string }> {
  const key = `${script}-${weight}`;
  if (!fonts.has(key)) {
    const file = require.resolve(FONT_FILES[script](weight));
    fonts.set(
      key,
      convertFont(readFileSync(file), "truetype").then((ttf) => ({ ...harfbuzzFont(ttf), file })),
    );
  }
  return fonts.get(key)!;
}

/** The font files this module draws with, for a cache key. */
export function shapedTextFonts(): string[] {
  return [400, 700].flatMap((weight) => [require.resolve(FONT_FILES.bengali(weight)), require.resolve(FONT_FILES.latin(weight))]);
}

/** A word cut into runs of one script each: "Figma-তে" → "Figma-", "তে". */
function runsOf(word: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of word) {
    const script: Script = BENGALI.test(character) ? "bengali" : "latin";
    const last = runs.at(-1);
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

/** A word shaped at a size: its glyphs' outlines (SVG path data, font units) and positions, and its width in pixels. */
async function shapeWord(word: string, size: number, weight: number): Promise<ShapedWord> {
  const glyphs: ShapedWord["glyphs"] = [];
  let x = 0;
  for (const run of runsOf(word)) {
    const { font, upem } = await fontOf(run.script, weight);
    const scale = size / upem;
    for (const glyph of shapeText(font, run.text)) {
      const d = font.glyphToPath(glyph.codepoint);
      if (d) glyphs.push({ d, x: x + (glyph.xOffset ?? 0) * scale, y: -(glyph.yOffset ?? 0) * scale, scale });
      x += (glyph.xAdvance ?? 0) * scale;
    }
  }
  return { glyphs, width: x };
}

/** A word's glyphs (SVG path data in font units, placed and scaled to pixels) and its width in pixels. */
interface ShapedWord {
  glyphs: { d: string; x: number; y: number; scale: number }[];
  width: number;
}

/** How textImage draws a text. */
export interface TextImageOptions {
  /** A line's em, in pixels. */
  size: number;
  weight?: number;
  /** The fill, as SVG takes it. */
  color: string;
  /** The widest a line may be, in pixels. */
  maxWidth: number;
  maxLines?: number;
  /** Lines apart, in ems. */
  lineHeight?: number;
}

/** A text drawn as an SVG image: its data: URL, its size in pixels and how many lines it took. */
export interface TextImage {
  src: string;
  width: number;
  height: number;
  lines: number;
}

/**
 * Text as an SVG image: words wrapped at spaces into at most `maxLines` lines of `maxWidth`
 * pixels (the last one ending in "…" when the text is longer), `size` pixels a line's em and
 * `lineHeight` ems apart. Returns the data: URL and the image's size.
 */
export async function textImage(
  text: string,
  { size, weight = 400, color, maxWidth, maxLines = 1, lineHeight = 1.2 }: TextImageOptions,
): Promise<TextImage> {
  const words = text.split(/\s+/).filter(Boolean);
  const space = (await shapeWord(" ", size, weight)).width || size * 0.28;
  const shaped = await Promise.all(words.map((word) => shapeWord(word, size, weight)));
  const lines: { words: ShapedWord[]; width: number }[] = [];
  let line: ShapedWord[] = [];
  let width = 0;
  for (const word of shaped) {
    const next = line.length ? width + space + word.width : word.width;
    if (line.length && next > maxWidth) {
      lines.push({ words: line, width });
      line = [word];
      width = word.width;
    } else {
      line.push(word);
      width = next;
    }
  }
  if (line.length) lines.push({ words: line, width });
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    const last = kept.at(-1)!;
    const ellipsis = await shapeWord("…", size, weight);
    while (last.words.length > 1 && last.width + ellipsis.width > maxWidth) {
      const dropped = last.words.pop()!;
      last.width -= dropped.width + space;
    }
    last.words.push(ellipsis);
    last.width += ellipsis.width;
    lines.splice(0, lines.length, ...kept);
  }
  // The baseline sits where CSS puts it in a line box of `lineHeight`: ascent 0.92 em, descent 0.38 em (Noto's).
  const lineBox = size * lineHeight;
  const baseline = (lineBox - size * 1.3) / 2 + size * 0.92;
  const paths: string[] = [];
  lines.forEach((entry, index) => {
    let x = 0;
    for (const word of entry.words) {
      for (const glyph of word.glyphs) {
        const tx = +(x + glyph.x).toFixed(2);
        const ty = +(index * lineBox + baseline + glyph.y).toFixed(2);
        paths.push(
          `<path transform="translate(${tx} ${ty}) scale(${+glyph.scale.toFixed(5)} ${-glyph.scale.toFixed(5)})" d="${glyph.d}"/>`,
        );
      }
      x += word.width + space;
    }
  });
  const imageWidth = Math.ceil(Math.max(...lines.map((entry) => entry.width), 1));
  const imageHeight = Math.ceil(lines.length * lineBox);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${imageWidth}" height="${imageHeight}" viewBox="0 0 ${imageWidth} ${imageHeight}"><g fill="${color}">${paths.join("")}</g></svg>`;
  return {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    width: imageWidth,
    height: imageHeight,
    lines: lines.length,
  };
}
