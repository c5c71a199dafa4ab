/** A readable title from the last segment of a path: "/terms-conditions" → "Terms Conditions"; `home` for the root. */
export function titleFromPath(pathname: string, home: string): string {
  const segment = pathname.split("/").filter(Boolean).pop() ?? "";
  const parts = safeDecode(segment)
    .replace(/\.[a-z0-9]+$/i, "")
    .split(/[-_\s]+/)
    .filter(Boolean);
  if (!parts.length) return home;
  return parts.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}

/** A malformed escape ("/100%") is shown as written rather than failing the page. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
