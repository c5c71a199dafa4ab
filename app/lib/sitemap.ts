import { absoluteUrl } from "./seo";

export const SITEMAP_PATH = "/sitemap.xml";

export interface SitemapEntry {
  /** Path of the page, e.g. "/about". */
  path: string;
  /** YYYY-MM-DD: when its content last changed, only where the content says so. */
  lastmod?: string;
  /** The same page in each language of the site (itself included), for `xhtml:link rel="alternate"`. */
  alternates?: readonly { hreflang: string; path: string }[];
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) for the pages given, with absolute URLs from
 * the site's URL. A page without a date gets no lastmod: a made-up one (the build's
 * day) would tell search engines every page changes with every build.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const withAlternates = entries.some((entry) => entry.alternates?.length);
  const urls = entries.map(({ path, lastmod, alternates = [] }) => {
    if (lastmod !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(lastmod))
      throw new Error(`lastmod of ${path} is not a YYYY-MM-DD date: ${lastmod}`);
    const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`;
    const links = alternates
      .map(({ hreflang, path: other }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(absoluteUrl(siteUrl, other))}"/>`)
      .join("");
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${links}</url>\n`;
  });
  // Google's way of listing a page's languages: https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${withAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join("")}</urlset>\n`;
}

/** robots.txt: every crawler may read everything, and is told where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}\n`;
}

/** The latest of some YYYY-MM-DD dates, or undefined when there are none. */
export function newestDate(dates: readonly string[]): string | undefined {
  return [...dates].sort().at(-1);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}
