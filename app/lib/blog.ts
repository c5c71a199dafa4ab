interface Categorised {
  title: string;
  summary: string;
  categories: readonly string[];
  tags: readonly string[];
}

/** Each category with the number of posts in it, most used first, then by name. */
export function categoryCounts(posts: readonly Categorised[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const category of new Set(post.categories)) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** Every tag once, in alphabetical order. */
export function allTags(posts: readonly Categorised[]): string[] {
  return [...new Set(posts.flatMap((post) => post.tags))].sort((a, b) => a.localeCompare(b));
}

export interface BlogFilter {
  query?: string;
  category?: string | null;
  tag?: string | null;
}

/** The posts a search (title and summary) and a category or tag filter leave. */
export function filterPosts<T extends Categorised>(posts: readonly T[], { query = "", category, tag }: BlogFilter): T[] {
  const words = query.trim().toLowerCase();
  return posts.filter(
    (post) =>
      (!category || post.categories.includes(category)) &&
      (!tag || post.tags.includes(tag)) &&
      (!words || post.title.toLowerCase().includes(words) || post.summary.toLowerCase().includes(words)),
  );
}

interface Dated {
  id: string;
  date: string;
  categories: readonly string[];
  tags: readonly string[];
}

/** How many related posts a post ends with, at most. */
export const RELATED_POSTS = 3;

/**
 * Where a reader goes after a post: the previous (older) and next (newer) post by date, a chain
 * that reaches every post, and up to three related posts besides those two: the ones sharing
 * most categories and tags first, then the latest. `posts` may come in any order; posts of one
 * day are ordered by id, so the chain is the same on every build.
 */
export function morePostsFor<T extends Dated>(posts: readonly T[], id: string): { previous?: T; next?: T; related: T[] } {
  const byDate = [...posts].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const at = byDate.findIndex((post) => post.id === id);
  if (at < 0) return { related: [] };
  const post = byDate[at]!;
  const previous = byDate[at - 1];
  const next = byDate[at + 1];
  const shared = (other: T) =>
    other.categories.filter((category) => post.categories.includes(category)).length +
    other.tags.filter((tag) => post.tags.includes(tag)).length;
  const related = byDate
    .filter((other) => other !== post && other !== previous && other !== next)
    .map((other) => ({ other, score: shared(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.id.localeCompare(b.other.id))
    .slice(0, RELATED_POSTS)
    .map(({ other }) => other);
  return { previous, next, related };
}
