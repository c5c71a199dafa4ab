// The structured data (JSON-LD) of every built page, read from build/client as a crawler gets it
// (parsed by the browser, no script run), checked against the content and against what the page
// itself shows; then once more after the page has hydrated, since crawlers also render pages.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";
import { absoluteUrl } from "../app/lib/seo";
import { expect, hydrated, test } from "./test";
import { langOfPath, pathIn, pathWithoutLang } from "../app/lib/i18n.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { bengali, everyPage, posts, products, projects, resume, services, site } from "./site-map";
import { buildRoot } from "../app/data/content-dir.ts";

const client = join(buildRoot, "client");
const files = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html")
  .map((entry) => relative(client, join(entry.parentPath, entry.name)));

/** The address a built file is served at: "blog/x/index.html" → "/blog/x". */
const pathOf = (file: string) => `/${file.replace(/(^|\/)index\.html$/, "")}`.replace(/(.)\/$/, "$1");

type Node = Record<string, unknown> & { "@type"?: string; "@id"?: string };

interface Built {
  file: string;
  path: string;
  /** The text of each `<script type="application/ld+json">`. */
  scripts: string[];
  canonical: string | null;
  /** The visible breadcrumb: each item's text and link (none for the page itself), or null without one. */
  breadcrumb: { name: string; href: string | null; current: boolean }[] | null;
}

/** What a page says, as the browser's HTML parser reads the file (no script runs, nothing loads). */
async function read(page: Page, file: string): Promise<Built> {
  const html = readFileSync(join(client, file), "utf8");
  const found = await page.evaluate(
    ([source, labels]) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const nav = labels.map((label) => doc.querySelector(`nav[aria-label="${label}"]`)).find(Boolean);
      return {
        scripts: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ""),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
        breadcrumb: nav
          ? [...nav.querySelectorAll("li")].map((li) => ({
              name: (li.textContent ?? "").replace(/\s+/g, " ").trim(),
              href: li.querySelector("a")?.getAttribute("href") ?? null,
              current: li.querySelector('[aria-current="page"]') !== null,
            }))
          : null,
      };
    },
    [html, [en.breadcrumb.label, bn.breadcrumb.label]] as const,
  );
  return { file, path: pathOf(file), ...found };
}

/** The graph of a page's one JSON-LD script. */
function graphOf(built: Built): Node[] {
  expect(built.scripts, `${built.file}: one JSON-LD script`).toHaveLength(1);
  const text = built.scripts[0]!;
  // React Router writes <, > and & as \u003c…: content cannot end the script or open a comment.
  expect(text, `${built.file}: nothing in the JSON can close the script`).not.toMatch(/[<>]/);
  const data = JSON.parse(text) as { "@context"?: string; "@graph"?: Node[] };
  expect(data["@context"], built.file).toBe("https://schema.org");
  expect(Array.isArray(data["@graph"]), `${built.file}: one @graph`).toBe(true);
  return data["@graph"]!;
}

const home = absoluteUrl(site.url, "/");
const ids = { person: `${home}#person`, website: `${home}#website` };
const ofType = (graph: Node[], type: string) => graph.filter((node) => node["@type"] === type);
const one = (graph: Node[], type: string, file: string) => {
  const nodes = ofType(graph, type);
  expect(nodes, `${file}: one ${type}`).toHaveLength(1);
  return nodes[0]!;
};
/** How a node names its author, creator or provider: the owner by reference, anyone else by name. */
const personNamed = (name: string) => (name === site.name ? { "@id": ids.person } : { "@type": "Person", name });

test.describe("structured data in the built pages", () => {
  let built: Built[] = [];

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    built = [];
    for (const file of files) built.push(await read(page, file));
    await page.close();
  });

  const get = (path: string) => {
    const page = built.find((b) => b.path === path);
    expect(page, `${path} is built`).toBeDefined();
    return page!;
  };

  test("every page has one graph with the site and its owner, and every reference in it resolves", () => {
    expect(built.length).toBeGreaterThan(everyPage.length);
    for (const page of built) {
      const graph = graphOf(page);
      const own = graph.map((node) => node["@id"]).filter(Boolean);
      expect(new Set(own).size, `${page.file}: @ids are unique`).toBe(own.length);
      // Every object that is only an @id refers to a node of the same graph.
      const refs = JSON.stringify(graph).match(/\{"@id":"[^"]+"\}/g) ?? [];
      for (const ref of refs) expect(own, `${page.file}: ${ref} resolves`).toContain((JSON.parse(ref) as Node)["@id"]);

      // The site and its owner in the page's language, at that language's home page.
      const lang = langOfPath(page.path);
      const owner = lang === "bn" && bengali ? bengali.content.site : site;
      const homeIn = absoluteUrl(site.url, pathIn(lang, "/"));
      expect(one(graph, "WebSite", page.file), page.file).toEqual({
        "@type": "WebSite",
        "@id": `${homeIn}#website`,
        name: owner.name,
        url: homeIn,
        inLanguage: lang === "bn" ? "bn" : site.language,
      });
      expect(one(graph, "Person", page.file), page.file).toEqual({
        "@type": "Person",
        "@id": `${homeIn}#person`,
        name: owner.name,
        jobTitle: owner.title,
        email: site.email,
        telephone: site.phone,
        url: homeIn,
        image: absoluteUrl(site.url, resume.image.src),
        address: { "@type": "PostalAddress", addressLocality: owner.address.city, addressCountry: site.address.countryCode },
        sameAs: site.socials.map((social) => social.url),
      });
    }
  });

  test("the BreadcrumbList is the breadcrumb the page shows, ending with the page itself", () => {
    let withBreadcrumb = 0;
    for (const page of built) {
      const lists = ofType(graphOf(page), "BreadcrumbList");
      if (!page.breadcrumb) {
        expect(lists, `${page.file} shows no breadcrumb`).toEqual([]);
        continue;
      }
      withBreadcrumb++;
      const shown = page.breadcrumb;
      expect(shown.length, page.file).toBeGreaterThanOrEqual(2);
      expect(
        shown.slice(0, -1).every((item) => item.href),
        `${page.file}: every item but the page itself is a link`,
      ).toBe(true);
      expect(shown.at(-1), `${page.file}: the last item is the page`).toMatchObject({ href: null, current: true });
      expect(page.canonical, page.file).toBeTruthy();
      expect(lists, page.file).toHaveLength(1);
      expect(lists[0]!.itemListElement, page.file).toEqual(
        shown.map((item, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: item.name,
          item: item.href ? absoluteUrl(site.url, item.href) : page.canonical,
        })),
      );
    }
    // Every page but the home page (and its /home alias), in every language, has a page header with a breadcrumb.
    const titled = everyPage.filter((p) => !["/", "/home"].includes(pathWithoutLang(p.path)));
    for (const { path } of titled) expect(get(path).breadcrumb, path).not.toBeNull();
    expect(withBreadcrumb).toBe(titled.length);
  });

  test("a blog post is a BlogPosting by the owner", () => {
    for (const post of posts) {
      const page = get(`/blog/${post.id}`);
      expect(one(graphOf(page), "BlogPosting", page.file)).toMatchObject({
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        author: personNamed(post.author),
        image: absoluteUrl(site.url, post.image),
        url: page.canonical,
        mainEntityOfPage: page.canonical,
        keywords: post.tags,
        inLanguage: site.language,
      });
    }
  });

  test("a project is a CreativeWork by its creator", () => {
    for (const project of projects) {
      const page = get(`/portfolio/${project.id}`);
      const work = one(graphOf(page), "CreativeWork", page.file);
      expect(work).toMatchObject({
        name: project.title,
        description: project.summary,
        url: page.canonical,
        image: absoluteUrl(site.url, project.image.src),
        creator: personNamed(project.author),
        dateCreated: project.date,
      });
      expect(work.keywords).toEqual(expect.arrayContaining([project.category, ...project.group]));
    }
  });

  test("a service is a Service the owner provides", () => {
    for (const service of services) {
      const page = get(`/services/${service.id}`);
      expect(one(graphOf(page), "Service", page.file)).toMatchObject({
        name: service.title,
        serviceType: expect.any(String),
        description: service.details,
        url: page.canonical,
        provider: { "@id": ids.person },
      });
    }
  });

  test("a course is a Course with what Google requires, offered at its price in an ISO 4217 currency", () => {
    for (const product of products) {
      const page = get(`/products/${product.id}`);
      const graph = graphOf(page);
      const [node, ...others] = [...ofType(graph, "Course"), ...ofType(graph, "Product")];
      expect(others, page.file).toEqual([]);
      expect(node, page.file).toMatchObject({
        name: product.title,
        description: product.summary,
        url: page.canonical,
        image: absoluteUrl(site.url, product.images[0]!.src),
      });
      // One offer in the site's currency, or one in each where the owner gives taka and dollars.
      const price = product.price as number | Record<string, number>;
      const prices: [string, number][] = typeof price === "number" ? [[site.currency, price]] : Object.entries(price);
      const offers = (Array.isArray(node!.offers) ? node!.offers : [node!.offers]) as Node[];
      expect(
        offers.map((offer) => [offer.priceCurrency, Number(offer.price)]),
        page.file,
      ).toEqual(prices);
      for (const offer of offers) {
        expect(offer["@type"], page.file).toBe("Offer");
        // A number, or a number written as text: no currency sign, no thousands separator.
        expect(String(offer.price), page.file).toMatch(/^\d+(\.\d+)?$/);
        expect(offer.priceCurrency, page.file).toMatch(/^[A-Z]{3}$/);
        expect(offer.availability, page.file).toMatch(/^https:\/\/schema\.org\/[A-Za-z]+$/);
        expect(offer.url, page.file).toBe(page.canonical);
      }
      const offer = offers[0]!;
      if (node!["@type"] === "Course") {
        // Google's course info: a provider, a pricing category and a course instance with its mode and workload.
        expect(node!.provider, page.file).toEqual({ "@id": ids.person });
        expect(["Free", "Partially Free", "Subscription", "Paid"], page.file).toContain(offer.category);
        const instance = node!.hasCourseInstance as Node;
        expect(instance["@type"], page.file).toBe("CourseInstance");
        expect(instance.courseMode, page.file).toBeTruthy();
        expect(String(instance.courseWorkload ?? instance.courseSchedule), page.file).toMatch(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?)?$/);
      }
    }
  });

  test("no other page claims to be a post, a project, a service or a course", () => {
    const detail = new Set([
      ...posts.map((p) => `/blog/${p.id}`),
      ...projects.map((p) => `/portfolio/${p.id}`),
      ...services.map((s) => `/services/${s.id}`),
      ...products.map((p) => `/products/${p.id}`),
    ]);
    for (const page of built.filter((b) => !detail.has(pathWithoutLang(b.path)))) {
      const types = graphOf(page).map((node) => node["@type"]);
      expect(types, page.file).toEqual(page.breadcrumb ? ["WebSite", "Person", "BreadcrumbList"] : ["WebSite", "Person"]);
    }
  });
});

test.describe("structured data once the page has hydrated", () => {
  const jsonLd = (page: Page) =>
    page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent));
  const builtJsonLd = async (page: Page, path: string) => {
    const file = path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
    return (await read(page, file)).scripts;
  };

  for (const path of ["/", `/blog/${posts[0]!.id}`, `/products/${products[0]!.id}`]) {
    test(`${path} keeps the data it was built with`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const expected = await builtJsonLd(page, path);
      expect(expected).toHaveLength(1);
      expect(await jsonLd(page)).toEqual(expected);
    });
  }

  test("a link followed in the browser brings the next page's data", async ({ page }) => {
    // The newest post, which the first page of the blog lists.
    const post = [...posts].sort((a, b) => b.date.localeCompare(a.date))[0]!;
    await page.goto("/blog");
    await hydrated(page);
    await page.getByRole("region", { name: "Posts" }).getByRole("link", { name: post.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    const expected = await builtJsonLd(page, `/blog/${post.id}`);
    await expect.poll(() => jsonLd(page)).toEqual(expected);
  });
});
