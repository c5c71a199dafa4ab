/**
 * Every path to pre-render, with the ids of projects, services, products and
 * posts read from the content folder, and the ones sitemap.xml lists. Read here
 * without Vite, so it imports the plain data files, not the validated content module.
 */
import { existsSync, readdirSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchPath } from "react-router";
import { contentPath, importContent } from "./data/content-dir.ts";
import { type Lang, languagesOf, notFoundPage, pathIn } from "./lib/i18n.ts";
import { partsOf } from "./lib/parts.ts";
import routes, { pages } from "./routes";

// From the content folder (CONTENT_DIR, app/data/content-dir.ts), read at run time.
const { products } = await importContent<typeof import("./content/products")>("products.ts");
const { projects } = await importContent<typeof import("./content/projects")>("projects.ts");
const { services } = await importContent<typeof import("./content/services")>("services.ts");
const { site } = await importContent<typeof import("./content/site")>("site.ts");
const parts = partsOf(site.parts);
const languages = languagesOf(site);

/** Where a language's not-found page is pre-rendered; the build moves it to /bn/404.html for hosts to serve. */
export function notFoundPagePath(lang: Lang): string {
  return notFoundPage(lang).replace(/\.html$/, "");
}

export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  const fromRouter = getStaticPaths();
  // sitemap.xml reads app/routes.ts with staticPaths(); stop the build if that ever differs from React Router's reading.
  const ours = staticPaths(routes);
  if (fromRouter.length !== ours.length || fromRouter.some((path) => !ours.includes(path))) {
    throw new Error(
      `staticPaths() in app/routes.paths.ts reads app/routes.ts as ${ours.join(", ")}; React Router as ${fromRouter.join(", ")}`,
    );
  }
  // An owner who switches the blog off may delete its folder: no folder, no posts.
  const blogDir = contentPath("blog");
  const posts = (parts.blog && existsSync(blogDir) ? readdirSync(blogDir) : [])
    .filter((file) => file.endsWith(".md") && !file.endsWith(".bn.md"))
    .map((file) => file.replace(/\.md$/, ""));
  return [...sitePaths(fromRouter, posts), ...languages.filter((lang) => lang !== "en").map(notFoundPagePath)];
}

/**
 * The pre-rendered paths that are pages of their own (`pages` in app/routes.ts), for
 * sitemap.xml: the same list as prerenderPaths(), less aliases, old addresses and files.
 * It runs inside the built site, where the blog folder is not next to this file, so the
 * post ids are given (the validated posts, read from the same folder).
 */
export function sitemapPaths(postIds: readonly string[]): string[] {
  return sitePaths(staticPaths(routes), postIds).filter((path) =>
    pages.some((page) => matchPath({ path: `/${page.path ?? ""}`, end: true }, path)),
  );
}

function sitePaths(fixedPaths: readonly string[], postIds: readonly string[]): string[] {
  const details = [
    ...projects.map((p) => `/portfolio/${p.id}`),
    ...services.map((s) => `/services/${s.id}`),
    ...(parts.products ? products.map((p) => `/products/${p.id}`) : []),
    ...(parts.blog ? postIds.map((id) => `/blog/${id}`) : []),
  ];
  // Every detail page in every language: /portfolio/1, /bn/portfolio/1 …
  return [...fixedPaths, ...languages.flatMap((lang) => details.map((path) => pathIn(lang, path)))];
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
