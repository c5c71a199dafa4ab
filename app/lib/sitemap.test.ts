import { describe, expect, it } from "vitest";
import { newestDate, robotsTxt, sitemapXml } from "./sitemap";

/** Each <url> of a sitemap as its loc and lastmod. */
const urls = (xml: string) =>
  [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)].map(([, loc, lastmod]) => ({ loc, lastmod }));

describe("sitemapXml", () => {
  it("is a sitemaps.org urlset, parsed without errors", () => {
    const xml = sitemapXml("https://arif.example.com", [{ path: "/" }]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(
      true,
    );
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    expect(doc.querySelector("parsererror")).toBeNull();
    expect(doc.documentElement.nodeName).toBe("urlset");
  });

  it("lists every page by its absolute URL, in the order given", () => {
    const xml = sitemapXml("https://arif.example.com", [{ path: "/" }, { path: "/about" }, { path: "/blog/a-post" }]);
    expect(urls(xml).map((url) => url.loc)).toEqual([
      "https://arif.example.com/",
      "https://arif.example.com/about",
      "https://arif.example.com/blog/a-post",
    ]);
  });

  it("keeps a sub-path of the site's URL, with or without its final slash", () => {
    for (const base of ["https://example.com/arif", "https://example.com/arif/"]) {
      expect(urls(sitemapXml(base, [{ path: "/" }, { path: "/about" }])).map((url) => url.loc)).toEqual([
        "https://example.com/arif/",
        "https://example.com/arif/about",
      ]);
    }
  });

  it("gives a lastmod only to the pages that have a date", () => {
    const xml = sitemapXml("https://arif.example.com", [
      { path: "/" },
      { path: "/blog/a-post", lastmod: "2026-07-02" },
      { path: "/about", lastmod: undefined },
    ]);
    expect(urls(xml)).toEqual([
      { loc: "https://arif.example.com/", lastmod: undefined },
      { loc: "https://arif.example.com/blog/a-post", lastmod: "2026-07-02" },
      { loc: "https://arif.example.com/about", lastmod: undefined },
    ]);
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it("escapes & and < in URLs", () => {
    const xml = sitemapXml("https://arif.example.com", [{ path: "/search?q=a&b=<c>" }]);
    expect(xml).toContain("<loc>https://arif.example.com/search?q=a&amp;b=%3Cc%3E</loc>");
    expect(sitemapXml("https://example.com/a&b", [{ path: "/" }])).toContain("<loc>https://example.com/a&amp;b/</loc>");
  });

  it("refuses a lastmod that is not a W3C date", () => {
    expect(() => sitemapXml("https://arif.example.com", [{ path: "/", lastmod: "2 July 2026" }])).toThrow(/lastmod of \/ is not/);
  });
});

describe("robotsTxt", () => {
  it("lets every crawler in and names the sitemap by its absolute URL", () => {
    expect(robotsTxt("https://arif.example.com")).toBe("User-agent: *\nAllow: /\n\nSitemap: https://arif.example.com/sitemap.xml\n");
    expect(robotsTxt("https://example.com/arif")).toContain("Sitemap: https://example.com/arif/sitemap.xml\n");
  });
});

describe("newestDate", () => {
  it("is the latest date, or undefined without any", () => {
    expect(newestDate(["2026-01-20", "2026-07-02", "2025-12-31"])).toBe("2026-07-02");
    expect(newestDate([])).toBeUndefined();
  });
});
