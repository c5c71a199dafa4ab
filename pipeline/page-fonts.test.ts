// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { bengaliRuns, runsDrawnOtherwise, sourceFace } from "./bengali-font.ts";
import { bn } from "../app/lib/words.bn.ts";
import { faceStylesheet, pageFacesIn, pageRuns, unicodeRange, unmarkedBengali, withPageFace, withSiteFace } from "./page-fonts.ts";

const SITE_CSS = "/assets/root-AbC123.css";
const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><meta charSet="utf-8"/><link rel="stylesheet" href="${SITE_CSS}"/>` +
  `<title>t</title></head><body>${body}</body></html>`;

describe("unicodeRange", () => {
  it("names each code point once, neighbours as one range, in order", () => {
    expect(unicodeRange(["কখ", "ক", "অ"])).toBe("U+0985, U+0995-0996");
    expect(unicodeRange(["।"])).toBe("U+0964");
  });
});

describe("faceStylesheet", () => {
  it("declares the page face for exactly the page's letters, swapped in when it comes", () => {
    expect(faceStylesheet("/assets/f.woff2", ["কখ"])).toBe(
      '@font-face{font-family:"Page Bengali";src:url(/assets/f.woff2) format("woff2");font-weight:400;font-display:swap;unicode-range:U+0995-0996}\n',
    );
  });
});

describe("withPageFace", () => {
  it("asks for the face's stylesheet and preloads its font right after the site's stylesheet", () => {
    const html = withPageFace(page("bn", "<p>ক</p>"), "/assets/p.css", "/assets/p.woff2");
    expect(html).toContain(
      `<link rel="stylesheet" href="${SITE_CSS}"/><link rel="stylesheet" href="/assets/p.css"/>` +
        '<link rel="preload" href="/assets/p.woff2" as="font" type="font/woff2" crossorigin="anonymous"/><title>',
    );
  });

  it("refuses a page without the site's stylesheet, rather than leave it without its face", () => {
    expect(() => withPageFace("<html lang='bn'><head></head></html>", "/a.css", "/a.woff2")).toThrow(/site stylesheet/);
  });
});

describe("unmarkedBengali", () => {
  it('finds Bengali letters in the body\'s text outside elements marked lang="bn" or data-bengali-letters', () => {
    const html = page(
      "en",
      '<header><a href="/bn" hrefLang="bn" lang="bn">বাংলা</a></header>' +
        '<p data-bengali-letters="" class="x"><span>৳25,000</span></p>' +
        '<p lang="bn-BD"><b>ঢাকা</b><br/>শহর</p>' +
        '<p>Hello <i>ধন্যবাদ</i></p><!-- মন্তব্য --><script>var a="স্ক্রিপ্ট"</script>' +
        '<img alt="ছবি" src="/a.png"><svg><use href="#a"/></svg><p>বন্ধু</p>',
    );
    expect(unmarkedBengali(html)).toEqual(["ধন্যবাদ", "বন্ধু"]);
  });

  it("reads only the body: the title is the browser's to draw", () => {
    expect(unmarkedBengali(page("en", "<p>Hi</p>").replace("<title>t</title>", "<title>শিরোনাম</title>"))).toEqual([]);
  });

  it("takes hrefLang for what it is, not a mark", () => {
    expect(unmarkedBengali(page("en", '<a href="/bn" hrefLang="bn">বাংলা</a>'))).toEqual(["বাংলা"]);
  });
});

describe("withSiteFace", () => {
  it("marks the page's <html> once", () => {
    const html = withSiteFace(page("en", "<p>বন্ধু</p>"));
    expect(html).toContain('<html data-face="site" lang="en">');
    expect(withSiteFace(html)).toBe(html);
  });
});

describe("pageFacesIn", () => {
  let client: string;
  beforeEach(() => {
    client = mkdtempSync(join(tmpdir(), "page-fonts-"));
    mkdirSync(join(client, "assets"));
    mkdirSync(join(client, "bn", "search"), { recursive: true });
    writeFileSync(join(client, SITE_CSS), '@font-face{font-family:Site Bengali;src:url(/assets/bengali-400-Xy.woff2)format("woff2")}');
  });
  afterEach(() => rmSync(client, { recursive: true, force: true }));

  it("cuts each Bengali page a face that draws its words as the whole font does, and draws English pages' unmarked Bengali with the site's", async () => {
    // "একমাত্র" and "প্রতি" are made in steps (the ra-phala): the cut must keep the glyphs on the way.
    const words = '<h1>একমাত্র প্রতিষ্ঠান</h1><img alt="ব্রাউজারে নকশা" src="/a.svg"/>';
    writeFileSync(join(client, "bn.html"), page("bn", words));
    writeFileSync(join(client, "bn", "other.html"), page("bn", words));
    writeFileSync(join(client, "index.html"), page("en", '<h1>Home</h1><a href="/bn" lang="bn">বাংলা</a>'));
    writeFileSync(join(client, "about.html"), page("en", "<h1>About</h1><p>My studio, নকশা, in Dhaka.</p>"));
    writeFileSync(join(client, "bn", "search", "index.html"), page("bn", "<h1>খুঁজুন</h1>"));

    expect(await pageFacesIn(client, { cacheDir: null })).toEqual({ pages: 2, faces: 1, englishWithSiteFace: ['/about.html ("নকশা")'] });

    const html = readFileSync(join(client, "bn.html"), "utf8");
    const [, cssUrl] = /<link rel="stylesheet" href="(\/assets\/bengali-page-[0-9a-f]{8}\.css)"\/>/.exec(html) ?? [];
    const [, fontUrl] = /<link rel="preload" href="(\/assets\/bengali-page-[0-9a-f]{8}\.woff2)" as="font"/.exec(html) ?? [];
    expect(cssUrl).toBeDefined();
    expect(readFileSync(join(client, "bn", "other.html"), "utf8")).toContain(cssUrl);
    expect(readFileSync(join(client, cssUrl!), "utf8")).toContain(`src:url(${fontUrl})`);
    const face = readFileSync(join(client, fontUrl!));
    const runs = pageRuns(html, []);
    expect(runs).toEqual(expect.arrayContaining(["একমাত্র", "প্রতিষ্ঠান", "ব্রাউজারে"]));
    const whole = await sourceFace(400);
    expect(await runsDrawnOtherwise(whole, face, runs)).toEqual([]);
    // The interface's words come with every page face: a toast or an error on that page is drawn too.
    const interfaceRuns = bengaliRuns([bn.frame.skipToContent, bn.errors.heading]);
    expect(await runsDrawnOtherwise(whole, face, interfaceRuns)).toEqual([]);

    // An English page's marked Bengali letters come with their own face: the page is left as it is.
    expect(readFileSync(join(client, "index.html"), "utf8")).toBe(page("en", '<h1>Home</h1><a href="/bn" lang="bn">বাংলা</a>'));
    expect(readFileSync(join(client, "about.html"), "utf8")).toBe(
      page("en", "<h1>About</h1><p>My studio, নকশা, in Dhaka.</p>").replace("<html ", '<html data-face="site" '),
    );
    // The search page shows other pages' words: the site's face, preloaded.
    expect(readFileSync(join(client, "bn", "search", "index.html"), "utf8")).toContain(
      '<link rel="preload" href="/assets/bengali-400-Xy.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
    expect(readdirSync(join(client, "assets")).filter((file) => file.startsWith("bengali-page-"))).toHaveLength(2);
  }, 60_000);
});
