import type { Alias } from "vite";
import { contentRoot } from "../../app/data/content-dir.ts";

/**
 * `~/content/*` points at the content folder (CONTENT_DIR, app/data/content-dir.ts), for
 * imports and import.meta.glob alike. Put ahead of the tsconfig paths, which map the rest of
 * `~/*` to app/. The schema is the site's, not the owner's: it is app/data/schema/ whichever
 * folder the content comes from.
 */
export function contentAliases(): Alias[] {
  return [{ find: /^~\/content\//, replacement: `${contentRoot}/` }];
}
