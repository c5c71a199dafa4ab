import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { PostCard, type PostCardData } from "~/components/sections/post-card";
import { useWords } from "~/lib/language";

interface Neighbour {
  id: string;
  title: string;
}

/** The end of a post: the previous and next post by date, then up to three related posts as the blog's cards. */
export function MorePosts({
  previous,
  next,
  related,
}: {
  previous: Neighbour | null;
  next: Neighbour | null;
  related: readonly PostCardData[];
}) {
  const words = useWords();
  const step = (post: Neighbour, rel: "prev" | "next") => (
    <Link
      to={`/blog/${post.id}`}
      rel={rel}
      className={`flex h-full flex-col gap-1 rounded-card border border-border p-4 hover:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${rel === "next" ? "items-end text-right" : ""}`}
    >
      <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
        {rel === "prev" ? <ChevronLeft aria-hidden="true" className="size-4" /> : null}
        {rel === "prev" ? words.blog.previousPost : words.blog.nextPost}
        {rel === "next" ? <ChevronRight aria-hidden="true" className="size-4" /> : null}
      </span>
      <span className="font-semibold text-accent-text">{post.title}</span>
    </Link>
  );
  return (
    <>
      {previous || next ? (
        <nav aria-label={words.blog.keepReading} className="mt-12">
          <ul className="grid gap-4 sm:grid-cols-2">
            {previous ? <li>{step(previous, "prev")}</li> : null}
            {next ? <li className="sm:col-start-2">{step(next, "next")}</li> : null}
          </ul>
        </nav>
      ) : null}
      {related.length ? (
        <section aria-labelledby="related-posts" className="mt-12">
          <h2 id="related-posts" className="mb-6 text-2xl font-bold tracking-tight">
            {words.blog.relatedPosts}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((post) => (
              <li key={post.id} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
