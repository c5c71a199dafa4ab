/** The blog: the posts' Markdown files (blog/*.md and their .bn.md), and their comments (comments.ts). */
import { z } from "zod";
import { imageSchema, isoDate, nonEmpty, type Shown, text } from "./fields.ts";

/** Frontmatter of a Markdown post in `blog/`. The file name (without .md) is the post's id. */
export const postFrontmatterSchema = z
  .object({
    title: nonEmpty,
    /** When the post was published. */
    date: isoDate,
    /** When the post last changed in a way a reader should know about; the feed and sitemap.xml announce it. */
    updated: isoDate.optional(),
    categories: z.array(nonEmpty).length(2, "must list exactly two categories"),
    tags: z.array(nonEmpty).min(1),
    image: imageSchema,
    summary: nonEmpty,
    author: nonEmpty,
  })
  .refine((post) => !post.updated || post.updated >= post.date, { path: ["updated"], message: "must not be before date" });

/**
 * Frontmatter of a post's Bengali version, `blog/{id}.bn.md`: its own words only; the date,
 * categories, tags, image and author are the English file's.
 */
export const postTranslationFrontmatterSchema = z.object({ title: nonEmpty, summary: nonEmpty, imageAlt: z.string().optional() }).strict();

export const commentSchema = z.object({
  /** Id of the post the comment belongs to (its file name without .md). */
  postId: nonEmpty,
  author: text,
  /** ISO 8601 date-time, e.g. 2026-03-02T14:30:00+06:00. */
  timestamp: z.iso.datetime({ offset: true, error: "must be an ISO date-time with offset" }),
  text: text,
  avatar: imageSchema,
});

/**
 * A giscus theme (giscus.app, "Theme"): the name of one of its themes, e.g. "light",
 * "dark", "dark_dimmed", "light_high_contrast", or the https:// address of your own
 * theme's stylesheet.
 */
const giscusTheme = z.union([
  z.string().regex(/^[a-z][a-z\d_]*$/, 'must be a giscus theme name like "light" or "dark_dimmed", or an https:// address'),
  z.url({ protocol: /^https$/, error: "must be an https:// address of a stylesheet" }),
]);

/**
 * Comments from GitHub Discussions, shown by giscus (https://giscus.app). Each post's
 * comments are one discussion in your repository; visitors write them with their GitHub
 * account. Nothing loads from giscus or GitHub until a visitor says yes, on the post.
 * Fill in what giscus.app gives you once you have entered your repository there.
 */
const giscusSchema = z.object({
  provider: z.literal("giscus"),
  /** The public GitHub repository the discussions live in, written "owner/name", e.g. "arif-hossain/site-comments". */
  repo: z
    .string()
    .trim()
    .regex(/^[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\/[\w.-]+$/, 'must be a GitHub repository written "owner/name"'),
  /** The repository's id, from giscus.app (data-repo-id), e.g. "R_kgDOJ1a2bQ". */
  repoId: nonEmpty.regex(/^\S+$/, "must be the id giscus.app shows, without spaces"),
  /** The name of the discussion category new discussions go into, as on GitHub, e.g. "Comments" or "Announcements". */
  category: nonEmpty,
  /** That category's id, from giscus.app (data-category-id), e.g. "DIC_kwDOJ1a2bc4CXyZa". */
  categoryId: nonEmpty.regex(/^\S+$/, "must be the id giscus.app shows, without spaces"),
  /**
   * How a post finds its discussion, by the discussion's title:
   * - "pathname" (the default): the post's path, e.g. "blog/my-first-post";
   * - "url": the post's full address, e.g. "https://example.com/blog/my-first-post";
   * - "title" or "og:title": the page's title, e.g. "My first post | Your Name" (the two are the same on this site).
   * A post's discussion is created by its first comment or reaction. Changing this later
   * disconnects the posts from the discussions they have.
   */
  mapping: z.enum(["pathname", "url", "title", "og:title"]).default("pathname"),
  /** true: the discussion's title must match exactly (giscus' "strict title matching"); false: GitHub's search may find a close one. */
  strict: z.boolean().default(false),
  /** Whether visitors can react to the post (👍 ❤️ …) above its comments. */
  reactions: z.boolean().default(true),
  /** Where the box to write a comment goes: "bottom" (after the comments, the default) or "top". */
  inputPosition: z.enum(["bottom", "top"]).default("bottom"),
  /**
   * The language giscus speaks, one of giscus.app's (e.g. "en", "de", "zh-CN"). Leave it
   * out to use your site's `language` where giscus has it, English otherwise.
   */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'must be a language code like "en", "de" or "zh-CN"')
    .optional(),
  /** The giscus theme in your site's light mode and in its dark mode; it switches when a visitor switches. */
  theme: z.object({ light: giscusTheme.default("light"), dark: giscusTheme.default("dark") }).default({ light: "light", dark: "dark" }),
});

/**
 * Where the comments under your posts come from (`commentSystem` in comments.ts).
 * - { provider: "demo" } (the default): the comments listed in comments.ts, and a form
 *   that sends nothing: the visitor is told so.
 * - { provider: "giscus", repo, repoId, category, categoryId, … }: GitHub Discussions
 *   through giscus (see above); the list in comments.ts is then not shown.
 */
export const commentSystemSchema = z
  .discriminatedUnion("provider", [z.object({ provider: z.literal("demo") }), giscusSchema])
  .default({ provider: "demo" });

export type CommentSystem = z.infer<typeof commentSystemSchema>;
export type GiscusSettings = z.infer<typeof giscusSchema>;

export type PostFrontmatter = Shown<typeof postFrontmatterSchema>;
export type Comment = Shown<typeof commentSchema>;
