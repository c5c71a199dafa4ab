import type { z } from "zod";
import type { categoriesSchema } from "./schema";

/**
 * The categories projects and posts may use, written once: the home page's project
 * tabs and the blog's category list come from here, and a project or post naming a
 * category not listed stops the build (so a typo cannot split a category in two).
 */
export const categories = {
  projects: ["Web Applications", "Mobile Apps", "WordPress"],
  blog: ["Business", "Design", "Performance", "Web Development", "WordPress"],
} satisfies z.input<typeof categoriesSchema>;
