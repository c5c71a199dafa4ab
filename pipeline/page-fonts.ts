// Each Bengali page's own face (after the pages are final, before their icons and twins:
// postbuild.ts).
//
// The site's Bengali face (bengali-font.ts) draws every word of every page: 24 KB, which a Bengali
// page fetches before its first paint, beside its stylesheet. On Lighthouse's slow 4G that face
// is the last file the largest paint waits for, and a page draws only four fifths of it. So each
// Bengali page gets a face cut to what it can show without leaving it:
// - its own words (text and attributes), the interface's words (app/lib/words.bn.ts, the consent
//   dialog's) and the formats (dates, numbers, prices): what a toast, an error or a dialog says;
// - as /assets/bengali-page-<hash>.woff2, declared as "Page Bengali" by /assets/bengali-page-<hash>.css
//   (a stylesheet of its own: an inline one would need a hash in every host's policy), both named
//   for the face's content with an 8-character hash, as Vite names its files, so every host caches
//   them for good (hosting/policy.ts, FINGERPRINT) and pages with the same words share them; the
//   font preloaded after the site's stylesheet, where the site's face was.
// The stylesheet's stack names "Page Bengali" first and "Site Bengali" after it (app/app.css): a
// letter the page face lacks comes from the site's. From the first move to another page on, and
// for the search's results, the page is drawn with the site's face (app/lib/page-face.ts). The
// search page, whose results are other pages' words, keeps the site's face and preloads it.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cached, pruneCache, walk } from "./build-cache.ts";
import { fingerprintOf } from "./hosting/policy.ts";
import { bengaliFace, bengaliRuns, formattedText, uiSources } from "./bengali-font.ts";
import { FACE_ATTRIBUTE } from "../app/lib/page-face.ts";
import { SEARCH_PATH } from "../app/lib/search.ts";

/** The family the page faces are declared as (app/app.css names it first on Bengali pages). */
export const PAGE_FAMILY = "Page Bengali";
const DEFAULT_CACHE = join(import.meta.dirname, "..", "node_modules", ".cache", "page-faces");
const BENGALI_PAGE = /<html[^>]*\blang="bn"/;
/** The site's stylesheet in a page's head; its address the first group. */
const SITE_STYLESHEET = /<link rel="stylesheet" href="(\/assets\/root-[^"]+)"\/>/;

/** The runs of Bengali a page can draw while a visitor stays on it: its own, the interface's, the formats'. */
export function pageRuns(html: string, always: string[]): string[] {
  return bengaliRuns([html, ...always]);
}

/** The code points of some runs as a unicode-range ("U+0982, U+0985-0986"): what the face draws, and no more. */
export function unicodeRange(runs: string[]): string {
  const points = [...new Set([...runs.join("")].map((character) => character.codePointAt(0)!))].sort((a, b) => a - b);
  const ranges: [number, number][] = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && last[1] === point - 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, "0");
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

/** The stylesheet that declares a page face. */
export function faceStylesheet(fontUrl: string, runs: string[]): string {
  return (
    `@font-face{font-family:"${PAGE_FAMILY}";src:url(${fontUrl}) format("woff2");font-weight:400;` +
    `font-display:swap;unicode-range:${unicodeRange(runs)}}\n`
  );
}

/** A page that asks for its face: its stylesheet after the site's, then the font's preload. */
export function withPageFace(html: string, cssUrl: string, fontUrl: string): string {
  return withPreload(html, `<link rel="stylesheet" href="${cssUrl}"/>${preload(fontUrl)}`);
}

/** A page that preloads a face, after the site's stylesheet. */
function withPreload(html: string, links: string): string {
  if (!SITE_STYLESHEET.test(html)) throw new Error("the page has no site stylesheet to put its face after");
  return html.replace(SITE_STYLESHEET, (site) => site + links);
}
const preload = (fontUrl: string) => `<link rel="preload" href="${fontUrl}" as="font" type="font/woff2" crossorigin="anonymous"/>`;

/** The site's face, as the site's stylesheet names it (app/fonts/bengali.css). */
function siteFaceUrl(client: string, html: string): string {
  const stylesheet = SITE_STYLESHEET.exec(html)?.[1];
  const css = stylesheet ? readFileSync(join(client, stylesheet), "utf8") : "";
  const url = /@font-face\{font-family:"?Site Bengali"?;src:url\(([^)]+)\)/.exec(css)?.[1];
  if (!url) throw new Error(`no "Site Bengali" face in ${stylesheet ?? "the page's stylesheet"}`);
  return url.replace(/^"|"$/g, "");
}

/**
 * An English page draws Bengali letters with the site's faces only where app/app.css names them:
 * inside an element marked lang="bn" or data-bengali-letters. Elsewhere, the page's own text is
 * drawn with the owner's font stack alone, so that the 1 KB face's arrival lays out those few
 * elements again rather than the whole page (docs/performance.md, lever 22).
 */
const MARKED = /\s(?:lang="bn(?:-[^"]*)?"|data-bengali-letters="")/;
/** Elements with no end tag. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** A comment, an element whose text is not drawn (a script, a style, a template), or a tag: its slash, name and attributes. */
const TOKEN = /<!--[\s\S]*?-->|<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const BENGALI_LETTERS = /[\u0980-\u09FF]+/g;

/**
 * The Bengali letters an English page's body shows outside every element marked for them (MARKED):
 * an owner's Bengali words in English content, say. Such a page is served drawn with the site's
 * face (`withSiteFace`), as every page is from its first move to another on (app/lib/page-face.ts),
 * so that a device without a Bengali font draws them too.
 */
export function unmarkedBengali(html: string): string[] {
  const start = html.search(/<body[\s>]/);
  if (start < 0) return [];
  const body = html.slice(start);
  const open: { name: string; marked: boolean }[] = [];
  const found: string[] = [];
  const text = (from: number, to: number) => {
    if (open.some(({ marked }) => marked)) return;
    found.push(...(body.slice(from, to).match(BENGALI_LETTERS) ?? []));
  };
  let last = 0;
  for (const match of body.matchAll(TOKEN)) {
    text(last, match.index);
    last = match.index + match[0].length;
    const [whole, , close, name, attributes] = match;
    if (!name) continue; // a comment, or an element whose text is not drawn
    const tag = name.toLowerCase();
    if (close) {
      const at = open.findLastIndex((element) => element.name === tag);
      if (at >= 0) open.length = at;
    } else if (!VOID.has(tag) && !whole.endsWith("/>")) open.push({ name: tag, marked: MARKED.test(attributes ?? "") });
  }
  text(last, body.length);
  return found;
}

/** A page served drawn with the site's face: app/app.css reads the attribute app/lib/page-face.ts sets after a move. */
export function withSiteFace(html: string): string {
  if (new RegExp(`<html\\b[^>]*\\s${FACE_ATTRIBUTE}=`).test(html)) return html;
  return html.replace(/<html\b/, `<html ${FACE_ATTRIBUTE}="site"`);
}

/**
 * Gives every Bengali page of a build its own face (above), and serves an English page whose text
 * holds Bengali letters outside the marked elements drawn with the site's face (`unmarkedBengali`):
 * how many Bengali pages, how many faces, and those English pages with some of their letters.
 */
export async function pageFacesIn(
  client: string,
  { cacheDir = DEFAULT_CACHE }: { cacheDir?: string | null } = {},
): Promise<{ pages: number; faces: number; englishWithSiteFace: string[] }> {
  const englishWithSiteFace: string[] = [];
  const always = [...uiSources().map((file) => readFileSync(file, "utf8")), ...formattedText()];
  const used = new Set<string>();
  const faces = new Set<string>();
  let pages = 0;
  for await (const file of walk(client)) {
    if (!file.endsWith(".html")) continue;
    const html = readFileSync(file, "utf8");
    if (!BENGALI_PAGE.test(html)) {
      const unmarked = unmarkedBengali(html);
      if (unmarked.length) {
        writeFileSync(file, withSiteFace(html));
        englishWithSiteFace.push(`${file.slice(client.length)} ("${unmarked.slice(0, 3).join('", "')}")`);
      }
      continue;
    }
    const path = file.slice(client.length).replace(/(\/index)?\.html$/, "");
    if (path === `/bn${SEARCH_PATH}`) {
      writeFileSync(file, withPreload(html, preload(siteFaceUrl(client, html))));
      continue;
    }
    const runs = pageRuns(html, always);
    const { bytes: font } = await cached(cacheDir, `page-face\n${runs.join("\n")}`, () => bengaliFace(400, runs), used);
    const name = `bengali-page-${fingerprintOf(Buffer.concat([font, Buffer.from(unicodeRange(runs))]))}`;
    const fontUrl = `/assets/${name}.woff2`;
    const cssUrl = `/assets/${name}.css`;
    if (!faces.has(name)) {
      writeFileSync(join(client, fontUrl), font);
      writeFileSync(join(client, cssUrl), faceStylesheet(fontUrl, runs));
      faces.add(name);
    }
    writeFileSync(file, withPageFace(html, cssUrl, fontUrl));
    pages++;
  }
  if (cacheDir) await pruneCache(cacheDir, used);
  return { pages, faces: faces.size, englishWithSiteFace };
}
