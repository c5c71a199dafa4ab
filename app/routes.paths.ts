/**
 * Every path to pre-render, with the ids of projects, services, products and
 * posts read from the content folder. Read here without Vite, so it imports the
 * plain data files, not the validated content module.
 */
import { readdirSync } from "node:fs";
import { products } from "./content/products";
import { projects } from "./content/projects";
import { services } from "./content/services";

export function prerenderPaths({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  const posts = readdirSync(new URL("./content/blog/", import.meta.url))
    .filter((file) => file.endsWith(".md"))
    .map((file) => file.replace(/\.md$/, ""));
  return [
    ...getStaticPaths(),
    ...projects.map((p) => `/portfolio/${p.id}`),
    ...services.map((s) => `/services/${s.id}`),
    ...products.map((p) => `/products/${p.id}`),
    ...posts.map((id) => `/blog/${id}`),
  ];
}
