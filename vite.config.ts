import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { bengaliFont } from "./pipeline/vite/bengali-font.ts";
import { prerenderErrors } from "./pipeline/vite/prerender-errors.ts";
import { sonnerStyles } from "./pipeline/vite/sonner-styles.ts";
import { codeTheme } from "./pipeline/vite/code-theme.ts";
import { theme } from "./pipeline/vite/theme.ts";
import { shortClassNames } from "./pipeline/vite/short-class-names.ts";
import { tapKeeper } from "./pipeline/vite/tap-keeper.ts";
import { reactDomStartErrors } from "./pipeline/vite/react-dom-start-errors.ts";
import { compileHints } from "./pipeline/vite/compile-hints.ts";
import { publicRoot } from "./app/data/content-dir.ts";

// A page asks for a handful of scripts, not forty: React, React DOM and React Router load together
// on every page (one chunk), as do the site's own primitives, layout and logic. Routes and what loads on demand (Embla, the
// consent library, toasts) stay chunks of their own. The server build is left as is.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    bengaliFont(),
    sonnerStyles(),
    theme(),
    codeTheme(),
    tapKeeper(),
    reactDomStartErrors(),
    tailwindcss(),
    shortClassNames({ appDir: "app" }),
    reactRouter(),
    prerenderErrors(),
    compileHints(),
  ],
  // The app reads the content through app/data/load.ts (CONTENT_DIR), never by importing it.
  resolve: { tsconfigPaths: true },
  // The owner's pictures and icons are the content folder's (CONTENT_DIR): its public/, copied as they are.
  publicDir: publicRoot,
  // The builds (build/, and each test owner's) are not the development server's to watch.
  server: { watch: { ignored: ["**/build/**", "**/build-*/**", "**/test-results/**"] } },
  // The development server bundles the browser's packages before the first page asks for them, and
  // leaves alone those only the content loading uses (app/data): found on the way, either made it
  // reload the first page, which logged the failed imports (504) in the console.
  optimizeDeps: {
    include: ["clsx", "embla-carousel", "embla-carousel-autoplay", "sonner", "vanilla-cookieconsent"],
    exclude: ["github-slugger", "gray-matter", "marked", "shiki", "zod"],
  },
  build: {
    // SOURCEMAP=1 npm run build: source maps, to see what a chunk is made of; never shipped otherwise.
    sourcemap: !!process.env.SOURCEMAP,
    // Fonts stay files, fetched only by the pages that use them; the 1 KB face of what English pages
    // show in Bengali letters goes into the stylesheet instead (app/fonts/bengali.css).
    assetsInlineLimit: (file: string) => (/bengali-ui\.woff2$/.test(file) ? true : /\.woff2?$/.test(file) ? false : undefined),
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 20 },
                  // Only what pages import as they start: a module the app imports on demand (the consent
                  // library's words, giscus' frame) keeps a chunk of its own, fetched when it is wanted.
                  { name: "app", test: /[\\/]app[\\/](lib|components[\\/](ui|layout))[\\/]/, tags: ["$initial"], priority: 5 },
                ],
              },
            },
          },
        }),
  },
}));
