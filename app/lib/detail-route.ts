import { data, redirect } from "react-router";
import { wordsFor } from "./dictionaries";
import { type Lang, langOfPath, pathIn } from "./i18n";
import { parseSlug, parseWholeNumber } from "./ids";
import { type PageMeta, type SeoInput, seo } from "./seo";
import type { NotFoundKind } from "./words";

/**
 * A detail page: one entry of a list, found by the id in its address. The four routes
 * (portfolio-detail, service-detail, product-detail, blog-post) each import theirs and share the
 * rest: `findEntry` and `entryMeta` in the loader, `loadDetail` as the clientLoader, and `what`
 * and `list` for `metaOrNotFound` and the ErrorBoundary.
 *
 * The pages are made here, not in their route modules: a clientLoader that shares a statement of
 * its module with the other exports is not split into a chunk of its own (React Router's route
 * chunks), which lets a navigation fetch the page's data before its component's script. They are
 * plain data, not objects with methods, so what runs at build time only (`entryMeta`, `seo()`)
 * stays out of the browser's scripts with the loaders that call it.
 */
export interface DetailPage<Id extends number | string> {
  /** What the page shows, as "… not found" names it. */
  what: NotFoundKind;
  /** The list page's path, which each entry's page is under: "/portfolio". */
  list: string;
  /** The id in the address, read the way the entries' ids are written, or null when it cannot be one. */
  parseId: (param: string | undefined) => Id | null;
}

export const projectPage: DetailPage<number> = { what: "Project", list: "/portfolio", parseId: parseWholeNumber };
export const servicePage: DetailPage<string> = { what: "Service", list: "/services", parseId: parseSlug };
export const productPage: DetailPage<number> = { what: "Product", list: "/products", parseId: parseWholeNumber };
export const postPage: DetailPage<string> = { what: "Post", list: "/blog", parseId: parseSlug };

/** The path of an entry's page: "/portfolio/3". */
export const entryPath = <Id extends number | string>(page: DetailPage<Id>, id: Id) => `${page.list}/${id}`;

/** The entry the address names, for the loader (at build time); a 404 when none does. */
export function findEntry<Id extends number | string, Entry extends { id: Id }>(
  page: DetailPage<Id>,
  entries: readonly Entry[],
  param: string | undefined,
  lang: Lang,
): Entry {
  const id = page.parseId(param);
  const entry = entries.find((candidate) => candidate.id === id);
  if (!entry) throw notFound(page.what, lang);
  return entry;
}

/** The entry's page meta (`seo()`): its path under the list, titled by the entry, with a breadcrumb back to the list. */
export function entryMeta<Id extends number | string>(
  page: DetailPage<Id>,
  { entry, listTitle, ...input }: Omit<SeoInput, "title" | "path" | "breadcrumb"> & { entry: { id: Id; title: string }; listTitle: string },
): PageMeta {
  return seo({
    ...input,
    title: entry.title,
    path: entryPath(page, entry.id),
    breadcrumb: { title: entry.title, trail: [{ label: listTitle, to: page.list }] },
  });
}

/**
 * The browser side of a detail page (its clientLoader). Every known id is pre-rendered, so the
 * data comes from the build (serverLoader). Any other id gets a 404 the page shows as "… not
 * found", and a non-canonical spelling of a known number ("/portfolio/01") is sent to the
 * canonical address.
 */
export async function loadDetail<Id extends number | string, T>(
  page: DetailPage<Id>,
  { params, request, serverLoader }: { params: { id?: string }; request: Request; serverLoader: () => Promise<T> },
): Promise<T> {
  const lang = langOfPath(new URL(request.url).pathname);
  const id = page.parseId(params.id);
  if (id === null) throw notFound(page.what, lang);
  if (String(id) !== params.id) throw redirect(pathIn(lang, entryPath(page, id)));
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    // No pre-rendered data for this id: it matches nothing.
    throw notFound(page.what, lang);
  }
}

function notFound(what: NotFoundKind, lang: Lang) {
  return data(wordsFor(lang).notFound.kinds[what].title, { status: 404 });
}
