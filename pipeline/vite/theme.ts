// The site's colour tokens and typeface, from the owner's theme.ts (content folder, CONTENT_DIR),
// as a stylesheet: `import "virtual:theme.css"` (app/root.tsx) is the `:root` and `.dark` blocks
// (and the dark one again for a page without JavaScript whose visitor's system is dark)
// of app/lib/theme.ts's derived tokens and the chosen font stack as `--font-sans`. Vite bundles
// it into the one stylesheet with app/app.css, so the page gets its colours from a file, as the
// content security policy wants (no inline style), and the first paint waits for nothing new.
// The declarations are outside any cascade layer, so they win over Tailwind's `@layer theme`.
import type { Plugin } from "vite";
import type { Theme } from "../../app/data/schema/index.ts";
import { loadContent } from "../../app/data/load.ts";
import { deriveTheme, FONT_STACKS, TOKENS, type Palette } from "../../app/lib/theme.ts";
import { CONTENT_DIR, contentPath } from "../../app/data/content-dir.ts";

export const THEME_MODULE = "virtual:theme.css";
const RESOLVED = `\0${THEME_MODULE}`;

/** The stylesheet of a checked theme. */
export function themeCss(theme: Theme): string {
  const { light, dark } = deriveTheme(theme.accent);
  const block = (selector: string, palette: Palette, extra: string[]) =>
    [`${selector} {`, ...TOKENS.map((token) => `  --${token}: ${palette[token]};`), ...extra.map((line) => `  ${line}`), "}"].join("\n");
  return [
    `/* From the accent ${theme.accent} and the font "${theme.font}" of ${CONTENT_DIR}/theme.ts (pipeline/vite/theme.ts). */`,
    block(":root", light, ["color-scheme: light;", `--font-sans: ${FONT_STACKS[theme.font]};`]),
    block(".dark", dark, ["color-scheme: dark;"]),
    // Without JavaScript no script sets the class: the visitor's system chooses (docs/decisions/025).
    "@media (scripting: none) and (prefers-color-scheme: dark) {",
    block(":root", dark, ["color-scheme: dark;"]),
    "}",
    "",
  ].join("\n");
}

/** The content folder's theme.ts, checked with the rest of the content (loadContent): read again once a file of the folder has changed. */
export async function readTheme(): Promise<Theme> {
  return (await loadContent(CONTENT_DIR)).theme;
}

export function theme(): Plugin {
  const file = contentPath("theme.ts");
  return {
    name: "portfolio:theme",
    resolveId(id) {
      return id === THEME_MODULE ? RESOLVED : null;
    },
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(file);
      return themeCss(await readTheme());
    },
    // In development, an edit of theme.ts restyles the page.
    hotUpdate({ file: changed, modules }) {
      if (changed !== file) return;
      const css = this.environment.moduleGraph.getModuleById(RESOLVED);
      if (!css) return;
      this.environment.moduleGraph.invalidateModule(css);
      return [...modules, css];
    },
  };
}
