import type { ShownRange } from "./words";

/** Number of pages for a list: at least 1, so an empty list still has a page to show. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}

/**
 * The page asked for in the URL (?page=2) as a page that exists: a missing,
 * malformed or out-of-range value means page 1.
 */
export function parsePage(value: string | null | undefined, pages: number): number {
  if (!value || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= pages ? page : 1;
}

/**
 * One page of a list, the page number taken from the URL's ?page= value
 * (clamped as parsePage does), with the page count.
 */
export function paginate<T>(items: readonly T[], pageParam: string | null, pageSize: number): { page: number; pages: number; shown: T[] } {
  const pages = pageCount(items.length, pageSize);
  const page = parsePage(pageParam, pages);
  return { page, pages, shown: pageItems(items, page, pageSize) };
}

/** The items on one page (pages count from 1). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** Which items a page shows, for its results line ("Showing 1–10 of 12", in ~/lib/words): all 0 for an empty list. */
export function shownRange(page: number, pageSize: number, total: number): ShownRange {
  if (total <= 0) return { first: 0, last: 0, total: 0 };
  return { first: (page - 1) * pageSize + 1, last: Math.min(page * pageSize, total), total };
}

/** The address of page `page` of a list, keeping its other query parameters; page 1 has no ?page. */
export function pageHref(basePath: string, searchParams: URLSearchParams, page: number): string {
  const params = new URLSearchParams(searchParams);
  if (page === 1) params.delete("page");
  else params.set("page", String(page));
  const search = params.toString();
  return search ? `${basePath}?${search}` : basePath;
}
