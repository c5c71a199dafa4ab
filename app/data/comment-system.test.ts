import { describe, expect, it } from "vitest";
import { commentSystem } from "~/content/comments";
import { commentSystemSchema } from "~/data/schema";
import { checkOne, ContentError } from "./validate";

const FILE = "app/content/comments.ts";
const check = (value: unknown) => checkOne(FILE, commentSystemSchema, value, "commentSystem");
const giscus = {
  provider: "giscus",
  repo: "lena-martinez/journal",
  repoId: "R_kgDOLfixture",
  category: "Comments",
  categoryId: "DIC_kwDOLfixture4Cd1",
} as const;

describe("commentSystemSchema", () => {
  it("reads the content as it ships, and is the demo when left out", () => {
    // The content's choice, whoever's it is, with giscus' defaults filled in around it.
    expect(check(commentSystem)).toEqual(expect.objectContaining(commentSystem));
    expect(check(undefined)).toEqual({ provider: "demo" });
  });

  it("fills in giscus' own defaults for what an owner leaves out", () => {
    expect(check(giscus)).toEqual({
      ...giscus,
      mapping: "pathname",
      strict: false,
      reactions: true,
      inputPosition: "bottom",
      theme: { light: "light", dark: "dark" },
    });
  });

  it("keeps an owner's choices", () => {
    const chosen = {
      ...giscus,
      mapping: "og:title",
      strict: true,
      reactions: false,
      inputPosition: "top",
      lang: "zh-CN",
      theme: { light: "light_high_contrast", dark: "https://example.com/giscus-dark.css" },
    } as const;
    expect(check(chosen)).toEqual(chosen);
  });

  it('refuses a repository not written "owner/name", naming the file and the field', () => {
    for (const repo of ["journal", "https://github.com/lena/journal", "lena/journal/discussions", "-lena/journal", "lena /journal"]) {
      expect(() => check({ ...giscus, repo }), repo).toThrow(
        /Invalid content in app\/content\/comments.ts, commentSystem:\n {2}field "repo": must be a GitHub repository written "owner\/name"/,
      );
    }
  });

  it("refuses empty ids and category, and a mapping, language or theme giscus does not have", () => {
    expect(() => check({ ...giscus, repoId: "" })).toThrow(/field "repoId": must not be empty/);
    expect(() => check({ ...giscus, categoryId: "  " })).toThrow(/field "categoryId": must not be empty/);
    expect(() => check({ ...giscus, categoryId: "DIC kw" })).toThrow(/field "categoryId"/);
    expect(() => check({ ...giscus, category: "" })).toThrow(/field "category"/);
    expect(() => check({ ...giscus, repoId: undefined })).toThrow(/field "repoId"/);
    expect(() => check({ ...giscus, mapping: "specific" })).toThrow(/field "mapping"/);
    expect(() => check({ ...giscus, lang: "English" })).toThrow(/field "lang"/);
    expect(() => check({ ...giscus, theme: { dark: "http://example.com/t.css" } })).toThrow(/field "theme.dark"/);
  });

  it("refuses a provider it does not know", () => {
    expect(() => check({ provider: "disqus" })).toThrow(ContentError);
  });
});
