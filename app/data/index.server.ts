/**
 * What the pages read of the owner's content: `pageData(lang)`, the checked content
 * (`loadContent`, load.ts) in one language, with what pages show made from it (dates and hours
 * written out, the menu, the posts' Markdown as HTML). Route loaders call it while pages are
 * pre-rendered, and the pages receive plain, already-checked data; the `.server` suffix keeps
 * it, zod and the Markdown parser out of the browser bundle. Nothing runs when it is imported.
 */
import { BENGALI_LOCALE, type Lang, langOfPath, pathIn } from "~/lib/i18n";
import { formatDate } from "~/lib/dates";
import { en } from "~/lib/words";
import { bn } from "~/lib/words.bn";
import { markdownToHtml, type RenderedMarkdown } from "~/lib/markdown";
import { offersBothCurrencies } from "~/lib/money";
import { readingMinutes } from "~/lib/reading-time";
import { liveColumns, type Features } from "~/lib/features";
import { replyText, scheduleText, type WorkingHours } from "~/lib/availability";
import { type AnalyticsSettings, analyticsSettings, PROVIDERS } from "~/lib/analytics-providers";
import { analyticsPolicySection, withAnalyticsSection } from "~/lib/analytics-policy";
import type {
  Banner,
  Chat,
  Comment,
  CommentSystem,
  ContactDelivery,
  Faq,
  FormMessages,
  Forms,
  Footer,
  Image,
  Pages,
  PaymentMethod,
  Product,
  ProfileLink,
  Project,
  Resume,
  SectionHeading,
  Service,
  Site,
  Testimonial,
  Theme,
} from "./schema/index.ts";
import { minutesOf, WEEKDAY_NAMES } from "./schema/index.ts";
import type { Content } from "./content.ts";
import { loadContent } from "./load.ts";
import { localize } from "./localize.ts";
import { buildMenu, type MenuItem, pageLinks } from "./menu.ts";

/** A post as pages receive it, in one language. */
export interface Post {
  /** Its address: /blog/{id}. */
  id: string;
  title: string;
  date: string;
  updated?: string;
  /** Its two categories, by their names in this language. */
  categories: string[];
  tags: string[];
  image: Image;
  summary: string;
  author: string;
  /** Its text as HTML, with its section headings: rendered the first time a page asks (the code highlighting is costly), then kept. */
  body: () => RenderedMarkdown;
  readingMinutes: number;
  /** Its date as this language writes it. */
  dateText: string;
}

/** A legal page (terms, privacy) as its page receives it. */
export interface LegalPageData {
  title: string;
  description: string;
  updated: string;
  html: string;
  /** Its date as this language writes it. */
  updatedText: string;
}

/** The owner's working hours (hours.ts), as pages receive them (app/components/sections/availability.tsx). */
export interface LocalHours extends WorkingHours {
  /** Where the owner's clock is, as visitors know it: "Dhaka". */
  place: string;
  /** "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)". */
  schedule: string;
  /** What every page shows, with or without JavaScript: the hours as a sentence, and how soon the owner replies. */
  text: string;
}

/** The closing call to action's texts: its heading, and its buttons' (pages.ts `common`). */
export interface HireMeTexts {
  title: string;
  lead?: string;
  eyebrow?: string;
  hireMe: string;
  downloadCv: string;
}

/** The whole content in one language, and what the whole site is: what every loader reads. */
export interface PageData {
  lang: Lang;
  /** How dates and numbers are written on these pages: the owner's locale in English, bn-BD in Bengali. */
  locale: string;
  site: Site;
  /** The categories of projects and posts, by their names in this language. */
  categories: { projects: string[]; blog: string[] };
  pages: Pages;
  banner: Banner;
  footer: Footer;
  /** The chat apps clients can write to the owner in (chat.ts), the same in every language. */
  chat: Chat;
  resume: Resume;
  profiles: ProfileLink[];
  testimonials: Testimonial[];
  faq: Faq[];
  /** The ways to pay (payments.ts), in the owner's order; none when the owner lists none. */
  payments: PaymentMethod[];
  forms: Forms;
  /** The owner's working hours (hours.ts), with their text in this language; null without hours.ts or with the feature off. */
  hours: LocalHours | null;
  /** The working hours as text, for a sentence: from hours.ts, else site.ts `workingHours`, else null. */
  workingHours: string | null;
  /** What every contact form gets (ContactSettings): where it sends, the owner's address for the mailto fallback, the words. */
  contactForm: { email: string; delivery: ContactDelivery; messages: FormMessages };
  /** The projects, each with its date as this language writes it and its categories by their names. */
  projects: (Project & { dateText: string })[];
  services: Service[];
  products: Product[];
  /** Every post, newest first. */
  posts: Post[];
  comments: Comment[];
  /** The legal pages (terms, privacy) by file name. */
  legalPages: Record<string, LegalPageData>;
  /** The main menu: the owner's order of pages, less the features switched off (app/data/menu.ts), in this language. */
  menu: MenuItem[];
  /** The closing call to action's words, with its buttons' (pages.ts `common`); `heading` for a page's own heading. */
  hireMeTexts(heading?: SectionHeading): HireMeTexts;

  /** The optional features of the site, each on unless the owner switched it off (site.ts `features`). */
  features: Features;
  /** The languages of the site, English first (site.ts `languages`). */
  languages: readonly Lang[];
  /** The accent colour and the typeface (theme.ts). */
  theme: Theme;
  /** Where visits are counted (analytics.ts): what the pages need to count them, or nothing (docs/decisions/030-analytics.md). */
  analytics: AnalyticsSettings | undefined;
  /** The provider's name where it sets cookies and so needs the visitor's consent (Google Analytics 4), asked on arrival. */
  analyticsConsent: string | undefined;
  /** Whether visitors choose between taka and dollars: the owner gives prices in both (schema/work.ts `moneySchema`). */
  bothCurrencies: boolean;
  /** Where the comments under posts come from: the demo list, or GitHub Discussions through giscus. */
  commentSystem: CommentSystem;
  /** Addresses that moved (redirects.ts): old path → new path. */
  redirects: Readonly<Record<string, string>>;
}

/** The pages' data of each language, made once for each checked content (a new one after an edit, in development). */
const made = new WeakMap<Content, Map<Lang, PageData>>();

/**
 * The content in one language, for a page (a language the site does not have is an error).
 * The first call makes every language at once, so the texts still without their Bengali are
 * listed together, before any page is made.
 */
export async function pageData(lang: Lang): Promise<PageData> {
  const content = await loadContent();
  let byLanguage = made.get(content);
  if (!byLanguage) {
    const missingTranslations: string[] = [];
    const shared = sharedData(content);
    byLanguage = new Map(content.site.languages.map((language) => [language, pageDataIn(content, shared, language, missingTranslations)]));
    made.set(content, byLanguage);
    if (missingTranslations.length) {
      console.warn(
        `Content: ${missingTranslations.length} texts have no Bengali yet and show in English on the Bengali pages:\n  ${missingTranslations.join("\n  ")}`,
      );
    }
  }
  const data = byLanguage.get(lang);
  if (!data) throw new Error(`The site has no ${lang} pages (site.ts languages: ${content.site.languages.join(", ")})`);
  return data;
}

/** The content in the language of the address asked for (/bn/… is Bengali). */
export function pageDataFor(request: Request): Promise<PageData> {
  return pageData(langOfPath(new URL(request.url).pathname));
}

/** What every language shares: the facts of the whole site, and the Markdown read once (its HTML made once too). */
function sharedData(content: Content) {
  const { folder, site } = content;
  const features = site.features;
  const analytics = analyticsSettings(content.analytics);
  /** A Markdown text with its reading time, and `body()`: the text rendered in its language's words, once, the first time a page asks. */
  const readBody = (text: string, lang: Lang) => {
    const words = { en, bn }[lang];
    let rendered: RenderedMarkdown | undefined;
    const body = () => (rendered ??= markdownToHtml(text, { ...words.code, linkToSection: words.blog.linkToSection }));
    return { body, readingMinutes: readingMinutes(text) };
  };
  /** Every post in English, newest first; their Bengali versions by id. */
  const posts = content.posts
    .map((post) => ({ id: post.id, ...post.data, ...readBody(post.body, "en") }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
  const postTranslations = new Map(
    content.posts.flatMap((post) =>
      post.translation ? [[post.id, { ...post.translation.data, ...readBody(post.translation.body, "bn") }]] : [],
    ),
  );
  /** A legal page's Markdown; the privacy policy's with what it must say about the owner's analytics, if any. */
  const legalText = (id: string, lang: Lang, markdown: string) => {
    if (id !== "privacy") return markdown;
    const hireMe = localize(content.pages.common.hireMe, lang, "");
    return withAnalyticsSection(markdown, analytics && analyticsPolicySection(analytics, lang, { hireMe }));
  };
  const legal = content.legal.map((page) => ({
    id: page.id,
    en: { ...page.data, html: readBody(legalText(page.id, "en", page.body), "en").body().html },
    bn: page.translation && { ...page.translation.data, html: readBody(legalText(page.id, "bn", page.translation.body), "bn").body().html },
  }));
  const prices = [
    ...content.products.flatMap((product) => [product.price, ...(product.oldPrice === undefined ? [] : [product.oldPrice])]),
    ...content.services.flatMap((service) => (service.packages ?? []).flatMap((pack) => (pack.price === undefined ? [] : [pack.price]))),
  ];
  return {
    folder,
    posts,
    postTranslations,
    legal,
    site: {
      features,
      languages: site.languages,
      theme: content.theme,
      analytics,
      analyticsConsent: analytics && PROVIDERS[analytics.provider].consent ? PROVIDERS[analytics.provider].name : undefined,
      bothCurrencies: offersBothCurrencies(prices),
      commentSystem: content.commentSystem,
      redirects: content.redirects,
    },
  };
}

function pageDataIn(content: Content, shared: ReturnType<typeof sharedData>, lang: Lang, missingTranslations: string[]): PageData {
  const { folder, features } = { folder: shared.folder, features: shared.site.features };
  const missing = lang === "en" ? undefined : missingTranslations;
  const local = <T>(value: T, file: string) => localize(value, lang, `${folder}/${file}`, missing);
  /** The same-site links of the content, to the page in this language. */
  const to = (path: string) => pathIn(lang, path);

  const site = local(content.site, "site.ts");
  const projectCategories = content.categories.projects.map((name) => name.en);
  const blogCategories = content.categories.blog.map((name) => name.en);
  const categoryNames = {
    projects: new Map(
      projectCategories.map((name, index) => [name, local(content.categories.projects[index]!, `categories.ts › projects[${index}]`)]),
    ),
    blog: new Map(blogCategories.map((name, index) => [name, local(content.categories.blog[index]!, `categories.ts › blog[${index}]`)])),
  };
  const categories = { projects: [...categoryNames.projects.values()], blog: [...categoryNames.blog.values()] };
  const pages = local(content.pages, "pages.ts");
  const footerLocal = local(content.footer, "footer.ts");
  const footer = {
    ...footerLocal,
    columns: liveColumns(footerLocal.columns, features).map((column) => ({
      ...column,
      links: column.links.map((link) => ({ ...link, to: to(link.to) })),
    })),
  };
  const resumeLocal = local(content.resume, "resume.ts");
  const resume = { ...resumeLocal, skills: resumeLocal.skills.map((skill) => ({ ...skill, link: to(skill.link) })) };
  const forms = local(content.forms, "forms.ts");
  const locale = lang === "en" ? site.locale : BENGALI_LOCALE;
  const projects = local(content.projects, "projects.ts").map((project) => ({
    ...project,
    dateText: formatDate(project.date, locale),
    category: categoryNames.projects.get(project.category)!,
    group: project.group.map((name) => categoryNames.projects.get(name)!),
  }));
  const services = local(content.services, "services.ts");
  const hours =
    content.hours && features.hours
      ? localHours(content.hours, {
          lang,
          locale,
          timeZone: site.timeZone,
          // The place visitors know the owner's clock by: hours.ts `place`, else the city of the address.
          place: content.hours.place ? local(content.hours.place, "hours.ts › place") : site.address.city,
        })
      : null;

  const posts = shared.posts.map((post): Post => {
    const translation = lang === "en" ? undefined : shared.postTranslations.get(post.id);
    const fields = {
      ...post,
      // Dates are written here, at build time, as prices are: the browser then hydrates without
      // Intl, whose first use in a page is a long task (localeDigits in app/lib/i18n.ts).
      dateText: formatDate(post.date, locale),
      categories: post.categories.map((name) => categoryNames.blog.get(name)!),
      // The owner, by the name they go by in this language; a guest author as the file names them.
      author: post.author === content.site.name.en ? site.name : post.author,
      // The Bengali file's imageAlt, where it gives one, describes the picture on the Bengali page.
      image: translation?.imageAlt
        ? { ...localize(post.image, "en", ""), alt: translation.imageAlt }
        : local(post.image, `blog/${post.id}.md › image`),
    };
    if (lang === "en") return fields;
    if (!translation) {
      missing?.push(`${folder}/blog/${post.id}.bn.md (the whole post)`);
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
    shared.legal.map(({ id, en: page, bn: translation }) => {
      const shown = lang === "en" || !translation ? page : { ...page, ...translation };
      if (lang !== "en" && !translation) missing?.push(`${folder}/legal/${id}.bn.md (the whole page)`);
      return [id, { ...shown, updatedText: formatDate(shown.updated, locale) }];
    }),
  );
  /** A legal page's title, for the menu (validate.ts makes sure both pages exist). */
  const legalTitle = (file: "terms" | "privacy") => ({ title: legalPages[file]!.title });

  return {
    lang,
    locale,
    site,
    categories,
    pages,
    banner: local(content.banner, "banner.ts"),
    footer,
    chat: content.chat,
    resume,
    profiles: local(content.profiles, "profiles.ts"),
    testimonials: local(content.testimonials, "testimonials.ts"),
    faq: local(content.faq, "faq.ts").map((entry) => (entry.link ? { ...entry, link: { ...entry.link, to: to(entry.link.to) } } : entry)),
    payments: local(content.payments, "payments.ts"),
    forms,
    hours,
    workingHours: hours?.schedule ?? site.workingHours ?? null,
    contactForm: { email: site.email, delivery: forms.contact.delivery, messages: forms.messages.contact },
    projects,
    services,
    products: local(content.products, "products.ts"),
    posts,
    comments: local(content.comments, "comments.ts"),
    legalPages,
    menu: localizeMenu(
      buildMenu({
        entries: local(content.site.menu, "site.ts › menu"),
        features,
        pages: pageLinks(pages, { terms: legalTitle("terms"), privacy: legalTitle("privacy") }),
        services,
      }),
      to,
    ),
    hireMeTexts(heading: SectionHeading = pages.hireMe) {
      return { ...heading, hireMe: pages.common.hireMe, downloadCv: pages.common.downloadCv };
    },
    ...shared.site,
  };
}

/**
 * The working hours as pages receive them: the days and times to compute with, in the owner's
 * zone (the site's unless hours.ts names one), the place visitors know that clock by, and the
 * hours as text in this language.
 */
function localHours(
  checked: NonNullable<Content["hours"]>,
  { lang, locale, timeZone, place }: { lang: Lang; locale: string; timeZone: string; place: string },
): LocalHours {
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
    schedule: hoursText,
    text: [words.scheduleLine(hoursText), checked.replyWithin ? replyText(checked.replyWithin, locale, words) : ""]
      .filter(Boolean)
      .join(" "),
  };
}

function localizeMenu(items: MenuItem[], to: (path: string) => string): MenuItem[] {
  return items.map((item) => ({ ...item, to: to(item.to), ...(item.children ? { children: localizeMenu(item.children, to) } : {}) }));
}
