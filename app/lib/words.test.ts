import { describe, expect, it } from "vitest";
import { en, plural } from "./words";

const words = en;

/** Every entry of the words, with its path ("menu.subMenu"), depth first. */
function entries(value: unknown, path = ""): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/**
 * Calls a word that takes values: a results line with what a list shows, any other with 3
 * for each value (a count, a position, or as good as a name for this test).
 */
function callWithSamples(path: string, fn: (...args: unknown[]) => unknown): unknown {
  if (path.endsWith(".results")) return fn({ first: 1, last: 3, total: 3 }, null);
  return fn(...Array.from({ length: fn.length }, () => 3));
}

const isWords = (value: unknown): boolean =>
  (typeof value === "string" && value.trim() !== "" && value === value.trim()) ||
  (Array.isArray(value) && value.length > 0 && value.every(isWords));

describe("the interface's words", () => {
  const all = entries(en);

  it("are many, and the site shows the English ones", () => {
    expect(all.length).toBeGreaterThan(150);
    expect(words).toBe(en);
  });

  it.each(all)("%s is words, with no space at either end for the page to double", (path, value) => {
    const result = typeof value === "function" ? callWithSamples(path, value as (...args: unknown[]) => unknown) : value;
    expect(isWords(result), `${path} gave ${JSON.stringify(result)}`).toBe(true);
  });

  it("put the values where they belong", () => {
    expect(words.menu.subMenu("Services")).toBe("Services sub-menu");
    expect(words.pagination.page(2)).toBe("Page 2");
    expect(words.carousel.slide(1, 4)).toBe("1 of 4");
    expect(words.links.namedNewTab("GitHub")).toBe("GitHub (opens in a new tab)");
    expect(words.forms.failed.http(503)).toContain("(error 503)");
    expect(words.products.noMatch("zzz")).toBe("No course has “zzz” in its title. Try a shorter word.");
  });

  it("say the results line with the filter as one sentence", () => {
    const shown = { first: 1, last: 6, total: 8 };
    expect(words.blog.results(shown, null)).toBe("Showing 1–6 of 8 posts");
    expect(words.blog.results(shown, { kind: "category", value: "Design" })).toBe("Showing 1–6 of 8 posts in “Design”");
    expect(words.blog.results({ first: 0, last: 0, total: 0 }, { kind: "tag", value: "css" })).toBe("No posts tagged “css”");
  });

  it("name a not-found page of every kind whole, not by gluing a noun to a phrase", () => {
    for (const [kind, texts] of Object.entries(words.notFound.kinds)) {
      expect(texts.title).toBe(`${kind} not found`);
      expect(texts.back).toMatch(/^See all /);
    }
  });
});

describe("plurals", () => {
  it("take the English form for 0, 1 and 2", () => {
    expect([0, 1, 2].map((n) => plural(n, "post", "posts"))).toEqual(["posts", "post", "posts"]);
    expect([0, 1, 2].map(words.blog.postCount)).toEqual(["posts", "post", "posts"]);
    expect([0, 1, 2].map(words.products.reviews)).toEqual(["0 reviews", "1 review", "2 reviews"]);
    expect([0, 1, 2].map(words.cv.yearsOfExperience)).toEqual([
      "0 years of experience.",
      "1 year of experience.",
      "2 years of experience.",
    ]);
    expect([0, 1, 2].map(words.resume.yearsOfExperience)).toEqual([
      ["Years of", "experience"],
      ["Year of", "experience"],
      ["Years of", "experience"],
    ]);
  });
});
