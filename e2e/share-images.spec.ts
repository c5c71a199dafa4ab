// The share image of every page, as the build writes it (pipeline/share-images.ts):
// the tags a link preview reads, and the PNG they name, read from build/client.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, test } from "@playwright/test";
import { absoluteUrl, SHARE_IMAGE, SHARE_IMAGE_FOLDER, shareImagePath, TITLE_SEPARATOR } from "../app/lib/seo.ts";
import { langOfPath, pathWithoutLang } from "../app/lib/i18n.ts";
import { bengali, detailPages, site } from "./site-map";
import { buildRoot } from "../app/data/content-dir.ts";

const client = join(buildRoot, "client");
const siteRoot = absoluteUrl(site.url, "/");

const pages = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
  .map((entry) => relative(client, join(entry.parentPath, entry.name)).split(sep).join("/"));

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

/** A page's <head>: its title, canonical link and meta values by property or name. */
function headOf(page: string) {
  const head = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(join(client, page), "utf8"))?.[1] ?? "";
  const meta = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]*)"/.exec(tag)?.[1];
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) meta.set(key, decode(content));
  }
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  return { meta, canonical: canonical && decode(canonical), title: title && decode(title) };
}

const sharing = pages.map((page) => ({ page, ...headOf(page) })).filter(({ meta }) => meta.has("og:image"));
/** The site path of a URL of the site: https://host/blog/x → /blog/x (a sub-path in site.url is not part of it). */
const sitePath = (url: string) => `/${decodeURIComponent(url.slice(siteRoot.length))}`;

test.describe("share images", () => {
  test("every page that is indexed names a share image; the others are the not-found and moved pages", () => {
    expect(sharing.length).toBeGreaterThanOrEqual(detailPages.length);
    const without = pages.filter((page) => !sharing.some((s) => s.page === page));
    for (const page of without) expect(headOf(page).meta.get("robots"), `${page} has no og:image`).toBe("noindex");
    expect(without).toContain("404.html");
  });

  test("each names its own PNG, by its canonical address, with its size, type and the large card", () => {
    for (const { page, meta, canonical } of sharing) {
      expect(canonical, `${page} has a canonical link`).toMatch(/^https?:\/\//);
      expect(canonical!.startsWith(siteRoot), page).toBe(true);
      const image = meta.get("og:image");
      expect(image, page).toBe(absoluteUrl(site.url, shareImagePath(sitePath(canonical!))));
      expect(meta.get("og:image:type"), page).toBe(SHARE_IMAGE.type);
      expect(meta.get("og:image:width"), page).toBe(String(SHARE_IMAGE.width));
      expect(meta.get("og:image:height"), page).toBe(String(SHARE_IMAGE.height));
      expect(meta.get("twitter:card"), page).toBe("summary_large_image");
    }
    // Pages at different addresses have different images; an alias (/home) shares its page's.
    const byImage = new Map<string, Set<string>>();
    for (const { meta, canonical } of sharing)
      byImage.set(meta.get("og:image")!, (byImage.get(meta.get("og:image")!) ?? new Set()).add(canonical!));
    for (const [image, canonicals] of byImage) expect([...canonicals], image).toHaveLength(1);
  });

  test("the alt text says what the image shows: the page's title and the owner's name, on the home page their job title", () => {
    for (const { page, meta, canonical, title } of sharing) {
      const alt = meta.get("og:image:alt");
      // In the page's language: a Bengali page describes the picture in Bengali.
      const owner = langOfPath(sitePath(canonical!)) === "bn" && bengali ? bengali.content.site : site;
      if (pathWithoutLang(sitePath(canonical!)) === "/") expect(alt, page).toBe(`${owner.name}, ${owner.title}`);
      else {
        expect(title?.endsWith(`${TITLE_SEPARATOR}${owner.name}`), page).toBe(true);
        expect(alt, page).toBe(`${title!.slice(0, -(TITLE_SEPARATOR.length + owner.name.length))}, ${owner.name}`);
      }
    }
    // A project's, service's, course's or post's title is the one in the content.
    for (const { path, heading } of detailPages) {
      const entry = sharing.find(({ canonical }) => canonical === absoluteUrl(site.url, path));
      expect(entry?.meta.get("og:image:alt"), path).toBe(`${heading as string}, ${site.name}`);
    }
  });

  test("every image named exists in the build as a 1200×630 PNG, and the build has no others", () => {
    const named = new Set(sharing.map(({ meta }) => sitePath(meta.get("og:image")!)));
    for (const path of named) {
      const file = join(client, ...path.split("/"));
      expect(existsSync(file), path).toBe(true);
      const png = readFileSync(file);
      expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), `${path} is a PNG`).toBe(true);
      expect(png.toString("latin1", 12, 16), path).toBe("IHDR");
      expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, path).toEqual({
        width: SHARE_IMAGE.width,
        height: SHARE_IMAGE.height,
      });
      // Link previews fetch these on a crawler's budget: a card of flat colours and text needs no more.
      expect(statSync(file).size, path).toBeLessThan(100 * 1024);
    }
    const folder = join(client, ...SHARE_IMAGE_FOLDER.split("/"));
    const built = readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(client, join(entry.parentPath, entry.name)).split(sep).join("/")}`);
    expect(built.sort()).toEqual([...named].sort());
  });

  test("the server sends a share image as a PNG", async ({ request }) => {
    const home = sharing.find(({ canonical }) => canonical === siteRoot)!;
    const response = await request.get(sitePath(home.meta.get("og:image")!));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
  });
});
