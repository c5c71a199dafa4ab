import { Rss, X } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog";
import { SocialLinks } from "~/components/layout/social-icon";
import { PageHeader } from "~/components/layout/page-header";
import { PostCard, toPostCard } from "~/components/sections/post-card";
import { Pagination } from "~/components/ui/pagination";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { SearchField } from "~/components/ui/search-field";
import { pageDataFor } from "~/data/index.server";
import { allTags, categoryCounts, filterPosts } from "~/lib/blog";
import { SEARCH_DEBOUNCE_MS } from "~/lib/search";
import { BLOG_PAGE_SIZE, LATEST_POSTS_COUNT } from "~/lib/constants";
import { useFormats, usePageLanguage } from "~/lib/language";
import { feedPath, FEED_TYPE } from "~/lib/feed-address";
import { pageHref, paginate, shownRange } from "~/lib/pagination";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { useWords } from "~/lib/language";
import type { PostFilter } from "~/lib/words";
import { notSearched } from "~/lib/search-marks";

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, pages, features, posts, site } = await pageDataFor(request);
  const cards = posts.map((post) => ({ ...toPostCard(post), tags: post.tags }));
  return {
    meta: pageSeo({ site, lang }, pages.blog, "/blog"),
    posts: cards,
    latest: cards.slice(0, LATEST_POSTS_COUNT).map(({ id, title, date, dateText, image }) => ({ id, title, date, dateText, image })),
    categories: categoryCounts(posts),
    tags: allTags(posts),
    socials: site.socials,
    headings: { latest: pages.blog.latest, follow: pages.blog.follow },
    lead: pages.blog.lead,
    /** Whether the site search, and so its index of the posts' whole text, exists (site.ts `features`). */
    siteSearch: features.search,
  };
}

export const meta = metaFromLoader;

export default function Blog({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { lang } = usePageLanguage();
  const format = useFormats();
  const [searchParams] = useHydratedSearchParams();
  const [query, setQuery] = useState("");
  const found = usePostSearch(loaderData.siteSearch ? query : "");

  const category = searchParams.get("category");
  const tag = searchParams.get("tag");
  // The whole text of every post, through the site's search index, once it has answered; until
  // then (or if it cannot load, or the owner switched the search off) the list's own titles and summaries.
  const matching = found
    ? filterPosts(loaderData.posts, { category, tag }).filter((post) => found.has(post.id))
    : filterPosts(loaderData.posts, { query, category, tag });
  const { page, pages, shown } = paginate(matching, searchParams.get("page"), BLOG_PAGE_SIZE);
  const filter: PostFilter = category ? { kind: "category", value: category } : tag ? { kind: "tag", value: tag } : null;

  return (
    <>
      <PageHeader {...loaderData.meta.breadcrumb} lead={loaderData.lead} />
      <div className="mx-auto grid max-w-site gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="posts-heading">
          <h2 id="posts-heading" className="sr-only">
            {words.blog.posts}
          </h2>
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-muted-foreground">
              {words.blog.results(shownRange(page, BLOG_PAGE_SIZE, matching.length), filter)}
            </p>
            {filter ? (
              <Link to="/blog" className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text hover:underline">
                <X aria-hidden="true" className="size-4" /> {words.blog.showAll}
              </Link>
            ) : null}
          </div>
          {shown.length ? (
            <ul className="grid gap-6 sm:grid-cols-2">
              {shown.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} showSummary />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-card border border-dashed border-border-strong p-10 text-center text-muted-foreground">
              {words.blog.noMatch}
            </p>
          )}
          <Pagination page={page} pages={pages} href={(n) => pageHref("/blog", searchParams, n)} label={words.blog.pages} />
        </section>

        <aside {...notSearched} aria-label={words.blog.sidebar} className="flex flex-col gap-8">
          <SearchField
            label={words.blog.search}
            showLabel
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={words.blog.searchPlaceholder}
            autoComplete="off"
          />

          <SidebarBlock title={loaderData.headings.latest} id="latest-heading">
            <ul className="flex flex-col gap-4">
              {loaderData.latest.map((post) => (
                <li key={post.id} className="flex items-center gap-3">
                  <ResponsiveImage
                    image={post.image}
                    sizes="96px"
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="aspect-video w-24 shrink-0 rounded-control object-cover"
                  />
                  <div>
                    <Link to={`/blog/${post.id}`} className="text-sm leading-snug font-semibold hover:text-accent-text">
                      {post.title}
                    </Link>
                    <p className="mt-1 text-xs text-muted-foreground">
                      <time dateTime={post.date}>{post.dateText}</time>
                    </p>
                  </div>
                </li>
              ))}
            </ul>
          </SidebarBlock>

          <SidebarBlock title={words.blog.categories} id="categories-heading">
            <ul className="flex flex-col gap-1">
              {loaderData.categories.map(({ name, count }) => (
                <li key={name}>
                  <Link
                    to={`/blog?category=${encodeURIComponent(name)}`}
                    aria-current={category === name ? "page" : undefined}
                    className="flex items-center justify-between rounded-control px-3 py-2 text-sm hover:bg-surface-muted aria-[current=page]:bg-accent-soft aria-[current=page]:font-semibold aria-[current=page]:text-accent-text"
                  >
                    {name}
                    <span className="text-muted-foreground">
                      {format.number(count)}
                      <span className="sr-only">{` ${words.blog.postCount(count)}`}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </SidebarBlock>

          <SidebarBlock title={words.blog.tags} id="tags-heading">
            <ul className="flex flex-wrap gap-2">
              {loaderData.tags.map((name) => (
                <li key={name}>
                  <Link
                    to={`/blog?tag=${encodeURIComponent(name)}`}
                    aria-current={tag === name ? "page" : undefined}
                    className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-text aria-[current=page]:border-accent aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground"
                  >
                    #{name}
                  </Link>
                </li>
              ))}
            </ul>
          </SidebarBlock>

          <SidebarBlock title={loaderData.headings.follow} id="follow-heading">
            <SocialLinks links={loaderData.socials} />
            {/* "RSS" is the name visitors know for any feed; this one is Atom (app/lib/feed.ts). */}
            <a
              href={feedPath(lang)}
              type={FEED_TYPE}
              className="mt-4 inline-flex items-center gap-2 text-sm font-semibold text-accent-text hover:underline"
            >
              <Rss aria-hidden="true" className="size-4" /> {words.blog.feed}
            </a>
          </SidebarBlock>
        </aside>
      </div>
    </>
  );
}

function SidebarBlock({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-5">
      <h2 id={id} className="mb-4 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The posts the site's search index finds for the blog's search box: it reads the whole of each
 * post, where the list knows only titles and summaries. Nothing of the index is fetched before
 * the visitor types; the answer comes after their pause (SEARCH_DEBOUNCE_MS). Null while there is
 * no answer for the words in the box, or none can come (offline).
 */
function usePostSearch(query: string): Set<string> | null {
  const [found, setFound] = useState<{ query: string; ids: Set<string> } | null>(null);
  const wanted = query.trim();
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    const timer = setTimeout(() => {
      import("~/lib/search-engine")
        .then((engine) => engine.postsMatching(wanted))
        .then((ids) => {
          if (current) setFound({ query: wanted, ids });
        })
        .catch(() => {
          // The titles and summaries go on answering.
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [wanted]);
  return found && found.query === wanted ? found.ids : null;
}
