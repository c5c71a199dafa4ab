import { type RouteConfig, type RouteConfigEntry, index, route } from "@react-router/dev/routes";
import { importContent } from "./data/content-dir.ts";
import { cvPath } from "./lib/cv.ts";
import { feedPath } from "./lib/feed-address.ts";
import { type Lang, LANGUAGE_INFO, languagesOf } from "./lib/i18n.ts";
import { partsOf } from "./lib/parts.ts";

// Read at run time from the content folder (CONTENT_DIR): React Router loads this file without the app's aliases.
const { redirects } = await importContent<typeof import("./content/redirects")>("redirects.ts");
const { site } = await importContent<typeof import("./content/site")>("site.ts");
/**
 * The optional parts the owner kept (site.ts `parts`): a part switched off has no page at all.
 * The type check (EVERY_ROUTE=1, package.json `typecheck`) sees every route file, so the
 * files of a part switched off are still checked and their types generated.
 */
const parts = partsOf(process.env.EVERY_ROUTE ? {} : site.parts);
const when = <T>(on: boolean, entries: T[]): T[] => (on ? entries : []);
/** The site's languages (site.ts `languages`): English, and Bengali under /bn/ where the owner has it. */
const languages: readonly Lang[] = process.env.EVERY_ROUTE ? ["en", "bn"] : languagesOf(site);
const translations = languages.filter((lang) => lang !== "en");

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
 * The pages that are their own canonical address, which sitemap.xml lists
 * (app/routes.paths.ts). A new page goes here; an alias of another page, an
 * old address or a file made at build time goes in the list below.
 */
const englishPages = [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("portfolio/:id", "routes/portfolio-detail.tsx"),
  route("services", "routes/services.tsx"),
  route("services/:id", "routes/service-detail.tsx"),
  ...when(parts.products, [route("products", "routes/products.tsx"), route("products/:id", "routes/product-detail.tsx")]),
  ...when(parts.blog, [route("blog", "routes/blog.tsx"), route("blog/:id", "routes/blog-post.tsx")]),
  route("contact", "routes/contact.tsx"),
  route("terms-conditions", "routes/legal.tsx", { id: "routes/terms" }),
  route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy" }),
] satisfies RouteConfig;

export const pages = [...englishPages, ...translations.flatMap((lang) => inLanguage(lang, englishPages))] satisfies RouteConfig;

/**
 * The search page, in every language: a page of its own, but not in sitemap.xml, and not in the
 * site search's index, which is made from the sitemap (docs/decisions/024-site-search.md).
 */
const searchPage = [route("search", "routes/search.tsx")];

// The whole URL map of the site. Every path here is pre-rendered at build time
// (see react-router.config.ts); anything else gets the not-found page.
export default [
  ...pages,
  ...when(parts.search, [...searchPage, ...translations.flatMap((lang) => inLanguage(lang, searchPage))]),
  // The home page again; its canonical address is /.
  route("home", "routes/home.tsx", { id: "routes/home-alias" }),
  // The CV made from the resume content, written to build/client/images/cv.pdf.
  route("images/cv.pdf", "routes/cv.ts"),
  ...translations.map((lang) => route(cvPath(lang).slice(1), "routes/cv.ts", { id: `${lang}/routes/cv` })),
  route("site.webmanifest", "routes/manifest.ts"),
  route("images/icons.svg", "routes/icons.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  ...when(parts.blog, [
    route("feed.xml", "routes/feed.ts"),
    ...translations.map((lang) => route(feedPath(lang).slice(1), "routes/feed.ts", { id: `${lang}/routes/feed` })),
  ]),
  // Addresses that moved (content/redirects.ts), kept so old links still land somewhere real.
  ...Object.keys(redirects).map((from) =>
    route(from.slice(1), "routes/redirect.tsx", { id: `routes/redirect${from.replace(/[^\w]+/g, "-")}` }),
  ),
  // An unknown address under a language's prefix gets the not-found page in that language.
  ...translations.map((lang) => route(`${lang}/*`, "routes/not-found.tsx", { id: `${lang}/routes/not-found` })),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
