import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl, metaFromLoader, metaOrNotFound, metaTags, seo, SHARE_IMAGE, shareImagePath, structuredData, type SeoInput, type SiteData } from "./seo";
import type { PageFacts } from "./structured-data";

const site = {
  name: "Arif Hossain",
  url: "https://arifhossain.example.com",
  title: "Web Developer",
  language: "en",
  languages: ["en"] as const,
  locale: "en-IN",
};

/** The tags a page gets: its loader's `seo(…)`, spelled out by its `meta` export. */
const tagsOf = (input: SeoInput) => metaTags(seo(input));

/** The `content` of the tag whose `property` or `name` is `key`, and which attribute it used. */
function tag(tags: MetaDescriptor[], key: string) {
  return tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
    (MetaDescriptor & { content?: string; property?: string; name?: string }) | undefined;
}

describe("seo", () => {
  const tags = tagsOf({ site, lang: "en", title: "About", description: "Who I am", path: "/about" });

  it("puts Open Graph tags on `property` and Twitter tags on `name`, never the other way round", () => {
    const og = tags.filter((t) => JSON.stringify(t).includes('"og:'));
    const twitter = tags.filter((t) => JSON.stringify(t).includes('"twitter:'));
    expect(og.length).toBeGreaterThanOrEqual(6);
    expect(twitter.length).toBeGreaterThanOrEqual(1);
    for (const t of og) {
      expect(t).toHaveProperty("property");
      expect(t).not.toHaveProperty("name");
      expect((t as { property: string }).property).toMatch(/^og:/);
    }
    for (const t of twitter) {
      expect(t).toHaveProperty("name");
      expect(t).not.toHaveProperty("property");
      expect((t as { name: string }).name).toMatch(/^twitter:/);
    }
  });

  it("titles the page 'Page | Site', in <title> and og:title, which X reads too", () => {
    expect(tags).toContainEqual({ title: "About | Arif Hossain" });
    expect(tag(tags, "og:title")?.content).toBe("About | Arif Hossain");
    expect(tag(tags, "twitter:title")).toBeUndefined();
  });

  it("titles a page without its own title with the site name alone", () => {
    const home = tagsOf({ site, lang: "en", description: "Home", path: "/" });
    expect(home).toContainEqual({ title: "Arif Hossain" });
    expect(tag(home, "og:title")?.content).toBe("Arif Hossain");
  });

  it("has the description as meta description and og:description, said once for X and the rest", () => {
    expect(tags).toContainEqual({ name: "description", content: "Who I am" });
    expect(tag(tags, "og:description")?.content).toBe("Who I am");
    expect(tag(tags, "twitter:description")).toBeUndefined();
  });

  it("links the absolute canonical URL built from site.url and the path, and uses it for og:url", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://arifhossain.example.com/about" });
    expect(tag(tags, "og:url")?.content).toBe("https://arifhossain.example.com/about");
    const home = tagsOf({ lang: "en", site: { ...site, url: "https://arifhossain.example.com/" }, description: "Home", path: "/" });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://arifhossain.example.com/" });
  });

  it("names the page's own share image, absolute, with its size, type and what it shows", () => {
    expect(tag(tags, "og:image")?.content).toBe("https://arifhossain.example.com/images/share/about.png");
    expect(tag(tags, "twitter:image")).toBeUndefined();
    expect(tag(tags, "og:image:type")?.content).toBe("image/png");
    expect(tag(tags, "og:image:width")?.content).toBe(String(SHARE_IMAGE.width));
    expect(tag(tags, "og:image:height")?.content).toBe(String(SHARE_IMAGE.height));
    expect(tag(tags, "og:image:alt")?.content).toBe("About, Arif Hossain");
    expect(tag(tags, "twitter:card")?.content).toBe("summary_large_image");
  });

  it("shows the owner's name and job title on the home page's share image", () => {
    const home = tagsOf({ site, lang: "en", description: "Home", path: "/" });
    expect(tag(home, "og:image")?.content).toBe("https://arifhossain.example.com/images/share/home.png");
    expect(tag(home, "og:image:alt")?.content).toBe("Arif Hossain, Web Developer");
    const untitled = tagsOf({ lang: "en", site: { name: site.name, url: site.url, language: "en", languages: ["en"], locale: "en" }, description: "Home", path: "/" });
    expect(tag(untitled, "og:image:alt")?.content).toBe("Arif Hossain");
  });

  it("keeps the sub-path of a site served under one in the share image's URL", () => {
    const t = tagsOf({ lang: "en", site: { ...site, url: "https://x.github.io/portfolio/" }, title: "Post", description: "x", path: "/blog/a-post" });
    expect(tag(t, "og:image")?.content).toBe("https://x.github.io/portfolio/images/share/blog/a-post.png");
  });

  it("carries the page header's heading and breadcrumb, for the page to show", () => {
    const breadcrumb = { title: "About me", trail: [{ label: "Team", to: "/team" }] };
    expect(seo({ site, lang: "en", title: "About", description: "x", path: "/about", breadcrumb }).breadcrumb).toEqual(breadcrumb);
    expect(seo({ site, lang: "en", description: "x", path: "/" })).not.toHaveProperty("breadcrumb");
  });

  it("is a website unless told it is an article", () => {
    expect(tag(tags, "og:type")?.content).toBe("website");
    const post = tagsOf({ site, lang: "en", title: "A post", description: "x", path: "/blog/a-post", type: "article" });
    expect(tag(post, "og:type")?.content).toBe("article");
    expect(tag(tags, "og:site_name")?.content).toBe("Arif Hossain");
  });
});

describe("absoluteUrl", () => {
  it("joins a base with or without a trailing slash", () => {
    expect(absoluteUrl("https://a.example.com", "/x/y")).toBe("https://a.example.com/x/y");
    expect(absoluteUrl("https://a.example.com/", "/x/y")).toBe("https://a.example.com/x/y");
    expect(absoluteUrl("https://a.example.com", "https://b.example.com/z")).toBe("https://b.example.com/z");
    // A site served under a sub-path keeps it.
    expect(absoluteUrl("https://x.github.io/portfolio", "/about")).toBe("https://x.github.io/portfolio/about");
    expect(absoluteUrl("https://x.github.io/portfolio/", "/")).toBe("https://x.github.io/portfolio/");
  });
});

describe("shareImagePath", () => {
  it("names one PNG per page path, the home page's home.png", () => {
    expect(shareImagePath("/")).toBe("/images/share/home.png");
    expect(shareImagePath("")).toBe("/images/share/home.png");
    expect(shareImagePath("/about")).toBe("/images/share/about.png");
    expect(shareImagePath("/blog/x")).toBe("/images/share/blog/x.png");
    expect(shareImagePath("/blog/x/")).toBe("/images/share/blog/x.png");
  });
});

describe("metaFromLoader", () => {
  it("spells out the loader's meta as tags, or none", () => {
    const meta = seo({ site, lang: "en", title: "X", description: "Y", path: "/x" });
    expect(metaFromLoader({ loaderData: { meta } })).toEqual(metaTags(meta));
    expect(metaFromLoader({ loaderData: { meta } })).toContainEqual({ title: "X | Arif Hossain" });
    expect(metaFromLoader({ loaderData: null })).toEqual([]);
    expect(metaFromLoader({})).toEqual([]);
  });
});

describe("a page's structured data", () => {
  // Served under a sub-path, so every URL has to be made with absoluteUrl.
  const rootSite: SiteData = {
    name: "Jane Roe",
    title: "Designer",
    language: "en-GB",
    email: "jane@example.org",
    address: { city: "Leeds", countryCode: "GB" },
    socials: [{ url: "https://github.com/jane-roe" }],
    url: "https://example.org/jane",
    portrait: "/images/jane.svg",
    lang: "en",
  };
  const matches = [
    { id: "root", loaderData: { site: rootSite } },
    { id: "routes/thing", loaderData: {} },
  ];
  const input: SeoInput = {
    site: { ...rootSite, languages: ["en"], locale: "en-GB" },
    lang: "en",
    title: "Thing one",
    description: "What thing one is.",
    path: "/things/one",
    picture: "/images/one.svg",
    breadcrumb: { title: "The first thing", trail: [{ label: "Things", to: "/things" }] },
  };
  /** The graph's nodes of the page whose meta is `meta`. */
  const nodesOf = (descriptors: MetaDescriptor[]) => {
    const scripts = descriptors.filter((d) => "script:ld+json" in d);
    expect(scripts).toHaveLength(1);
    const graph = (scripts[0] as { "script:ld+json": { "@context": string; "@graph": Record<string, unknown>[] } })["script:ld+json"];
    expect(graph["@context"]).toBe("https://schema.org");
    return graph["@graph"];
  };

  it("gives the entity builder the page's facts, absolute", () => {
    let facts: PageFacts | undefined;
    seo({ ...input, entity: (page) => ((facts = page), { "@type": "Service", name: page.name }) });
    expect(facts).toEqual({
      home: "https://example.org/jane/",
      url: "https://example.org/jane/things/one",
      name: "Thing one",
      description: "What thing one is.",
      image: "https://example.org/jane/images/one.svg",
      language: "en-GB",
      owner: "Jane Roe",
    });
  });

  it("gives the entity the page's share image where the page has no picture of its own", () => {
    let facts: PageFacts | undefined;
    seo({ ...input, picture: undefined, entity: (page) => ((facts = page), { "@type": "Service", name: page.name }) });
    expect(facts?.image).toBe("https://example.org/jane/images/share/things/one.png");
  });

  it("has the site and its owner, the breadcrumb the page header shows, then the page's entity", () => {
    const meta = seo({ ...input, entity: (page) => ({ "@type": "Service", "@id": `${page.url}#service`, name: page.name }) });
    expect(meta.breadcrumb).toEqual(input.breadcrumb);
    const nodes = nodesOf(structuredData(matches, meta));
    expect(nodes.map((node) => node["@type"])).toEqual(["WebSite", "Person", "BreadcrumbList", "Service"]);
    expect(nodes[0]).toMatchObject({ "@id": "https://example.org/jane/#website", url: "https://example.org/jane/" });
    expect(nodes[1]).toMatchObject({ "@id": "https://example.org/jane/#person", image: "https://example.org/jane/images/jane.svg" });
    expect(nodes[2]).toMatchObject({
      itemListElement: [
        { position: 1, name: "Home", item: "https://example.org/jane/" },
        { position: 2, name: "Things", item: "https://example.org/jane/things" },
        { position: 3, name: "The first thing", item: "https://example.org/jane/things/one" },
      ],
    });
    expect(nodes[3]).toEqual({ "@type": "Service", "@id": "https://example.org/jane/things/one#service", name: "Thing one" });
  });

  it("has no breadcrumb on a page without a page header", () => {
    const nodes = nodesOf(structuredData(matches, seo({ ...input, breadcrumb: undefined })));
    expect(nodes.map((node) => node["@type"])).toEqual(["WebSite", "Person"]);
  });

  it("comes with the tags from a route's meta export, and alone on a detail page's not-found state", () => {
    const meta = seo(input);
    const tags = metaFromLoader({ loaderData: { meta }, matches });
    expect(tags.slice(0, -1)).toEqual(metaTags(meta));
    expect(nodesOf(tags)).toHaveLength(3);
    const notFound = metaOrNotFound("Project")({ error: new Error("404"), loaderData: null, matches });
    expect(notFound).toContainEqual({ title: "Project not found" });
    expect(nodesOf(notFound).map((node) => node["@type"])).toEqual(["WebSite", "Person"]);
  });

  it("is left out when the site's data is not there", () => {
    expect(structuredData(undefined, seo(input))).toEqual([]);
    expect(structuredData([{ id: "routes/thing", loaderData: {} }], seo(input))).toEqual([]);
  });
});
