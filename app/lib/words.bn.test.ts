import { describe, expect, it } from "vitest";
import { en } from "./words";
import { bn, bnNumber } from "./words.bn";

type Fn = (...args: unknown[]) => unknown;

/**
 * Where two sets of words differ in shape, by key path: an entry only one of them has, a word
 * that takes values (a function) in one and not in the other, or one that takes a different
 * number of values.
 */
function differences(a: unknown, b: unknown, path = ""): string[] {
  const at = path || "(top)";
  if (typeof a === "function" || typeof b === "function") {
    if (typeof a !== "function" || typeof b !== "function") return [`${at}: a function in only one`];
    return a.length === b.length ? [] : [`${at}: takes ${a.length} values in one, ${b.length} in the other`];
  }
  const isGroup = (value: unknown) => value !== null && typeof value === "object";
  if (isGroup(a) !== isGroup(b)) return [`${at}: a group of words in only one`];
  if (!isGroup(a)) return typeof a === typeof b ? [] : [`${at}: a ${typeof a} in one, a ${typeof b} in the other`];
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.flatMap((key) => {
    const child = path ? `${path}.${key}` : key;
    if (!(key in right)) return [`${child}: only in the first`];
    if (!(key in left)) return [`${child}: only in the second`];
    return differences(left[key], right[key], child);
  });
}

/** Every entry of the words, with its path ("menu.subMenu"), depth first. */
function entries(value: unknown, path = ""): [string, unknown][] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => entries(child, path ? `${path}.${key}` : key));
  }
  return [[path, value]];
}

/** The words that take numbers (a count, a position, a rating, a status code); every other word takes names. */
const TAKES_NUMBERS = new Set([
  "pagination.page",
  "carousel.slide",
  "carousel.goTo",
  "rating.stars",
  "forms.failed.http",
  "newsletter.failed.http",
  "comments.count",
  "resume.yearsOfExperience",
  "cv.yearsOfExperience",
  "blog.postCount",
  "blog.readingTime",
  "products.reviews",
  "packages.days",
  "packages.revisionCount",
  "search.all",
]);

/** Words that take a number and a name, with a sample of each: the number in Bengali digits, the name as given. */
const TAKES_A_NUMBER_AND_A_NAME: Record<string, [number, string]> = { "search.found": [12, "X"] };

/** The list pages' results lines, which take what a list shows (and, for the blog, what narrows it). */
const RESULTS = new Set(["blog.results", "projects.results", "products.results"]);

/**
 * Words that may have no Bengali letter: an example address, what only adds a name after a colon
 * or puts one in brackets, the names of services that write them in Latin letters in Bangladesh too,
 * what only puts a day of the week (in Bengali already) before a time, and what only ends a sentence with a dari.
 */
const NOT_BENGALI = new Set([
  "newsletter.placeholder",
  "projects.viewWhich",
  "payments.detailOf",
  "payments.providers.Payoneer",
  "payments.providers.Wise",
  "availability.onDay",
  "availability.at",
  "availability.scheduleLine",
  // The name printed on the key, on Bengali keyboards too.
  "search.keys.escape",
]);

const BENGALI_LETTER = /[\u0980-\u09FF]/;
const ASCII_DIGIT = /[0-9]/;

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [String(value)]);

/** What each word says: a string as it is, a word that takes values called with samples. */
function samples(path: string, value: unknown): string[] {
  if (typeof value !== "function") return texts(value);
  const fn = value as Fn;
  if (RESULTS.has(path)) {
    const filters = [null, { kind: "category", value: "X" }, { kind: "tag", value: "X" }];
    return [
      { first: 1, last: 3, total: 12 },
      { first: 0, last: 0, total: 0 },
    ].flatMap((shown) => filters.flatMap((filter) => texts(fn(shown, filter))));
  }
  if (TAKES_NUMBERS.has(path)) return [1, 3, 12].flatMap((n) => texts(fn(...Array.from({ length: fn.length }, () => n))));
  const mixed = TAKES_A_NUMBER_AND_A_NAME[path];
  if (mixed) return [0, 1, mixed[0]].flatMap((n) => texts(fn(n, mixed[1])));
  return texts(fn(...Array.from({ length: fn.length }, () => "X")));
}

describe("the interface's words in Bengali", () => {
  const all = entries(bn);

  it("have every entry the English ones have, and no other, each of the same kind", () => {
    expect(differences(en, bn)).toEqual([]);
  });

  it("say where a translation's shape differs, by key path", () => {
    const english = { menu: { open: "Open", subMenu: (label: string) => label }, page: (n: number) => `${n}` };
    expect(differences(english, { menu: { open: "খুলুন", subMenu: "সাবমেনু", extra: "" }, page: () => "" })).toEqual([
      "menu.subMenu: a function in only one",
      "menu.extra: only in the second",
      "page: takes 1 values in one, 0 in the other",
    ]);
    expect(differences({ a: { b: "x" } }, { a: {} })).toEqual(["a.b: only in the first"]);
  });

  it.each(all)("%s is in Bengali letters", (path, value) => {
    for (const text of samples(path, value)) {
      expect(text, `${path} gave ${JSON.stringify(text)}`).toBe(text.trim());
      expect(text, `${path} gave an empty text`).not.toBe("");
      if (!NOT_BENGALI.has(path)) expect(text, `${path} gave ${JSON.stringify(text)}`).toMatch(BENGALI_LETTER);
    }
  });

  it.each(all.filter(([, value]) => typeof value === "function"))("%s puts what it is given where it belongs", (path, value) => {
    const fn = value as Fn;
    if (TAKES_A_NUMBER_AND_A_NAME[path]) {
      for (const text of samples(path, value)) {
        expect(text, `${path} gave ${JSON.stringify(text)}`).toContain("X");
        expect(text, `${path} gave ${JSON.stringify(text)}`).not.toMatch(ASCII_DIGIT);
      }
      expect(fn(12, "X"), path).toContain("১২");
    } else if (TAKES_NUMBERS.has(path) || RESULTS.has(path)) {
      for (const text of samples(path, value)) {
        expect(text, `${path} gave ${JSON.stringify(text)}`).not.toMatch(ASCII_DIGIT);
        expect(text, `${path} gave ${JSON.stringify(text)}`).not.toMatch(/NaN|সংখ্যা না/);
      }
    } else {
      // A word that takes a name shows it; one that shows no "X" takes a number, and belongs in TAKES_NUMBERS.
      expect(texts(fn(...Array.from({ length: fn.length }, () => "X"))).join(" ")).toContain("X");
    }
  });

  it("write numbers in Bengali digits, grouped the Bangladeshi way", () => {
    expect(bnNumber(3)).toBe("৩");
    expect(bnNumber(125000)).toBe("১,২৫,০০০");
    expect(bn.pagination.page(3)).toBe("পৃষ্ঠা ৩");
    expect(bn.pagination.page(3)).not.toMatch(ASCII_DIGIT);
    expect(bn.carousel.slide(1, 3)).toBe("৩টির মধ্যে ১");
    expect(bn.carousel.goTo(12)).toBe("স্লাইড ১২-এ যান");
    expect(bn.rating.stars(4.5, 5)).toBe("৫-এর মধ্যে ৪.৫ রেটিং");
    expect(bn.blog.readingTime(5)).toBe("৫ মিনিটে পড়ুন");
    expect(bn.cv.yearsOfExperience(12)).toBe("১২ বছরের অভিজ্ঞতা।");
    expect(bn.forms.failed.http(503)).toContain("(ত্রুটি ৫০৩)");
    expect(bn.newsletter.failed.http(429)).toContain("(ত্রুটি ৪২৯)");
    expect(bn.services.bookText("X")).toContain("৩০ মিনিটের");
  });

  it("count with the classifier টি, the noun the same for one and many", () => {
    expect([0, 1, 3].map(bn.comments.count)).toEqual(["০টি মন্তব্য", "১টি মন্তব্য", "৩টি মন্তব্য"]);
    expect([1, 5].map(bn.products.reviews)).toEqual(["১টি রিভিউ", "৫টি রিভিউ"]);
    expect([1, 12].map(bn.resume.yearsOfExperience)).toEqual([
      ["বছরের", "অভিজ্ঞতা"],
      ["বছরের", "অভিজ্ঞতা"],
    ]);
  });

  it("say the results lines as one sentence, with the blog's filter", () => {
    const shown = { first: 1, last: 6, total: 12 };
    expect(bn.projects.results(shown)).toBe("মোট ১২টি প্রকল্পের মধ্যে ১–৬ দেখানো হচ্ছে");
    expect(bn.products.results(shown)).toBe("মোট ১২টি কোর্সের মধ্যে ১–৬ দেখানো হচ্ছে");
    expect(bn.blog.results(shown, null)).toBe("মোট ১২টি পোস্টের মধ্যে ১–৬ দেখানো হচ্ছে");
    expect(bn.blog.results(shown, { kind: "category", value: "Design" })).toBe("“Design” বিভাগে মোট ১২টি পোস্টের মধ্যে ১–৬ দেখানো হচ্ছে");
    const none = { first: 0, last: 0, total: 0 };
    expect(bn.projects.results(none)).toBe("কোনো প্রকল্প পাওয়া যায়নি");
    expect(bn.blog.results(none, { kind: "tag", value: "css" })).toBe("“css” ট্যাগযুক্ত কোনো পোস্ট পাওয়া যায়নি");
  });

  it("keep the example address and the services' names as they are written", () => {
    expect(bn.newsletter.placeholder).toBe(en.newsletter.placeholder);
    expect(bn.share.facebook).toContain("Facebook");
    expect(bn.share.x).toContain("X");
    expect(bn.share.linkedin).toContain("LinkedIn");
    expect(bn.share.whatsapp).toContain("WhatsApp");
    expect(bn.video.watchLinkEnd).toContain("YouTube");
    expect(bn.comments.frameTitle).toContain("giscus");
    expect([bn.payments.providers.Payoneer, bn.payments.providers.Wise]).toEqual(["Payoneer", "Wise"]);
    expect(Object.keys(bn.payments.how)).toEqual(Object.keys(en.payments.how));
    expect(Object.keys(bn.notFound.kinds)).toEqual(["Post", "Project", "Service", "Product"]);
  });
});
