// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { absoluteUrl, metaTags, seo, type SeoInput, SHARE_IMAGE, shareImagePath } from "../app/lib/seo.ts";
import {
  contrast,
  drawable,
  drawingOf,
  loadFonts,
  pngSize,
  readPage,
  renderShareImage,
  shareImageFile,
  shareImages,
  shareSvg,
  titleSize,
} from "./share-images.ts";

const site: SeoInput["site"] = {
  name: "Zoë Ångström",
  url: "https://zoe.example.org",
  title: "Designer & Developer",
  language: "en",
  languages: ["en"],
  locale: "en-GB",
};
const ACCENT = "#0f766e";

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
/** A built page's HTML with the tags seo() gives it, written as the renderer writes them. */
function pageHtml(input: { title?: string; path: string }, { accent = ACCENT, icon = "/favicon.svg" }: { accent?: string; icon?: string } = {}) {
  const tags = metaTags(seo({ site, lang: "en", description: "A page.", ...input }))
    .map((descriptor) => {
      // Every descriptor metaTags gives is a title, a link or a meta with text values.
      const tag = descriptor as Record<string, string>;
      if ("title" in tag) return `<title>${escape(tag.title!)}</title>`;
      if ("tagName" in tag) return `<link rel="${tag.rel}" href="${escape(tag.href!)}"/>`;
      const [key, value] = "property" in tag ? ["property", tag.property] : ["name", tag.name];
      return `<meta ${key}="${value}" content="${escape(tag.content!)}"/>`;
    })
    .join("");
  const iconLink = icon ? `<link rel="icon" href="${icon}" type="image/svg+xml"/>` : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><meta name="theme-color" content="${accent}"/>${tags}${iconLink}</head><body><h1>x</h1></body></html>`;
}
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" rx="16" fill="#0f766e"/></svg>';

/** The text satori lays out, as <text> elements (with embedFont: false): their y, font size and content. */
const textsOf = (svg: string) =>
  [...svg.matchAll(/<text\b[^>]*\by="([^"]+)"[^>]*\bfont-size="([^"]+)"[^>]*>([^<]*)<\/text>/g)].map(([, y, size, text]) => ({
    y: Number(y),
    size: Number(size),
    text: text!.replaceAll("&amp;", "&"),
  }));
/** The headline's lines as drawn. */
async function headlineLines(headline: string) {
  const { svg } = await shareSvg({ headline, byline: "Byline", host: "example.org", accent: ACCENT }, { embedFont: false });
  const lines = new Map<number, string>();
  for (const { y, size, text } of textsOf(svg)) if (size === titleSize(headline)) lines.set(y, (lines.get(y) ?? "") + text);
  return [...lines.values()].map((line) => line.trim());
}

let dir: string;
let client: string;
let cacheDir: string;
const logged: string[] = [];
const options = () => ({ log: (line: string) => logged.push(line), cacheDir });
const put = (name: string, content: string) => {
  mkdirSync(join(client, name, ".."), { recursive: true });
  writeFileSync(join(client, name), content);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "share-images-"));
  client = join(dir, "client");
  cacheDir = join(dir, "cache");
  mkdirSync(client);
  logged.length = 0;
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("the path mapping", () => {
  it("finds the build file of the URL app/lib/seo.ts gives each page, with or without a sub-path", () => {
    for (const base of ["https://zoe.example.org", "https://x.github.io/portfolio/"]) {
      for (const [path, file] of [
        ["/", "/images/share/home.png"] as const,
        ["/about", "/images/share/about.png"],
        ["/blog/x", "/images/share/blog/x.png"],
        ["/blog/café-notes", "/images/share/blog/café-notes.png"],
      ]) {
        expect(shareImageFile(absoluteUrl(base, shareImagePath(path))), `${base} ${path}`).toBe(file);
      }
    }
  });

  it("leaves images it does not make, and paths out of the build folder, alone", () => {
    expect(shareImageFile("https://zoe.example.org/images/hero.svg")).toBeNull();
    expect(shareImageFile("https://cdn.example.net/photo.png")).toBeNull();
    expect(shareImageFile("https://zoe.example.org/images/share/x.svg")).toBeNull();
    expect(shareImageFile("/images/share/%2e%2e/%2e%2e/secret.png")).toBeNull();
  });
});

describe("reading a built page", () => {
  it("takes the headline from og:title, the byline from og:image:alt, the host from og:url and the accent from theme-color", () => {
    const about = readPage(pageHtml({ title: "Tips & “tricks”", path: "/blog/tips" }))!;
    expect(about.image).toBe("https://zoe.example.org/images/share/blog/tips.png");
    expect(about.icon).toBe("/favicon.svg");
    expect(drawingOf(about)).toEqual({ headline: "Tips & “tricks”", byline: "Zoë Ångström", host: "zoe.example.org", accent: ACCENT });
  });

  it("draws the owner's name over their job title on the home page", () => {
    expect(drawingOf(readPage(pageHtml({ path: "/" }))!)).toMatchObject({ headline: "Zoë Ångström", byline: "Designer & Developer" });
  });

  it("reads nothing from a page without a share image", () => {
    expect(readPage('<html><head><title>Page moved</title><meta name="robots" content="noindex"/></head></html>')).toBeNull();
  });

  it("stops on tags that do not say what the image shows, or an accent it cannot read", () => {
    const page = readPage(pageHtml({ title: "About", path: "/about" }))!;
    expect(() => drawingOf({ ...page, alt: "Something else" }, "about/index.html")).toThrow(/about\/index\.html: og:image:alt/);
    expect(() => drawingOf({ ...page, accent: undefined })).toThrow(/theme-color/);
    expect(() => drawingOf({ ...page, accent: "indigo" })).toThrow(/theme-color/);
  });
});

describe("the fonts", () => {
  it("draw all of Latin-1 and the usual punctuation, so none of it comes out as a box", async () => {
    const { covered } = await loadFonts();
    const latin1 = [...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i), ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i)]
      // The soft hyphen is never drawn.
      .filter((point) => point !== 0xad);
    const missing = [...latin1, ..."–—‘’“”…•€™"].map((c) => (typeof c === "number" ? c : c.codePointAt(0)!)).filter((p) => !covered.has(p));
    expect(missing.map((point) => String.fromCodePoint(point))).toEqual([]);
  });

  it("leave out what they cannot draw (here Bengali and emoji) and say so, keeping the words around it", async () => {
    const { covered } = await loadFonts();
    expect(drawable("Łódź, Привет, Ελλάδα, Tiếng Việt", covered)).toEqual({ text: "Łódź, Привет, Ελλάδα, Tiếng Việt", dropped: "" });
    expect(drawable("Dhaka ঢাকা: notes 🚀 from  home", covered)).toEqual({ text: "Dhaka: notes from home", dropped: "ঢাকা🚀" });
  });

  it("satori finds every character it is given in them", async () => {
    const headline = `${String.fromCodePoint(...Array.from({ length: 0x100 - 0xa1 }, (_, i) => 0xa1 + i).filter((p) => p !== 0xad))} – — ’ “ ” …`;
    const { missing } = await shareSvg({ headline, byline: "Łukasiewicz", host: "zoe.example.org", accent: ACCENT }, { embedFont: false });
    expect(missing).toEqual([]);
  });
});

describe("drawing", { timeout: 60_000 }, () => {
  it("makes a 1200×630 PNG, by its header", async () => {
    const { png } = await renderShareImage({ headline: "About", byline: "Zoë Ångström", host: "zoe.example.org", accent: ACCENT });
    expect(pngSize(png)).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    expect(png.length).toBeLessThan(60 * 1024);
  });

  it("draws a short title whole", async () => {
    expect((await headlineLines("How I scope a freelance project")).join(" ")).toBe("How I scope a freelance project");
  });

  it("shortens a long title to three lines ending in an ellipsis", async () => {
    const long = Array.from({ length: 12 }, (_, i) => `Chapter ${i + 1} of a very long title`).join(", ");
    const lines = await headlineLines(long);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(long.startsWith(lines.join(" ").slice(0, -1).trim())).toBe(true);
  });

  it("writes the address in the accent only where that reads well on white", () => {
    expect(contrast("#4f46e5", "#ffffff")).toBeGreaterThan(4.5);
    expect(contrast("#fde047", "#ffffff")).toBeLessThan(4.5);
    expect(contrast("#000", "#fff")).toBeCloseTo(21, 5);
  });
});

describe("shareImages", { timeout: 120_000 }, () => {
  it("writes each page's image where its og:image says, once for an alias, none for pages without one", async () => {
    put("favicon.svg", ICON);
    put("index.html", pageHtml({ path: "/" }));
    // /home is / under another address: its tags name /'s image.
    put("home/index.html", pageHtml({ path: "/" }));
    put("blog/a-post/index.html", pageHtml({ title: "A post", path: "/blog/a-post" }));
    put("service/index.html", '<html><head><meta name="robots" content="noindex"/></head></html>');
    put("__spa-fallback.html", pageHtml({ title: "Not a page", path: "/nowhere" }));

    const totals = await shareImages(client, options());

    expect(totals.images).toEqual(
      new Map([
        ["/images/share/blog/a-post.png", ["blog/a-post/index.html"]],
        ["/images/share/home.png", ["home/index.html", "index.html"]],
      ]),
    );
    expect(readdirSync(join(client, "images/share"), { recursive: true }).sort()).toEqual(["blog", "blog/a-post.png", "home.png"]);
    for (const file of ["images/share/home.png", "images/share/blog/a-post.png"])
      expect(pngSize(readFileSync(join(client, file))), file).toEqual({ width: 1200, height: 630 });
    expect(logged.at(-1)).toMatch(/^share-images: 2 PNGs, .* 2 drawn, 0 from cache/);
  });

  it("stops when two pages name one image but would draw different ones", async () => {
    put("a/index.html", pageHtml({ title: "A", path: "/same" }));
    put("b/index.html", pageHtml({ title: "B", path: "/same" }));
    await expect(shareImages(client, options())).rejects.toThrow(/both name \/images\/share\/same\.png/);
  });

  it("draws nothing again for an unchanged build, and only what changed otherwise", async () => {
    put("favicon.svg", ICON);
    put("about/index.html", pageHtml({ title: "About", path: "/about" }));
    put("contact/index.html", pageHtml({ title: "Contact", path: "/contact" }));
    const first = await shareImages(client, options());
    expect(first).toMatchObject({ drawn: 2, fromCache: 0 });
    const about = readFileSync(join(client, "images/share/about.png"));

    // A new build: the same pages in a fresh folder.
    rmSync(join(client, "images"), { recursive: true });
    const second = await shareImages(client, options());
    expect(second).toMatchObject({ drawn: 0, fromCache: 2 });
    expect(readFileSync(join(client, "images/share/about.png")).equals(about)).toBe(true);

    // Another title, another accent, another icon: each draws its page again; the stale entries go.
    put("about/index.html", pageHtml({ title: "About me", path: "/about" }));
    expect(await shareImages(client, options())).toMatchObject({ drawn: 1, fromCache: 1 });
    put("contact/index.html", pageHtml({ title: "Contact", path: "/contact" }, { accent: "#b91c1c" }));
    expect(await shareImages(client, options())).toMatchObject({ drawn: 1, fromCache: 1 });
    put("favicon.svg", ICON.replace("#0f766e", "#b91c1c"));
    expect(await shareImages(client, options())).toMatchObject({ drawn: 2, fromCache: 0 });
    expect(readdirSync(cacheDir)).toHaveLength(2);
    expect(existsSync(join(client, "images/share/about.png"))).toBe(true);
  });

  it("says which characters it left out", async () => {
    put("blog/delhi/index.html", pageHtml({ title: "Notes from Delhi दिल्ली", path: "/blog/delhi" }));
    await shareImages(client, options());
    expect(logged).toContainEqual('share-images: /images/share/blog/delhi.png: Inter has no glyphs for "दिल्ली", left out');
  });

  it("draws a Bengali title whole, shaped (shaped-text.ts), leaving nothing out", async () => {
    put("blog/dhaka/index.html", pageHtml({ title: "ঢাকা থেকে নোট", path: "/blog/dhaka" }));
    await shareImages(client, options());
    expect(logged.filter((line) => line.includes("left out"))).toEqual([]);
    const png = readFileSync(join(client, "images", "share", "blog", "dhaka.png"));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
