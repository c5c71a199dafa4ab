// Every page of the site with the h1 a visitor should see, and the content the tests expect
// to find, read from the content folder the site was built from (CONTENT_DIR,
// app/data/content-dir.ts): the tests hold no owner's names, counts or titles of their own.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { contentPath, importContent } from "../app/data/content-dir.ts";
import { buildMenu, pageLinks } from "../app/data/menu.ts";
import { type Lang, languagesOf, pathIn } from "../app/lib/i18n.ts";
import { liveColumns, partsOf } from "../app/lib/parts.ts";

/** A text of the content as the owner wrote it: English, or { en, bn }. */
type Text = { en: string; bn?: string };
/** The content with every text in one language (a text without `bn` stays English, as on the site). */
export type InLanguage<T> = T extends Text
  ? string
  : T extends readonly (infer U)[]
    ? InLanguage<U>[]
    : T extends object
      ? { [K in keyof T]: InLanguage<T[K]> }
      : T;
const isText = (value: unknown): value is Text =>
  !!value &&
  typeof value === "object" &&
  !Array.isArray(value) &&
  typeof (value as Text).en === "string" &&
  Object.keys(value).every((key) => key === "en" || key === "bn");
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  const walk = (v: unknown): unknown => {
    if (isText(v)) return lang === "bn" ? (v.bn ?? v.en) : v.en;
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") return Object.fromEntries(Object.entries(v).map(([key, item]) => [key, walk(item)]));
    return v;
  };
  return walk(value) as InLanguage<T>;
}

const raw = {
  comments: (await importContent<typeof import("../app/content/comments")>("comments.ts")).comments,
  faq: (await importContent<typeof import("../app/content/faq")>("faq.ts")).faq,
  footer: (await importContent<typeof import("../app/content/footer")>("footer.ts")).footer,
  pages: (await importContent<typeof import("../app/content/pages")>("pages.ts")).pages,
  payments: (await importContent<typeof import("../app/content/payments")>("payments.ts")).payments,
  products: (await importContent<typeof import("../app/content/products")>("products.ts")).products,
  profiles: (await importContent<typeof import("../app/content/profiles")>("profiles.ts")).profiles,
  projects: (await importContent<typeof import("../app/content/projects")>("projects.ts")).projects,
  resume: (await importContent<typeof import("../app/content/resume")>("resume.ts")).resume,
  services: (await importContent<typeof import("../app/content/services")>("services.ts")).services,
  site: (await importContent<typeof import("../app/content/site")>("site.ts")).site,
  testimonials: (await importContent<typeof import("../app/content/testimonials")>("testimonials.ts")).testimonials,
};
const { redirects } = await importContent<typeof import("../app/content/redirects")>("redirects.ts");
/** The owner's chat apps (chat.ts): user names and a number, the same in every language. */
export const { chat } = await importContent<typeof import("../app/content/chat")>("chat.ts");
const {
  comments,
  faq,
  footer: footerInput,
  pages,
  payments,
  products,
  profiles,
  projects,
  resume,
  services,
  site,
  testimonials,
} = inLanguage(raw, "en");

/** The site's languages (site.ts `languages`): English, and Bengali under /bn/ where the owner has it. */
export const languages = languagesOf(raw.site);

const blogDir = contentPath("blog");
export const posts = readdirSync(blogDir)
  .filter((file) => file.endsWith(".md") && !file.endsWith(".bn.md"))
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

export { comments, faq, pages, payments, products, profiles, projects, redirects, resume, services, site, testimonials };

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
  // Not in sitemap.xml (noindex), but a page in every language all the same.
  { path: "/search", heading: pages.search.title },
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

/** The Bengali pages (none on an English-only site): each English page's twin under /bn/, with its Bengali heading. */
export const bengali = languages.includes("bn") ? bengaliSite() : null;

function bengaliSite() {
  const bn = inLanguage(raw, "bn");
  const translated = (dir: string, name: string) => {
    const file = contentPath(dir, `${name}.bn.md`);
    try {
      return matter(readFileSync(file, "utf8")).data as { title?: string };
    } catch {
      return {};
    }
  };
  const legalTitle = (name: "terms" | "privacy") => translated("legal", name).title ?? legal[name].title;
  const bnLegal = { terms: { title: legalTitle("terms") }, privacy: { title: legalTitle("privacy") } };
  const heading = (path: string): string | RegExp => {
    const page = allPages.find((entry) => entry.path === path)!;
    if (path === "/" || path === "/home") return new RegExp(bn.site.name);
    const [, kind, id] = path.split("/");
    if (!id) {
      const key = (
        {
          about: "about",
          portfolio: "portfolio",
          services: "services",
          products: "products",
          blog: "blog",
          contact: "contact",
          search: "search",
        } as const
      )[kind as "about"];
      if (key) return bn.pages[key].title;
      return kind === "terms-conditions" ? bnLegal.terms.title : kind === "privacy-policy" ? bnLegal.privacy.title : page.heading;
    }
    if (kind === "portfolio") return bn.projects.find((p) => String(p.id) === id)!.title;
    if (kind === "services") return bn.services.find((s) => s.id === id)!.title;
    if (kind === "products") return bn.products.find((p) => String(p.id) === id)!.title;
    if (kind === "blog") return translated("blog", id).title ?? page.heading;
    return page.heading;
  };
  const twins = allPages
    .filter((page) => page.path !== "/home")
    .map((page) => ({ path: pathIn("bn", page.path), english: page.path, heading: heading(page.path) }));
  return {
    content: bn,
    pages: twins,
    menu: buildMenu({ entries: bn.site.menu, parts, pages: pageLinks(bn.pages, bnLegal), services: bn.services }).map(
      function local(item): typeof item {
        return { ...item, to: pathIn("bn", item.to), ...(item.children ? { children: item.children.map(local) } : {}) };
      },
    ),
  };
}

/** Every page in every language: the English pages, then their Bengali twins. */
export const everyPage: SitePage[] = [...allPages, ...(bengali?.pages ?? []).map(({ path, heading }) => ({ path, heading }))];
