/**
 * The one door to the owner's content: `loadContent(dir)` reads a content folder and checks it
 * (validate.ts), and gives it back checked, with the schema's defaults applied, or stops with
 * every mistake named. Everything that reads the content goes through it: the pages
 * (index.server.ts), the URL map (app/routes.ts, app/routes.paths.ts), the build's steps and
 * the hosting policy (pipeline/), the launch check, and the tests.
 *
 * Plain TypeScript that Node runs as it is (type stripping), without Vite: nothing here needs
 * the app's aliases or Vite's globs. Nothing runs when it is imported.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { CONTENT_DIR } from "./content-dir.ts";
import { CONTENT_MODULES, type Content, type ContentModule, type RawContent } from "./content.ts";
import { ContentError, validate } from "./validate.ts";

/**
 * A content folder, checked: by default the one the site is built from (CONTENT_DIR), or any
 * other by its path from the repository's root or its absolute path. Loaded once, and again
 * when one of its files has changed since (the development server, a theme edited while it runs).
 * Rejects with a ContentError that names every mistake.
 */
export function loadContent(dir: string = CONTENT_DIR): Promise<Content> {
  const root = resolve(dir);
  const stamp = stampOf(root);
  const known = loaded.get(root);
  if (known?.stamp === stamp) return known.content;
  const content = readContent(dir).then((raw) => {
    const { content, errors } = validate(raw);
    if (!content) throw new ContentError(errors.join("\n\n"));
    return content;
  });
  loaded.set(root, { stamp, content });
  return content;
}

const loaded = new Map<string, { stamp: string; content: Promise<Content> }>();

/**
 * A content folder as its files hold it, unchecked: each module's exports and the Markdown of
 * blog/ and legal/. The door's only reading of files; `validate` does the rest.
 */
export async function readContent(dir: string): Promise<RawContent> {
  const root = resolve(dir);
  const modules: RawContent["modules"] = {};
  for (const file of Object.keys(CONTENT_MODULES) as ContentModule[]) {
    const path = join(root, file);
    if (!existsSync(path)) continue;
    // Node (and Vite's module runner) keep a module once imported: the file's time in its address
    // imports it again once it has changed, and never an unchanged one.
    modules[file] = (await import(
      /* @vite-ignore */ `${pathToFileURL(path).href}?t=${statSync(path, { bigint: true }).mtimeNs}`
    )) as Record<string, unknown>;
  }
  return { folder: folderName(dir), modules, blog: readMarkdownFolder(join(root, "blog")), legal: readMarkdownFolder(join(root, "legal")) };
}

/** A content folder as messages name it: its path from the repository's root (app/content), or its absolute path when it lies elsewhere. */
export function folderName(dir: string): string {
  const path = relative(process.cwd(), resolve(dir));
  return path && !path.startsWith("..") && !isAbsolute(path) ? path.split("\\").join("/") : resolve(dir);
}

/** Every Markdown file of a folder, by name; none when the folder is missing (a site without its blog). */
function readMarkdownFolder(dir: string): Record<string, string> {
  if (!existsSync(dir)) return {};
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
}

/** What the folder holds and when each file last changed: a changed stamp means the content must be read again. */
function stampOf(root: string): string {
  const files = [
    ...Object.keys(CONTENT_MODULES).map((file) => join(root, file)),
    ...["blog", "legal"].flatMap((folder) => {
      const dir = join(root, folder);
      return existsSync(dir) ? readdirSync(dir).map((name) => join(dir, name)) : [];
    }),
  ];
  return files.map((file) => (existsSync(file) ? `${file}@${statSync(file).mtimeMs}` : "")).join("|");
}
