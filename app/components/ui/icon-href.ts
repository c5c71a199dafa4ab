// Where an icon is drawn from. The pages are rendered with every icon pointing at one sprite of
// all of them (`ICON_SPRITE`, made by app/routes/icons.ts); after the build, each page gets its own
// icons, written into the page or in a smaller sprite (pipeline/page-icons.ts). The scripts then
// draw an icon the page was served with from where the page draws it, so hydration finds the
// same address, and any other icon (on a page reached without a reload) from the whole sprite.

/** The sprite of every icon the site shows: the outlines and the brand marks. */
export const ICON_SPRITE = "/images/icons.svg";
/** The id of the block of symbols a page carries itself (hidden by app/app.css). */
export const INLINE_ICONS_ID = "icon-symbols";
/** What a symbol's id starts with inside a page, so it never meets an id of the page's own. */
export const INLINE_ICON_PREFIX = "icon-";

/**
 * A symbol's id in the sprite: a letter for its kind (`u` an outline, `b` a brand mark) and its
 * place in its list, in base 36. Every page names each icon it draws by it, so it is short.
 */
export const symbolIdOf = <Name extends string>(kind: "u" | "b", names: readonly Name[], name: Name) =>
  `${kind}${names.indexOf(name).toString(36)}`;

let served: Map<string, string> | undefined;

/** Each icon the page was served with, by id, and the address it is drawn from: read once, before anything redraws it. */
function servedIcons(doc: Document): Map<string, string> {
  if (served) return served;
  served = new Map();
  for (const use of doc.querySelectorAll("svg > use[href]")) {
    const href = use.getAttribute("href")!;
    const id = href.slice(href.indexOf("#") + 1);
    const icon = href.startsWith("#") && id.startsWith(INLINE_ICON_PREFIX) ? id.slice(INLINE_ICON_PREFIX.length) : id;
    if (!served.has(icon)) served.set(icon, href);
  }
  return served;
}

/** The address of an icon's symbol (`u7`, `b0`: uiIconId, brandIconId): where the page has it, else the whole sprite. */
export function iconHref(id: string): string {
  const sprite = `${ICON_SPRITE}#${id}`;
  if (typeof document === "undefined") return sprite;
  return servedIcons(document).get(id) ?? sprite;
}

/** Forgets the page read by `iconHref` (tests render several). */
export function forgetServedIcons() {
  served = undefined;
}
