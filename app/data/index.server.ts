/**
 * The one door to the owner's content. Everything here runs at build time only
 * (the `.server` suffix keeps it, zod and the Markdown parser out of the
 * browser bundle): route loaders call these getters while pages are
 * pre-rendered, and the pages receive plain, already-checked data.
 */
import matter from "gray-matter";
import { parseSlug } from "~/lib/ids";
import { markdownToHtml } from "~/lib/markdown";
import { readingMinutes } from "~/lib/reading-time";
import { banner as bannerInput } from "~/content/banner";
import { categories as categoriesInput } from "~/content/categories";
import { comments as commentsInput, commentSystem as commentSystemInput } from "~/content/comments";
import { faq as faqInput } from "~/content/faq";
import { footer as footerInput } from "~/content/footer";
import { forms as formsInput } from "~/content/forms";
import { pages as pagesInput } from "~/content/pages";
import { products as productsInput } from "~/content/products";
import { profiles as profilesInput } from "~/content/profiles";
import { projects as projectsInput } from "~/content/projects";
import { resume as resumeInput } from "~/content/resume";
import {
  bannerSchema,
  categoriesSchema,
  commentSchema,
  commentSystemSchema,
  faqSchema,
  footerSchema,
  formsSchema,
  legalPageFrontmatterSchema,
  pagesSchema,
  postFrontmatterSchema,
  productSchema,
  profileLinkSchema,
  projectSchema,
  resumeSchema,
  serviceSchema,
  siteSchema,
  testimonialSchema,
  themeSchema,
} from "~/content/schema";
import { services as servicesInput } from "~/content/services";
import { site as siteInput } from "~/content/site";
import { testimonials as testimonialsInput } from "~/content/testimonials";
import { theme as themeInput } from "~/content/theme";
import { liveColumns, partsOf } from "~/lib/parts";
import { buildMenu, pageLinks } from "./menu";
import { checkList, checkOne, checkUnique, ContentError, describeEntry } from "./validate";

/** The content folder as the owner names it (CONTENT_DIR, scripts/content-dir.ts): this runs at build time only. */
const FOLDER = process.env.CONTENT_DIR || "app/content";

export const site = checkOne(`${FOLDER}/site.ts`, siteSchema, siteInput);
export const categories = checkOne(`${FOLDER}/categories.ts`, categoriesSchema, categoriesInput);
checkUnique(`${FOLDER}/categories.ts`, categories.projects, (name) => name, "projects");
checkUnique(`${FOLDER}/categories.ts`, categories.blog, (name) => name, "blog");

/** Stops the build when an entry names a category that categories.ts does not list. */
function checkCategories(file: string, entry: string, field: string, names: readonly string[], allowed: readonly string[], list: string) {
  const unknown = names.filter((name) => !allowed.includes(name));
  if (unknown.length) {
    throw new ContentError(
      `Invalid content in ${file}, ${entry}:\n  field "${field}": ${unknown.map((name) => JSON.stringify(name)).join(", ")} is not one of the ${list} categories in ${FOLDER}/categories.ts (${allowed.join(", ")})`,
    );
  }
}

/** The optional parts of the site, each on unless the owner switched it off (site.ts `parts`). */
export const parts = partsOf(site.parts);

export const pages = checkOne(`${FOLDER}/pages.ts`, pagesSchema, pagesInput);
export const banner = checkOne(`${FOLDER}/banner.ts`, bannerSchema, bannerInput);
if (parts.introVideo && !(banner.videoId && banner.videoTitle)) {
  throw new ContentError(
    `Invalid content in ${FOLDER}/banner.ts:\n  fields "videoId" and "videoTitle" are needed for the intro video; give them, or switch the video off in ${FOLDER}/site.ts (parts: { introVideo: false })`,
  );
}
/** The closing call to action's words, with its buttons' (pages.ts `common`); `heading` for a page's own heading. */
export function hireMeCopy(heading: { title: string; lead?: string } = pages.hireMe) {
  return { ...heading, hireMe: pages.common.hireMe, downloadCv: pages.common.downloadCv };
}

const footerInputChecked = checkOne(`${FOLDER}/footer.ts`, footerSchema, footerInput);
/** The footer, less the links to parts switched off (and a column left empty by them). */
export const footer = { ...footerInputChecked, columns: liveColumns(footerInputChecked.columns, parts) };
export const theme = checkOne(`${FOLDER}/theme.ts`, themeSchema, themeInput);
export const resume = checkOne(`${FOLDER}/resume.ts`, resumeSchema, resumeInput);
export const profiles = checkList(`${FOLDER}/profiles.ts`, profileLinkSchema, profilesInput, describeEntry);
export const testimonials = checkList(`${FOLDER}/testimonials.ts`, testimonialSchema, testimonialsInput, describeEntry);
export const faq = checkList(`${FOLDER}/faq.ts`, faqSchema, faqInput, describeEntry);
export const forms = checkOne(`${FOLDER}/forms.ts`, formsSchema, formsInput);
/** What every contact form gets (ContactSettings): where it sends, the owner's address for the mailto fallback, the words. */
export const contactForm = { email: site.email, delivery: forms.contact.delivery, copy: forms.messages.contact };

export const projects = checkList(`${FOLDER}/projects.ts`, projectSchema, projectsInput, describeEntry);
checkUnique(`${FOLDER}/projects.ts`, projects, (p) => p.id, "id");
for (const project of projects) {
  const entry = `project ${project.id}`;
  checkCategories(`${FOLDER}/projects.ts`, entry, "category", [project.category], categories.projects, "project");
  checkCategories(`${FOLDER}/projects.ts`, entry, "group", project.group, categories.projects, "project");
}

export const services = checkList(`${FOLDER}/services.ts`, serviceSchema, servicesInput, describeEntry);
checkUnique(`${FOLDER}/services.ts`, services, (s) => s.id, "id");

export const products = checkList(`${FOLDER}/products.ts`, productSchema, productsInput, describeEntry);
checkUnique(`${FOLDER}/products.ts`, products, (p) => p.id, "id");

export type Post = ReturnType<typeof readPost>;

/** A Markdown file's path in the repository, and its name without ".md" (its id). */
function markdownFile(globPath: string) {
  return { file: `${FOLDER}/${globPath.replace(/^.*\/([^/]+\/[^/]+)$/, "$1")}`, id: globPath.replace(/^.*\//, "").replace(/\.md$/, "") };
}

function readPost(path: string, source: string) {
  const { file, id } = markdownFile(path);
  // The same rule the blog route uses to read an id from the URL.
  if (parseSlug(id) !== id) {
    throw new ContentError(
      `Invalid content in ${file}:\n  the file name must be lowercase words joined by hyphens (it becomes the URL /blog/${id})`,
    );
  }
  const { data, content } = matter(source);
  const frontmatter = checkOne(file, postFrontmatterSchema, normaliseDates(data), "frontmatter");
  checkCategories(file, "frontmatter", "categories", frontmatter.categories, categories.blog, "blog");
  if (!content.trim()) throw new ContentError(`Invalid content in ${file}:\n  the post has no text below its frontmatter`);
  return { id, ...frontmatter, html: markdownToHtml(content), readingMinutes: readingMinutes(content) };
}

const postFiles = import.meta.glob<string>("~/content/blog/*.md", { query: "?raw", import: "default", eager: true });
/** Every post, newest first. */
export const posts = Object.entries(postFiles)
  .map(([path, source]) => readPost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

export const comments = checkList(`${FOLDER}/comments.ts`, commentSchema, commentsInput, describeEntry);
for (const [index, comment] of comments.entries()) {
  if (!posts.some((post) => post.id === comment.postId)) {
    throw new ContentError(
      `Invalid content in ${FOLDER}/comments.ts, entry ${index + 1}:\n  field "postId": no post named ${JSON.stringify(comment.postId)} in ${FOLDER}/blog/`,
    );
  }
}

/** Where the comments under posts come from: the demo list above, or GitHub Discussions through giscus. */
export const commentSystem = checkOne(`${FOLDER}/comments.ts`, commentSystemSchema, commentSystemInput, "commentSystem");

const legalFiles = import.meta.glob<string>("~/content/legal/*.md", { query: "?raw", import: "default", eager: true });
/** The legal pages (terms, privacy) by file name. */
export const legalPages = Object.fromEntries(
  Object.entries(legalFiles).map(([path, source]) => {
    const { file, id } = markdownFile(path);
    const { data, content } = matter(source);
    const frontmatter = checkOne(file, legalPageFrontmatterSchema, normaliseDates(data), "frontmatter");
    return [id, { ...frontmatter, html: markdownToHtml(content) }];
  }),
);

/** YAML turns unquoted dates into Date objects; the schemas expect YYYY-MM-DD text. */
function normaliseDates(data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

/** A legal page's title, for the menu. */
function legalTitle(file: "terms" | "privacy") {
  const page = legalPages[file];
  if (!page) throw new ContentError(`Missing content: ${FOLDER}/legal/${file}.md`);
  return { title: page.title };
}

/** The main menu: the owner's order of pages, less the parts switched off (app/data/menu.ts). */
export const menu = buildMenu({
  entries: site.menu,
  parts,
  pages: pageLinks(pages, { terms: legalTitle("terms"), privacy: legalTitle("privacy") }),
  services,
});
