import { useEffect, useState } from "react";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/search";
import type { SiteSearch as SiteSearchPart } from "~/components/layout/site-search";
import { PageHeader } from "~/components/layout/page-header";
import { Link } from "~/components/ui/link";
import { pageDataFor } from "~/data/index.server";
import { useWords } from "~/lib/language";
import { SEARCH_PATH, searchLists } from "~/lib/search";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, pages, features, site } = await pageDataFor(request);
  return {
    meta: pageSeo({ site, lang }, pages.search, SEARCH_PATH),
    lead: pages.search.lead,
    /** Whether the blog exists, to offer its posts when a search finds nothing. */
    blog: features.blog,
  };
}

/** The query is the visitor's, in the address: the page's data stays the same whatever it is. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/**
 * A page of results has nothing of its own for search engines (they are told not to list it,
 * and sitemap.xml leaves it out), but it can be shared: its title, description and share image.
 */
export const meta: Route.MetaFunction = (args) => [{ name: "robots", content: "noindex" }, ...metaFromLoader(args)];

/**
 * The site search as a page: /search?q=payments searches as it loads, and the query in the
 * address follows what the visitor types, so a search can be shared and the back button comes
 * back to it. Its field and results are a chunk of their own, fetched once the page has loaded
 * (like the header's dialog, nothing of the search comes with the other pages). Without
 * JavaScript, and before the page's script runs, it says that searching needs it and links to
 * the lists of posts, projects and services; while the field arrives, that it is loading.
 */
export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const hydrated = useHydrated();
  const { meta, lead, blog } = loaderData;
  const [SiteSearch, setSiteSearch] = useState<typeof SiteSearchPart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import("~/components/layout/site-search").then(
      (module) => current && setSiteSearch(() => module.SiteSearch),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={lead} />
      <div className="mx-auto min-h-[24rem] max-w-3xl px-4 py-12 sm:px-6 md:py-16">
        {SiteSearch ? (
          <SiteSearch blog={blog} />
        ) : hydrated ? (
          // While the field's chunk arrives, or if it cannot (offline): said, not a blank page.
          <p role={failed ? "alert" : "status"} className="leading-7 text-muted-foreground">
            {failed ? words.search.failed : words.search.loading}
          </p>
        ) : (
          <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6">
            <p className="leading-7 text-muted-foreground">{words.search.noScript}</p>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {searchLists(blog).map((list) => (
                <li key={list.to}>
                  <Link to={list.to} className="font-semibold text-accent-text underline-offset-2 hover:underline">
                    {words.search.lists[list.kind]}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </>
  );
}
