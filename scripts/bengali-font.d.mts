// Types of bengali-font.mjs, for the TypeScript that imports it (scripts/vite/bengali-font.ts).
export const UI_TEXT: string[];
export function siteRuns(): string[];
export function fontsAreFor(runs: string[]): boolean;
export function writeBengaliFonts(runs: string[]): Promise<string>;
