import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/routes.paths";

export default {
  // No server runs in production: every page is rendered to HTML at build time,
  // and the build folder goes to any static host.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
