import { data, redirect } from "react-router";
import { wordsFor } from "./dictionaries";
import { type Lang, langOfPath, pathIn } from "./i18n";
import type { NotFoundKind } from "./words";

/**
 * The browser side of a detail page (/portfolio/:id and friends). Every known
 * id is pre-rendered, so the data comes from the build (serverLoader). Any
 * other id gets a 404 the page shows as "… not found", and a non-canonical
 * spelling of a known number ("/portfolio/01") is sent to the canonical address.
 */
export async function loadDetail<T>({
  param,
  canonical,
  basePath,
  what,
  serverLoader,
  pathname,
}: {
  param: string | undefined;
  /** The id written the canonical way, or null when the param cannot be an id. */
  canonical: string | null;
  basePath: string;
  what: NotFoundKind;
  serverLoader: () => Promise<T>;
  /** The address asked for, whose language the "not found" title is in. */
  pathname: string;
}): Promise<T> {
  const lang = langOfPath(pathname);
  if (canonical === null) throw notFound(what, lang);
  if (canonical !== param) throw redirect(pathIn(lang, `${basePath}/${canonical}`));
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response && error.status >= 300 && error.status < 400) throw error;
    // No pre-rendered data for this id: it matches nothing.
    throw notFound(what, lang);
  }
}

export function notFound(what: NotFoundKind, lang: Lang) {
  return data(wordsFor(lang).notFound.kinds[what].title, { status: 404 });
}
