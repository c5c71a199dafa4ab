/**
 * The optional parts of the site an owner can switch off in content (`parts` in
 * site.ts, each on unless written false: the schema's default, app/data/schema/site.ts),
 * and the addresses each one owns. A part switched off disappears completely: its pages
 * are not pre-rendered (app/routes.ts), no menu or footer link leads to them
 * (`linkIsLive`), sitemap.xml does not list them, and no section of another page shows it.
 *
 * Plain data and functions that Node runs as they are (app/routes.ts, pipeline/, e2e/).
 */
export const PART_NAMES = ["introVideo", "products", "blog", "testimonials", "faq", "comments", "newsletter", "hours", "search"] as const;
export type PartName = (typeof PART_NAMES)[number];
export type Parts = Record<PartName, boolean>;

/**
 * The addresses a part owns: a page and everything below it, or a section of a page
 * (an anchor). Parts without addresses of their own (the intro video, comments, the
 * newsletter) are pieces of other pages.
 */
const PART_ADDRESSES: Partial<Record<PartName, { paths?: string[]; anchors?: string[] }>> = {
  products: { paths: ["/products"] },
  blog: { paths: ["/blog", "/feed.xml"] },
  search: { paths: ["/search"] },
  testimonials: { anchors: ["/#testimonials"] },
  faq: { anchors: ["/#faq"] },
};

/** The part that owns an internal address, if any: "/products/2" → "products", "/#faq" → "faq". */
export function partOfAddress(to: string): PartName | undefined {
  if (!to.startsWith("/")) return undefined;
  const [pathWithQuery = "/", hash] = to.split("#", 2);
  const path = pathWithQuery.split("?", 1)[0]!.replace(/(.)\/$/, "$1");
  for (const [name, owned] of Object.entries(PART_ADDRESSES) as [PartName, (typeof PART_ADDRESSES)[PartName]][]) {
    if (owned?.paths?.some((base) => path === base || path.startsWith(`${base}/`))) return name;
    if (hash && owned?.anchors?.includes(`${path === "/home" ? "/" : path}#${hash}`)) return name;
  }
  return undefined;
}

/** Whether a link can stay: it leads outside the site, or to no part, or to a part that is on. */
export function linkIsLive(to: string, parts: Parts): boolean {
  const part = partOfAddress(to);
  return part === undefined || parts[part];
}

/** Columns of links (the footer's), less the links to parts switched off and any column they leave empty. */
export function liveColumns<C extends { links: readonly { to: string }[] }>(columns: readonly C[], parts: Parts): C[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter((link) => linkIsLive(link.to, parts)) }))
    .filter((column) => column.links.length > 0);
}
