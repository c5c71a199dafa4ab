import { absoluteUrl } from "./seo";

export const SITEMAP_PATH = "/sitemap.xml";

export interface SitemapEntry {
  /** Path of the page, e.g. "/about". */
  path: string;
  /** YYYY-MM-DD: when its content last changed, only where the content says so. */
  lastmod?: string;
}

/**
 * sitemap.xml (sitemaps.org protocol 0.9) for the pages given, with absolute URLs from
 * the site's URL. A page without a date gets no lastmod: a made-up one (the build's
 * day) would tell search engines every page changes with every build.
 */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    if (lastmod !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(lastmod))
      throw new Error(`lastmod of ${path} is not a YYYY-MM-DD date: ${lastmod}`);
    const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("")}</urlset>\n`;
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
