/**
 * The main menu, made from what the site has: the owner's order of pages (site.ts `menu`),
 * each page's name from pages.ts, one sub-menu entry per service, and nothing that leads to
 * a feature switched off (site.ts `features`).
 */
import type { MenuEntry, PageName } from "~/data/schema";
// Relative, not "~/lib": the end-to-end tests build the same menu from the same content (e2e/site-map.ts).
import { LEGAL_PAGES } from "../lib/legal-pages.ts";
import { linkIsLive, type Features } from "../lib/features.ts";

/** A link of the rendered menu, with its sub-menu if it has one. */
export interface MenuItem {
  label: string;
  to: string;
  children?: MenuItem[];
}

export interface MenuSources {
  entries: readonly MenuEntry[];
  features: Features;
  /** Every page's address and menu label. */
  pages: Readonly<Record<PageName, { to: string; label: string }>>;
  /** The services, each a sub-menu entry of "services". */
  services: readonly { id: string; title: string }[];
}

/** What a page is called in the menu: its menu label, or its title. */
type PageNames = { title: string; menuLabel?: string };

/** Where a legal page (a Markdown file in legal/, named without ".md") lives: app/lib/legal-pages.ts. */
function legalPath(file: "terms" | "privacy"): string {
  const path = Object.keys(LEGAL_PAGES).find((address) => LEGAL_PAGES[address] === file);
  if (!path) throw new Error(`No address for the legal page ${file} in app/lib/legal-pages.ts`);
  return path;
}

/** Every page's address and menu label: from pages.ts, and for the legal pages their own titles. */
export function pageLinks(
  pages: { home: { menuLabel: string } } & Record<"about" | "portfolio" | "services" | "products" | "blog" | "contact", PageNames>,
  legal: { terms: { title: string }; privacy: { title: string } },
): MenuSources["pages"] {
  const link = (to: string, page: PageNames) => ({ to, label: page.menuLabel ?? page.title });
  return {
    home: { to: "/", label: pages.home.menuLabel },
    about: link("/about", pages.about),
    portfolio: link("/portfolio", pages.portfolio),
    services: link("/services", pages.services),
    products: link("/products", pages.products),
    blog: link("/blog", pages.blog),
    contact: link("/contact", pages.contact),
    terms: { to: legalPath("terms"), label: legal.terms.title },
    privacy: { to: legalPath("privacy"), label: legal.privacy.title },
  };
}

export function buildMenu({ entries, features, pages, services }: MenuSources): MenuItem[] {
  const item = (name: PageName): MenuItem | undefined => {
    const page = pages[name];
    if (!linkIsLive(page.to, features)) return undefined;
    if (name !== "services" || services.length === 0) return { ...page };
    return { ...page, children: services.map((service) => ({ label: service.title, to: `${page.to}/${service.id}` })) };
  };
  return entries.flatMap((entry): MenuItem[] => {
    if (typeof entry === "string") return [item(entry)].filter((found) => found !== undefined);
    // One level of sub-menu: a page in a group is a plain link, even "services".
    const children = entry.items
      .map(item)
      .filter((found) => found !== undefined)
      .map(({ label, to }) => ({ label, to }));
    // A group opens its first page; a group whose pages are all switched off goes with them.
    return children.length ? [{ label: entry.label, to: children[0]!.to, children }] : [];
  });
}
