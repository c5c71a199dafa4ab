// @vitest-environment node
// `validate` on small changes to one good content folder: each of the rules no single file can
// check, one fixture each, and the defaults the schema applies. The folder is the second test
// owner's, read once (readContent); validate itself reads nothing.
import { beforeAll, describe, expect, it } from "vitest";
import type { ContentModule, RawContent } from "./content";
import { readContent } from "./load";
import { validate } from "./validate";

const FOLDER = "tests/fixtures/second-owner";
let good: RawContent;

beforeAll(async () => {
  good = await readContent(FOLDER);
});

/** The good content with some modules' exports replaced (undefined: the file is missing). */
function withModules(modules: Partial<Record<ContentModule, Record<string, unknown> | undefined>>): RawContent {
  return { ...good, modules: { ...good.modules, ...modules } };
}
/** An export of the good content, as the owner wrote it. */
const exported = <T>(file: ContentModule, name: string) => structuredClone(good.modules[file]![name]) as T;

/** The errors validate reports for some content; fails when it reports none. */
function errorsOf(raw: RawContent): string[] {
  const { content, errors } = validate(raw);
  expect(content, "the content should not pass").toBeUndefined();
  expect(errors.length).toBeGreaterThan(0);
  return errors;
}

type Entry = Record<string, unknown>;
const post = (fields: Record<string, string>, body = "A paragraph.") =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n${body}\n`;
const POST = {
  title: '"A post"',
  date: '"2026-02-01"',
  categories: '["Branding", "Process"]',
  tags: '["Logo"]',
  image: '{ src: "/images/x.svg", alt: "A picture", width: 1600, height: 900 }',
  summary: '"What it says."',
  author: '"Lena Martínez"',
};

describe("validate: a good content folder", () => {
  it("passes, with its folder named as given", () => {
    const { content, errors } = validate(good);
    expect(errors).toEqual([]);
    expect(content?.folder).toBe(FOLDER);
    expect(content?.posts.map((entry) => entry.id)).toEqual(["a-logo-in-three-directions", "naming-colours-in-a-design-system"]);
  });

  it("applies the schema's defaults once: every feature on unless switched off, English alone unless site.ts says otherwise", () => {
    const { languages: _, ...site } = exported<Entry>("site.ts", "site");
    const { content } = validate(withModules({ "site.ts": { site: { ...site, features: { introVideo: false, blog: false } } } }));
    expect(content?.site.features).toEqual({
      introVideo: false,
      products: true,
      blog: false,
      testimonials: true,
      faq: true,
      comments: true,
      newsletter: true,
      hours: true,
      search: true,
    });
    expect(content?.site.languages).toEqual(["en"]);
    expect(content?.site.redirectToUrl).toEqual({ https: false, host: false });
  });

  it("does without hours.ts and analytics.ts: no hours, analytics off", () => {
    const { content } = validate(withModules({ "hours.ts": undefined, "analytics.ts": undefined }));
    expect(content?.hours).toBeUndefined();
    expect(content?.analytics).toEqual({ provider: "off" });
  });
});

describe("validate: the rules across files, one mistake each", () => {
  it("a file the folder lacks", () => {
    expect(errorsOf(withModules({ "footer.ts": undefined }))).toEqual([`Missing content: ${FOLDER}/footer.ts`]);
  });

  it("a legal page the folder lacks", () => {
    const { "terms.md": _, ...legal } = good.legal;
    expect(errorsOf({ ...good, legal })).toEqual([`Missing content: ${FOLDER}/legal/terms.md`]);
  });

  it("the intro video on, without the banner's video", () => {
    const raw = withModules({ "site.ts": { site: { ...exported<Entry>("site.ts", "site"), features: { introVideo: true } } } });
    expect(errorsOf(raw)).toEqual([
      `Invalid content in ${FOLDER}/banner.ts:\n  fields "videoId" and "videoTitle" are needed for the intro video; give them, or switch the video off in ${FOLDER}/site.ts (features: { introVideo: false })`,
    ]);
  });

  it("an answer linking to the ways to pay, where payments.ts lists none", () => {
    const faq = exported<Entry[]>("faq.ts", "faq");
    faq[1] = { ...faq[1], link: { label: "See how to pay", to: "/services#how-to-pay" } };
    const [error] = errorsOf(withModules({ "faq.ts": { faq }, "payments.ts": { payments: [] } }));
    expect(error).toContain(`Invalid content in ${FOLDER}/faq.ts, entry 2 (id 2, "Do you work with developers?"):`);
    expect(error).toContain(`field "link.to": /services#how-to-pay is the list of ways to pay, and ${FOLDER}/payments.ts lists none`);
  });

  it("a project's category or group that categories.ts does not list", () => {
    const projects = exported<Entry[]>("projects.ts", "projects");
    projects[0] = { ...projects[0], category: "Motion", group: ["Branding", "Motion"] };
    const errors = errorsOf(withModules({ "projects.ts": { projects } }));
    const id = projects[0]!.id;
    expect(errors).toEqual([
      `Invalid content in ${FOLDER}/projects.ts, project ${id}:\n  field "category": "Motion" is not one of the project categories in ${FOLDER}/categories.ts (Product Design, Branding)`,
      `Invalid content in ${FOLDER}/projects.ts, project ${id}:\n  field "group": "Motion" is not one of the project categories in ${FOLDER}/categories.ts (Product Design, Branding)`,
    ]);
  });

  it("a post's category that categories.ts does not list", () => {
    const blog = { ...good.blog, "a-new-post.md": post({ ...POST, categories: '["Branding", "Cooking"]' }) };
    expect(errorsOf({ ...good, blog })).toEqual([
      `Invalid content in ${FOLDER}/blog/a-new-post.md, frontmatter:\n  field "categories": "Cooking" is not one of the blog categories in ${FOLDER}/categories.ts (Branding, Process, Design, Design Systems)`,
    ]);
  });

  it("a post whose file name cannot be its address", () => {
    const blog = { ...good.blog, "A New Post.md": post(POST) };
    expect(errorsOf({ ...good, blog })).toEqual([
      `Invalid content in ${FOLDER}/blog/A New Post.md:\n  the file name must be lowercase words joined by hyphens (it becomes the URL /blog/A New Post)`,
    ]);
  });

  it("a post's Bengali file without its English one, and a legal page's", () => {
    const errors = errorsOf({
      ...good,
      blog: { ...good.blog, "gone.bn.md": post({ title: '"পোস্ট"', summary: '"সারাংশ"' }) },
      legal: { ...good.legal, "cookies.bn.md": post({ title: '"কুকি"', description: '"বিবরণ"' }) },
    });
    expect(errors).toEqual([
      `Invalid content in ${FOLDER}/blog/gone.bn.md:\n  there is no English post blog/gone.md for it to translate`,
      `Invalid content in ${FOLDER}/legal/cookies.bn.md:\n  there is no English page legal/cookies.md for it to translate`,
    ]);
  });

  it("a Markdown file with nothing below its frontmatter", () => {
    const blog = { ...good.blog, "a-new-post.md": post(POST, "   ") };
    expect(errorsOf({ ...good, blog })).toEqual([
      `Invalid content in ${FOLDER}/blog/a-new-post.md:\n  the file has no text below its frontmatter`,
    ]);
  });

  it("a comment on a post that does not exist, while the blog is on (and none while it is off)", () => {
    const comments = [...exported<Entry[]>("comments.ts", "comments")];
    comments.push({ ...comments[0], postId: "no-such-post" });
    const commentsFile = { ...good.modules["comments.ts"], comments };
    expect(errorsOf(withModules({ "comments.ts": commentsFile }))).toEqual([
      `Invalid content in ${FOLDER}/comments.ts, entry 2:\n  field "postId": no post named "no-such-post" in ${FOLDER}/blog/`,
    ]);
    const site = exported<Entry & { features: object }>("site.ts", "site");
    const blogOff = { site: { ...site, features: { ...site.features, blog: false } } };
    expect(validate(withModules({ "comments.ts": commentsFile, "site.ts": blogOff })).errors).toEqual([]);
  });

  it("two entries with one id, two categories with one name, two packages of a service with one name", () => {
    const projects = exported<Entry[]>("projects.ts", "projects");
    const services = exported<Entry[]>("services.ts", "services");
    const pack = { name: "Starter", summary: "For a start", quote: true, deliveryDays: 5, revisions: 1, includes: ["One thing"] };
    services[1] = { ...services[1], packages: [pack, pack] };
    const categories = exported<{ projects: string[]; blog: string[] }>("categories.ts", "categories");
    const raw = withModules({
      "projects.ts": { projects: [...projects, { ...projects[0] }] },
      "services.ts": { services },
      "categories.ts": { categories: { ...categories, projects: [...categories.projects, "Branding"] } },
    });
    expect(errorsOf(raw)).toEqual([
      `Invalid content in ${FOLDER}/categories.ts, entry 3:\n  field "projects": "Branding" is used by another entry`,
      `Invalid content in ${FOLDER}/projects.ts, entry ${projects.length + 1}:\n  field "id": ${JSON.stringify(projects[0]!.id)} is used by another entry`,
      `Invalid content in ${FOLDER}/services.ts, entry 2, entry 2:\n  field "package name": "Starter" is used by another entry`,
    ]);
  });

  it("prices in one currency beside prices in both, and both currencies with a site currency of neither", () => {
    const products = exported<Entry[]>("products.ts", "products");
    const both = products.map((product) => ({ ...product, price: { BDT: 5000, USD: 49 }, oldPrice: undefined }));
    const mixed = [both[0], { ...both[1], price: 89 }];
    expect(errorsOf(withModules({ "products.ts": { products: mixed } }))).toEqual([
      `Invalid content in ${FOLDER}/products.ts, entry 2:\n  a price of 89 in one currency, where the site's other prices give both: write it as { BDT: …, USD: … }`,
    ]);
    const euro = { site: { ...exported<Entry>("site.ts", "site"), currency: "EUR" } };
    expect(errorsOf(withModules({ "products.ts": { products: both }, "site.ts": euro }))).toEqual([
      `Invalid content in ${FOLDER}/site.ts:\n  field "currency": prices are in taka and dollars, so the currency English pages start in must be "BDT" or "USD"`,
    ]);
  });

  it("an old address that is not a path", () => {
    const [error] = errorsOf(withModules({ "redirects.ts": { redirects: { "old-page.html": "/about" } } }));
    expect(error).toBe(
      `Invalid content in ${FOLDER}/redirects.ts:\n  field "old-page.html": must be a path your previous site used, starting with "/", e.g. "/about.html"`,
    );
  });

  it("reports every bad entry of a list, not the first only", () => {
    const projects = exported<Entry[]>("projects.ts", "projects").map((project): Entry => ({ ...project, date: "someday" }));
    const errors = errorsOf(withModules({ "projects.ts": { projects } }));
    expect(errors).toHaveLength(projects.length);
    for (const [index, error] of errors.entries()) {
      expect(error).toMatch(new RegExp(`^Invalid content in ${FOLDER}/projects.ts, entry ${index + 1} \\(id ${projects[index]!.id}, `));
      expect(error).toContain('field "date": must be a date written YYYY-MM-DD');
    }
  });

  it("reports every mistake at once, in the files' order", () => {
    const errors = errorsOf(
      withModules({
        "site.ts": { site: { ...exported<Entry>("site.ts", "site"), email: "not an address" } },
        "footer.ts": undefined,
        "theme.ts": { theme: { accent: "red" } },
      }),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toBe(`Missing content: ${FOLDER}/footer.ts`);
    expect(errors[1]).toMatch(new RegExp(`^Invalid content in ${FOLDER}/site.ts:\\n  field "email"`));
    expect(errors[2]).toMatch(new RegExp(`^Invalid content in ${FOLDER}/theme.ts:\\n  field "accent"`));
  });
});
