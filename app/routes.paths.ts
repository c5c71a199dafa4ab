/**
 * Every path to pre-render, with the ids of projects, services, products and posts read from
 * the content, and the ones sitemap.xml lists: both from the URL map (app/routes.ts) over the
 * same checked content (`loadContent`, app/data/load.ts).
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { CONTENT_DIR } from "./data/content-dir.ts";
import { loadContent } from "./data/load.ts";
import { type Lang, notFoundPage, pathIn } from "./lib/i18n.ts";
import { pageRoutes, type SiteShape, siteRoutes } from "./routes.ts";

/** What of the content the paths are made from: the site's features and languages, and the ids of its entries. */
export interface SiteEntries {
  site: SiteShape;
  projects: readonly { id: number }[];
  services: readonly { id: string }[];
  products: readonly { id: number }[];
  posts: readonly { id: string }[];
}

/** Where a language's not-found page is pre-rendered; the build moves it to /bn/404.html for hosts to serve. */
export function notFoundPagePath(lang: Lang): string {
  return notFoundPage(lang).replace(/\.html$/, "");
}

/** React Router's `prerender`: every path of the site built from the content folder (CONTENT_DIR). */
export async function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): Promise<string[]> {
  const content = await loadContent(CONTENT_DIR);
  const fromRouter = getStaticPaths();
  // sitemap.xml reads app/routes.ts with staticPaths(); stop the build if that ever differs from React Router's reading.
  const ours = staticPaths(siteRoutes(content.site, content.redirects));
  if (fromRouter.length !== ours.length || fromRouter.some((path) => !ours.includes(path))) {
    throw new Error(
      `staticPaths() in app/routes.paths.ts reads app/routes.ts as ${ours.join(", ")}; React Router as ${fromRouter.join(", ")}`,
    );
  }
  return [...sitePaths(content, fromRouter), ...content.site.languages.filter((lang) => lang !== "en").map(notFoundPagePath)];
}

/**
 * The pre-rendered paths that are pages of their own (`pageRoutes` in app/routes.ts), for
 * sitemap.xml: the same list as prerenderPaths(), less aliases, old addresses and files.
 */
export function sitemapPaths(entries: SiteEntries): string[] {
  const pages = pageRoutes(entries.site);
  return sitePaths(entries, staticPaths(pages)).filter((path) =>
    pages.some((page) => matchPath({ path: `/${page.path ?? ""}`, end: true }, path)),
  );
}

function sitePaths({ site, projects, services, products, posts }: SiteEntries, fixedPaths: readonly string[]): string[] {
  const details = [
    ...projects.map((p) => `/portfolio/${p.id}`),
    ...services.map((s) => `/services/${s.id}`),
    ...(site.features.products ? products.map((p) => `/products/${p.id}`) : []),
    ...(site.features.blog ? posts.map((post) => `/blog/${post.id}`) : []),
  ];
  // Every detail page in every language: /portfolio/1, /bn/portfolio/1 …
  return [...fixedPaths, ...site.languages.flatMap((lang) => details.map((path) => pathIn(lang, path)))];
}

/** The paths of the routes without a :param or *, as React Router's getStaticPaths() lists them. */
export function staticPaths(entries: readonly RouteConfigEntry[]): string[] {
  const paths = ["/"];
  const visit = (subtree: readonly RouteConfigEntry[], prefix: string) => {
    for (const entry of subtree) {
      const path = `${prefix}/${entry.path ?? ""}`.replace(/\/\/+/g, "/");
      if (entry.path && !entry.path.split("/").some((segment) => segment.startsWith(":") || segment === "*")) paths.push(path);
      if (entry.children) visit(entry.children, path);
    }
  };
  visit(entries, "");
  return paths.map((path) => path.replace(/(.+)\/$/, "$1"));
}
