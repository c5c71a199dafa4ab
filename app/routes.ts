import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { CONTENT_DIR } from "./data/content-dir.ts";
import { loadContent } from "./data/load.ts";
import { featuresSchema } from "./data/schema/index.ts";
import { cvPath } from "./lib/cv.ts";
import { feedPath } from "./lib/feed-address.ts";
import { type Lang, LANGUAGE_INFO } from "./lib/i18n.ts";
import type { Features } from "./lib/features.ts";

/** What of the owner's site the URL map depends on: the optional features they kept and the languages (site.ts). */
export interface SiteShape {
  features: Features;
  languages: readonly Lang[];
}

const when = <T>(on: boolean, entries: T[]): T[] => (on ? entries : []);

/**
 * The pages again in another language, under its prefix (/bn/about), each with its own id
 * ("bn/routes/about"): the same route files, which read the language from the address.
 */
function inLanguage(lang: Lang, entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const prefix = LANGUAGE_INFO[lang].prefix.slice(1);
  return entries.map((entry) => ({
    ...entry,
    index: undefined,
    path: entry.index ? prefix : `${prefix}/${entry.path}`,
    id: `${lang}/${entry.id ?? entry.file.replace(/\.tsx?$/, "")}`,
  }));
}

/**
 * The pages that are their own canonical address, in every language the site has: what
 * sitemap.xml lists (app/routes.paths.ts). A feature switched off has no page at all. A new page
 * goes here; an alias of another page, an old address or a file made at build time goes in
 * `siteRoutes` below.
 */
export function pageRoutes({ features, languages }: SiteShape): RouteConfigEntry[] {
  const englishPages = [
    index("routes/home.tsx"),
    route("about", "routes/about.tsx"),
    route("portfolio", "routes/portfolio.tsx"),
    route("portfolio/:id", "routes/portfolio-detail.tsx"),
    route("services", "routes/services.tsx"),
    route("services/:id", "routes/service-detail.tsx"),
    ...when(features.products, [route("products", "routes/products.tsx"), route("products/:id", "routes/product-detail.tsx")]),
    ...when(features.blog, [route("blog", "routes/blog.tsx"), route("blog/:id", "routes/blog-post.tsx")]),
    route("contact", "routes/contact.tsx"),
    route("terms-conditions", "routes/legal.tsx", { id: "routes/terms" }),
    route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy" }),
  ] satisfies RouteConfig;
  return [...englishPages, ...translationsOf(languages).flatMap((lang) => inLanguage(lang, englishPages))];
}

/**
 * The whole URL map of an owner's site: its pages, and the aliases, old addresses (redirects.ts)
 * and files around them. Every path here is pre-rendered at build time (see
 * react-router.config.ts); anything else gets the not-found page.
 */
export function siteRoutes(site: SiteShape, redirects: Readonly<Record<string, string>>): RouteConfigEntry[] {
  const translations = translationsOf(site.languages);
  /**
   * The search page, in every language: a page of its own, but not in sitemap.xml, and not in the
   * site search's index, which is made from the sitemap (docs/decisions/024-site-search.md).
   */
  const searchPage = [route("search", "routes/search.tsx")];
  return [
    ...pageRoutes(site),
    ...when(site.features.search, [...searchPage, ...translations.flatMap((lang) => inLanguage(lang, searchPage))]),
    // The home page again; its canonical address is /.
    route("home", "routes/home.tsx", { id: "routes/home-alias" }),
    // The CV made from the resume content, written to build/client/images/cv.pdf.
    route("images/cv.pdf", "routes/cv.ts"),
    ...translations.map((lang) => route(cvPath(lang).slice(1), "routes/cv.ts", { id: `${lang}/routes/cv` })),
    route("site.webmanifest", "routes/manifest.ts"),
    route("images/icons.svg", "routes/icons.ts"),
    route("sitemap.xml", "routes/sitemap.ts"),
    route("robots.txt", "routes/robots.ts"),
    ...when(site.features.blog, [
      route("feed.xml", "routes/feed.ts"),
      ...translations.map((lang) => route(feedPath(lang).slice(1), "routes/feed.ts", { id: `${lang}/routes/feed` })),
    ]),
    // Addresses that moved (redirects.ts), kept so old links still land somewhere real.
    ...Object.keys(redirects).map((from) =>
      route(from.slice(1), "routes/redirect.tsx", { id: `routes/redirect${from.replace(/[^\w]+/g, "-")}` }),
    ),
    // An unknown address under a language's prefix gets the not-found page in that language.
    ...translations.map((lang) => route(`${lang}/*`, "routes/not-found.tsx", { id: `${lang}/routes/not-found` })),
    route("*", "routes/not-found.tsx"),
  ];
}

/** The site's languages besides English, each under its prefix (/bn/). */
function translationsOf(languages: readonly Lang[]): Lang[] {
  return languages.filter((lang) => lang !== "en");
}

/**
 * What React Router reads: the URL map of the content folder the site is built from (CONTENT_DIR).
 * The type check (EVERY_ROUTE=1, package.json `typecheck`) sees every route in every language,
 * so the files of a feature switched off are still checked and their types generated.
 */
export default loadContent(CONTENT_DIR).then(({ site, redirects }) =>
  siteRoutes(process.env.EVERY_ROUTE ? { features: featuresSchema.parse({}), languages: ["en", "bn"] } : site, redirects),
) satisfies RouteConfig;
