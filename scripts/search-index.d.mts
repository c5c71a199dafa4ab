// Types of search-index.mjs, for the TypeScript that imports it (the end-to-end tests).
export interface Fragment {
  url: string;
  content: string;
  meta: { title?: string };
  filters: Record<string, string[]>;
}
export const INDEX_FOLDER: string;
export function readFragments(client: string): Fragment[];
