/**
 * A page's address as the owner's analytics provider gets it: without what a visitor typed.
 *
 * The search page keeps the visitor's words in its address (/search?q=wordpress, and
 * /bn/search?q=…), so that a search can be shared, reloaded and found again with back and
 * forward; a visitor coming back from signing in to giscus carries their sign-in in the address
 * for a moment (?giscus=…). Those are the only parameters the site fills from what a visitor
 * typed or holds: its forms post to their services (or to the mail program), never into an
 * address, and its other parameters (?page=, ?category=, ?tag=, ?view=, ?service=) come from
 * its own links. Whatever else an address holds stays: campaign parameters (utm_source,
 * utm_campaign…, ref) are the owner's own links, and the providers read their campaigns from them.
 *
 * Plain TypeScript without path aliases: the end-to-end tests load it in Node.
 * docs/decisions/030-analytics.md, "The visitor's words stay in the address bar".
 */
import { GISCUS_SESSION_PARAM } from "./giscus.ts";
import { QUERY_PARAM } from "./search.ts";

/** The parameters a provider never gets: the search's words, and giscus' sign-in. */
export const PRIVATE_PARAMS: readonly string[] = [QUERY_PARAM, GISCUS_SESSION_PARAM];

const isPrivate = (pair: string) => {
  const key = pair.split("=")[0]!.replace(/\+/g, " ");
  let name = key;
  try {
    name = decodeURIComponent(key);
  } catch {
    // A malformed escape is compared as written.
  }
  return PRIVATE_PARAMS.some((param) => param.toLowerCase() === name.toLowerCase());
};

/**
 * A query string ("?q=wordpress&utm_source=news") without the private parameters, the others
 * as they were written and in their order ("?utm_source=news"); "" when none is left.
 */
export function countedSearch(search: string): string {
  const kept = search
    .replace(/^\?/, "")
    .split("&")
    .filter((pair) => pair !== "" && !isPrivate(pair));
  return kept.length ? `?${kept.join("&")}` : "";
}

/**
 * An address as a provider gets it: whole ("https://…/search?utm_source=news"), without the
 * private parameters, its fragment kept. A relative one is read against `base`. "" for what is
 * not an address at all (nothing can be taken out of it, so nothing of it is sent), and for "".
 */
export function countedAddress(address: string | URL, base?: string): string {
  if (address === "") return "";
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return "";
  }
  url.search = countedSearch(url.search);
  return url.href;
}

/** An address's path as a provider counts it: "/search", "/blog?page=2" (no fragment). */
export function countedPath(address: string | URL, base?: string): string {
  const counted = countedAddress(address, base);
  if (!counted) return "";
  const url = new URL(counted);
  return url.pathname + url.search;
}
