import type { z } from "zod";
import type { categoriesSchema } from "../data/schema/site.ts";

/**
 * The categories projects and posts may use, written once: the home page's project
 * tabs and the blog's category list come from here, and a project or post naming a
 * category not listed stops the build (so a typo cannot split a category in two).
 */
export const categories = {
  projects: [
    { en: "Web Applications", bn: "ওয়েব অ্যাপ্লিকেশন" },
    { en: "Mobile Apps", bn: "মোবাইল অ্যাপ" },
    { en: "WordPress", bn: "WordPress" },
  ],
  blog: [
    { en: "Business", bn: "ব্যবসা" },
    { en: "Design", bn: "ডিজাইন" },
    { en: "Performance", bn: "পারফরম্যান্স" },
    { en: "Web Development", bn: "ওয়েব ডেভেলপমেন্ট" },
    { en: "WordPress", bn: "WordPress" },
  ],
} satisfies z.input<typeof categoriesSchema>;
