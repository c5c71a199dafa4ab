/**
 * The content's checks: every file against its schema, then what no single file can say (a
 * project's category in categories.ts, a comment's post in blog/, prices all written one way
 * …). `validate` is pure: it takes the content as its files hold it (RawContent, read by
 * load.ts) and gives it back checked, or every mistake it found, each naming the file, the
 * entry and the field, so the owner can find it at once.
 */
import matter from "gray-matter";
import type { z } from "zod";
import { isCurrency } from "../lib/currency.ts";
import { HOW_TO_PAY_PATH } from "../lib/constants.ts";
import { pathWithoutLang } from "../lib/i18n.ts";
import { parseSlug } from "../lib/ids.ts";
import { type Amount, offersBothCurrencies } from "../lib/money.ts";
import {
  CONTENT_MODULES,
  type Content,
  type ContentModule,
  MARKDOWN_FOLDERS,
  type MarkdownFile,
  OPTIONAL_MODULES,
  type RawContent,
} from "./content.ts";
import { analyticsSchema } from "./schema/index.ts";

/** The legal pages every site has: the menu, the footer and the forms link to them (app/lib/legal-pages.ts). */
const REQUIRED_LEGAL_PAGES = ["terms", "privacy"] as const;

/** The content, checked; or, when anything is wrong, every mistake found. */
export type Validation = { content: Content; errors: [] } | { content: undefined; errors: string[] };

/**
 * Checks a content folder as its files hold it: each file against its schema (which applies its
 * defaults), then the rules across files. Pure: no file is read here. Reports every mistake it
 * can find, not the first only; a rule across files is checked once the files it reads passed.
 */
export function validate(raw: RawContent): Validation {
  const { folder } = raw;
  const errors: string[] = [];
  const at = (file: string) => `${folder}/${file}`;
  /** Runs a check, keeps its ContentError's message and goes on: the owner hears of every mistake at once. */
  const attempt = <T>(check: () => T): T | undefined => {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      errors.push(error.message);
      return undefined;
    }
  };
  const fail = (message: string) => errors.push(message);

  const missing = Object.keys(CONTENT_MODULES).filter(
    (file) => !raw.modules[file as ContentModule] && !OPTIONAL_MODULES.includes(file as ContentModule),
  );
  for (const file of missing) fail(`Missing content: ${at(file)}`);
  /** A value a module exports, as the owner wrote it; undefined when its (optional) file is missing. */
  const input = (file: ContentModule, name: string): unknown => raw.modules[file]?.[name];
  const has = (file: ContentModule) => raw.modules[file] !== undefined;
  /** A module's export checked against its schema (CONTENT_MODULES); undefined, after its message, when it fails or its file is missing. */
  const one = <F extends ContentModule, N extends ExportOf<F>>(file: F, name: N, entry?: string) =>
    has(file) ? attempt(() => checkOne(at(file), schemaOf(file, name), input(file, name), entry)) : undefined;
  /** A module's list, each entry checked against the schema and named by `describe` in a message; every bad entry is reported. */
  const list = <F extends ContentModule, N extends ExportOf<F>>(
    file: F,
    name: N,
    describe: (value: unknown, index: number) => string = describeEntry,
  ) => {
    if (!has(file)) return undefined;
    const values = input(file, name);
    if (!Array.isArray(values)) {
      fail(`Invalid content in ${at(file)}:\n  "${name}" must be a list: export const ${name} = [ … ]`);
      return undefined;
    }
    const checked = values.map((value, index) => attempt(() => checkOne(at(file), schemaOf(file, name), value, describe(value, index))));
    return checked.every((entry) => entry !== undefined) ? (checked as z.output<SchemaOf<F, N>>[]) : undefined;
  };

  const site = one("site.ts", "site");
  const categories = one("categories.ts", "categories");
  if (categories) {
    attempt(() => checkUnique(at("categories.ts"), categories.projects, (name) => name.en, "projects"));
    attempt(() => checkUnique(at("categories.ts"), categories.blog, (name) => name.en, "blog"));
  }
  const projectCategories = categories?.projects.map((name) => name.en);
  const blogCategories = categories?.blog.map((name) => name.en);
  /** A mistake when an entry names a category that categories.ts does not list. */
  const checkCategories = (
    file: string,
    entry: string,
    field: string,
    names: readonly string[],
    allowed: readonly string[],
    kind: string,
  ) => {
    const unknown = names.filter((name) => !allowed.includes(name));
    if (unknown.length) {
      fail(
        `Invalid content in ${file}, ${entry}:\n  field "${field}": ${unknown.map((name) => JSON.stringify(name)).join(", ")} is not one of the ${kind} categories in ${at("categories.ts")} (${allowed.join(", ")})`,
      );
    }
  };

  const pages = one("pages.ts", "pages");
  const banner = one("banner.ts", "banner");
  if (site && banner && site.features.introVideo && !(banner.videoId && banner.videoTitle)) {
    fail(
      `Invalid content in ${at("banner.ts")}:\n  fields "videoId" and "videoTitle" are needed for the intro video; give them, or switch the video off in ${at("site.ts")} (features: { introVideo: false })`,
    );
  }
  const footer = one("footer.ts", "footer");
  const chat = one("chat.ts", "chat");
  const theme = one("theme.ts", "theme");
  const resume = one("resume.ts", "resume");
  const profiles = list("profiles.ts", "profiles");
  const testimonials = list("testimonials.ts", "testimonials");
  const faq = list("faq.ts", "faq");
  const payments = list("payments.ts", "payments", (value, index) => {
    const method = (value ?? {}) as { provider?: unknown; kind?: unknown };
    const name = method.provider ?? method.kind;
    return `entry ${index + 1}${typeof name === "string" ? ` (${name})` : ""}`;
  });
  // An owner who lists no way to pay has no "How to pay" section: nothing may link to it.
  if (faq && payments) {
    attempt(() =>
      checkLinks(
        at("faq.ts"),
        faq,
        (to) =>
          !payments.length && pathWithoutLang(to) === HOW_TO_PAY_PATH
            ? `${to} is the list of ways to pay, and ${at("payments.ts")} lists none; add yours there, or remove the link`
            : undefined,
        (index) => describeEntry(asList(input("faq.ts", "faq"))[index], index),
      ),
    );
  }
  const forms = one("forms.ts", "forms");
  // hours.ts is optional: an owner without it (or with `features: { hours: false }`) shows no hours but site.ts `workingHours`, if any.
  const hours = one("hours.ts", "hours");
  // analytics.ts is optional too: without it (the test owners), as with `provider: "off"`, nothing counts visits.
  const analytics = has("analytics.ts") ? one("analytics.ts", "analytics", "analytics") : analyticsSchema.parse(undefined);
  const redirects = one("redirects.ts", "redirects");

  const projects = list("projects.ts", "projects");
  if (projects) {
    attempt(() => checkUnique(at("projects.ts"), projects, (project) => project.id, "id"));
    for (const project of projectCategories ? projects : []) {
      const entry = `project ${project.id}`;
      checkCategories(at("projects.ts"), entry, "category", [project.category], projectCategories!, "project");
      checkCategories(at("projects.ts"), entry, "group", project.group, projectCategories!, "project");
    }
  }
  const services = list("services.ts", "services");
  if (services) attempt(() => checkUnique(at("services.ts"), services, (service) => service.id, "id"));
  const products = list("products.ts", "products");
  if (products) attempt(() => checkUnique(at("products.ts"), products, (product) => product.id, "id"));
  for (const [index, service] of services?.entries() ?? [])
    attempt(() => checkUnique(`${at("services.ts")}, entry ${index + 1}`, service.packages ?? [], (pack) => pack.name.en, "package name"));

  // Prices come all in one currency or all in both: a visitor's choice of currency must show every price.
  if (products && services && site) {
    const amounts: { where: string; amount: Amount }[] = [
      ...products.flatMap((product, index) =>
        [product.price, product.oldPrice].flatMap((amount) =>
          amount === undefined ? [] : [{ where: `products.ts, entry ${index + 1}`, amount }],
        ),
      ),
      ...services.flatMap((service, index) =>
        (service.packages ?? []).flatMap((pack) =>
          pack.price === undefined ? [] : [{ where: `services.ts, entry ${index + 1}`, amount: pack.price }],
        ),
      ),
    ];
    if (offersBothCurrencies(amounts.map(({ amount }) => amount))) {
      const single = amounts.find(({ amount }) => typeof amount === "number");
      if (single) {
        fail(
          `Invalid content in ${at(single.where)}:\n  a price of ${single.amount} in one currency, where the site's other prices give both: write it as { BDT: …, USD: … }`,
        );
      } else if (!isCurrency(site.currency)) {
        fail(
          `Invalid content in ${at("site.ts")}:\n  field "currency": prices are in taka and dollars, so the currency English pages start in must be "BDT" or "USD"`,
        );
      }
    }
  }

  const posts = markdownFiles(at("blog"), raw.blog, MARKDOWN_FOLDERS.blog, attempt, "post");
  for (const post of posts) {
    const file = at(`blog/${post.id}.md`);
    // The same rule the blog route uses to read an id from the URL.
    if (parseSlug(post.id) !== post.id) {
      fail(`Invalid content in ${file}:\n  the file name must be lowercase words joined by hyphens (it becomes the URL /blog/${post.id})`);
    }
    if (blogCategories) checkCategories(file, "frontmatter", "categories", post.data.categories, blogCategories, "blog");
  }

  const comments = list("comments.ts", "comments");
  // With the blog switched off its folder may be gone: comments are not shown, so they need no post.
  for (const [index, comment] of site?.features.blog && comments ? comments.entries() : []) {
    if (!posts.some((post) => post.id === comment.postId)) {
      fail(
        `Invalid content in ${at("comments.ts")}, entry ${index + 1}:\n  field "postId": no post named ${JSON.stringify(comment.postId)} in ${at("blog")}/`,
      );
    }
  }
  const commentSystem = one("comments.ts", "commentSystem", "commentSystem");

  const legal = markdownFiles(at("legal"), raw.legal, MARKDOWN_FOLDERS.legal, attempt, "page");
  for (const name of REQUIRED_LEGAL_PAGES) {
    if (!(`${name}.md` in raw.legal)) fail(`Missing content: ${at(`legal/${name}.md`)}`);
  }

  if (errors.length) return { content: undefined, errors };
  return {
    errors: [],
    content: {
      folder,
      site: site!,
      banner: banner!,
      categories: categories!,
      chat: chat!,
      commentSystem: commentSystem!,
      comments: comments!,
      faq: faq!,
      footer: footer!,
      forms: forms!,
      ...(hours ? { hours } : {}),
      pages: pages!,
      payments: payments!,
      products: products!,
      profiles: profiles!,
      projects: projects!,
      redirects: redirects!,
      resume: resume!,
      services: services!,
      testimonials: testimonials!,
      theme: theme!,
      analytics: analytics!,
      posts,
      legal,
    },
  };
}

type Modules = typeof CONTENT_MODULES;
/** The names a content module exports. */
type ExportOf<F extends ContentModule> = keyof Modules[F] & string;
/** The schema of a module's export. */
type SchemaOf<F extends ContentModule, N extends ExportOf<F>> = Modules[F][N] extends z.ZodType ? Modules[F][N] : never;
const schemaOf = <F extends ContentModule, N extends ExportOf<F>>(file: F, name: N) => CONTENT_MODULES[file][name] as SchemaOf<F, N>;

/** A list the owner wrote; anything else (already reported) as none. */
function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * The Markdown files of a folder (blog/, legal/), each with its checked frontmatter and its text,
 * and its Bengali twin (`<id>.bn.md`), which needs an English file to translate. A file that
 * fails its checks is left out, after its message.
 */
function markdownFiles<F extends z.ZodType, T extends z.ZodType>(
  dir: string,
  sources: Record<string, string>,
  { file: schema, translation: translationSchema }: { file: F; translation: T },
  attempt: <R>(check: () => R) => R | undefined,
  kind: string,
): MarkdownFile<z.output<F>, z.output<T>>[] {
  const read = <S extends z.ZodType>(name: string, fileSchema: S) =>
    attempt(() => {
      const file = `${dir}/${name}`;
      const { data, content } = matter(sources[name]!);
      const checked = checkOne(file, fileSchema, normaliseDates(data), "frontmatter");
      if (!content.trim()) throw new ContentError(`Invalid content in ${file}:\n  the file has no text below its frontmatter`);
      return { data: checked as z.output<S>, body: content };
    });
  const names = Object.keys(sources);
  for (const name of names.filter((name) => name.endsWith(".bn.md"))) {
    const id = name.replace(/\.bn\.md$/, "");
    if (!names.includes(`${id}.md`)) {
      attempt(() => {
        throw new ContentError(
          `Invalid content in ${dir}/${name}:\n  there is no English ${kind} ${dir.replace(/^.*\//, "")}/${id}.md for it to translate`,
        );
      });
    }
  }
  return names
    .filter((name) => name.endsWith(".md") && !name.endsWith(".bn.md"))
    .flatMap((name) => {
      const id = name.replace(/\.md$/, "");
      const file = read(name, schema);
      if (!file) return [];
      const twin = `${id}.bn.md`;
      const translation = twin in sources ? read(twin, translationSchema) : undefined;
      return [{ id, ...file, ...(translation ? { translation } : {}) }];
    });
}

/** YAML turns unquoted dates into Date objects; the schemas expect YYYY-MM-DD text. */
function normaliseDates(data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

/**
 * Checks one piece of content against its schema and fails loudly, naming the
 * file, the entry and the field, so the owner can find the mistake at once.
 */
export function checkOne<S extends z.ZodType>(file: string, schema: S, value: unknown, entry?: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const where = entry ? `${file}, ${entry}` : file;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.map(String).join(".") : "(the whole entry)";
    return `  field "${field}": ${issue.message}`;
  });
  throw new ContentError(`Invalid content in ${where}:\n${problems.join("\n")}`);
}

/** Checks every entry of a list; `describe` names an entry in the message (its id or title). */
export function checkList<S extends z.ZodType>(
  file: string,
  schema: S,
  values: readonly unknown[],
  describe: (value: unknown, index: number) => string = (_, index) => `entry ${index + 1}`,
): z.output<S>[] {
  return values.map((value, index) => checkOne(file, schema, value, describe(value, index)));
}

/** Fails when two entries of a list share a key (ids must be unique to be linked to). */
export function checkUnique<T>(file: string, values: readonly T[], key: (value: T) => string | number, field: string) {
  const seen = new Set<string | number>();
  for (const [index, value] of values.entries()) {
    const k = key(value);
    if (seen.has(k)) {
      throw new ContentError(
        `Invalid content in ${file}, entry ${index + 1}:\n  field "${field}": ${JSON.stringify(k)} is used by another entry`,
      );
    }
    seen.add(k);
  }
}

/**
 * Fails when an entry's link (`link.to`) leads where the site has nothing: `missing` says why
 * for such an address, and gives undefined for one the site has.
 */
export function checkLinks(
  file: string,
  values: readonly { link?: { to: string } }[],
  missing: (to: string) => string | undefined,
  describe: (index: number) => string = (index) => `entry ${index + 1}`,
) {
  for (const [index, value] of values.entries()) {
    const why = value.link && missing(value.link.to);
    if (why) throw new ContentError(`Invalid content in ${file}, ${describe(index)}:\n  field "link.to": ${why}`);
  }
}

/** Describes an entry by its id and title when it has them, for error messages. */
export function describeEntry(value: unknown, index: number): string {
  const v = (value ?? {}) as { id?: unknown; title?: unknown; name?: unknown };
  const label = [
    v.id !== undefined ? `id ${JSON.stringify(v.id)}` : "",
    typeof (v.title ?? v.name) === "string" ? JSON.stringify(v.title ?? v.name) : "",
  ]
    .filter(Boolean)
    .join(", ");
  return `entry ${index + 1}${label ? ` (${label})` : ""}`;
}

/**
 * A mistake in the content; its message names the file, the entry and the field. It carries no
 * trace of the code that found it: wherever it is printed (React Router prints a failing route
 * config's stack), the owner reads the message alone.
 */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(message: string) {
    super(message);
    this.stack = `${this.name}: ${message}`;
  }
}
