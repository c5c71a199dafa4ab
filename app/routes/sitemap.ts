// sitemap.xml, pre-rendered from the same list of paths as the pages themselves.
import { legalPages, posts, projects, site } from "~/data/index.server";
import { LEGAL_PAGES } from "~/lib/legal-pages";
import { newestDate, sitemapXml } from "~/lib/sitemap";
import { sitemapPaths } from "~/routes.paths";

export function loader() {
  const postDate = (post: (typeof posts)[number]) => post.updated ?? post.date;
  // The dates the content gives a page. A list page whose every entry is dated changed
  // when its newest entry did; the home page and the others have no date to give.
  const lastmod = new Map<string, string | undefined>([
    ["/blog", newestDate(posts.map(postDate))],
    ...posts.map((post) => [`/blog/${post.id}`, postDate(post)] as const),
    ["/portfolio", newestDate(projects.map((project) => project.date))],
    ...projects.map((project) => [`/portfolio/${project.id}`, project.date] as const),
    ...Object.entries(LEGAL_PAGES).map(([path, file]) => [path, legalPages[file]?.updated] as const),
  ]);
  const entries = sitemapPaths(posts.map((post) => post.id)).map((path) => ({ path, lastmod: lastmod.get(path) }));
  return new Response(sitemapXml(site.url, entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
