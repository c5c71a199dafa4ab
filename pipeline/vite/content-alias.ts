import { fileURLToPath } from "node:url";
import type { Alias } from "vite";
import { contentRoot } from "../../app/data/content-dir.ts";

/**
 * `~/content/*` points at the content folder (CONTENT_DIR, app/data/content-dir.ts), for
 * imports and import.meta.glob alike. The schema is the site's, not the owner's: it stays
 * app/content/schema.ts whichever folder the content comes from. Put ahead of the tsconfig
 * paths, which map the rest of `~/*` to app/.
 */
export function contentAliases(): Alias[] {
  return [
    { find: /^~\/content\/schema$/, replacement: fileURLToPath(new URL("../../app/content/schema.ts", import.meta.url)) },
    { find: /^~\/content\//, replacement: `${contentRoot}/` },
  ];
}
