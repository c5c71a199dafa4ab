import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  /** The site's identity; its `title` (the owner's job title) is drawn on the home page's share image. */
  site: { name: string; url: string; title?: string };
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/about"; the canonical URL and the share image's are built from it. */
  path: string;
  type?: "website" | "article";
}

/**
 * What a page's meta tags say, in the few fields they are made from: the loader
 * returns this (it travels in the page's data once per field), and `metaTags`
 * spells it out as tags in the route's `meta` export.
 */
export interface PageMeta {
  title: string;
  description: string;
  url: string;
  siteName: string;
  type: "website" | "article";
  /** The page's share image (absolute URL), which the build draws (scripts/share-images.mjs). */
  image: string;
  /** What the share image shows, "<headline>, <byline>"; the build draws those two from it. */
  imageAlt: string;
}

/** Between a page's own title and the site name in `<title>`: "About | Arif Hossain". */
export const TITLE_SEPARATOR = " | ";

/**
 * The share image every page gets: a PNG of this size, drawn at build time by
 * scripts/share-images.mjs from the page's tags and written to `shareImagePath`.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;
export const SHARE_IMAGE_FOLDER = "/images/share/";

/** Where a page's share image lives: "/" → /images/share/home.png, "/blog/x" → /images/share/blog/x.png. */
export function shareImagePath(path: string): string {
  return `${SHARE_IMAGE_FOLDER}${path.replace(/^\/+|\/+$/g, "") || "home"}.png`;
}

/**
 * A page's meta, from its title, description and path. Its share image shows the
 * page's title over the owner's name; the home page's, the owner's name over
 * their job title.
 */
export function seo({ site, title, description, path, type = "website" }: SeoInput): PageMeta {
  const [headline, byline] = title ? [title, site.name] : [site.name, site.title];
  return {
    title: title ? `${title}${TITLE_SEPARATOR}${site.name}` : site.name,
    description,
    url: absoluteUrl(site.url, path),
    siteName: site.name,
    type,
    image: absoluteUrl(site.url, shareImagePath(path)),
    imageAlt: byline ? `${headline}, ${byline}` : headline,
  };
}

/**
 * The meta tags of a page: title, description, canonical link, Open Graph and
 * Twitter cards. Open Graph tags use `property`, Twitter tags use `name`, as
 * each specification requires.
 */
export function metaTags({ title, description, url, siteName, type, image, imageAlt }: PageMeta): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: SHARE_IMAGE.type },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
}

/** A path of the site as an absolute URL; a site served under a sub-path keeps it. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`).toString();
}

/** The `meta` export of a route whose loader returned `meta: seo(…)`. */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: PageMeta } | null }): MetaDescriptor[] {
  return loaderData?.meta ? metaTags(loaderData.meta) : [];
}

/** The `meta` export of a detail route: its own tags, or a "… not found" title for an unknown id. */
export function metaOrNotFound(what: string) {
  return (args: { error?: unknown; loaderData?: { meta?: PageMeta } | null }): MetaDescriptor[] =>
    args.error ? [{ title: `${what} not found` }, { name: "robots", content: "noindex" }] : metaFromLoader(args);
}
