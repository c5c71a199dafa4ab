// React DOM 19 writes the <link> and <meta> elements of a page's head in an order of its own:
// its preloads of the first images come right after <meta name="viewport">, and every link
// the page renders (icon, manifest, the Bengali font's preload) before the in-place children
// of <head>, among them the stylesheet. The first paint waits for the stylesheet and nothing
// else, so after the build each page asks for it before any other file: every <link> React
// put ahead of it moves to just behind it, the font a Bengali page's text waits for first,
// then the others in the order React wrote them, then the scripts React hoists there (`async`:
// the tap keeper). React hydrates the links and
// metas of <head> by what they are, not where they are, so the page hydrates as before.
import { rewritePages } from "./defer-hydration.ts";

const HEAD = /<head>([\s\S]*?)<\/head>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;
const LINK = /<link\b[^>]*>/g;
const FONT = /\bas="font"/;
/** A script React hoists to the head's start, as it does the links: the tap keeper (app/root.tsx). */
const ASYNC_SCRIPT = /<script async=""[^>]*><\/script>/g;

/** One page with its stylesheet as the first file its head asks for, and no preload of an image it shows. */
export function stylesheetFirst(page: string): string {
  const html = withoutImagePreloads(page);
  const head = HEAD.exec(html);
  if (!head) return html;
  const inner = head[1]!;
  const stylesheet = STYLESHEET.exec(inner);
  if (!stylesheet) throw new Error("stylesheet-first: the page's head has no <link rel=\"stylesheet\">");
  const before = inner.slice(0, stylesheet.index);
  const links = before.match(LINK) ?? [];
  const scripts = before.match(ASYNC_SCRIPT) ?? [];
  const moved = [...links.filter((link) => FONT.test(link)), ...links.filter((link) => !FONT.test(link)), ...scripts];
  if (!moved.length) return html;
  const rest = before.replace(LINK, "").replace(ASYNC_SCRIPT, "");
  const after = inner.slice(stylesheet.index + stylesheet[0].length);
  const reordered = `${rest}${stylesheet[0]}${moved.join("")}${after}`;
  return html.slice(0, head.index) + `<head>${reordered}</head>` + html.slice(head.index + head[0].length);
}

const IMAGE_PRELOAD = /<link rel="preload" as="image" href="([^"]+)"[^>]*\/>/g;

/** The page without React's preloads of the images its <img> elements show. */
export function withoutImagePreloads(html: string): string {
  const shown = new Set([...html.matchAll(/<img\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]));
  return html.replace(IMAGE_PRELOAD, (tag, href: string) => (shown.has(href) ? "" : tag));
}

/** Every page under `dir`; returns how many changed. */
export const stylesheetFirstIn = (dir: string): number => rewritePages(dir, stylesheetFirst);
