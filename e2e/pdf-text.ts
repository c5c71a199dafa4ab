/**
 * Reading a PDF back, for the tests: its text in drawing order, where each
 * word sits on the page, its fonts and its metadata. Shared by the CV's unit
 * test (app/components/sections/cv-document.test.tsx) and the end-to-end test
 * of the built file. Uses pdfjs-dist in Node, without a worker thread.
 */
import { getDocument, OPS } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api";

/** A word (a run of text without spaces) and the box it covers, in PDF points from the page's bottom left. */
export interface WordBox {
  text: string;
  page: number;
  left: number;
  right: number;
  bottom: number;
  top: number;
  fontSize: number;
}

export interface PdfFont {
  /** The font's /BaseFont, with its subset tag, e.g. "ABCDEF+Inter-Bold". */
  name: string;
  /** True when the PDF does not carry the font program, so viewers substitute one. */
  missingFile: boolean;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  /** The page's text in the order it is drawn, one line per line of the page. */
  text: string;
  /** Every word drawn on the page, with its box. */
  words: WordBox[];
  fonts: PdfFont[];
}

export interface PdfContents {
  info: Record<string, unknown>;
  pages: PdfPage[];
}

// A glyph's box, as a share of the font size around the baseline: generous
// enough for ascenders, accents and descenders in Inter or Helvetica.
const ASCENT = 0.95;
const DESCENT = 0.25;

/** Splits a text item into its words, sharing the item's width out by character count. */
function wordsOf(item: TextItem, page: number): WordBox[] {
  const [a, b, , , x, y] = item.transform as number[];
  const fontSize = Math.hypot(a!, b!);
  const perChar = item.str.length ? item.width / item.str.length : 0;
  const words: WordBox[] = [];
  for (const match of item.str.matchAll(/\S+/g)) {
    const left = x! + match.index * perChar;
    words.push({
      text: match[0],
      page,
      left,
      right: left + match[0].length * perChar,
      bottom: y! - DESCENT * fontSize,
      top: y! + ASCENT * fontSize,
      fontSize,
    });
  }
  return words;
}

/** Everything the tests look at in a PDF. */
export async function readPdf(pdf: Uint8Array): Promise<PdfContents> {
  const task = getDocument({
    data: new Uint8Array(pdf), // a copy: pdfjs may take the bytes over
    verbosity: 0, // errors only, and none are expected
    // No standard font data and no system fonts: a font the PDF does not embed stays a missing file.
    useSystemFonts: false,
    disableFontFace: true,
    fontExtraProperties: true, // font names
  });
  const document = await task.promise;
  try {
    const { info } = await document.getMetadata();
    const pages: PdfPage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const [x0, y0, x1, y1] = page.view as [number, number, number, number];
      const content = await page.getTextContent();
      const items = content.items.filter((item): item is TextItem => "str" in item);
      const text = items.map((item) => item.str + (item.hasEOL ? "\n" : "")).join("");
      const operators = await page.getOperatorList();
      const fontIds = new Set<string>();
      operators.fnArray.forEach((fn, index) => {
        if (fn === OPS.setFont) fontIds.add((operators.argsArray[index] as [string])[0]);
      });
      const fonts = [...fontIds].map((id) => {
        const font = page.commonObjs.get(id) as { name?: string; missingFile?: boolean };
        return { name: font.name ?? id, missingFile: font.missingFile !== false };
      });
      pages.push({ number, width: x1 - x0, height: y1 - y0, text, words: items.flatMap((item) => wordsOf(item, number)), fonts });
      page.cleanup();
    }
    return { info: info as Record<string, unknown>, pages };
  } finally {
    await task.destroy();
  }
}

/** The text of a PDF in drawing order, with every run of white space (line ends included) made one space. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const { pages } = await readPdf(pdf);
  return pages
    .map((page) => page.text)
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Pairs of words on the same page whose boxes overlap by more than `tolerance` points both ways. */
export function collisions(pages: PdfPage[], tolerance = 0.5): [WordBox, WordBox][] {
  const found: [WordBox, WordBox][] = [];
  for (const { words } of pages) {
    for (let i = 0; i < words.length; i += 1) {
      for (let j = i + 1; j < words.length; j += 1) {
        const p = words[i]!;
        const q = words[j]!;
        const overlapX = Math.min(p.right, q.right) - Math.max(p.left, q.left);
        const overlapY = Math.min(p.top, q.top) - Math.max(p.bottom, q.bottom);
        if (overlapX > tolerance && overlapY > tolerance) found.push([p, q]);
      }
    }
  }
  return found;
}
