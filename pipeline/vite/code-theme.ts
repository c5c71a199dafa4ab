// The colours of highlighted code as a stylesheet: `import "virtual:code-theme.css"` (app/root.tsx)
// is a rule for each token colour class of app/lib/code-theme.ts, made from Shiki's themes and
// the code block's background in each mode. Vite bundles it into the site's one stylesheet.
import type { Plugin } from "vite";
import { codeThemeCss } from "../../app/lib/code-theme.ts";

export const CODE_THEME_MODULE = "virtual:code-theme.css";
const RESOLVED = `\0${CODE_THEME_MODULE}`;

export function codeTheme(): Plugin {
  return {
    name: "portfolio:code-theme",
    resolveId(id) {
      return id === CODE_THEME_MODULE ? RESOLVED : null;
    },
    load(id) {
      return id === RESOLVED ? codeThemeCss() : null;
    },
  };
}
