// The blog's Atom feed (app/lib/feed.ts says why Atom), pre-rendered from the posts.
import { pages, posts, site } from "~/data/index.server";
import { blogFeed } from "~/lib/feed";
import { FEED_TYPE } from "~/lib/feed-address";

export function loader() {
  const feed = blogFeed({ site, description: pages.blog.description, posts });
  return new Response(feed, { headers: { "Content-Type": `${FEED_TYPE}; charset=utf-8` } });
}
