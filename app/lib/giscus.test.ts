import { describe, expect, it } from "vitest";
import { discussionsUrl, giscusLang, giscusPost, giscusTerm } from "./giscus";
import { giscusPage, giscusSettings } from "./giscus.test-data";

const settings = giscusSettings;
const page = giscusPage;

describe("giscusLang", () => {
  it("takes the site's language where giscus has it, else its primary language, else English", () => {
    expect(giscusLang("en")).toBe("en");
    expect(giscusLang("en-US")).toBe("en");
    expect(giscusLang("de-AT")).toBe("de");
    expect(giscusLang("zh-TW")).toBe("zh-TW");
    expect(giscusLang("zh-tw")).toBe("zh-TW");
    expect(giscusLang("zh")).toBe("zh-CN");
    expect(giscusLang("zh-Hans-CN")).toBe("zh-CN");
    expect(giscusLang("pt-BR")).toBe("pt");
    expect(giscusLang("xx")).toBe("en");
  });
});

describe("giscusTerm", () => {
  it("maps a post to its path as giscus' client does on the canonical address, or to its address or title", () => {
    expect(giscusTerm("pathname", page)).toBe("blog/naming-colours");
    expect(giscusTerm("pathname", { ...page, path: "/" })).toBe("index");
    expect(giscusTerm("pathname", { ...page, path: "/blog/post.html" })).toBe("blog/post");
    expect(giscusTerm("url", page)).toBe(page.url);
    expect(giscusTerm("title", page)).toBe(page.title);
    expect(giscusTerm("og:title", page)).toBe(page.title);
  });
});

describe("discussionsUrl", () => {
  it("links to the category's discussions by GitHub's slug of its name", () => {
    expect(discussionsUrl("lena-martinez/journal", "Comments")).toBe(
      "https://github.com/lena-martinez/journal/discussions/categories/comments",
    );
    expect(discussionsUrl("a/b", "Q&A")).toBe("https://github.com/a/b/discussions/categories/q-a");
    expect(discussionsUrl("a/b", "Show and tell")).toBe("https://github.com/a/b/discussions/categories/show-and-tell");
    expect(discussionsUrl("a/b", "💬")).toBe("https://github.com/a/b/discussions");
  });
});

describe("giscusPost", () => {
  it("resolves the owner's settings for one post", () => {
    expect(giscusPost(settings, page, "en-US")).toEqual({
      repo: settings.repo,
      repoId: settings.repoId,
      category: "Comments",
      categoryId: settings.categoryId,
      strict: false,
      reactions: true,
      inputPosition: "bottom",
      lang: "en",
      theme: { light: "light", dark: "dark" },
      term: "blog/naming-colours",
      description: page.description,
      backLink: page.url,
      discussions: "https://github.com/lena-martinez/journal/discussions/categories/comments",
    });
    expect(giscusPost({ ...settings, lang: "fr" }, page, "en-US").lang).toBe("fr");
  });
});
