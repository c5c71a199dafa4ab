// robots.txt, pre-rendered so it can name the sitemap by its absolute URL (from the site's url).
import { pageData } from "~/data/index.server";
import { robotsTxt } from "~/lib/sitemap";

export async function loader() {
  return new Response(robotsTxt((await pageData("en")).site.url), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
