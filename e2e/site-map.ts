// Every page of the site with the h1 a visitor should see, and the content the tests expect
// to find, read from the content folder the site was built from (CONTENT_DIR,
// scripts/content-dir.ts): the tests hold no owner's names, counts or titles of their own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { contentPath, importContent } from "../scripts/content-dir.ts";
import { buildMenu, pageLinks } from "../app/data/menu.ts";
import { liveColumns, partsOf } from "../app/lib/parts.ts";

const { comments } = await importContent<typeof import("../app/content/comments")>("comments.ts");
const { faq } = await importContent<typeof import("../app/content/faq")>("faq.ts");
const { footer: footerInput } = await importContent<typeof import("../app/content/footer")>("footer.ts");
const { pages } = await importContent<typeof import("../app/content/pages")>("pages.ts");
const { products } = await importContent<typeof import("../app/content/products")>("products.ts");
const { profiles } = await importContent<typeof import("../app/content/profiles")>("profiles.ts");
const { projects } = await importContent<typeof import("../app/content/projects")>("projects.ts");
const { redirects } = await importContent<typeof import("../app/content/redirects")>("redirects.ts");
const { resume } = await importContent<typeof import("../app/content/resume")>("resume.ts");
const { services } = await importContent<typeof import("../app/content/services")>("services.ts");
const { site } = await importContent<typeof import("../app/content/site")>("site.ts");
const { testimonials } = await importContent<typeof import("../app/content/testimonials")>("testimonials.ts");

const blogDir = contentPath("blog");
export const posts = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const { data } = matter(readFileSync(join(blogDir, file), "utf8"));
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

/** A legal page (terms, privacy): its title and the headings of its sections, from its Markdown file. */
function legalPage(name: string) {
  const { data, content } = matter(readFileSync(contentPath("legal", `${name}.md`), "utf8"));
  return { title: String(data.title), sections: [...content.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()) };
}
export const legal = { terms: legalPage("terms"), privacy: legalPage("privacy") };

/** The optional parts the owner kept (site.ts `parts`). */
export const parts = partsOf(site.parts);

/** The main menu as the site draws it: the same function over the same content (app/data/menu.ts). */
export const menu = buildMenu({ entries: site.menu, parts, pages: pageLinks(pages, legal), services });

/** The footer's link columns, less the links to parts switched off, as the site has them. */
export const footer = { ...footerInput, columns: liveColumns(footerInput.columns, parts) };

/** A front-matter date as YYYY-MM-DD (YAML reads an unquoted date as a Date). */
function day(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

export { comments, faq, pages, products, profiles, projects, redirects, resume, services, site, testimonials };

export interface SitePage {
  path: string;
  heading: string | RegExp;
}

export const staticPages: SitePage[] = [
  { path: "/", heading: new RegExp(site.name) },
  { path: "/home", heading: new RegExp(site.name) },
  { path: "/about", heading: pages.about.title },
  { path: "/portfolio", heading: pages.portfolio.title },
  { path: "/services", heading: pages.services.title },
  ...(parts.products ? [{ path: "/products", heading: pages.products.title }] : []),
  ...(parts.blog ? [{ path: "/blog", heading: pages.blog.title }] : []),
  { path: "/contact", heading: pages.contact.title },
  { path: "/terms-conditions", heading: legal.terms.title },
  { path: "/privacy-policy", heading: legal.privacy.title },
];

export const detailPages: SitePage[] = [
  ...projects.map((p) => ({ path: `/portfolio/${p.id}`, heading: p.title })),
  ...services.map((s) => ({ path: `/services/${s.id}`, heading: s.title })),
  ...(parts.products ? products.map((p) => ({ path: `/products/${p.id}`, heading: p.title })) : []),
  ...(parts.blog ? posts.map((p) => ({ path: `/blog/${p.id}`, heading: p.title })) : []),
];

export const allPages = [...staticPages, ...detailPages];
