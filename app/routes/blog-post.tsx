import { CalendarDays, Clock, UserRound } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/blog-post";
import { TitleBar } from "~/components/layout/title-bar";
import { Comments } from "~/components/sections/comments";
import { GiscusComments } from "~/components/sections/giscus-comments";
import { notFoundBoundary } from "~/components/sections/not-found";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { commentSystem, contentFor, parts } from "~/data/index.server";
import { useFormats } from "~/lib/language";
import { loadDetail, notFound } from "~/lib/detail-route";
import { giscusPost } from "~/lib/giscus";
import { parseSlug } from "~/lib/ids";
import { languageTag, metaOrNotFound, seo } from "~/lib/seo";
import { blogPosting } from "~/lib/structured-data";
import { useWords } from "~/lib/language";

export function loader({ params, request }: Route.LoaderArgs) {
  const { comments, lang, pages, posts, site } = contentFor(request);
  const post = posts.find((entry) => entry.id === parseSlug(params.id));
  if (!post) throw notFound("Post", lang);
  const path = `/blog/${post.id}`;
  const meta = seo({
    site,
    lang,
    title: post.title,
    description: post.summary,
    path,
    picture: post.image.src,
    type: "article",
    breadcrumb: { title: post.title, trail: [{ label: pages.blog.title, to: "/blog" }] },
    entity: (page) => blogPosting(page, post),
  });
  return {
    post,
    // Null when the owner switched comments off (site.ts `parts`): no section at all. Otherwise the
    // demo's list, or what giscus needs to find this post's discussion: only what the page shows.
    comments: !parts.comments
      ? null
      : commentSystem.provider === "giscus"
        ? {
            provider: "giscus" as const,
            giscus: giscusPost(commentSystem, { path, url: meta.url, title: meta.title, description: post.summary }, languageTag(lang, site.language)),
          }
        : { provider: "demo" as const, list: comments.filter((comment) => comment.postId === post.id) },
    meta,
  };
}

export function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  return loadDetail({ param: params.id, canonical: parseSlug(params.id), basePath: "/blog", what: "Post", serverLoader, pathname: new URL(request.url).pathname });
}

export const meta = metaOrNotFound("Post");

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const format = useFormats();
  const { post, comments, meta } = loaderData;
  return (
    <>
      <TitleBar {...meta.breadcrumb} />
      <article className="mx-auto max-w-[48rem] px-4 py-12 sm:px-6 md:py-16">
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
        <p className="mb-8 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" /> {post.author}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.date}>{format.date(post.date)}</time>
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
        {/* Built from the owner's Markdown at build time. */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: post.html }} />
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
        {comments === null ? null : comments.provider === "giscus" ? (
          <GiscusComments post={comments.giscus} />
        ) : (
          <Comments comments={comments.list} />
        )}
      </article>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ what: "Post", backTo: "/blog" });
