// Sonner, the toast library, adds its stylesheet to the page as a <style> element when it
// loads. A strict content security policy would have to allow that element by the hash of
// its text, in every page's policy. This plugin loads the same styles from Sonner's own
// stylesheet file instead: the call that inserts them becomes an import of
// sonner/dist/styles.css, which Vite emits as a file and links when the toast chunk loads.
import type { Plugin } from "vite";

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/;
const INSERT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;

export function sonnerStyles(): Plugin {
  return {
    name: "portfolio:sonner-styles",
    enforce: "pre",
    transform(code, id) {
      if (!SONNER.test(id.split("?")[0]!)) return null;
      if (!INSERT_CALL.test(code))
        throw new Error(`${id}: Sonner no longer inserts its styles the way scripts/vite/sonner-styles.ts knows; update it`);
      return { code: code.replace(INSERT_CALL, 'import "sonner/dist/styles.css";'), map: null };
    },
  };
}
