// Each page's icons, from where its first screen gets them soonest (after the pages are final,
// before their twins are compressed: postbuild.ts).
//
// The components draw every icon from one sprite of all of them (app/components/ui/icons.tsx,
// ICON_SPRITE: 6.5 KB gzip), which every page fetched before its first paint, beside its
// stylesheet and, on Bengali pages, its font: on Lighthouse's slow 4G that is one more round trip
// before the largest paint. A page uses 17–34 of the 55 icons, so each page gets instead:
// - its icons' symbols written into the page itself, when the page still fits in the first round
//   trip with them (`FIRST_ROUND_TRIP`): no request at all;
// - otherwise a sprite of only its icons (/assets/icons-<hash>.svg, shared by the pages that use
//   the same set, fingerprinted, so cached for good), half the bytes of the whole one.
// The scripts draw an icon the page was served with from the same place (`iconHref` in icons.tsx
// reads the page's own references), so hydration finds what it renders; an icon the page did not
// have, after a move to another page, comes from the whole sprite.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { fingerprintOf } from "./hosting/policy.ts";
import { ICON_SPRITE, INLINE_ICONS_ID, INLINE_ICON_PREFIX } from "../app/components/ui/icon-href.ts";

/**
 * The most a page may weigh, gzipped (level 6, as the bench's nginx), to arrive in the first
 * round trip: TCP's first window is 10 segments of 1,460 bytes, and the response's headers and
 * TLS framing take some of it.
 */
export const FIRST_ROUND_TRIP = 14_000;

const REFERENCE = new RegExp(`href="${ICON_SPRITE.replaceAll(".", "\\.")}#([\\w-]+)"`, "g");

/** The symbols of a sprite, by id. */
export function symbolsOf(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(/<symbol id="([\w-]+)"[\s\S]*?<\/symbol>/g)].map((m) => [m[1]!, m[0]]));
}

/** The icons a page draws from the whole sprite, in the order it first draws them. */
export function iconsOf(html: string): string[] {
  return [...new Set([...html.matchAll(REFERENCE)].map((m) => m[1]!))];
}

function symbolsFor(ids: string[], symbols: Map<string, string>, page: string): string[] {
  return ids.map((id) => {
    const symbol = symbols.get(id);
    if (!symbol) throw new Error(`${page} draws the icon "${id}", which ${ICON_SPRITE} does not have`);
    return symbol;
  });
}

/** A page with its icons' symbols written in, at the start of its body, and drawn from there. */
export function withIconsInline(html: string, ids: string[], symbols: Map<string, string>, page = "a page"): string {
  const inline = symbolsFor(ids, symbols, page).map((symbol) => symbol.replace(/^<symbol id="/, `<symbol id="${INLINE_ICON_PREFIX}`));
  const block = `<svg id="${INLINE_ICONS_ID}" aria-hidden="true">${inline.join("")}</svg>`;
  return html.replace(REFERENCE, `href="#${INLINE_ICON_PREFIX}$1"`).replace(/<body[^>]*>/, (body) => body + block);
}

/** A sprite of some icons, and its address, named for its content. */
export function spriteOf(ids: string[], symbols: Map<string, string>, page = "a page"): { url: string; svg: string } {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbolsFor(ids, symbols, page).join("")}</svg>`;
  return { url: `/assets/icons-${fingerprintOf(svg)}.svg`, svg };
}

function pagesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pagesUnder(path) : name.endsWith(".html") ? [path] : [];
  });
}

/** Gives every page of a build its icons (above); how many pages got them inline, and how many sprites were written. */
export function pageIconsIn(client: string): { inline: number; sprites: number; pages: number } {
  const symbols = symbolsOf(readFileSync(join(client, ICON_SPRITE), "utf8"));
  const sprites = new Set<string>();
  let inline = 0;
  let pages = 0;
  for (const file of pagesUnder(client)) {
    const html = readFileSync(file, "utf8");
    const ids = iconsOf(html);
    if (!ids.length) continue;
    pages++;
    const page = file.slice(client.length);
    const withInline = withIconsInline(html, ids, symbols, page);
    if (gzipSync(withInline, { level: 6 }).length <= FIRST_ROUND_TRIP) {
      writeFileSync(file, withInline);
      inline++;
      continue;
    }
    const { url, svg } = spriteOf(ids, symbols, page);
    if (!sprites.has(url)) writeFileSync(join(client, url), svg);
    sprites.add(url);
    writeFileSync(file, html.replace(REFERENCE, `href="${url}#$1"`));
  }
  return { inline, sprites: sprites.size, pages };
}
