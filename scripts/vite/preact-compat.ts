// Pages run on Preact (through preact/compat) instead of React DOM: the same components,
// about 50 KB less JavaScript (gzip) on every page. See docs/decisions/009-preact.md.
//
// Every import of `react`, `react-dom` and their entry points resolves to Preact's, in the
// browser build and in the pre-rendering alike (the HTML and the hydration must come from
// the same renderer, or the ids of useId would differ). One exception: the CV, which
// @react-pdf/renderer draws with React's own reconciler at build time and never ships,
// and the icon sprite, drawn from lucide-react and react-icons at build time: their files
// keep the real React.
import { createRequire } from "node:module";
import path from "node:path";
import { init as lexerReady, parse as parseImports } from "es-module-lexer";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const REACT_ONLY =
  /[\\/](@react-pdf|react-reconciler|react-icons|lucide-react|cv-document\.(server|test)\.tsx|icons\.server\.ts|routes[\\/]cv\.ts)/;

const TARGETS: Record<string, string> = {
  react: path.resolve(import.meta.dirname, "react-shim.js"),
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react-dom/server": "preact/compat/server",
  "react-dom/test-utils": "preact/test-utils",
};

export function preactCompat(): Plugin[] {
  let devServer = false;
  return [
    {
      name: "portfolio:preact-compat",
      enforce: "pre",
      config(_config, { command }) {
        devServer = command === "serve" && !process.env.VITEST;
        if (!devServer) return;
        // The dev server pre-bundles packages (React Router, Sonner…) without this plugin:
        // its bundler gets the same mapping, and Preact's entry points join the bundle so that
        // the site's own modules and the packages share one copy of Preact.
        return {
          optimizeDeps: {
            include: [
              "preact",
              "preact/hooks",
              "preact/compat",
              "preact/compat/client",
              "preact/compat/jsx-dev-runtime",
              "preact/compat/jsx-runtime",
            ],
            rolldownOptions: {
              plugins: [
                {
                  name: "portfolio:preact-compat-deps",
                  resolveId(source: string, importer: string | undefined) {
                    const target = TARGETS[source];
                    if (!target || (importer && REACT_ONLY.test(importer))) return null;
                    return source === "react" ? target : require.resolve(target);
                  },
                },
              ],
            },
          },
        };
      },
      async resolveId(source, importer, options) {
        const target = TARGETS[source];
        if (!target) return null;
        if (importer && REACT_ONLY.test(importer)) return null;
        if (source === "react") return target;
        const resolved = await this.resolve(target, importer, { ...options, skipSelf: true });
        return resolved ?? require.resolve(target);
      },
    },
    {
      // The dev server's renderer hands the imports of packages it does not bundle to Node by
      // name, without asking plugins: there, the names themselves are rewritten to Preact's.
      name: "portfolio:preact-compat-dev-renderer",
      enforce: "post",
      async transform(code, id) {
        if (!devServer || this.environment.config.consumer !== "server" || REACT_ONLY.test(id)) return null;
        if (!/["'](react|react-dom)(\/[\w-]+)?["']/.test(code)) return null;
        await lexerReady;
        const [imports] = parseImports(code);
        let out = "";
        let last = 0;
        for (const { n: name, s: start, e: end, d: dynamic } of imports) {
          const target = name === undefined ? undefined : TARGETS[name];
          if (!target || start < 0) continue;
          // A static import's range is the name; a dynamic one's, the quoted string.
          out += code.slice(last, start) + (dynamic > -1 ? JSON.stringify(target) : target);
          last = end;
        }
        return last ? { code: out + code.slice(last), map: null } : null;
      },
    },
  ];
}
