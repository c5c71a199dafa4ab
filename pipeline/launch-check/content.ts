/**
 * What the launch check reads: the owner's content, checked against the site's schemas as the
 * build checks it, in one plain object (LaunchContent). The check itself (findings.ts) and the
 * demo's fingerprint (fingerprint.ts) take that object and nothing else, so the door that fills
 * it can change without them: `loadLaunchContent` reads the content folder (CONTENT_DIR) with
 * `importContent`, as the hosting scripts do; tests build the object from fixtures.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import matter from "gray-matter";
import sharp from "sharp";
import type { z } from "zod";
import {
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
  resumeSchema,
  serviceSchema,
  siteSchema,
  testimonialSchema,
  Translatable,
} from "../../app/data/schema/index.ts";
import { checkList, checkOne, describeEntry } from "../../app/data/validate.ts";
import { partsOf, type Parts } from "../../app/lib/parts.ts";
import { CONTENT_DIR, contentPath, importContent } from "../../app/data/content-dir.ts";

type Out<S extends z.ZodType> = z.output<S>;

/** A Markdown file of the content (a post, a legal page), with its Bengali twin (`<id>.bn.md`) when there is one. */
export interface MarkdownFile<Data, TranslationData> {
  /** The file name without `.md`: the post's address, the legal page's name. */
  id: string;
  /** Its checked frontmatter. */
  data: Data;
  /** The text below the frontmatter. */
  body: string;
  translation?: { data: TranslationData; body: string };
}

/** A file in the content folder's public/, as far as the check needs it: its sha256 (fingerprint.ts `fileHash`) and its pixel size, when readable. */
export interface PublicFile {
  sha256: string;
  width?: number;
  height?: number;
}

/** The content as the launch check reads it: every file of the content folder, checked, by its export. */
export interface LaunchContent {
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
  /** hours.ts is optional. */
  hours?: Out<typeof hoursSchema>;
  pages: Out<typeof pagesSchema>;
  payments: Out<typeof paymentMethodSchema>[];
  products: Out<typeof productSchema>[];
  profiles: Out<typeof profileLinkSchema>[];
  projects: Out<typeof projectSchema>[];
  resume: Out<typeof resumeSchema>;
  services: Out<typeof serviceSchema>[];
  testimonials: Out<typeof testimonialSchema>[];
  posts: MarkdownFile<Out<typeof postFrontmatterSchema>, Out<typeof postTranslationFrontmatterSchema>>[];
  legal: MarkdownFile<Out<typeof legalPageFrontmatterSchema>, Out<typeof legalPageTranslationFrontmatterSchema>>[];
  /**
   * The files in the content folder's public/ that the content's pictures and the site's icons
   * (SITE_ICONS) name, by their path from the site's root ("/images/hero.svg"): null where
   * public/ has no such file (or the folder has no public/).
   */
  files: Record<string, PublicFile | null>;
}

/** The content as it comes out of its files, before the schemas check it. */
export interface RawContent {
  folder: string;
  /** Each content module's exports, by file name ("site.ts"). */
  modules: Record<string, Record<string, unknown> | undefined>;
  /** The Markdown files of blog/ and legal/, by file name ("my-post.md", "my-post.bn.md"). */
  blog: Record<string, string>;
  legal: Record<string, string>;
}

/**
 * The site's icons, in the content folder's public/: not named in the content, but every page
 * and the app manifest point to them by these names (app/root.tsx, app/routes/manifest.ts),
 * and the demo's carry its owner's initials.
 */
export const SITE_ICONS = ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/images/icon-192.png", "/images/icon-512.png"];

/** The content modules the check reads, by file: each may export one or more values. */
const MODULES = [
  "site.ts",
  "banner.ts",
  "categories.ts",
  "chat.ts",
  "comments.ts",
  "faq.ts",
  "footer.ts",
  "forms.ts",
  "hours.ts",
  "pages.ts",
  "payments.ts",
  "products.ts",
  "profiles.ts",
  "projects.ts",
  "resume.ts",
  "services.ts",
  "testimonials.ts",
] as const;

/** Where content comes from: a folder, its files, and a way to load its modules. */
export interface ContentSource {
  /** The folder, as messages name it (e.g. app/content). */
  folder: string;
  /** A file or folder of it, as an absolute path. */
  path(...parts: string[]): string;
  /** One of its modules ("site.ts"), loaded. */
  load(file: string): Promise<Record<string, unknown>>;
}

/** The content folder the site is built from (CONTENT_DIR), read as the hosting scripts read it. */
export const SITE_CONTENT: ContentSource = {
  folder: CONTENT_DIR.replace(/\/+$/, ""),
  path: contentPath,
  load: (file) => importContent<Record<string, unknown>>(file),
};

/** Another content folder than CONTENT_DIR (a test owner, a copy of one), by its path from the repository's root or its absolute path. */
export function folderSource(folder: string): ContentSource {
  return {
    folder,
    path: (...parts) => resolve(folder, ...parts),
    load: (file) => import(/* @vite-ignore */ pathToFileURL(resolve(folder, file)).href),
  };
}

/** A content folder, checked, with the files of its public/ that its pictures and the site's icons name: what `npm run check` reads. */
export async function loadLaunchContent(source: ContentSource = SITE_CONTENT): Promise<LaunchContent> {
  const modules: RawContent["modules"] = {};
  for (const file of MODULES) {
    // hours.ts is the only optional module (see "Working hours" in app/content/README.md).
    if (file === "hours.ts" && !existsSync(source.path(file))) continue;
    modules[file] = await source.load(file);
  }
  const content = checkedContent({
    folder: source.folder,
    modules,
    blog: readMarkdownFolder(source.path("blog")),
    legal: readMarkdownFolder(source.path("legal")),
  });
  content.files = await readPublicFiles(
    [...new Set([...picturesOf(content).map(({ image }) => image.src), ...SITE_ICONS])],
    source.path("public"),
  );
  return content;
}

/** Every Markdown file of a folder, by name; none when the folder is missing (a site without its blog). */
export function readMarkdownFolder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

/**
 * The content checked against the site's schemas, with the file, entry and field named when
 * something is wrong (the build names them the same way). `files` is left empty: fill it with
 * `readPublicFiles`, or with what a test needs.
 */
export function checkedContent(raw: RawContent): LaunchContent {
  const { folder, modules } = raw;
  const exported = (file: string, name: string): unknown => {
    const module = modules[file];
    if (!module) throw new Error(`Missing content: ${folder}/${file}`);
    return module[name];
  };
  const one = <S extends z.ZodType>(file: string, name: string, schema: S) => checkOne(`${folder}/${file}`, schema, exported(file, name));
  const list = <S extends z.ZodType>(file: string, name: string, schema: S) =>
    checkList(`${folder}/${file}`, schema, (exported(file, name) ?? []) as unknown[], describeEntry);
  return {
    folder,
    site: one("site.ts", "site", siteSchema),
    banner: one("banner.ts", "banner", bannerSchema),
    categories: one("categories.ts", "categories", categoriesSchema),
    chat: one("chat.ts", "chat", chatSchema),
    commentSystem: checkOne(`${folder}/comments.ts`, commentSystemSchema, exported("comments.ts", "commentSystem"), "commentSystem"),
    comments: list("comments.ts", "comments", commentSchema),
    faq: list("faq.ts", "faq", faqSchema),
    footer: one("footer.ts", "footer", footerSchema),
    forms: one("forms.ts", "forms", formsSchema),
    hours: modules["hours.ts"] ? one("hours.ts", "hours", hoursSchema) : undefined,
    pages: one("pages.ts", "pages", pagesSchema),
    payments: list("payments.ts", "payments", paymentMethodSchema),
    products: list("products.ts", "products", productSchema),
    profiles: list("profiles.ts", "profiles", profileLinkSchema),
    projects: list("projects.ts", "projects", projectSchema),
    resume: one("resume.ts", "resume", resumeSchema),
    services: list("services.ts", "services", serviceSchema),
    testimonials: list("testimonials.ts", "testimonials", testimonialSchema),
    posts: markdownFiles(`${folder}/blog`, raw.blog, postFrontmatterSchema, postTranslationFrontmatterSchema),
    legal: markdownFiles(`${folder}/legal`, raw.legal, legalPageFrontmatterSchema, legalPageTranslationFrontmatterSchema),
    files: {},
  };
}

function markdownFiles<F extends z.ZodType, T extends z.ZodType>(
  dir: string,
  sources: Record<string, string>,
  schema: F,
  translationSchema: T,
): MarkdownFile<z.output<F>, z.output<T>>[] {
  const read = <S extends z.ZodType>(name: string, fileSchema: S) => {
    const { data, content } = matter(sources[name]!);
    return { data: checkOne(`${dir}/${name}`, fileSchema, normaliseDates(data), "frontmatter"), body: content };
  };
  return Object.keys(sources)
    .filter((name) => !name.endsWith(".bn.md"))
    .map((name) => {
      const id = name.replace(/\.md$/, "");
      const twin = `${id}.bn.md`;
      return { id, ...read(name, schema), ...(twin in sources ? { translation: read(twin, translationSchema) } : {}) };
    });
}

/** YAML turns unquoted dates into Date objects; the schemas expect YYYY-MM-DD text (as app/data/index.server.ts). */
function normaliseDates(data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

/** The optional parts of the site, each on unless the owner switched it off (site.ts `parts`). */
export function partsOfContent(content: LaunchContent): Parts {
  return partsOf(content.site.parts);
}

/** One file of the content as visitors get it: its name in the folder, and what of it the site shows. */
export interface LiveFile {
  /** The file's name in the content folder ("projects.ts", "blog/my-post.md"). */
  file: string;
  /** What the site shows of it; the value of a module with one export, or the exports by name. */
  value: unknown;
}

/**
 * Every file of the content whose words and pictures reach visitors, and only what of each
 * does: the parts an owner switched off (site.ts `parts`) are left out, as the build leaves them
 * out of the site. The Markdown files' frontmatter only; their texts are `liveMarkdown`'s.
 */
export function liveFiles(content: LaunchContent): LiveFile[] {
  const parts = partsOfContent(content);
  const { videoId: _videoId, videoTitle, ...banner } = content.banner;
  const { newsletter, ...forms } = content.forms;
  const { newsletter: newsletterMessages, ...messages } = forms.messages;
  const { newsletterText, ...footer } = content.footer;
  const showsComments = parts.blog && parts.comments;
  return [
    { file: "site.ts", value: content.site },
    { file: "banner.ts", value: parts.introVideo ? { ...banner, videoTitle } : banner },
    { file: "categories.ts", value: parts.blog ? content.categories : { projects: content.categories.projects } },
    { file: "chat.ts", value: content.chat },
    ...(showsComments
      ? [
          {
            file: "comments.ts",
            value: {
              commentSystem: content.commentSystem,
              // The demo's list shows only while the comments are the demo's; with giscus they come from GitHub.
              ...(content.commentSystem.provider === "demo" ? { comments: content.comments } : {}),
            },
          },
        ]
      : []),
    ...(parts.faq ? [{ file: "faq.ts", value: content.faq }] : []),
    { file: "footer.ts", value: parts.newsletter ? { ...footer, newsletterText } : footer },
    {
      file: "forms.ts",
      value: parts.newsletter
        ? { ...forms, newsletter, messages: { ...messages, newsletter: newsletterMessages } }
        : { ...forms, messages },
    },
    ...(content.hours && parts.hours ? [{ file: "hours.ts", value: content.hours }] : []),
    { file: "pages.ts", value: content.pages },
    { file: "payments.ts", value: content.payments },
    ...(parts.products ? [{ file: "products.ts", value: content.products }] : []),
    { file: "profiles.ts", value: content.profiles },
    { file: "projects.ts", value: content.projects },
    { file: "resume.ts", value: content.resume },
    { file: "services.ts", value: content.services },
    ...(parts.testimonials ? [{ file: "testimonials.ts", value: content.testimonials }] : []),
    ...(parts.blog ? content.posts.map((post) => ({ file: `blog/${post.id}.md`, value: post.data })) : []),
    ...(parts.blog
      ? content.posts.flatMap((post) => (post.translation ? [{ file: `blog/${post.id}.bn.md`, value: post.translation.data }] : []))
      : []),
    ...content.legal.map((page) => ({ file: `legal/${page.id}.md`, value: page.data })),
    ...content.legal.flatMap((page) => (page.translation ? [{ file: `legal/${page.id}.bn.md`, value: page.translation.data }] : [])),
  ];
}

/** The text of every Markdown file visitors read (posts while the blog is on, legal pages), by file name. */
export function liveMarkdown(content: LaunchContent): { file: string; text: string }[] {
  const posts = partsOfContent(content).blog ? content.posts : [];
  return [...posts.map((post) => ({ ...post, dir: "blog" })), ...content.legal.map((page) => ({ ...page, dir: "legal" }))].flatMap(
    ({ dir, id, body, translation }) => [
      { file: `${dir}/${id}.md`, text: body },
      ...(translation ? [{ file: `${dir}/${id}.bn.md`, text: translation.body }] : []),
    ],
  );
}

/** A value of the content where it sits: the field's path in its file ("[2].image.alt"). */
export interface Leaf {
  path: string;
  value: unknown;
}

/** Every value in a piece of content that is not a list or a plain object (texts, strings, numbers), with its path. */
export function leavesOf(value: unknown, path = ""): Leaf[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leavesOf(item, `${path}[${index}]`));
  if (value && typeof value === "object" && !(value instanceof Translatable)) {
    return Object.entries(value).flatMap(([key, item]) => leavesOf(item, path ? `${path}.${key}` : key));
  }
  return [{ path, value }];
}

/** A picture of the content, as the schema describes one (imageSchema). */
export interface Picture {
  src: string;
  alt: string | Translatable;
  width: number;
  height: number;
}

/** Every picture the site shows, where the content names it. */
export function picturesOf(content: LaunchContent): { file: string; path: string; image: Picture }[] {
  const found: { file: string; path: string; image: Picture }[] = [];
  const visit = (file: string, value: unknown, path: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => visit(file, item, `${path}[${index}]`));
    else if (value && typeof value === "object" && !(value instanceof Translatable)) {
      if (isPicture(value)) found.push({ file, path, image: value });
      else for (const [key, item] of Object.entries(value)) visit(file, item, path ? `${path}.${key}` : key);
    }
  };
  for (const { file, value } of liveFiles(content)) visit(file, value, "");
  return found;
}

function isPicture(value: object): value is Picture {
  const v = value as Partial<Picture>;
  return typeof v.src === "string" && typeof v.width === "number" && typeof v.height === "number" && "alt" in v;
}

/** The text of a value: a Translatable's English and Bengali, a string as it is. */
export function textsOf(value: unknown): string[] {
  if (value instanceof Translatable) return value.bn === undefined ? [value.en] : [value.en, value.bn];
  return typeof value === "string" ? [value] : [];
}

/**
 * A file's sha256, the same on every machine: an SVG is text, which Git may check out with
 * Windows line ends (core.autocrlf), so its line ends count as \n.
 */
export function fileHash(path: string, bytes: Buffer): string {
  const data = /\.svg$/i.test(path) ? Buffer.from(bytes.toString("utf8").replace(/\r\n?/g, "\n"), "utf8") : bytes;
  return createHash("sha256").update(data).digest("hex");
}

/** The files of a public/ folder at these paths from the site's root: their hash and size, or null for a path it has no file at. */
export async function readPublicFiles(paths: readonly string[], publicDir: string): Promise<LaunchContent["files"]> {
  const entries = await Promise.all(
    paths.map(async (path): Promise<[string, PublicFile | null]> => {
      const file = join(publicDir, path);
      if (!existsSync(file)) return [path, null];
      const bytes = readFileSync(file);
      const size = await sharp(bytes)
        .metadata()
        .then(({ width, height }) => ({ width, height }))
        // A format sharp cannot read (an .ico) has a hash and no size.
        .catch(() => ({}));
      return [path, { sha256: fileHash(path, bytes), ...size }];
    }),
  );
  return Object.fromEntries(entries);
}
