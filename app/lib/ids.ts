/**
 * An id from the URL read as a whole number, the way project and product ids
 * are compared: "01" is 1; "1.5", "-1", "abc", "" and "1e3" are not ids.
 */
export function parseWholeNumber(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

/** A slug id from the URL ("web-app-development"), or null when it cannot be one. */
export function parseSlug(value: string | undefined): string | null {
  return value && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value) ? value : null;
}
