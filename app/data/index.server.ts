/**
 * The one door to the owner's content. Everything here runs at build time only
 * (the `.server` suffix keeps it, zod and the Markdown parser out of the
 * browser bundle): route loaders call these getters while pages are
 * pre-rendered, and the pages receive plain, already-checked data.
 */
import matter from "gray-matter";
import { BENGALI_LOCALE, type Lang, langOfPath, pathIn, pathWithoutLang } from "~/lib/i18n";
import { formatDate } from "~/lib/dates";
import { localize } from "./localize";
import { parseSlug } from "~/lib/ids";
import { en } from "~/lib/words";
import { bn } from "~/lib/words.bn";
import { markdownToHtml } from "~/lib/markdown";
import { isCurrency } from "~/lib/currency";
import { type Amount, offersBothCurrencies } from "~/lib/money";
import { readingMinutes } from "~/lib/reading-time";
import { banner as bannerInput } from "~/content/banner";
import { categories as categoriesInput } from "~/content/categories";
import { chat as chatInput } from "~/content/chat";
import { comments as commentsInput, commentSystem as commentSystemInput } from "~/content/comments";
import { faq as faqInput } from "~/content/faq";
import { footer as footerInput } from "~/content/footer";
import { forms as formsInput } from "~/content/forms";
import { pages as pagesInput } from "~/content/pages";
import { payments as paymentsInput } from "~/content/payments";
import { products as productsInput } from "~/content/products";
import { profiles as profilesInput } from "~/content/profiles";
import { projects as projectsInput } from "~/content/projects";
import { resume as resumeInput } from "~/content/resume";
import {
  analyticsSchema,
  bannerSchema,
  categoriesSchema,
  chatSchema,
  commentSchema,
  commentSystemSchema,
  faqSchema,
  footerSchema,
  formsSchema,
  hoursSchema,
  legalPageFrontmatterSchema,
  pagesSchema,
  paymentMethodSchema,
  postFrontmatterSchema,
  postTranslationFrontmatterSchema,
  legalPageTranslationFrontmatterSchema,
  minutesOf,
  productSchema,
  profileLinkSchema,
  projectSchema,
  resumeSchema,
  serviceSchema,
  siteSchema,
  testimonialSchema,
  themeSchema,
  WEEKDAY_NAMES,
} from "~/data/schema";
import { services as servicesInput } from "~/content/services";
import { site as siteInput } from "~/content/site";
import { testimonials as testimonialsInput } from "~/content/testimonials";
import { theme as themeInput } from "~/content/theme";
import { HOW_TO_PAY_PATH } from "~/lib/constants";
import { liveColumns, partsOf } from "~/lib/parts";
import { replyText, scheduleText, type WorkingHours } from "~/lib/availability";
import { analyticsSettings, PROVIDERS } from "~/lib/analytics-providers";
import { analyticsPolicySection, withAnalyticsSection } from "~/lib/analytics-policy";
import { buildMenu, type MenuItem, pageLinks } from "./menu";
import { checkLinks, checkList, checkOne, checkUnique, ContentError, describeEntry } from "./validate";

/** The content folder as the owner names it (CONTENT_DIR, app/data/content-dir.ts): this runs at build time only. */
const FOLDER = process.env.CONTENT_DIR || "app/content";

const siteChecked = checkOne(`${FOLDER}/site.ts`, siteSchema, siteInput);
const categoriesChecked = checkOne(`${FOLDER}/categories.ts`, categoriesSchema, categoriesInput);
checkUnique(`${FOLDER}/categories.ts`, categoriesChecked.projects, (name) => name.en, "projects");
checkUnique(`${FOLDER}/categories.ts`, categoriesChecked.blog, (name) => name.en, "blog");
const projectCategories = categoriesChecked.projects.map((name) => name.en);
const blogCategories = categoriesChecked.blog.map((name) => name.en);

/** Stops the build when an entry names a category that categories.ts does not list. */
function checkCategories(file: string, entry: string, field: string, names: readonly string[], allowed: readonly string[], list: string) {
  const unknown = names.filter((name) => !allowed.includes(name));
  if (unknown.length) {
    throw new ContentError(
      `Invalid content in ${file}, ${entry}:\n  field "${field}": ${unknown.map((name) => JSON.stringify(name)).join(", ")} is not one of the ${list} categories in ${FOLDER}/categories.ts (${allowed.join(", ")})`,
    );
  }
}

/** The optional parts of the site, each on unless the owner switched it off (site.ts `parts`). */
export const parts = partsOf(siteChecked.parts);
/** The languages of the site, English first (site.ts `languages`). */
export const languages: readonly Lang[] = siteChecked.languages;

const pagesChecked = checkOne(`${FOLDER}/pages.ts`, pagesSchema, pagesInput);
const bannerChecked = checkOne(`${FOLDER}/banner.ts`, bannerSchema, bannerInput);
if (parts.introVideo && !(bannerChecked.videoId && bannerChecked.videoTitle)) {
  throw new ContentError(
    `Invalid content in ${FOLDER}/banner.ts:\n  fields "videoId" and "videoTitle" are needed for the intro video; give them, or switch the video off in ${FOLDER}/site.ts (parts: { introVideo: false })`,
  );
}

const footerChecked = checkOne(`${FOLDER}/footer.ts`, footerSchema, footerInput);
const chatChecked = checkOne(`${FOLDER}/chat.ts`, chatSchema, chatInput);
export const theme = checkOne(`${FOLDER}/theme.ts`, themeSchema, themeInput);
const resumeChecked = checkOne(`${FOLDER}/resume.ts`, resumeSchema, resumeInput);
const profilesChecked = checkList(`${FOLDER}/profiles.ts`, profileLinkSchema, profilesInput, describeEntry);
const testimonialsChecked = checkList(`${FOLDER}/testimonials.ts`, testimonialSchema, testimonialsInput, describeEntry);
const faqChecked = checkList(`${FOLDER}/faq.ts`, faqSchema, faqInput, describeEntry);
const paymentsChecked = checkList(`${FOLDER}/payments.ts`, paymentMethodSchema, paymentsInput, (value, index) => {
  const method = (value ?? {}) as { provider?: unknown; kind?: unknown };
  const name = method.provider ?? method.kind;
  return `entry ${index + 1}${typeof name === "string" ? ` (${name})` : ""}`;
});
// An owner who lists no way to pay has no "How to pay" section: nothing may link to it.
checkLinks(
  `${FOLDER}/faq.ts`,
  faqChecked,
  (to) =>
    !paymentsChecked.length && pathWithoutLang(to) === HOW_TO_PAY_PATH
      ? `${to} is the list of ways to pay, and ${FOLDER}/payments.ts lists none; add yours there, or remove the link`
      : undefined,
  (index) => describeEntry(faqInput[index], index),
);
const formsChecked = checkOne(`${FOLDER}/forms.ts`, formsSchema, formsInput);
// hours.ts is optional: an owner without it (or with `parts: { hours: false }`) shows no hours but site.ts `workingHours`, if any.
const hoursInput = Object.values(import.meta.glob<unknown>("~/content/hours.ts", { import: "hours", eager: true }))[0];
const hoursChecked = hoursInput === undefined ? undefined : checkOne(`${FOLDER}/hours.ts`, hoursSchema, hoursInput);
// analytics.ts is optional too: without it (the test owners), as with `provider: "off"`, nothing counts visits.
const analyticsInput = Object.values(import.meta.glob<unknown>("~/content/analytics.ts", { import: "analytics", eager: true }))[0];
/** Where visits are counted (analytics.ts): what the pages need to count them, or nothing (docs/decisions/030-analytics.md). */
export const analytics = analyticsSettings(
  analyticsInput === undefined ? undefined : checkOne(`${FOLDER}/analytics.ts`, analyticsSchema, analyticsInput, "analytics"),
);
/** The provider's name where it sets cookies and so needs the visitor's consent (Google Analytics 4), asked on arrival. */
export const analyticsConsent = analytics && PROVIDERS[analytics.provider].consent ? PROVIDERS[analytics.provider].name : undefined;

const projectsChecked = checkList(`${FOLDER}/projects.ts`, projectSchema, projectsInput, describeEntry);
checkUnique(`${FOLDER}/projects.ts`, projectsChecked, (p) => p.id, "id");
for (const project of projectsChecked) {
  const entry = `project ${project.id}`;
  checkCategories(`${FOLDER}/projects.ts`, entry, "category", [project.category], projectCategories, "project");
  checkCategories(`${FOLDER}/projects.ts`, entry, "group", project.group, projectCategories, "project");
}

const servicesChecked = checkList(`${FOLDER}/services.ts`, serviceSchema, servicesInput, describeEntry);
checkUnique(`${FOLDER}/services.ts`, servicesChecked, (s) => s.id, "id");

const productsChecked = checkList(`${FOLDER}/products.ts`, productSchema, productsInput, describeEntry);
checkUnique(`${FOLDER}/products.ts`, productsChecked, (p) => p.id, "id");
for (const [index, service] of servicesChecked.entries())
  checkUnique(`${FOLDER}/services.ts, entry ${index + 1}`, service.packages ?? [], (pack) => localize(pack.name, "en", ""), "package name");

/** Every amount the pages show, where it is written: prices come all in one currency or all in both. */
const amounts: { where: string; amount: Amount }[] = [
  ...productsChecked.flatMap((product, index) =>
    [product.price, product.oldPrice].flatMap((amount) =>
      amount === undefined ? [] : [{ where: `products.ts, entry ${index + 1}`, amount }],
    ),
  ),
  ...servicesChecked.flatMap((service, index) =>
    (service.packages ?? []).flatMap((pack) =>
      pack.price === undefined ? [] : [{ where: `services.ts, entry ${index + 1}`, amount: pack.price }],
    ),
  ),
];
/** Whether visitors choose between taka and dollars: the owner gives prices in both (schema.ts `moneySchema`). */
export const bothCurrencies = offersBothCurrencies(amounts.map(({ amount }) => amount));
if (bothCurrencies) {
  const single = amounts.find(({ amount }) => typeof amount === "number");
  if (single)
    throw new ContentError(
      `Invalid content in ${FOLDER}/${single.where}:\n  a price of ${single.amount} in one currency, where the site's other prices give both: write it as { BDT: …, USD: … }`,
    );
  if (!isCurrency(siteChecked.currency))
    throw new ContentError(
      `Invalid content in ${FOLDER}/site.ts:\n  field "currency": prices are in taka and dollars, so the currency English pages start in must be "BDT" or "USD"`,
    );
}

/** A Markdown file's path in the repository, its name without ".md" (its id) and its language (".bn.md" is Bengali). */
function markdownFile(globPath: string) {
  const name = globPath.replace(/^.*\//, "").replace(/\.md$/, "");
  const lang: Lang = name.endsWith(".bn") ? "bn" : "en";
  return { file: `${FOLDER}/${globPath.replace(/^.*\/([^/]+\/[^/]+)$/, "$1")}`, id: name.replace(/\.bn$/, ""), lang };
}

/**
 * A Markdown text with its reading time, and `body()`: the text rendered in its language's words,
 * with its section headings. Rendering highlights the code blocks (Shiki), the costliest thing a
 * page's data needs, so it happens the first time a page asks for that text, and once: loading the
 * content would otherwise highlight every post's code before the first page is rendered, which on
 * a busy machine passes the pre-renderer's fixed 10 s a request.
 */
function readBody(file: string, content: string) {
  if (!content.trim()) throw new ContentError(`Invalid content in ${file}:\n  the file has no text below its frontmatter`);
  const words = { en, bn }[markdownFile(file).lang];
  let rendered: ReturnType<typeof markdownToHtml> | undefined;
  const body = () => (rendered ??= markdownToHtml(content, { ...words.code, linkToSection: words.blog.linkToSection }));
  return { body, readingMinutes: readingMinutes(content) };
}

function readPost(path: string, source: string) {
  const { file, id } = markdownFile(path);
  // The same rule the blog route uses to read an id from the URL.
  if (parseSlug(id) !== id) {
    throw new ContentError(
      `Invalid content in ${file}:\n  the file name must be lowercase words joined by hyphens (it becomes the URL /blog/${id})`,
    );
  }
  const { data, content } = matter(source);
  const frontmatter = checkOne(file, postFrontmatterSchema, normaliseDates(data), "frontmatter");
  checkCategories(file, "frontmatter", "categories", frontmatter.categories, blogCategories, "blog");
  return { id, ...frontmatter, ...readBody(file, content) };
}

/** A post's Bengali version (blog/{id}.bn.md): its words, over the English file's facts. */
function readPostTranslation(path: string, source: string) {
  const { file, id } = markdownFile(path);
  const { data, content } = matter(source);
  const frontmatter = checkOne(file, postTranslationFrontmatterSchema, data, "frontmatter");
  return { id, file, ...frontmatter, ...readBody(file, content) };
}

const postFiles = Object.entries(import.meta.glob<string>("~/content/blog/*.md", { query: "?raw", import: "default", eager: true }));
/** Every post in English, newest first. */
const postsEn = postFiles
  .filter(([path]) => markdownFile(path).lang === "en")
  .map(([path, source]) => readPost(path, source))
  .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
const postTranslations = new Map(
  postFiles
    .filter(([path]) => markdownFile(path).lang === "bn")
    .map(([path, source]) => {
      const translation = readPostTranslation(path, source);
      if (!postsEn.some((post) => post.id === translation.id)) {
        throw new ContentError(
          `Invalid content in ${translation.file}:\n  there is no English post blog/${translation.id}.md for it to translate`,
        );
      }
      return [translation.id, translation];
    }),
);

const commentsChecked = checkList(`${FOLDER}/comments.ts`, commentSchema, commentsInput, describeEntry);
// With the blog switched off its folder may be gone: comments are not shown, so they need no post.
for (const [index, comment] of parts.blog ? commentsChecked.entries() : []) {
  if (!postsEn.some((post) => post.id === comment.postId)) {
    throw new ContentError(
      `Invalid content in ${FOLDER}/comments.ts, entry ${index + 1}:\n  field "postId": no post named ${JSON.stringify(comment.postId)} in ${FOLDER}/blog/`,
    );
  }
}

/** Where the comments under posts come from: the demo list above, or GitHub Discussions through giscus. */
export const commentSystem = checkOne(`${FOLDER}/comments.ts`, commentSystemSchema, commentSystemInput, "commentSystem");

const legalFiles = Object.entries(import.meta.glob<string>("~/content/legal/*.md", { query: "?raw", import: "default", eager: true }));
const legalEn = Object.fromEntries(
  legalFiles
    .filter(([path]) => markdownFile(path).lang === "en")
    .map(([path, source]) => {
      const { file, id } = markdownFile(path);
      const { data, content } = matter(source);
      const frontmatter = checkOne(file, legalPageFrontmatterSchema, normaliseDates(data), "frontmatter");
      return [id, { ...frontmatter, html: readBody(file, legalText(id, "en", content)).body().html }];
    }),
);
const legalTranslations = new Map(
  legalFiles
    .filter(([path]) => markdownFile(path).lang === "bn")
    .map(([path, source]) => {
      const { file, id } = markdownFile(path);
      const { data, content } = matter(source);
      const frontmatter = checkOne(file, legalPageTranslationFrontmatterSchema, data, "frontmatter");
      return [id, { ...frontmatter, html: readBody(file, legalText(id, "bn", content)).body().html }];
    }),
);

/** A legal page's Markdown; the privacy policy's with what it must say about the owner's analytics, if any. */
function legalText(id: string, lang: Lang, markdown: string): string {
  if (id !== "privacy") return markdown;
  const hireMe = localize(pagesChecked.common.hireMe, lang, "");
  return withAnalyticsSection(markdown, analytics && analyticsPolicySection(analytics, lang, { hireMe }));
}

/** YAML turns unquoted dates into Date objects; the schemas expect YYYY-MM-DD text. */
function normaliseDates(data: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
}

/** Every text of the Bengali pages that has no Bengali yet, by file and field (filled by contentIn("bn")). */
export const missingTranslations: string[] = [];

/** The whole content in one language: what every loader reads. */
function buildContent(lang: Lang) {
  const missing = lang === "en" ? undefined : missingTranslations;
  const local = <T>(value: T, file: string) => localize(value, lang, `${FOLDER}/${file}`, missing);
  /** The same-site links of the content, to the page in this language. */
  const to = (path: string) => pathIn(lang, path);

  const site = local(siteChecked, "site.ts");
  const categoryNames = {
    projects: new Map(
      projectCategories.map((name, index) => [name, local(categoriesChecked.projects[index]!, `categories.ts › projects[${index}]`)]),
    ),
    blog: new Map(blogCategories.map((name, index) => [name, local(categoriesChecked.blog[index]!, `categories.ts › blog[${index}]`)])),
  };
  const categories = { projects: [...categoryNames.projects.values()], blog: [...categoryNames.blog.values()] };
  const pages = local(pagesChecked, "pages.ts");
  const footerLocal = local(footerChecked, "footer.ts");
  const footer = {
    ...footerLocal,
    columns: liveColumns(footerLocal.columns, parts).map((column) => ({
      ...column,
      links: column.links.map((link) => ({ ...link, to: to(link.to) })),
    })),
  };
  const resumeLocal = local(resumeChecked, "resume.ts");
  const resume = { ...resumeLocal, skills: resumeLocal.skills.map((skill) => ({ ...skill, link: to(skill.link) })) };
  const forms = local(formsChecked, "forms.ts");
  /** How dates and numbers are written on these pages: the owner's locale in English, bn-BD in Bengali. */
  const locale = lang === "en" ? site.locale : BENGALI_LOCALE;
  const projects = local(projectsChecked, "projects.ts").map((project) => ({
    ...project,
    dateText: formatDate(project.date, locale),
    category: categoryNames.projects.get(project.category)!,
    group: project.group.map((name) => categoryNames.projects.get(name)!),
  }));
  const services = local(servicesChecked, "services.ts");
  const hours =
    hoursChecked && parts.hours
      ? localHours(hoursChecked, {
          lang,
          locale,
          timeZone: site.timeZone,
          // The place visitors know the owner's clock by: hours.ts `place`, else the city of the address.
          place: hoursChecked.place ? local(hoursChecked.place, "hours.ts › place") : site.address.city,
        })
      : null;

  const posts = postsEn.map((post) => {
    const translation = lang === "en" ? undefined : postTranslations.get(post.id);
    const fields = {
      ...post,
      // Dates are written here, at build time, as prices are: the browser then hydrates without
      // Intl, whose first use in a page is a long task (localeDigits in app/lib/i18n.ts).
      dateText: formatDate(post.date, locale),
      categories: post.categories.map((name) => categoryNames.blog.get(name)!),
      // The owner, by the name they go by in this language; a guest author as the file names them.
      author: post.author === siteChecked.name.en ? site.name : post.author,
      // The Bengali file's imageAlt, where it gives one, describes the picture on the Bengali page.
      image: translation?.imageAlt
        ? { ...localize(post.image, "en", ""), alt: translation.imageAlt }
        : local(post.image, `blog/${post.id}.md › image`),
    };
    if (lang === "en") return fields;
    if (!translation) {
      missing?.push(`${FOLDER}/blog/${post.id}.bn.md (the whole post)`);
      return fields;
    }
    return {
      ...fields,
      title: translation.title,
      summary: translation.summary,
      body: translation.body,
      readingMinutes: translation.readingMinutes,
    };
  });
  const legalPages = Object.fromEntries(
    Object.entries(legalEn).map(([id, page]) => {
      const translation = lang === "en" ? undefined : legalTranslations.get(id);
      if (lang !== "en" && !translation) missing?.push(`${FOLDER}/legal/${id}.bn.md (the whole page)`);
      const shown = translation ? { ...page, ...translation } : page;
      return [id, { ...shown, updatedText: formatDate(shown.updated, locale) }];
    }),
  );
  /** A legal page's title, for the menu. */
  const legalTitle = (file: "terms" | "privacy") => {
    const page = legalPages[file];
    if (!page) throw new ContentError(`Missing content: ${FOLDER}/legal/${file}.md`);
    return { title: page.title };
  };

  return {
    lang,
    /** How dates and numbers are written on these pages: the owner's locale in English, bn-BD in Bengali. */
    locale,
    site,
    categories,
    pages,
    banner: local(bannerChecked, "banner.ts"),
    footer,
    /** The chat apps clients can write to the owner in (chat.ts), the same in every language. */
    chat: chatChecked,
    resume,
    profiles: local(profilesChecked, "profiles.ts"),
    testimonials: local(testimonialsChecked, "testimonials.ts"),
    faq: local(faqChecked, "faq.ts").map((entry) => (entry.link ? { ...entry, link: { ...entry.link, to: to(entry.link.to) } } : entry)),
    /** The ways to pay (payments.ts), in the owner's order; none when the owner lists none. */
    payments: local(paymentsChecked, "payments.ts"),
    forms,
    /** The owner's working hours (hours.ts), with their text in this language; null without hours.ts or with the part off. */
    hours,
    /** The working hours as text, for a sentence: from hours.ts, else site.ts `workingHours`, else null. */
    workingHours: hours?.schedule ?? site.workingHours ?? null,
    /** What every contact form gets (ContactSettings): where it sends, the owner's address for the mailto fallback, the words. */
    contactForm: { email: site.email, delivery: forms.contact.delivery, copy: forms.messages.contact },
    projects,
    services,
    products: local(productsChecked, "products.ts"),
    /** Every post, newest first. */
    posts,
    comments: local(commentsChecked, "comments.ts"),
    /** The legal pages (terms, privacy) by file name. */
    legalPages,
    /** The main menu: the owner's order of pages, less the parts switched off (app/data/menu.ts), in this language. */
    menu: localizeMenu(
      buildMenu({
        entries: local(siteChecked.menu, "site.ts › menu"),
        parts,
        pages: pageLinks(pages, { terms: legalTitle("terms"), privacy: legalTitle("privacy") }),
        services,
      }),
      to,
    ),
    /** The closing call to action's words, with its buttons' (pages.ts `common`); `heading` for a page's own heading. */
    hireMeCopy(heading: { title: string; lead?: string } = pages.hireMe) {
      return { ...heading, hireMe: pages.common.hireMe, downloadCv: pages.common.downloadCv };
    },
  };
}

/**
 * The working hours as pages receive them (app/components/sections/availability.tsx): the days
 * and times to compute with, in the owner's zone (the site's unless hours.ts names one), the
 * place visitors know that clock by, and the hours as text in this language.
 */
function localHours(
  checked: NonNullable<typeof hoursChecked>,
  { lang, locale, timeZone, place }: { lang: Lang; locale: string; timeZone: string; place: string },
) {
  const words = { en, bn }[lang].availability;
  const schedule: WorkingHours = {
    days: checked.days.map((day) => WEEKDAY_NAMES.indexOf(day)),
    from: minutesOf(checked.from),
    to: minutesOf(checked.to),
    timeZone: checked.timeZone ?? timeZone,
  };
  const hoursText = scheduleText(schedule, { locale, place, words });
  return {
    ...schedule,
    place,
    /** "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)". */
    schedule: hoursText,
    /** What every page shows, with or without JavaScript: the hours as a sentence, and how soon the owner replies. */
    text: [words.scheduleLine(hoursText), checked.replyWithin ? replyText(checked.replyWithin, locale, words) : ""]
      .filter(Boolean)
      .join(" "),
  };
}

function localizeMenu(items: MenuItem[], to: (path: string) => string): MenuItem[] {
  return items.map((item) => ({ ...item, to: to(item.to), ...(item.children ? { children: localizeMenu(item.children, to) } : {}) }));
}

export type Content = ReturnType<typeof buildContent>;
export type Post = Content["posts"][number];

const built = new Map<Lang, Content>();
/** The content in one language (a language the site does not have is an error). */
export function contentIn(lang: Lang): Content {
  if (!languages.includes(lang)) throw new Error(`The site has no ${lang} pages (site.ts languages: ${languages.join(", ")})`);
  let content = built.get(lang);
  if (!content) {
    content = buildContent(lang);
    built.set(lang, content);
  }
  return content;
}

// Build every language once now, so a mistake fails the build at once and the missing
// translations are listed together, before any page is made.
for (const lang of languages) contentIn(lang);
if (missingTranslations.length) {
  console.warn(
    `Content: ${missingTranslations.length} texts have no Bengali yet and show in English on the Bengali pages:\n  ${missingTranslations.join("\n  ")}`,
  );
}

/** The content in the language of the address asked for (/bn/… is Bengali). */
export function contentFor(request: Request): Content {
  return contentIn(langOfPath(new URL(request.url).pathname));
}
