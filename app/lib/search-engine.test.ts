import { describe, expect, it } from "vitest";
import { excerptParts, kindOf, marksAreLetters, toResult } from "./search-engine";

describe("excerptParts", () => {
  it("splits Pagefind's excerpt at its marks, and reads the page's own < and > as text", () => {
    expect(excerptParts("… take <mark>payments</mark> in &lt;taka&gt; & <mark>cards</mark>…")).toEqual([
      { text: "… take ", match: false },
      { text: "payments", match: true },
      { text: " in <taka> & ", match: false },
      { text: "cards", match: true },
      { text: "…", match: false },
    ]);
  });

  it("joins marks that follow one another, and has nothing for nothing", () => {
    expect(excerptParts("<mark>Noksha</mark><mark>Studio</mark> store")).toEqual([
      { text: "NokshaStudio", match: true },
      { text: " store", match: false },
    ]);
    expect(excerptParts("")).toEqual([]);
  });
});

describe("toResult", () => {
  const page = { url: "/bn/blog/x", excerpt: "a <mark>b</mark>", meta: { title: " শিরোনাম " } };

  it("takes the page's address, its title and its kind from what the index keeps", () => {
    expect(toResult({ ...page, filters: { kind: ["post"] } })).toEqual({
      url: "/bn/blog/x",
      title: "শিরোনাম",
      kind: "post",
      excerpt: [
        { text: "a ", match: false },
        { text: "b", match: true },
      ],
    });
  });

  it("calls a page without a kind of its own (or an unknown one) a page, and one without a title by its address", () => {
    expect(kindOf({ ...page, filters: {} })).toBe("page");
    expect(kindOf({ ...page, filters: { kind: ["recipe"] } })).toBe("page");
    expect(toResult({ ...page, meta: {} }).title).toBe("/bn/blog/x");
  });
});

describe("marksAreLetters", () => {
  it("holds for languages whose vowel signs and conjuncts are marks", () => {
    for (const lang of ["bn", "bn-BD", "hi", "ta", "th"]) expect(marksAreLetters(lang), lang).toBe(true);
  });

  it("does not for languages whose marks are accents or optional pointing, which visitors may leave out", () => {
    for (const lang of ["en", "en-US", "fr", "de", "el", "ru", "ar", "he"]) expect(marksAreLetters(lang), lang).toBe(false);
  });

  it("keeps Pagefind's default for a page with no language or one that is not a tag", () => {
    expect(marksAreLetters("")).toBe(false);
    expect(marksAreLetters("not a language")).toBe(false);
  });
});
