// The site search on the second owner's site (tests/fixtures/second-owner): English only (its own
// index, en-US), no courses, a blog of its own. The checks are the demo's (search.ts; search.spec.ts).
import { join } from "node:path";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import type { Translatable } from "../app/data/schema/index.ts";
import { bodyWordOf, readIndex, searchTests } from "./search";
import { inLanguage } from "./site-map";

const { footer, posts, projects, services, site } = await loadContent(SECOND_OWNER);
const client = join(buildDirOf(SECOND_OWNER), "client");
const { features } = site;
const blogDir = join(SECOND_OWNER, "blog");
const firstPost = posts[0]!;
const english = (text: Translatable) => inLanguage(text, "en");

searchTests({
  client,
  languages: site.languages,
  blog: features.blog,
  findable: [
    {
      path: `/blog/${firstPost.id}`,
      title: firstPost.data.title,
      kind: "post",
    },
    { path: `/portfolio/${projects[0]!.id}`, title: english(projects[0]!.title), kind: "project" },
    { path: `/services/${services[0]!.id}`, title: english(services[0]!.title), kind: "service" },
  ],
  frameTexts: [english(footer.newsletterText), english(footer.copyrightText)],
  cardTexts: [{ path: "/portfolio", texts: projects.map((project) => english(project.summary)) }],
  bodyWord: features.blog ? bodyWordOf(blogDir, readIndex(client).fragments) : undefined,
});
