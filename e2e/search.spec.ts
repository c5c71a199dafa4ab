// The site search on the demo owner's site, in English and Bengali: the index the build wrote,
// the header's dialog, the search page and the blog's own search box. The checks are in
// search.ts, shared with the second owner's site (search.second-owner.spec.ts).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { contentPath, buildRoot } from "../app/data/content-dir.ts";
import { pathIn } from "../app/lib/i18n.ts";
import { bodyWordOf, type Findable, readIndex, searchTests } from "./search";
import { bengali, footer, languages, features, posts, products, projects, services } from "./site-map";

const client = join(buildRoot, "client");

const english: Findable[] = [
  ...(features.blog ? [{ path: `/blog/${posts[0]!.id}`, title: posts[0]!.title, kind: "post" as const }] : []),
  { path: `/portfolio/${projects[0]!.id}`, title: projects[0]!.title, kind: "project" },
  { path: `/services/${services[0]!.id}`, title: services[0]!.title, kind: "service" },
  ...(features.products ? [{ path: `/products/${products[0]!.id}`, title: products[0]!.title, kind: "course" as const }] : []),
];

/** The same pages in Bengali, by their Bengali titles (a post's from its .bn.md file). */
const bengaliTitle = (path: string): string => {
  if (path.startsWith("/blog/")) {
    const file = contentPath("blog", `${path.split("/").pop()}.bn.md`);
    return String(matter(readFileSync(file, "utf8")).data.title);
  }
  const heading = bengali!.pages.find((page) => page.path === pathIn("bn", path))!.heading;
  if (typeof heading !== "string") throw new Error(`no Bengali title for ${path}`);
  return heading;
};

searchTests({
  client,
  languages,
  blog: features.blog,
  findable: [
    ...english,
    ...(bengali ? english.map((page) => ({ ...page, path: pathIn("bn", page.path), title: bengaliTitle(page.path) })) : []),
  ],
  frameTexts: [
    footer.newsletterText,
    footer.copyrightText,
    ...(bengali ? [bengali.content.footer.newsletterText, bengali.content.footer.copyrightText] : []),
  ],
  cardTexts: [
    ...(features.blog ? [{ path: "/blog", texts: posts.map((post) => post.summary) }] : []),
    { path: "/portfolio", texts: projects.map((project) => project.summary) },
  ],
  bodyWord: features.blog ? bodyWordOf(contentPath("blog"), readIndex(client).fragments) : undefined,
});
