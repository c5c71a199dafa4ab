// sitemap.xml, pre-rendered from the same list of paths as the pages themselves: every page in
// every language, each with its alternates in the others.
import { pageData } from "~/data/index.server";
import { pathIn, pathWithoutLang } from "~/lib/i18n";
import { LEGAL_PAGES } from "~/lib/legal-pages";
import { languageTag } from "~/lib/seo";
import { newestDate, sitemapXml } from "~/lib/sitemap";
import { sitemapPaths } from "~/routes.paths";

export async function loader() {
  const english = await pageData("en");
  const { languages, legalPages, posts, projects, site } = english;
  const postDate = (post: (typeof posts)[number]) => post.updated ?? post.date;
  // The dates the content gives a page. A list page whose every entry is dated changed
  // when its newest entry did; the home page and the others have no date to give.
  // A page's date is the same in every language (its facts are the English file's).
  const lastmod = new Map<string, string | undefined>([
    ["/blog", newestDate(posts.map(postDate))],
    ...posts.map((post) => [`/blog/${post.id}`, postDate(post)] as const),
    ["/portfolio", newestDate(projects.map((project) => project.date))],
    ...projects.map((project) => [`/portfolio/${project.id}`, project.date] as const),
    ...Object.entries(LEGAL_PAGES).map(([path, file]) => [path, legalPages[file]?.updated] as const),
  ]);
  const entries = sitemapPaths(english).map((path) => {
    const page = pathWithoutLang(path);
    return {
      path,
      lastmod: lastmod.get(page),
      alternates:
        languages.length > 1
          ? [
              ...languages.map((lang) => ({ hreflang: languageTag(lang, site.language), path: pathIn(lang, page) })),
              { hreflang: "x-default", path: pathIn("en", page) },
            ]
          : undefined,
    };
  });
  return new Response(sitemapXml(site.url, entries), { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
