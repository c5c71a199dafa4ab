// Every page of the site with the h1 a visitor should see, and the content the tests expect
// to find, read from the content folder the site was built from (CONTENT_DIR,
// app/data/content-dir.ts) through the site's own door (`loadContent`, app/data/load.ts) and
// in each language by its own localiser: the tests hold no owner's names, counts or titles of
// their own.
import { CONTENT_DIR } from "../app/data/content-dir.ts";
import type { Content } from "../app/data/content.ts";
import { loadContent } from "../app/data/load.ts";
import { localize } from "../app/data/localize.ts";
import { buildMenu, pageLinks } from "../app/data/menu.ts";
import type { Localized } from "../app/data/schema/index.ts";
import { type Lang, pathIn } from "../app/lib/i18n.ts";
import { liveColumns } from "../app/lib/features.ts";

/** The content with every text in one language (a text without `bn` stays English, as on the site). */
export type InLanguage<T> = Localized<T>;
/** A piece of the checked content in one language, as the site shows it. */
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  return localize(value, lang, "");
}

/** The checked content of the folder the site was built from. */
export const content: Content = await loadContent(CONTENT_DIR);
const inEnglish = inLanguage(content, "en");
const {
  comments,
  faq,
  footer: footerInput,
  pages,
  payments,
  products,
  profiles,
  projects,
  redirects,
  resume,
  services,
  site,
  testimonials,
} = inEnglish;
/** The owner's chat apps (chat.ts): user names and a number, the same in every language. */
export const { chat } = content;

/** The site's languages (site.ts `languages`): English, and Bengali under /bn/ where the owner has it. */
export const languages = content.site.languages;

export const posts = content.posts.map(({ id, data }) => ({
  id,
  title: data.title,
  tags: data.tags,
  author: data.author,
  date: data.date,
  updated: data.updated,
  summary: data.summary,
  image: data.image.src,
}));

/** A legal page (terms, privacy): its title and the headings of its sections, from its Markdown file. */
function legalPage(name: string) {
  const page = content.legal.find((file) => file.id === name)!;
  return { title: page.data.title, sections: [...page.body.matchAll(/^## (.+)$/gm)].map((match) => match[1]!.trim()) };
}
export const legal = { terms: legalPage("terms"), privacy: legalPage("privacy") };

/** The optional features the owner kept (site.ts `features`). */
export const features = content.site.features;

/** The main menu as the site draws it: the same function over the same content (app/data/menu.ts). */
export const menu = buildMenu({ entries: site.menu, features, pages: pageLinks(pages, legal), services });

/** The footer's link columns, less the links to features switched off, as the site has them. */
export const footer = { ...footerInput, columns: liveColumns(footerInput.columns, features) };

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
  ...(features.products ? [{ path: "/products", heading: pages.products.title }] : []),
  ...(features.blog ? [{ path: "/blog", heading: pages.blog.title }] : []),
  { path: "/contact", heading: pages.contact.title },
  // Not in sitemap.xml (noindex), but a page in every language all the same.
  { path: "/search", heading: pages.search.title },
  { path: "/terms-conditions", heading: legal.terms.title },
  { path: "/privacy-policy", heading: legal.privacy.title },
];

export const detailPages: SitePage[] = [
  ...projects.map((p) => ({ path: `/portfolio/${p.id}`, heading: p.title })),
  ...services.map((s) => ({ path: `/services/${s.id}`, heading: s.title })),
  ...(features.products ? products.map((p) => ({ path: `/products/${p.id}`, heading: p.title })) : []),
  ...(features.blog ? posts.map((p) => ({ path: `/blog/${p.id}`, heading: p.title })) : []),
];

export const allPages = [...staticPages, ...detailPages];

/** The Bengali pages (none on an English-only site): each English page's twin under /bn/, with its Bengali heading. */
export const bengali = languages.includes("bn") ? bengaliSite() : null;

function bengaliSite() {
  const bn = inLanguage(content, "bn");
  /** A Markdown file's Bengali frontmatter, where it has its .bn.md. */
  const translated = (dir: "blog" | "legal", name: string): { title?: string } =>
    (dir === "blog" ? content.posts : content.legal).find((file) => file.id === name)?.translation?.data ?? {};
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
    menu: buildMenu({ entries: bn.site.menu, features, pages: pageLinks(bn.pages, bnLegal), services: bn.services }).map(
      function local(item): typeof item {
        return { ...item, to: pathIn("bn", item.to), ...(item.children ? { children: item.children.map(local) } : {}) };
      },
    ),
  };
}

/** Every page in every language: the English pages, then their Bengali twins. */
export const everyPage: SitePage[] = [...allPages, ...(bengali?.pages ?? []).map(({ path, heading }) => ({ path, heading }))];
