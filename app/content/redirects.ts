import type { z } from "zod";
import type { redirectsSchema } from "../data/schema/site.ts";

/**
 * Addresses that moved: old path → new path. Every host configuration the build writes
 * answers them with a permanent redirect (301), as does `npm start`; on a host that cannot
 * redirect (GitHub Pages), each old path is a small page that sends the visitor on.
 * Paths start with "/"; add the addresses your previous site used.
 */
export const redirects = {
  "/service": "/services",
  "/about.html": "/about",
} satisfies z.input<typeof redirectsSchema>;
