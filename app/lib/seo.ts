import type { MetaDescriptor } from "react-router";

export interface SeoInput {
  site: { name: string; url: string };
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/about"; the canonical URL is built from it. */
  path: string;
  /** Path or URL of the share image. */
  image?: string;
  type?: "website" | "article";
}

/**
 * The meta tags of a page: title, description, canonical link, Open Graph and
 * Twitter cards. Open Graph tags use `property`, Twitter tags use `name`, as
 * each specification requires.
 */
export function seo({ site, title, description, path, image, type = "website" }: SeoInput): MetaDescriptor[] {
  const fullTitle = title ? `${title} | ${site.name}` : site.name;
  const url = absoluteUrl(site.url, path);
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: fullTitle },
    { name: "twitter:description", content: description },
  ];
  if (image) {
    const imageUrl = absoluteUrl(site.url, image);
    tags.push({ property: "og:image", content: imageUrl }, { name: "twitter:image", content: imageUrl });
  }
  return tags;
}

/** A path of the site as an absolute URL; a site served under a sub-path keeps it. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`).toString();
}

/** The `meta` export of a route whose loader computed its tags with `seo()`. */
export function metaFromLoader({ loaderData }: { loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] {
  return loaderData?.meta ?? [];
}

/** The `meta` export of a detail route: its own tags, or a "… not found" title for an unknown id. */
export function metaOrNotFound(what: string) {
  return (args: { error?: unknown; loaderData?: { meta?: MetaDescriptor[] } | null }): MetaDescriptor[] =>
    args.error ? [{ title: `${what} not found` }, { name: "robots", content: "noindex" }] : metaFromLoader(args);
}
