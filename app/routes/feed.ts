// The blog's Atom feed in each language (app/lib/feed.ts says why Atom), pre-rendered from the posts:
// /feed.xml, and /bn/feed.xml of the Bengali posts.
import type { Route } from "./+types/feed";
import { pageDataFor } from "~/data/index.server";
import { blogFeed } from "~/lib/feed";
import { FEED_TYPE } from "~/lib/feed-address";
import { languageTag } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, pages, posts, site } = await pageDataFor(request);
  const feed = blogFeed({
    site: { ...site, language: languageTag(lang, site.language) },
    description: pages.blog.description,
    posts: posts.map(({ body, ...post }) => ({ ...post, html: body().html })),
    lang,
  });
  return new Response(feed, { headers: { "Content-Type": `${FEED_TYPE}; charset=utf-8` } });
}
