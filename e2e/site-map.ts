// Every page of the site with the h1 a visitor should see, read from the content.
import { readdirSync, readFileSync } from "node:fs";
import matter from "gray-matter";
import { products } from "../app/content/products";
import { projects } from "../app/content/projects";
import { services } from "../app/content/services";
import { site } from "../app/content/site";

const blogDir = new URL("../app/content/blog/", import.meta.url);
export const posts = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const { data } = matter(readFileSync(new URL(file, blogDir), "utf8"));
    return {
      id: file.replace(/\.md$/, ""),
      title: String(data.title),
      tags: (data.tags ?? []) as string[],
      author: String(data.author),
      date: day(data.date),
      updated: data.updated === undefined ? undefined : day(data.updated),
      summary: String(data.summary),
      image: String((data.image as { src?: string } | undefined)?.src),
    };
  });

/** A front-matter date as YYYY-MM-DD (YAML reads an unquoted date as a Date). */
function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

export { products, projects, services, site };

export interface SitePage {
  path: string;
  heading: string | RegExp;
}

export const staticPages: SitePage[] = [
  { path: "/", heading: new RegExp(site.name) },
  { path: "/home", heading: new RegExp(site.name) },
  { path: "/about", heading: "About me" },
  { path: "/portfolio", heading: "Portfolio" },
  { path: "/services", heading: "Services" },
  { path: "/products", heading: "Courses" },
  { path: "/blog", heading: "Blog" },
  { path: "/contact", heading: "Contact" },
  { path: "/terms-conditions", heading: "Terms and Conditions" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
];

export const detailPages: SitePage[] = [
  ...projects.map((p) => ({ path: `/portfolio/${p.id}`, heading: p.title })),
  ...services.map((s) => ({ path: `/services/${s.id}`, heading: s.title })),
  ...products.map((p) => ({ path: `/products/${p.id}`, heading: p.title })),
  ...posts.map((p) => ({ path: `/blog/${p.id}`, heading: p.title })),
];

export const allPages = [...staticPages, ...detailPages];
