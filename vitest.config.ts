import { defineConfig } from "vitest/config";
import { contentRoot } from "./app/data/content-dir.ts";
import { codeTheme } from "./pipeline/vite/code-theme.ts";
import { theme } from "./pipeline/vite/theme.ts";
import { tapKeeper } from "./pipeline/vite/tap-keeper.ts";

// Unit and component tests run without the React Router plugin (it is for the app build), on
// React DOM as the pages do; with the theme's stylesheet, which app/root.tsx imports
// (virtual:theme.css, virtual:code-theme.css), and the tap keeper's address (virtual:tap-keeper).
export default defineConfig({
  plugins: [theme(), codeTheme(), tapKeeper()],
  // A test may take a content file as its fixture: `~/content/*` is the content folder the tests run
  // on (CONTENT_DIR), ahead of the tsconfig paths. The app itself reads it through loadContent only.
  resolve: { tsconfigPaths: true, alias: [{ find: /^~\/content\//, replacement: `${contentRoot}/` }] },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "pipeline/**/*.test.ts"],
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
    // Transformed by Vite rather than loaded by Node, so that their CSS imports resolve as in the app.
    server: { deps: { inline: [/sonner/] } },
  },
});
