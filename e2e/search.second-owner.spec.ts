// The site search on the second owner's site (tests/fixtures/second-owner): English only (its own
// index, en-US), no courses, a blog of its own. The checks are the demo's (search.ts; search.spec.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf } from "../app/data/content-dir.ts";
import { languagesOf } from "../app/lib/i18n.ts";
import { partsOf } from "../app/lib/parts";
import { footer } from "../tests/fixtures/second-owner/footer";
import { projects } from "../tests/fixtures/second-owner/projects";
import { services } from "../tests/fixtures/second-owner/services";
import { site } from "../tests/fixtures/second-owner/site";
import { bodyWordOf, readIndex, searchTests } from "./search";
import { inLanguage } from "./site-map";

const client = join(buildDirOf(SECOND_OWNER), "client");
const parts = partsOf(site.parts);
const blogDir = join(SECOND_OWNER, "blog");
const firstPost = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md") && !file.endsWith(".bn.md"))
  .sort()[0]!;
const english = <T>(value: T) => inLanguage(value, "en") as unknown as string;

searchTests({
  client,
  languages: languagesOf(site),
  blog: parts.blog,
  findable: [
    {
      path: `/blog/${firstPost.replace(/\.md$/, "")}`,
      title: String(matter(readFileSync(join(blogDir, firstPost), "utf8")).data.title),
      kind: "post",
    },
    { path: `/portfolio/${projects[0]!.id}`, title: english(projects[0]!.title), kind: "project" },
    { path: `/services/${services[0]!.id}`, title: english(services[0]!.title), kind: "service" },
  ],
  frameTexts: [english(footer.newsletterText), english(footer.copyrightText)],
  cardTexts: [{ path: "/portfolio", texts: projects.map((project) => english(project.summary)) }],
  bodyWord: parts.blog ? bodyWordOf(blogDir, readIndex(client).fragments) : undefined,
});
