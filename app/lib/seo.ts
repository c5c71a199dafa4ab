import type { MetaDescriptor } from "react-router";
import {
  asJson,
  breadcrumbList,
  graph,
  person,
  webSite,
  type JsonObject,
  type PageEntity,
  type PageFacts,
  type SiteFacts,
} from "./structured-data";

/** A link in a breadcrumb: the page's label and its path. */
export interface Crumb {
  label: string;
  to: string;
}

/** Where every breadcrumb starts. */
export const HOME_CRUMB: Crumb = { label: "Home", to: "/" };

/** The heading of a page's title bar and the breadcrumb above it, which its structured data repeats. */
export interface Breadcrumb {
  /** The page's h1, and the breadcrumb's last item (the page itself). */
  title: string;
  /** Pages between home and this one, e.g. the portfolio list above a project. */
  trail?: Crumb[];
}

export interface SeoInput {
  site: { name: string; url: string; language: string };
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page, e.g. "/about"; the canonical URL is built from it. */
  path: string;
  /** Path or URL of the share image. */
  image?: string;
  type?: "website" | "article";
  /** The page's title bar; its breadcrumb becomes the page's BreadcrumbList. Omit where there is none (the home page). */
  breadcrumb?: Breadcrumb;
  /** The entity the page is about, made from the page's facts (`structured-data.ts`), e.g. `(page) => service(page)`. */
  entity?: (page: PageFacts) => PageEntity;
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
  image?: string;
  breadcrumb?: Breadcrumb;
  /** Made at build time, from content the page itself need not carry. */
  entity?: JsonObject;
}

/** A page's meta, from its title, description, path and share image. */
export function seo({ site, title, description, path, image, type = "website", breadcrumb, entity }: SeoInput): PageMeta {
  const meta: PageMeta = {
    title: title ? `${title} | ${site.name}` : site.name,
    description,
    url: absoluteUrl(site.url, path),
    siteName: site.name,
    type,
  };
  if (image) meta.image = absoluteUrl(site.url, image);
  if (breadcrumb) meta.breadcrumb = breadcrumb;
  if (entity) {
    const { url, image } = meta;
    const home = absoluteUrl(site.url, "/");
    meta.entity = asJson(entity({ home, url, image, name: title ?? site.name, description, language: site.language, owner: site.name }));
  }
  return meta;
}

/**
 * The meta tags of a page: title, description, canonical link, Open Graph and
 * Twitter cards. Open Graph tags use `property`, Twitter tags use `name`, as
 * each specification requires.
 */
export function metaTags({ title, description, url, siteName, type, image }: PageMeta): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  return tags;
}

/** A path of the site as an absolute URL; a site served under a sub-path keeps it. */
export function absoluteUrl(base: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return new URL(path.replace(/^\//, ""), base.endsWith("/") ? base : `${base}/`).toString();
}

/**
 * What the root route gives every page for its structured data: the site and its
 * owner (`SiteFacts`), the site's address and the owner's portrait.
 */
export interface SiteData extends SiteFacts {
  url: string;
  /** Path of the owner's picture. */
  portrait?: string;
}

/** The routes matched by a page, as a `meta` function receives them. */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/**
 * A page's structured data as its one `<script type="application/ld+json">`:
 * the site and its owner on every page, then the page's breadcrumb and the
 * entity it is about. React Router writes it with `<`, `>` and `&` escaped
 * (\u003c…), so no text in it can close the script.
 */
export function structuredData(matches: Matches | undefined, page?: PageMeta): MetaDescriptor[] {
  const root = matches?.find((match) => match?.id === "root")?.loaderData as { site?: SiteData } | null | undefined;
  const site = root?.site;
  if (!site) return [];
  const home = absoluteUrl(site.url, "/");
  const crumbs = page?.breadcrumb && [
    ...[HOME_CRUMB, ...(page.breadcrumb.trail ?? [])].map((crumb) => ({ name: crumb.label, url: absoluteUrl(site.url, crumb.to) })),
    { name: page.breadcrumb.title, url: page.url },
  ];
  const data = graph([
    webSite(site, home),
    person(site, home, site.portrait && absoluteUrl(site.url, site.portrait)),
    page && crumbs ? breadcrumbList(page.url, crumbs) : undefined,
  ]);
  return [{ "script:ld+json": page?.entity ? { ...data, "@graph": [...data["@graph"], page.entity] } : data }];
}

type MetaArgs = { loaderData?: { meta?: PageMeta } | null; matches?: Matches };

/** The `meta` export of a route whose loader returned `meta: seo(…)`: its tags and its structured data. */
export function metaFromLoader({ loaderData, matches }: MetaArgs): MetaDescriptor[] {
  return loaderData?.meta ? [...metaTags(loaderData.meta), ...structuredData(matches, loaderData.meta)] : [];
}

/** The `meta` export of a detail route: its own tags, or a "… not found" title for an unknown id. */
export function metaOrNotFound(what: string) {
  return (args: MetaArgs & { error?: unknown }): MetaDescriptor[] =>
    args.error
      ? [{ title: `${what} not found` }, { name: "robots", content: "noindex" }, ...structuredData(args.matches)]
      : metaFromLoader(args);
}
