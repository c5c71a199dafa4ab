// Sonner, the toast library, adds its stylesheet to the page as a <style> element when it
// loads. A strict content security policy would have to allow that element by the hash of
// its text, in every page's policy. This plugin loads the same styles from Sonner's own
// stylesheet file instead: the call that inserts them becomes an import of
// sonner/dist/styles.css, which Vite emits as a file and links when the toast chunk loads.
//
// That stylesheet also gives the toasts a font stack of its own, system fonts only: a toast on
// a Bengali page ("ধন্যবাদ…") was drawn as empty boxes on a device without a Bengali font, and
// on English pages in another font than the page's. Toasts take the page's fonts instead
// (app/app.css, app/fonts/bengali.css), as the consent dialog does (--cc-font-family: inherit).
import type { Plugin } from "vite";

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const SONNER_CSS = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]styles\.css$/;
const INSERT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;
/** The toaster's own font stack, in the one rule that sets it. */
const TOASTER_FONT = /(\[data-sonner-toaster\]\s*\{[^}]*?)font-family:[^;}]*/;

export function sonnerStyles(): Plugin {
  return {
    name: "portfolio:sonner-styles",
    enforce: "pre",
    transform(code, id) {
      const file = id.split("?")[0]!;
      if (SONNER_CSS.test(file)) {
        if (!TOASTER_FONT.test(code) || (code.match(/font-family:/g) ?? []).length !== 1)
          throw new Error(`${id}: Sonner no longer sets the toasts' font the way pipeline/vite/sonner-styles.ts knows; update it`);
        return { code: code.replace(TOASTER_FONT, "$1font-family: inherit"), map: null };
      }
      if (!SONNER.test(file)) return null;
      if (!INSERT_CALL.test(code))
        throw new Error(`${id}: Sonner no longer inserts its styles the way pipeline/vite/sonner-styles.ts knows; update it`);
      return { code: code.replace(INSERT_CALL, 'import "sonner/dist/styles.css";'), map: null };
    },
  };
}
