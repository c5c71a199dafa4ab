// The site search's index (docs/decisions/024-site-search.md), made by Pagefind from the built
// pages after every build: one index a language (Pagefind reads each page's <html lang>), split
// into small files that the browser fetches only when a visitor searches (/pagefind/).
//
// What is indexed: the pages sitemap.xml lists (every page that is its own canonical address, in
// every language), and of each only its <main> (data-pagefind-body, app/lib/search-marks.ts): no
// header, menu or footer. Inside it, blocks that repeat or point elsewhere (cards, the calls to
// hire and to chat, comments) carry data-pagefind-ignore, and the parts that are interface rather
// than content are left out here, by what they are (EXCLUDED). Those marks are rendered at build
// time only and taken out of the pages once indexed: the HTML visitors get does not carry them.
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { gunzipSync } from "node:zlib";
import * as pagefind from "pagefind";
import type { IndexFile } from "pagefind";
import { rewritePages } from "./defer-hydration.ts";
import { SEARCH_INDEX_DIR } from "./hosting/policy.ts";

/** Where the index goes in the build folder, and where the browser finds it (app/lib/search-engine.ts). */
export const INDEX_FOLDER = SEARCH_INDEX_DIR;

/** A page of the index as Pagefind keeps it (a fragment file). */
export interface Fragment {
  url: string;
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}

/** What this step reads of Pagefind's entry file (pagefind-entry.json): each language's index and stemmer. */
interface PagefindEntry {
  languages: Record<string, { wasm?: string | null; page_count: number }>;
}

/**
 * What is never indexed, wherever it is: the interface (navigation, forms, buttons, status lines),
 * text for screen readers only or hidden from them, and the parts of a post's Markdown that are
 * controls (its headings' "#" links and its code blocks' bars, app/lib/markdown.ts), which come in
 * the post's data and so cannot carry a build-time mark.
 */
export const EXCLUDED: string[] = [
  "nav",
  "form",
  "button",
  '[role="status"]',
  ".sr-only",
  // The dot between a price's two currencies is hidden from screen readers (they hear both
  // amounts), but it keeps "৳2,000 · US$25" two words in an excerpt.
  '[aria-hidden="true"]:not([data-amount-separator])',
  ".heading-anchor > a",
  ".code-bar",
];

/** Pagefind's files the site does not use: its own interfaces (the site draws its own) and its worker (the search runs on the page). */
const UNUSED = [/^pagefind-(component-ui|modular-ui|ui)\.(js|css)$/, /^pagefind-highlight\.js$/, /^pagefind-worker\.js$/];

/** The build-time marks of app/lib/search-marks.ts, inside a tag: `data-pagefind-body=""`, `data-pagefind-filter="kind:post"`. */
const MARK = /(<[a-zA-Z][^<>]*?)\s+data-pagefind-[\w-]+(?:="[^"]*")?/g;

/** A page without the build-time marks. Text never holds a raw "<", so only attributes of tags match. */
export function withoutMarks(html: string): string {
  let previous: string;
  let result = html;
  // One mark a tag each pass; a tag has at most a handful.
  do {
    previous = result;
    result = result.replace(MARK, "$1");
  } while (result !== previous);
  return result;
}

/**
 * Elements whose text Pagefind runs into the next element's: it ends a sentence at p, div, li,
 * td and headings, but not at these, so a description list read "Emailpayments@…" and
 * "Revisions3Includes".
 */
const RUN_TOGETHER = /<\/(?:dt|dd|th|caption|figcaption|blockquote|summary|legend|label|figure|aside|header|footer|address)>/g;

/** Two links with nothing between them are two items (a pair of calls to action), not one word. */
const ADJACENT_LINKS = /<\/a>(?=<a\b)/g;

/** A page as it is given to Pagefind: a space after each element whose text would run into the next. */
export function forIndex(html: string): string {
  return html.replace(RUN_TOGETHER, "$& ").replace(ADJACENT_LINKS, "</a> ");
}

/** Takes the build-time marks out of every page of the build in `client`; returns how many pages had some. */
export function removeMarks(client: string): number {
  return rewritePages(client, withoutMarks);
}

/**
 * Every page of the index built in `client`, as Pagefind keeps it: each fragment is gzip of
 * "pagefind_dcd" and a JSON object (url, content, meta, filters). The folder's .htaccess is not one.
 */
export function readFragments(client: string): Fragment[] {
  const folder = join(client, INDEX_FOLDER, "fragment");
  return readdirSync(folder)
    .filter((file) => file.endsWith(".pf_fragment"))
    .map(
      (file) =>
        JSON.parse(
          gunzipSync(readFileSync(join(folder, file)))
            .subarray(12)
            .toString("utf8"),
        ) as Fragment,
    );
}

/** The paths sitemap.xml lists, as the site serves them ("/", "/about", "/bn/blog/x"). */
export function pathsInSitemap(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).pathname);
}

/** The built file of a page's path. */
export function pageFile(client: string, path: string): string {
  return path === "/" ? join(client, "index.html") : join(client, ...path.slice(1).split("/"), "index.html");
}

function folderSize(dir: string): number {
  let bytes = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/**
 * Indexes the pages of the build in `client` and writes the index to client/pagefind, then takes
 * the build-time marks out of every page. Fails (throws) on a page without its <main> marked, or
 * on any error Pagefind reports. Returns the pages indexed by language and the index's size.
 */
export async function buildSearchIndex(
  client: string,
  { log = console.log }: { log?: (line: string) => void } = {},
): Promise<{ byLanguage: Record<string, number>; bytes: number; languages: string[] }> {
  const paths = pathsInSitemap(readFileSync(join(client, "sitemap.xml"), "utf8"));
  if (!paths.length) throw new Error("search index: sitemap.xml lists no page");
  const output = join(client, INDEX_FOLDER);
  rmSync(output, { recursive: true, force: true });
  const byLanguage: Record<string, number> = {};
  let files: IndexFile[];
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
    if (!index) throw new Error(`search index: Pagefind did not start: ${errors.join("; ")}`);
    for (const path of paths) {
      const html = readFileSync(pageFile(client, path), "utf8");
      if (!/<main\b[^>]*\sdata-pagefind-body/.test(html)) throw new Error(`search index: ${path} has no <main data-pagefind-body>`);
      const added = await index.addHTMLFile({ url: path, content: forIndex(html) });
      if (added.errors.length) throw new Error(`search index: ${path}: ${added.errors.join("; ")}`);
      const lang = /<html\b[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? "unknown";
      byLanguage[lang] = (byLanguage[lang] ?? 0) + 1;
    }
    // In memory, then written here: the files are complete when this function reads them (letting
    // Pagefind write them itself, its entry file was once read empty on a busy machine).
    const built = await index.getFiles();
    if (built.errors.length) throw new Error(`search index: ${built.errors.join("; ")}`);
    files = built.files;
  } finally {
    await pagefind.close();
  }
  const entryFile = files.find((file) => file.path === "pagefind-entry.json");
  if (!entryFile) throw new Error("search index: Pagefind wrote no pagefind-entry.json");
  const entry = JSON.parse(Buffer.from(entryFile.content).toString("utf8")) as PagefindEntry;
  // Each language's WebAssembly (its stemmer), or the generic one for a language Pagefind cannot stem (Bengali).
  const wasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm ?? "unknown"}.pagefind`));
  const unused = (name: string) => UNUSED.some((pattern) => pattern.test(name)) || (/^wasm\..+\.pagefind$/.test(name) && !wasm.has(name));
  for (const file of files) {
    if (unused(file.path)) continue;
    const target = join(output, ...file.path.split("/"));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }

  const unmarked = removeMarks(client);
  const bytes = folderSize(output);
  log(
    `search index: ${Object.entries(byLanguage)
      .map(([lang, count]) => `${count} pages in ${lang}`)
      .join(
        ", ",
      )}; ${Object.keys(entry.languages).length} indexes, ${(bytes / 1024).toFixed(1)} KiB in ${relative(client, output).split(sep).join("/")}/; marks taken out of ${unmarked} pages`,
  );
  return { byLanguage, bytes, languages: Object.keys(entry.languages) };
}
