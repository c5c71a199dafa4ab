import { beforeAll, describe, expect, it } from "vitest";
import {
  faqSchema,
  hoursSchema,
  packageSchema,
  postFrontmatterSchema,
  productSchema,
  projectSchema,
  resumeSchema,
  siteSchema,
} from "~/data/schema";
import { site } from "~/content/site";
import { localize } from "~/data/localize";
import type { Lang } from "~/lib/i18n";
import { type PageData, pageData } from "./index.server";
import { checkList, checkOne, checkUnique, ContentError, describeEntry } from "./validate";

const FILE = "app/content/projects.ts";

const image = (name: string) => ({ src: `/images/projects/${name}.svg`, alt: `Picture ${name}`, width: 800, height: 500 });

function project(id: number, title = `Project ${id}`) {
  return {
    id,
    title,
    image: image(`project-${id}`),
    author: "Arif Hossain",
    date: "2026-03-14",
    summary: "A summary.",
    mainText: "Main text.",
    secondaryText: "Secondary text.",
    bottomText: "Bottom text.",
    finalText: "Final text.",
    livePreview: "",
    category: "Web Applications",
    group: ["Web Applications"],
    shareImages: [image("a"), image("b"), image("c")],
  };
}

/** The message of the ContentError `run` throws; fails the test when it throws nothing or something else. */
function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    expect((error as Error).name).toBe("ContentError");
    return (error as Error).message;
  }
  throw new Error("expected a ContentError, but nothing was thrown");
}

describe("describeEntry", () => {
  it("names an entry by position, id and title (or name)", () => {
    expect(describeEntry({ id: 3, title: "Title" }, 2)).toBe('entry 3 (id 3, "Title")');
    expect(describeEntry({ id: "web-apps" }, 0)).toBe('entry 1 (id "web-apps")');
    expect(describeEntry({ name: "Rahim" }, 4)).toBe('entry 5 ("Rahim")');
    expect(describeEntry({}, 1)).toBe("entry 2");
    expect(describeEntry(null, 0)).toBe("entry 1");
  });
});

describe("checkOne", () => {
  it("returns the parsed data of a good entry", () => {
    const input = project(1);
    expect(localize(checkOne(FILE, projectSchema, input), "en", FILE)).toEqual(input);
  });

  it("applies the schema's defaults", () => {
    const resume = {
      yearsOfExperience: 4,
      experienceText: "Four years.",
      image: image("me"),
      experiences: [{ title: "Developer", organisation: "Studio", image: image("logo"), date: "2024 – Present" }],
      skills: [
        { name: "React", link: "/portfolio", active: true },
        { name: "TypeScript", link: "/portfolio" },
      ],
      tools: [{ name: "Figma", image: image("figma") }],
    };
    const parsed = checkOne("app/content/resume.ts", resumeSchema, resume);
    expect(parsed.skills.map((s) => s.active)).toEqual([true, false]);
  });

  it("rejects text that is only spaces", () => {
    const message = errorOf(() => checkOne("app/content/faq.ts", faqSchema, { id: 1, title: "   ", content: "x" }));
    expect(message).toContain('field "title"');
    expect(message).toContain("must not be empty");
  });

  it("names the file, the entry and the nested field of a bad entry", () => {
    const bad = { ...project(3, "Title"), image: { ...image("x"), alt: 42 } };
    const message = errorOf(() => checkOne(FILE, projectSchema, bad, describeEntry(bad, 2)));
    expect(message).toContain(`Invalid content in ${FILE}, entry 3 (id 3, "Title")`);
    expect(message).toContain('field "image.alt"');
  });

  it("names a field inside an array by its index", () => {
    const bad = { ...project(1), shareImages: [image("a"), { ...image("b"), src: "images/b.svg" }, image("c")] };
    const message = errorOf(() => checkOne(FILE, projectSchema, bad));
    expect(message).toContain('field "shareImages.1.src"');
    expect(message).toContain("must be a path in public/");
  });

  it("names the file alone when no entry is given, and lists every problem", () => {
    const bad = { ...project(1), date: "14/03/2026", livePreview: "ftp://x.example.com" };
    const message = errorOf(() => checkOne(FILE, projectSchema, bad));
    expect(message.split("\n")[0]).toBe(`Invalid content in ${FILE}:`);
    expect(message).toContain('field "date"');
    expect(message).toContain('field "livePreview"');
  });

  it("accepts a post's updated date on or after its date, and names it when it is earlier", () => {
    const post = {
      title: "Post",
      date: "2026-03-14",
      categories: ["Design", "Performance"],
      tags: ["UX"],
      image: image("post"),
      summary: "A summary.",
      author: "Arif Hossain",
    };
    const file = "app/content/blog/post.md";
    expect(checkOne(file, postFrontmatterSchema, post).updated).toBeUndefined();
    expect(checkOne(file, postFrontmatterSchema, { ...post, updated: "2026-03-14" }).updated).toBe("2026-03-14");
    const message = errorOf(() => checkOne(file, postFrontmatterSchema, { ...post, updated: "2026-03-13" }, "frontmatter"));
    expect(message).toContain('field "updated": must not be before date');
  });

  it("says so when the whole entry is wrong", () => {
    const message = errorOf(() => checkOne(FILE, projectSchema, "not an object"));
    expect(message).toContain('field "(the whole entry)"');
  });
});

describe("checkList", () => {
  it("returns every parsed entry of a good list", () => {
    const list = [project(1), project(2)];
    expect(localize(checkList(FILE, projectSchema, list, describeEntry), "en", FILE)).toEqual(list);
  });

  it("names the bad entry by its position, id and title", () => {
    const list = [project(1), project(2), { ...project(3, "Title"), image: { ...image("x"), alt: undefined } }];
    const message = errorOf(() => checkList(FILE, projectSchema, list, describeEntry));
    expect(message).toContain(`${FILE}, entry 3 (id 3, "Title")`);
    expect(message).toContain('field "image.alt"');
    expect(message).not.toContain("entry 1");
  });

  it("names entries by position when no describe function is given", () => {
    const list = [
      { id: 1, title: "Q", content: "A" },
      { id: 0, title: "Q2", content: "A2" },
    ];
    const message = errorOf(() => checkList("app/content/faq.ts", faqSchema, list));
    expect(message).toContain("app/content/faq.ts, entry 2:");
    expect(message).toContain('field "id"');
  });
});

describe("checkUnique", () => {
  it("passes when every key is different", () => {
    expect(() => checkUnique(FILE, [project(1), project(2), project(3)], (p) => p.id, "id")).not.toThrow();
  });

  it("reports a duplicate id with the file, the entry and the field", () => {
    const list = [project(1), project(2), project(1, "Copy")];
    const message = errorOf(() => checkUnique(FILE, list, (p) => p.id, "id"));
    expect(message).toContain(`Invalid content in ${FILE}, entry 3:`);
    expect(message).toContain('field "id": 1 is used by another entry');
  });

  it("quotes string keys", () => {
    const message = errorOf(() => checkUnique("app/content/services.ts", [{ id: "seo" }, { id: "seo" }], (s) => s.id, "id"));
    expect(message).toContain('"seo" is used by another entry');
    expect(message).toContain("entry 2");
  });
});

describe("siteSchema's redirectToUrl (site.ts)", () => {
  const SITE = "app/content/site.ts";
  const { redirectToUrl: _, ...withoutIt } = site;

  it("is off unless the owner switches it on", () => {
    expect(checkOne(SITE, siteSchema, withoutIt).redirectToUrl).toEqual({ https: false, host: false });
    expect(checkOne(SITE, siteSchema, { ...site, redirectToUrl: { host: true } }).redirectToUrl).toEqual({ https: false, host: true });
  });

  it("sends visitors to https:// only when url is an https:// address, and knows no other switch", () => {
    expect(checkOne(SITE, siteSchema, { ...site, url: "https://example.com", redirectToUrl: { https: true } }).redirectToUrl.https).toBe(
      true,
    );
    const message = errorOf(() => checkOne(SITE, siteSchema, { ...site, url: "http://example.com", redirectToUrl: { https: true } }));
    expect(message).toContain('field "redirectToUrl.https"');
    expect(message).toContain("https://");
    expect(errorOf(() => checkOne(SITE, siteSchema, { ...site, redirectToUrl: { www: true } }))).toContain("redirectToUrl");
  });
});

describe("siteSchema's features (site.ts)", () => {
  const SITE = "app/content/site.ts";

  it("keeps a feature off that the owner switched off, and every other on", () => {
    const { features } = checkOne(SITE, siteSchema, { ...site, features: { blog: false } });
    expect(features.blog).toBe(false);
    expect(features.products).toBe(true);
  });

  it("tells an owner who still writes the old name, parts, to rename it, rather than switch everything back on", () => {
    const message = errorOf(() => checkOne(SITE, siteSchema, { ...site, parts: { blog: false } }));
    expect(message).toContain('field "parts"');
    expect(message).toContain("rename parts to features");
  });
});

describe("hoursSchema (hours.ts)", () => {
  const HOURS = "app/content/hours.ts";
  const good = { days: ["sunday", "monday"], from: "10:00", to: "18:00", timeZone: "Asia/Dhaka", replyWithin: { hours: 4 } };
  const problem = (input: object) => errorOf(() => checkOne(HOURS, hoursSchema, input));

  it("accepts days by name, 24-hour times, an IANA zone and a reply time; the zone and the reply time may be left out", () => {
    expect(checkOne(HOURS, hoursSchema, good)).toMatchObject(good);
    expect(checkOne(HOURS, hoursSchema, { days: ["friday"], from: "00:00", to: "24:00" })).toEqual({
      days: ["friday"],
      from: "00:00",
      to: "24:00",
    });
  });

  it("names a day it does not know, and a day named twice", () => {
    expect(problem({ ...good, days: ["sunday", "Funday"] })).toMatch(
      /field "days.1": must be a day of the week written in lowercase English/,
    );
    expect(problem({ ...good, days: ["sunday", "sunday"] })).toContain("must name each day once");
    expect(problem({ ...good, days: [] })).toContain("must name at least one day");
  });

  it("wants times written HH:MM, 24-hour, and the end after the start", () => {
    expect(problem({ ...good, from: "9:00" })).toMatch(/field "from": must be a time written HH:MM/);
    expect(problem({ ...good, to: "6pm" })).toMatch(/field "to"/);
    expect(problem({ ...good, from: "18:00", to: "10:00" })).toMatch(/field "to": must be after from/);
    expect(problem({ ...good, to: "10:00" })).toMatch(/field "to": must be after from/);
  });

  it("wants a time zone the runtime knows, and one unit for the reply time", () => {
    expect(problem({ ...good, timeZone: "Dhaka" })).toMatch(/field "timeZone": must be a time zone/);
    expect(problem({ ...good, replyWithin: { hours: 4, minutes: 30 } })).toMatch(/field "replyWithin"/);
    expect(problem({ ...good, replyWithin: { hours: 0 } })).toMatch(/field "replyWithin/);
  });
});

describe("prices and packages", () => {
  const course = {
    id: 1,
    title: "A course",
    images: [{ src: "/images/x.svg", alt: "A picture", width: 10, height: 10 }],
    rating: 5,
    numReviews: 1,
    summary: "What it teaches",
    details: ["One"],
    additionalDetails: [{ title: "Facts", items: [{ key: "Length", value: "9 hours" }] }],
  };
  const pack = { name: "Starter", summary: "For a first site", deliveryDays: 7, revisions: 2, includes: ["Five pages"] };

  it("takes a price in the site's currency or in taka and dollars, never half of the two", () => {
    expect(productSchema.safeParse({ ...course, price: 2500 }).success).toBe(true);
    expect(productSchema.safeParse({ ...course, price: { BDT: 2500, USD: 25 } }).success).toBe(true);
    expect(productSchema.safeParse({ ...course, price: { BDT: 2500 } }).success).toBe(false);
    expect(productSchema.safeParse({ ...course, price: { BDT: 2500, USD: 25, EUR: 20 } }).success).toBe(false);
  });

  it("wants an old price above the price in every currency", () => {
    const price = { BDT: 2500, USD: 25 };
    expect(productSchema.safeParse({ ...course, price, oldPrice: { BDT: 4000, USD: 39 } }).success).toBe(true);
    const lower = productSchema.safeParse({ ...course, price, oldPrice: { BDT: 4000, USD: 20 } });
    expect(lower.error?.issues[0]?.path).toEqual(["oldPrice"]);
    expect(productSchema.safeParse({ ...course, price, oldPrice: 4000 }).success).toBe(false);
  });

  it("gives a package a price or asks for a quote, not both and not neither", () => {
    expect(packageSchema.safeParse({ ...pack, price: { BDT: 25000, USD: 350 } }).success).toBe(true);
    expect(packageSchema.safeParse({ ...pack, quote: true }).success).toBe(true);
    expect(packageSchema.safeParse({ ...pack }).success).toBe(false);
    expect(packageSchema.safeParse({ ...pack, price: 25000, quote: true }).success).toBe(false);
    expect(packageSchema.safeParse({ ...pack, price: 1, revisions: "many" }).success).toBe(false);
    expect(packageSchema.safeParse({ ...pack, price: 1, deliveryDays: 0 }).success).toBe(false);
  });
});

describe("the site's own content, as pages read it (app/data/index.server.ts)", () => {
  // Every check of the real content runs as it loads; a mistake there fails here.
  let content: PageData;
  const pagesIn = (lang: Lang) => pageData(lang);
  // Loading it renders the legal pages (Markdown): give it time on a busy machine.
  beforeAll(async () => {
    content = await pageData("en");
  }, 60_000);

  it("loads: every file of app/content passes its checks", () => {
    expect(content.site.name.length).toBeGreaterThan(0);
    expect(content.projects.length).toBeGreaterThan(0);
    expect(content.services.length).toBeGreaterThan(0);
  });

  it("gives every project, service and product an id of its own", () => {
    for (const list of [content.projects, content.services, content.products] as { id: unknown }[][]) {
      expect(new Set(list.map((entry) => entry.id)).size).toBe(list.length);
    }
  });

  it("lists the posts newest first, each with text and a reading time", () => {
    const dates = content.posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of content.posts) {
      expect(post.body().html.trim().length).toBeGreaterThan(0);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    }
    // Rendering every post highlights all their code: give it time on a busy machine.
  }, 30_000);

  it("attaches every comment to a post that exists", () => {
    const postIds = new Set(content.posts.map((p) => p.id));
    for (const comment of content.comments) expect(postIds).toContain(comment.postId);
  });

  it("has the terms and privacy pages the footer links to", () => {
    expect(Object.keys(content.legalPages)).toEqual(expect.arrayContaining(["privacy", "terms"]));
  });

  it("gives every language of the site the same pages, with the same ids and facts", async () => {
    for (const lang of content.languages) {
      const other = await pagesIn(lang);
      expect(other.projects.map((p) => [p.id, p.date])).toEqual(content.projects.map((p) => [p.id, p.date]));
      expect(other.services.map((s) => s.id)).toEqual(content.services.map((s) => s.id));
      expect(other.posts.map((p) => [p.id, p.date])).toEqual(content.posts.map((p) => [p.id, p.date]));
      expect(Object.keys(other.legalPages).sort()).toEqual(Object.keys(content.legalPages).sort());
    }
  });

  it("gives the working hours (hours.ts) as text in every language, or none at all", async () => {
    for (const lang of content.languages) {
      const { hours, workingHours } = await pagesIn(lang);
      if (!hours) continue;
      expect(hours.days.length).toBeGreaterThan(0);
      expect(hours.to).toBeGreaterThan(hours.from);
      expect(hours.text.startsWith(hours.schedule)).toBe(true);
      expect(hours.text).toContain(hours.place);
      expect(workingHours).toBe(hours.schedule);
      if (lang === "bn") expect(hours.text).not.toMatch(/[0-9]/);
    }
  });

  it("leads the Bengali pages' own links to Bengali pages", async () => {
    if (!content.languages.includes("bn")) return;
    const bn = await pagesIn("bn");
    const links = [...bn.menu.flatMap((item) => [item, ...(item.children ?? [])]), ...bn.footer.columns.flatMap((column) => column.links)];
    for (const { to } of links.filter(({ to }) => to.startsWith("/") && !/\.[a-z]+$/.test(to.split(/[?#]/)[0]!))) {
      expect(to).toMatch(/^\/bn($|[/?#])/);
    }
  });
});
