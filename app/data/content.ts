/**
 * What the content is, on its way in: as its files hold it (RawContent), then checked (Content).
 * `readContent` (load.ts) fills the first from a content folder, `validate` (validate.ts) turns
 * it into the second, and `loadContent` (load.ts) does both: the one door every reader of the
 * content goes through (the pages, the routes, the build's steps, the launch check, the tests).
 */
import type { z } from "zod";
import {
  analyticsSchema,
  bannerSchema,
  categoriesSchema,
  chatSchema,
  commentSchema,
  commentSystemSchema,
  faqSchema,
  footerSchema,
  formsSchema,
  hoursSchema,
  legalPageFrontmatterSchema,
  legalPageTranslationFrontmatterSchema,
  pagesSchema,
  paymentMethodSchema,
  postFrontmatterSchema,
  postTranslationFrontmatterSchema,
  productSchema,
  profileLinkSchema,
  projectSchema,
  redirectsSchema,
  resumeSchema,
  serviceSchema,
  siteSchema,
  testimonialSchema,
  themeSchema,
} from "./schema/index.ts";

/** The content's modules, by file: the values each exports, and the schema each is checked against (a list's, its entries'). */
export const CONTENT_MODULES = {
  "site.ts": { site: siteSchema },
  "banner.ts": { banner: bannerSchema },
  "categories.ts": { categories: categoriesSchema },
  "chat.ts": { chat: chatSchema },
  "comments.ts": { comments: commentSchema, commentSystem: commentSystemSchema },
  "faq.ts": { faq: faqSchema },
  "footer.ts": { footer: footerSchema },
  "forms.ts": { forms: formsSchema },
  "hours.ts": { hours: hoursSchema },
  "pages.ts": { pages: pagesSchema },
  "payments.ts": { payments: paymentMethodSchema },
  "products.ts": { products: productSchema },
  "profiles.ts": { profiles: profileLinkSchema },
  "projects.ts": { projects: projectSchema },
  "redirects.ts": { redirects: redirectsSchema },
  "resume.ts": { resume: resumeSchema },
  "services.ts": { services: serviceSchema },
  "testimonials.ts": { testimonials: testimonialSchema },
  "theme.ts": { theme: themeSchema },
  "analytics.ts": { analytics: analyticsSchema },
} as const;
export type ContentModule = keyof typeof CONTENT_MODULES;

/**
 * The modules an owner may leave out: without hours.ts nothing is said of their hours (see
 * "Working hours" in app/content/README.md), without analytics.ts nothing counts visits.
 */
export const OPTIONAL_MODULES: readonly ContentModule[] = ["hours.ts", "analytics.ts"];

/** A content folder as its files hold it, before any check: what `validate` takes. */
export interface RawContent {
  /** The content folder, as messages name it (e.g. app/content). */
  folder: string;
  /** Each module's exports, by file name ("site.ts"); undefined for a file the folder does not have. */
  modules: Partial<Record<ContentModule, Record<string, unknown>>>;
  /** The Markdown files of blog/ and legal/, by file name ("my-post.md", "my-post.bn.md"); none for a missing folder. */
  blog: Record<string, string>;
  legal: Record<string, string>;
}

/** A Markdown file of the content (a post, a legal page), with its Bengali twin (`<id>.bn.md`) when there is one. */
export interface MarkdownFile<Data, TranslationData> {
  /** The file name without `.md`: the post's address, the legal page's name. */
  id: string;
  /** Its checked frontmatter. */
  data: Data;
  /** The text below the frontmatter, as Markdown. */
  body: string;
  translation?: { data: TranslationData; body: string };
}

/** The content's folders of Markdown files: the schema of a file's frontmatter, and of its Bengali twin's. */
export const MARKDOWN_FOLDERS = {
  blog: { file: postFrontmatterSchema, translation: postTranslationFrontmatterSchema },
  legal: { file: legalPageFrontmatterSchema, translation: legalPageTranslationFrontmatterSchema },
} as const;

type Out<S extends z.ZodType> = z.output<S>;

export type PostFile = MarkdownFile<Out<typeof postFrontmatterSchema>, Out<typeof postTranslationFrontmatterSchema>>;
export type LegalFile = MarkdownFile<Out<typeof legalPageFrontmatterSchema>, Out<typeof legalPageTranslationFrontmatterSchema>>;

/**
 * The owner's content, checked: every file of the content folder parsed by its schema, with the
 * schema's defaults applied (every feature on unless switched off, English as the only language
 * unless site.ts says otherwise …), each by its export. Its texts are still in every language
 * (Translatable); `localize` (localize.ts) gives them in one.
 */
export interface Content {
  /** The content folder, as messages name it (e.g. app/content). */
  folder: string;
  site: Out<typeof siteSchema>;
  banner: Out<typeof bannerSchema>;
  categories: Out<typeof categoriesSchema>;
  chat: Out<typeof chatSchema>;
  commentSystem: Out<typeof commentSystemSchema>;
  comments: Out<typeof commentSchema>[];
  faq: Out<typeof faqSchema>[];
  footer: Out<typeof footerSchema>;
  forms: Out<typeof formsSchema>;
  /** The working hours; none without hours.ts. */
  hours?: Out<typeof hoursSchema>;
  pages: Out<typeof pagesSchema>;
  payments: Out<typeof paymentMethodSchema>[];
  products: Out<typeof productSchema>[];
  profiles: Out<typeof profileLinkSchema>[];
  projects: Out<typeof projectSchema>[];
  redirects: Out<typeof redirectsSchema>;
  resume: Out<typeof resumeSchema>;
  services: Out<typeof serviceSchema>[];
  testimonials: Out<typeof testimonialSchema>[];
  theme: Out<typeof themeSchema>;
  /** Where visits are counted; `{ provider: "off" }` without analytics.ts. */
  analytics: Out<typeof analyticsSchema>;
  /** The posts (blog/*.md), by file name; none without the blog folder. */
  posts: PostFile[];
  /** The legal pages (legal/*.md), by file name: terms and privacy at least. */
  legal: LegalFile[];
}
