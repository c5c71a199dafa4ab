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
