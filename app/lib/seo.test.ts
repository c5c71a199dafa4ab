import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { absoluteUrl, metaFromLoader, metaTags, seo, type SeoInput } from "./seo";

const site = { name: "Arif Hossain", url: "https://arifhossain.example.com" };

/** The tags a page gets: its loader's `seo(…)`, spelled out by its `meta` export. */
const tagsOf = (input: SeoInput) => metaTags(seo(input));

/** The `content` of the tag whose `property` or `name` is `key`, and which attribute it used. */
function tag(tags: MetaDescriptor[], key: string) {
  return tags.find((t) => ("property" in t && t.property === key) || ("name" in t && t.name === key)) as
    (MetaDescriptor & { content?: string; property?: string; name?: string }) | undefined;
}

describe("seo", () => {
  const tags = tagsOf({ site, title: "About", description: "Who I am", path: "/about", image: "/images/share.png" });

  it("puts Open Graph tags on `property` and Twitter tags on `name`, never the other way round", () => {
    const og = tags.filter((t) => JSON.stringify(t).includes('"og:'));
    const twitter = tags.filter((t) => JSON.stringify(t).includes('"twitter:'));
    expect(og.length).toBeGreaterThanOrEqual(6);
    expect(twitter.length).toBeGreaterThanOrEqual(4);
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

  it("titles the page 'Page | Site', in <title>, og:title and twitter:title", () => {
    expect(tags).toContainEqual({ title: "About | Arif Hossain" });
    expect(tag(tags, "og:title")?.content).toBe("About | Arif Hossain");
    expect(tag(tags, "twitter:title")?.content).toBe("About | Arif Hossain");
  });

  it("titles a page without its own title with the site name alone", () => {
    const home = tagsOf({ site, description: "Home", path: "/" });
    expect(home).toContainEqual({ title: "Arif Hossain" });
    expect(tag(home, "og:title")?.content).toBe("Arif Hossain");
  });

  it("has the description as meta description, og:description and twitter:description", () => {
    expect(tags).toContainEqual({ name: "description", content: "Who I am" });
    expect(tag(tags, "og:description")?.content).toBe("Who I am");
    expect(tag(tags, "twitter:description")?.content).toBe("Who I am");
  });

  it("links the absolute canonical URL built from site.url and the path, and uses it for og:url", () => {
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://arifhossain.example.com/about" });
    expect(tag(tags, "og:url")?.content).toBe("https://arifhossain.example.com/about");
    const home = tagsOf({ site: { ...site, url: "https://arifhossain.example.com/" }, description: "Home", path: "/" });
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: "https://arifhossain.example.com/" });
  });

  it("makes the share image absolute and uses the large Twitter card", () => {
    expect(tag(tags, "og:image")?.content).toBe("https://arifhossain.example.com/images/share.png");
    expect(tag(tags, "twitter:image")?.content).toBe("https://arifhossain.example.com/images/share.png");
    expect(tag(tags, "twitter:card")?.content).toBe("summary_large_image");
  });

  it("keeps an already absolute share image as it is", () => {
    const t = tagsOf({ site, description: "x", path: "/", image: "https://cdn.example.net/a.png" });
    expect(tag(t, "og:image")?.content).toBe("https://cdn.example.net/a.png");
  });

  it("has no image tags without an image, and the small Twitter card", () => {
    const t = tagsOf({ site, title: "Contact", description: "Write to me", path: "/contact" });
    expect(tag(t, "og:image")).toBeUndefined();
    expect(tag(t, "twitter:image")).toBeUndefined();
    expect(tag(t, "twitter:card")?.content).toBe("summary");
  });

  it("carries the title bar's heading and breadcrumb, for the page to show", () => {
    const breadcrumb = { title: "About me", trail: [{ label: "Team", to: "/team" }] };
    expect(seo({ site, title: "About", description: "x", path: "/about", breadcrumb }).breadcrumb).toEqual(breadcrumb);
    expect(seo({ site, description: "x", path: "/" })).not.toHaveProperty("breadcrumb");
  });

  it("is a website unless told it is an article", () => {
    expect(tag(tags, "og:type")?.content).toBe("website");
    const post = tagsOf({ site, title: "A post", description: "x", path: "/blog/a-post", type: "article" });
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

describe("metaFromLoader", () => {
  it("spells out the loader's meta as tags, or none", () => {
    const meta = seo({ site, title: "X", description: "Y", path: "/x" });
    expect(metaFromLoader({ loaderData: { meta } })).toEqual(metaTags(meta));
    expect(metaFromLoader({ loaderData: { meta } })).toContainEqual({ title: "X | Arif Hossain" });
    expect(metaFromLoader({ loaderData: null })).toEqual([]);
    expect(metaFromLoader({})).toEqual([]);
  });
});
