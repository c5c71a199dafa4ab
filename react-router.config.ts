import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes.paths";
import { BUILD_DIR } from "./app/data/content-dir.ts";

export default {
  // No server runs in production: every page is rendered to HTML at build time,
  // and the build folder goes to any static host.
  ssr: false,
  prerender: prerenderPaths,
  // build/, or build-fixtures/<name> for another content folder (CONTENT_DIR).
  buildDirectory: BUILD_DIR,
} satisfies Config;
