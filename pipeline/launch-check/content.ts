/**
 * What the launch check reads: the owner's content, checked by the one door the build uses
 * (`loadContent`, app/data/load.ts), with the files of its public/ that its pictures and the
 * site's icons name (LaunchContent). The check itself (findings.ts) and the demo's fingerprint
 * (fingerprint.ts) take that object and nothing else; tests build it from any content folder.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { CONTENT_DIR } from "../../app/data/content-dir.ts";
import type { Content } from "../../app/data/content.ts";
import { loadContent } from "../../app/data/load.ts";
import { Translatable } from "../../app/data/schema/index.ts";

/** A file in the content folder's public/, as far as the check needs it: its sha256 (fingerprint.ts `fileHash`) and its pixel size, when readable. */
export interface PublicFile {
  sha256: string;
  width?: number;
  height?: number;
}

/** The content as the launch check reads it: the checked content, and the files of its public/ it names. */
export interface LaunchContent extends Content {
  /**
   * The files in the content folder's public/ that the content's pictures and the site's icons
   * (SITE_ICONS) name, by their path from the site's root ("/images/hero.svg"): null where
   * public/ has no such file (or the folder has no public/).
   */
  files: Record<string, PublicFile | null>;
}

/**
 * The site's icons, in the content folder's public/: not named in the content, but every page
 * and the app manifest point to them by these names (app/root.tsx, app/routes/manifest.ts),
 * and the demo's carry its owner's initials.
 */
export const SITE_ICONS = ["/favicon.svg", "/favicon.ico", "/apple-touch-icon.png", "/images/icon-192.png", "/images/icon-512.png"];

/**
 * A content folder (the one the site is built from unless told otherwise), checked, with the
 * files of its public/ that its pictures and the site's icons name: what `npm run check` reads.
 */
export async function loadLaunchContent(dir: string = CONTENT_DIR): Promise<LaunchContent> {
  const content: LaunchContent = { ...(await loadContent(dir)), files: {} };
  content.files = await readPublicFiles(
    [...new Set([...picturesOf(content).map(({ image }) => image.src), ...SITE_ICONS])],
    resolve(dir, "public"),
  );
  return content;
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
 * does: the features an owner switched off (site.ts `features`) are left out, as the build leaves them
 * out of the site. The Markdown files' frontmatter only; their texts are `liveMarkdown`'s.
 */
export function liveFiles(content: Content): LiveFile[] {
  const { features } = content.site;
  const { videoId: _videoId, videoTitle, ...banner } = content.banner;
  const { newsletter, ...forms } = content.forms;
  const { newsletter: newsletterMessages, ...messages } = forms.messages;
  const { newsletterText, ...footer } = content.footer;
  const showsComments = features.blog && features.comments;
  return [
    { file: "site.ts", value: content.site },
    { file: "banner.ts", value: features.introVideo ? { ...banner, videoTitle } : banner },
    { file: "categories.ts", value: features.blog ? content.categories : { projects: content.categories.projects } },
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
    ...(features.faq ? [{ file: "faq.ts", value: content.faq }] : []),
    { file: "footer.ts", value: features.newsletter ? { ...footer, newsletterText } : footer },
    {
      file: "forms.ts",
      value: features.newsletter
        ? { ...forms, newsletter, messages: { ...messages, newsletter: newsletterMessages } }
        : { ...forms, messages },
    },
    ...(content.hours && features.hours ? [{ file: "hours.ts", value: content.hours }] : []),
    { file: "pages.ts", value: content.pages },
    { file: "payments.ts", value: content.payments },
    ...(features.products ? [{ file: "products.ts", value: content.products }] : []),
    { file: "profiles.ts", value: content.profiles },
    { file: "projects.ts", value: content.projects },
    { file: "resume.ts", value: content.resume },
    { file: "services.ts", value: content.services },
    ...(features.testimonials ? [{ file: "testimonials.ts", value: content.testimonials }] : []),
    ...(features.blog ? content.posts.map((post) => ({ file: `blog/${post.id}.md`, value: post.data })) : []),
    ...(features.blog
      ? content.posts.flatMap((post) => (post.translation ? [{ file: `blog/${post.id}.bn.md`, value: post.translation.data }] : []))
      : []),
    ...content.legal.map((page) => ({ file: `legal/${page.id}.md`, value: page.data })),
    ...content.legal.flatMap((page) => (page.translation ? [{ file: `legal/${page.id}.bn.md`, value: page.translation.data }] : [])),
  ];
}

/** The text of every Markdown file visitors read (posts while the blog is on, legal pages), by file name. */
export function liveMarkdown(content: Content): { file: string; text: string }[] {
  const posts = content.site.features.blog ? content.posts : [];
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
export function picturesOf(content: Content): { file: string; path: string; image: Picture }[] {
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
