import { Clock } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { cardLinkTarget, MediaCard, MediaCardImage } from "~/components/ui/media-card";
import type { PostFrontmatter } from "~/data/schema";
import { useWords } from "~/lib/language";

export type PostCardData = Pick<PostFrontmatter, "title" | "date" | "categories" | "image" | "summary"> & {
  id: string;
  readingMinutes: number;
  /** The date as the page writes it, made at build time (app/data). */
  dateText: string;
};

/** What a card needs of a post, so a page's data carries no more than that. */
export function toPostCard({ id, title, date, dateText, categories, image, summary, readingMinutes }: PostCardData): PostCardData {
  return { id, title, date, dateText, categories, image, summary, readingMinutes };
}

/** A blog post as a card: image, two categories, title, date and reading time. */
export function PostCard({
  post,
  headingLevel = 3,
  showSummary = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  showSummary?: boolean;
}) {
  const words = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <MediaCard>
      <MediaCardImage image={post.image} frameClassName="aspect-video" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <ul className="flex flex-wrap gap-2" aria-label={words.blog.categories}>
          {post.categories.map((category) => (
            <li key={category} className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent-text">
              {category}
            </li>
          ))}
        </ul>
        <Heading className="text-lg leading-snug font-semibold tracking-tight">
          <Link to={`/blog/${post.id}`} className={cardLinkTarget}>
            {post.title}
          </Link>
        </Heading>
        {showSummary ? <p className="line-clamp-3 text-sm leading-6 text-muted-foreground">{post.summary}</p> : null}
        <p className="mt-auto flex items-center gap-3 pt-1 text-sm text-muted-foreground">
          <time dateTime={post.date}>{post.dateText}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {words.blog.readingTime(post.readingMinutes)}
          </span>
        </p>
      </div>
    </MediaCard>
  );
}
