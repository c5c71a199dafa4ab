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
} from "./structured-data.ts"; // with its extension: pipeline/share-images.ts loads this file in plain Node
import { wordsFor } from "./dictionaries.ts";
import { type Lang, LANGUAGE_INFO, pathIn } from "./i18n.ts";
import type { NotFoundKind } from "./words.ts";

/** A link in a breadcrumb: the page's label and its path. */
export interface Crumb {
  label: string;
  to: string;
}

/** Where every breadcrumb starts, in a language. */
export function homeCrumb(lang: Lang): Crumb {
  return { label: wordsFor(lang).breadcrumb.home, to: "/" };
}

/** The heading of a page's header (components/layout/page-header.tsx) and the breadcrumb above it, which its structured data repeats. */
export interface Breadcrumb {
  /** The page's h1, and the breadcrumb's last item (the page itself). */
  title: string;
  /** Pages between home and this one, e.g. the portfolio list above a project. */
  trail?: Crumb[];
}

export interface SeoInput {
  /** The site's identity; its `title` (the owner's job title) is drawn on the home page's share image. */
  site: { name: string; url: string; title?: string; language: string; languages: readonly Lang[]; locale: string };
  /** The page's language: its address, canonical link and alternates follow from it. */
  lang: Lang;
  /** The page's own title; the site name is appended. Omit on the home page. */
  title?: string;
  description: string;
  /** Path of the page in English, e.g. "/about"; its address in `lang`, the canonical URL and the share image's are built from it. */
  path: string;
  /** Path of the page's own picture (a project's screenshot, a post's cover), which its structured data names. */
  picture?: string;
  type?: "website" | "article";
  /** The page's header; its breadcrumb becomes the page's BreadcrumbList. Omit where there is none (the home page). */
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
  /** The page's share image (absolute URL), which the build draws (pipeline/share-images.ts). */
  image: string;
  /** What the share image shows, "<headline>, <byline>"; the build draws those two from it. */
  imageAlt: string;
  breadcrumb?: Breadcrumb;
  /** Made at build time, from content the page itself need not carry. */
  entity?: JsonObject;
  /** The page's language (its BCP 47 tag in `inLanguage`). */
  lang: Lang;
  language: string;
  /** The same page in each of the site's languages, then x-default (English): `<link rel="alternate" hreflang>`. */
  alternates: { hreflang: string; href: string }[];
  /** Open Graph's locale of the page, and of its other languages. */
  ogLocale: string;
  ogLocaleAlternates: string[];
}

/** Open Graph's spelling of a locale: en-IN → en_IN; a bare language gets its usual country. */
function ogLocaleOf(lang: Lang, englishLocale: string): string {
  if (lang !== "en") return LANGUAGE_INFO[lang].ogLocale;
  const [language, region] = englishLocale.split("-");
  return region && /^[A-Z]{2}$/.test(region) && language === "en" ? `en_${region}` : LANGUAGE_INFO.en.ogLocale;
}

/** The BCP 47 tag of a page's language: the owner's for English (site.ts `language`), the language code otherwise. */
export function languageTag(lang: Lang, siteLanguage: string): string {
  return lang === "en" ? siteLanguage : lang;
}

/** Between a page's own title and the site name in `<title>`: "About | Arif Hossain". */
export const TITLE_SEPARATOR = " | ";

/**
 * The share image every page gets: a PNG of this size, drawn at build time by
 * pipeline/share-images.ts from the page's tags and written to `shareImagePath`.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: "image/png" } as const;
export const SHARE_IMAGE_FOLDER = "/images/share/";

/** Where a page's share image lives: "/" → /images/share/home.png, "/blog/x" → /images/share/blog/x.png. */
export function shareImagePath(path: string): string {
  return `${SHARE_IMAGE_FOLDER}${path.replace(/^\/+|\/+$/g, "") || "home"}.png`;
}

/**
 * The meta of one of the site's own pages (pages.ts: about, portfolio, services…): its title and
 * description, and a page header whose breadcrumb ends in that title.
 */
export function pageSeo(
  { site, lang }: Pick<SeoInput, "site" | "lang">,
  page: { title: string; description: string },
  path: string,
): PageMeta {
  return seo({ site, lang, title: page.title, description: page.description, path, breadcrumb: { title: page.title } });
}

/**
 * A page's meta, from its title, description and path. Its share image shows the
 * page's title over the owner's name; the home page's, the owner's name over
 * their job title. Its structured data names the page's own picture (`picture`)
 * where it has one, else the share image.
 */
export function seo({ site, lang, title, description, path, picture, type = "website", breadcrumb, entity }: SeoInput): PageMeta {
  const [headline, byline] = title ? [title, site.name] : [site.name, site.title];
  const ownPath = pathIn(lang, path);
  const others = site.languages.filter((other) => other !== lang);
  const meta: PageMeta = {
    title: title ? `${title}${TITLE_SEPARATOR}${site.name}` : site.name,
    description,
    url: absoluteUrl(site.url, ownPath),
    siteName: site.name,
    type,
    image: absoluteUrl(site.url, shareImagePath(ownPath)),
    imageAlt: byline ? `${headline}, ${byline}` : headline,
    lang,
    language: languageTag(lang, site.language),
    // Only where the site has a second language: an English-only site's pages have no alternate.
    alternates:
      site.languages.length > 1
        ? [
            ...site.languages.map((each) => ({
              hreflang: languageTag(each, site.language),
              href: absoluteUrl(site.url, pathIn(each, path)),
            })),
            { hreflang: "x-default", href: absoluteUrl(site.url, pathIn("en", path)) },
          ]
        : [],
    ogLocale: ogLocaleOf(lang, site.locale),
    ogLocaleAlternates: others.map((other) => ogLocaleOf(other, site.locale)),
  };
  if (breadcrumb) meta.breadcrumb = breadcrumb;
  if (entity) {
    // The owner and the site in the page's language (the root route's graph: seo.ts structuredData).
    const home = absoluteUrl(site.url, pathIn(lang, "/"));
    const image = picture ? absoluteUrl(site.url, picture) : meta.image;
    meta.entity = asJson(
      entity({ home, url: meta.url, image, name: title ?? site.name, description, language: meta.language, owner: site.name }),
    );
  }
  return meta;
}

/**
 * The meta tags of a page: title, description, canonical link, Open Graph and
 * the Twitter (X) card type. Open Graph tags use `property`, Twitter tags use `name`, as
 * each specification requires.
 */
export function metaTags({
  title,
  description,
  url,
  siteName,
  type,
  image,
  imageAlt,
  alternates,
  ogLocale,
  ogLocaleAlternates,
}: PageMeta): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...alternates.map(({ hreflang, href }) => ({ tagName: "link", rel: "alternate", hrefLang: hreflang, href })),
    { property: "og:locale", content: ogLocale },
    ...ogLocaleAlternates.map((locale) => ({ property: "og:locale:alternate", content: locale })),
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
    // X reads og:title, og:description and og:image where its own tags are missing.
    { name: "twitter:card", content: "summary_large_image" },
  ];
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
  /** The page's language. */
  lang: Lang;
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
  const lang = page?.lang ?? site.lang;
  const home = absoluteUrl(site.url, pathIn(lang, "/"));
  const crumbs = page?.breadcrumb && [
    ...[homeCrumb(lang), ...(page.breadcrumb.trail ?? [])].map((crumb) => ({
      name: crumb.label,
      url: absoluteUrl(site.url, pathIn(lang, crumb.to)),
    })),
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
export function metaOrNotFound(what: NotFoundKind) {
  return (args: MetaArgs & { error?: unknown }): MetaDescriptor[] =>
    args.error
      ? [
          { title: wordsFor(rootLang(args.matches)).notFound.kinds[what].title },
          { name: "robots", content: "noindex" },
          ...structuredData(args.matches),
        ]
      : metaFromLoader(args);
}

/** The language of the page, as the root route's data says. */
export function rootLang(matches: Matches | undefined): Lang {
  const root = matches?.find((match) => match?.id === "root")?.loaderData as { site?: { lang?: Lang } } | null | undefined;
  return root?.site?.lang ?? "en";
}
