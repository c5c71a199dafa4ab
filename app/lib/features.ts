/**
 * The optional features of the site an owner can switch off in content (`features` in
 * site.ts, each on unless written false: the schema's default, app/data/schema/site.ts),
 * and the addresses each one owns. A feature switched off disappears completely: its pages
 * are not pre-rendered (app/routes.ts), no menu or footer link leads to them
 * (`linkIsLive`), sitemap.xml does not list them, and no section of another page shows it.
 *
 * Plain data and functions that Node runs as they are (app/routes.ts, pipeline/, e2e/).
 */
export const FEATURE_NAMES = [
  "introVideo",
  "products",
  "blog",
  "testimonials",
  "faq",
  "comments",
  "newsletter",
  "hours",
  "search",
] as const;
export type FeatureName = (typeof FEATURE_NAMES)[number];
export type Features = Record<FeatureName, boolean>;

/**
 * The addresses a feature owns: a page and everything below it, or a section of a page
 * (an anchor). Features without addresses of their own (the intro video, comments, the
 * newsletter) are pieces of other pages.
 */
const FEATURE_ADDRESSES: Partial<Record<FeatureName, { paths?: string[]; anchors?: string[] }>> = {
  products: { paths: ["/products"] },
  blog: { paths: ["/blog", "/feed.xml"] },
  search: { paths: ["/search"] },
  testimonials: { anchors: ["/#testimonials"] },
  faq: { anchors: ["/#faq"] },
};

/** the feature that owns an internal address, if any: "/products/2" → "products", "/#faq" → "faq". */
export function featureOfAddress(to: string): FeatureName | undefined {
  if (!to.startsWith("/")) return undefined;
  const [pathWithQuery = "/", hash] = to.split("#", 2);
  const path = pathWithQuery.split("?", 1)[0]!.replace(/(.)\/$/, "$1");
  for (const [name, owned] of Object.entries(FEATURE_ADDRESSES) as [FeatureName, (typeof FEATURE_ADDRESSES)[FeatureName]][]) {
    if (owned?.paths?.some((base) => path === base || path.startsWith(`${base}/`))) return name;
    if (hash && owned?.anchors?.includes(`${path === "/home" ? "/" : path}#${hash}`)) return name;
  }
  return undefined;
}

/** Whether a link can stay: it leads outside the site, or to no feature, or to a feature that is on. */
export function linkIsLive(to: string, features: Features): boolean {
  const feature = featureOfAddress(to);
  return feature === undefined || features[feature];
}

/** Columns of links (the footer's), less the links to features switched off and any column they leave empty. */
export function liveColumns<C extends { links: readonly { to: string }[] }>(columns: readonly C[], features: Features): C[] {
  return columns
    .map((column) => ({ ...column, links: column.links.filter((link) => linkIsLive(link.to, features)) }))
    .filter((column) => column.links.length > 0);
}
