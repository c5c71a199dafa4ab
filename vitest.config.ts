import { defineConfig } from "vitest/config";
import { contentAliases } from "./scripts/vite/content-alias.ts";
import { preactCompat } from "./scripts/vite/preact-compat.ts";
import { codeTheme } from "./scripts/vite/code-theme.ts";
import { theme } from "./scripts/vite/theme.ts";

// Unit and component tests run without the React Router plugin (it is for the app build),
// on Preact as the site does (docs/decisions/009-preact.md); with the theme's stylesheet,
// which app/root.tsx imports (virtual:theme.css, virtual:code-theme.css).
export default defineConfig({
  plugins: [preactCompat(), theme(), codeTheme()],
  resolve: {
    tsconfigPaths: true,
    // Testing Library's ES module build, whose imports go through the plugin (its main file is CommonJS).
    alias: [
      ...contentAliases(),
      { find: /^@testing-library\/react$/, replacement: "@testing-library/react/dist/@testing-library/react.esm.js" },
    ],
  },
  test: {
    environment: "happy-dom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["./tests/setup.ts"],
    restoreMocks: true,
    // Transformed by Vite rather than loaded by Node, so their `react` imports reach Preact too.
    server: { deps: { inline: [/@testing-library[\\/]react/, /react-router/, /sonner/, /lucide-react/] } },
  },
});
