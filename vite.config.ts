import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// A page asks for a handful of scripts, not forty: React, React DOM and React Router
// load together on every page (one chunk), as do the icons and the site's own
// primitives, layout and logic. Routes and what loads on demand (Embla, the
// consent library, toasts) stay chunks of their own. The server build is left as is.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 20 },
                { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 10 },
                { name: "app", test: /[\\/]app[\\/](lib|components[\\/](ui|layout))[\\/]/, priority: 5 },
              ],
            },
          },
        },
      },
}));
