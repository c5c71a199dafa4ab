import { useRef } from "react";
import { hasTableOfContents, TableOfContents } from "~/components/blog/table-of-contents";
import { useCodeCopy } from "~/components/blog/use-code-copy";
import { MorePosts } from "~/components/blog/more-posts";
import { toPostCard } from "~/components/sections/post-card";
import { CalendarDays, Clock, UserRound } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog-post";
import { PageHeader } from "~/components/layout/page-header";
import { Comments } from "~/components/sections/comments";
import { GiscusComments } from "~/components/sections/giscus-comments";
import { notFoundBoundary } from "~/components/sections/not-found";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { pageDataFor } from "~/data/index.server";
import { entryMeta, entryPath, findEntry, loadDetail, postPage } from "~/lib/detail-route";
import { giscusPost } from "~/lib/giscus";
import { languageTag, metaOrNotFound } from "~/lib/seo";
import { blogPosting } from "~/lib/structured-data";
import { morePostsFor } from "~/lib/blog";
import { useWords } from "~/lib/language";
import { notSearched, searchKind } from "~/lib/search-marks";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { comments, commentSystem, lang, pages, features, posts, site } = await pageDataFor(request);
  const post = findEntry(postPage, posts, params.id, lang);
  const meta = entryMeta(postPage, {
    site,
    lang,
    entry: post,
    listTitle: pages.blog.title,
    description: post.summary,
    picture: post.image.src,
    type: "article",
    entity: (page) => blogPosting(page, post),
  });
  const { previous, next, related } = morePostsFor(posts, post.id);
  const neighbour = (entry: typeof previous) => (entry ? { id: entry.id, title: entry.title } : null);
  const { body, ...fields } = post;
  return {
    // The post's text, rendered (its code highlighted) when its page first asks for it.
    post: { ...fields, ...body() },
    // More posts: card fields only, as the blog list carries them.
    previous: neighbour(previous),
    next: neighbour(next),
    related: related.map(toPostCard),
    // Null when the owner switched comments off (site.ts `features`): no section at all. Otherwise the
    // demo's list, or what giscus needs to find this post's discussion: only what the page shows.
    comments: !features.comments
      ? null
      : commentSystem.provider === "giscus"
        ? {
            provider: "giscus" as const,
            giscus: giscusPost(
              commentSystem,
              { path: entryPath(postPage, post.id), url: meta.url, title: meta.title, description: post.summary },
              languageTag(lang, site.language),
            ),
          }
        : { provider: "demo" as const, list: comments.filter((comment) => comment.postId === post.id) },
    meta,
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return loadDetail(postPage, args);
}

export const meta = metaOrNotFound(postPage.what);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { post, comments, meta, previous, next, related } = loaderData;
  const body = useRef<HTMLDivElement>(null);
  const copied = useCodeCopy(body, post.html);
  const contents = hasTableOfContents(post.headings);
  return (
    <>
      <PageHeader {...meta.breadcrumb} />
      {/* On wide screens the contents sit beside the post, in a column of their own that scrolls with it. */}
      <article
        {...searchKind("post", post.id)}
        className={
          contents
            ? "mx-auto max-w-[48rem] px-4 py-12 sm:px-6 md:py-16 xl:grid xl:max-w-[70rem] xl:grid-cols-[minmax(0,48rem)_15rem] xl:grid-rows-[auto_1fr] xl:justify-center xl:gap-x-14"
            : "mx-auto max-w-[48rem] px-4 py-12 sm:px-6 md:py-16"
        }
      >
        <div className="min-w-0">
          <ul aria-label={words.blog.categories} className="mb-4 flex flex-wrap gap-2">
            {post.categories.map((category) => (
              <li key={category}>
                <Link
                  to={`/blog?category=${encodeURIComponent(category)}`}
                  className="rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-text hover:underline"
                >
                  {category}
                </Link>
              </li>
            ))}
          </ul>
          <p {...notSearched} className="mb-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <UserRound aria-hidden="true" className="size-4" /> {post.author}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4" />
              <time dateTime={post.date}>{post.dateText}</time>
            </span>
            <span className="inline-flex items-center gap-1.5">
              <Clock aria-hidden="true" className="size-4" /> {words.blog.readingTime(post.readingMinutes)}
            </span>
          </p>
          <ResponsiveImage
            image={post.image}
            sizes="(min-width: 768px) 720px, 100vw"
            fetchPriority="high"
            className="mb-10 aspect-video h-auto w-full rounded-card object-cover shadow-card"
          />
        </div>
        {contents ? (
          <TableOfContents
            headings={post.headings}
            className="mb-10 rounded-card border border-border bg-surface p-5 xl:sticky xl:top-24 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:mb-0 xl:self-start xl:border-0 xl:bg-transparent xl:p-0"
          />
        ) : null}
        <div className="min-w-0">
          {/* Built from the owner's Markdown at build time. */}
          <div ref={body} className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
          <p role="status" className="sr-only">
            {copied}
          </p>
          <ul aria-label={words.blog.tags} className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={`/blog?tag=${encodeURIComponent(tag)}`}
                  className="inline-block rounded-full border border-border px-3 py-1 text-sm hover:border-accent hover:text-accent-text"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
          <MorePosts previous={previous} next={next} related={related} />
          {comments === null ? null : comments.provider === "giscus" ? (
            <GiscusComments post={comments.giscus} />
          ) : (
            <Comments comments={comments.list} />
          )}
        </div>
      </article>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ what: postPage.what, backTo: postPage.list });
