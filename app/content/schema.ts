/**
 * The shape of every piece of the owner's content. Each file in this folder is
 * checked against these schemas when the site is built (see `index.server.ts`),
 * so a mistake fails the build with the file, the entry and the field named,
 * instead of surfacing as a broken page.
 */
import { z } from "zod";

const nonEmpty = z.string().trim().min(1, "must not be empty");
/** A path inside the site (starts with "/") or an absolute http(s) URL. */
const href = z.string().regex(/^(\/|https?:\/\/|mailto:|tel:)/, "must start with /, http(s)://, mailto: or tel:");
const externalUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
/** A file in `public/`, referenced from the site root. */
const publicFile = z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif|pdf)$/, "must be a path in public/, like /images/x.svg");
const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

/**
 * A text of the content in its languages, as the schema reads it from `"…"` or
 * `{ en: "…", bn: "…" }`; the site turns each into the string of the page's language
 * (app/data/localize.ts).
 */
export class Translatable {
  readonly en: string;
  readonly bn?: string;
  constructor(en: string, bn?: string) {
    this.en = en;
    if (bn !== undefined) this.bn = bn;
  }
}

/** The content with every Translatable turned into the string of one language: what pages receive. */
export type Localized<T> = T extends Translatable
  ? string
  : T extends (infer U)[]
    ? Localized<U>[]
    : T extends readonly (infer U)[]
      ? readonly Localized<U>[]
      : T extends object
        ? { [K in keyof T]: Localized<T[K]> }
        : T;

/** The languages a site can have: English, and Bengali (app/lib/i18n.ts). */
export const LANGUAGES = ["en", "bn"] as const;

/**
 * Words a visitor reads, in English only ("Contact") or in English and Bengali
 * ({ en: "Contact", bn: "যোগাযোগ" }). A text without `bn` reads in English on the Bengali
 * pages too, and the build lists it as missing (see "Two languages" in README.md).
 */
const text = z
  .union([nonEmpty, z.object({ en: nonEmpty, bn: nonEmpty.optional() }).strict()])
  .transform((value) => (typeof value === "string" ? new Translatable(value) : new Translatable(value.en, value.bn)));
/** An image's text for screen readers: like `text`, or "" for an image that only decorates. */
const altText = z.union([z.literal(""), text]);

export const imageSchema = z.object({
  src: publicFile,
  alt: altText,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const socialIconSchema = z.enum([
  "github",
  "linkedin",
  "dribbble",
  "behance",
  "facebook",
  "x",
  "instagram",
  "youtube",
  "upwork",
  "fiverr",
  "stackoverflow",
  "codepen",
  "whatsapp",
  "messenger",
  "telegram",
]);

export const socialLinkSchema = z.object({
  /** Accessible name of the icon link, e.g. "GitHub". */
  label: text,
  url: externalUrl,
  icon: socialIconSchema,
});

/**
 * A page of the site, by name. Its menu label and title come from pages.ts (the legal
 * pages' from their Markdown files); "services" brings a sub-menu of every service.
 */
export const pageNameSchema = z.enum(["home", "about", "portfolio", "services", "products", "blog", "contact", "terms", "privacy"]);

/** An entry of the main menu: a page by name, or a group of pages under a label of yours. */
export const menuEntrySchema = z.union([pageNameSchema, z.object({ label: text, items: z.array(pageNameSchema).min(1) })]);

/**
 * The optional parts of the site. Each is on unless set to false; a part switched off
 * disappears completely: its pages, its menu and footer links, its sitemap entries and
 * its section on the home page. See "Switching parts off" in README.md.
 */
export const partsSchema = z
  .object({
    /** The play button on the home page's banner and its video (banner.ts `videoId`). */
    introVideo: z.boolean(),
    /** The courses: /products and a page per course (products.ts). */
    products: z.boolean(),
    /** The blog: /blog, a page per post, the feed, and the latest posts on the home page. */
    blog: z.boolean(),
    /** The home page's testimonials (testimonials.ts). */
    testimonials: z.boolean(),
    /** The home page's questions and answers (faq.ts); the contact form beside them stays. */
    faq: z.boolean(),
    /** The comments under each post (comments.ts). */
    comments: z.boolean(),
    /** The newsletter box in the footer (forms.ts `newsletter`). */
    newsletter: z.boolean(),
    /** Your working hours on the contact page and beside the home page's contact form (hours.ts). */
    hours: z.boolean(),
    /** The site search: the header's Search button, /search, its index; the blog's box then searches titles and summaries. */
    search: z.boolean(),
  })
  .partial()
  .strict();

export const linkSchema = z.object({ label: text, to: href });

export const addressSchema = z.object({
  street: text,
  city: text,
  postalCode: nonEmpty,
  country: text,
  /** ISO 3166-1 alpha-2, e.g. "BD". */
  countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code like BD"),
});

/** An IANA time zone name the runtime knows, e.g. "Asia/Dhaka". */
const timeZoneName = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be a time zone like Asia/Dhaka or Europe/London");

const siteFields = z.object({
  /** The owner's name as it appears in titles and the copyright line. */
  name: text,
  /** Job title shown under the name, e.g. "Full-Stack Web Designer & Developer". */
  title: text,
  /** One sentence used as the default meta description. */
  description: text,
  /** The address the site is deployed at, used for canonical links and share links. */
  url: externalUrl,
  /**
   * Whether the web server sends visitors who arrive at another address to `url`'s, with a
   * permanent redirect (on Apache and LiteSpeed through the build's `.htaccess`, and on nginx).
   * `https: true`: http:// addresses go to https:// (`url` must start with https://).
   * `host: true`: another host name (www. or not, a hosting company's preview name) goes to url's.
   * Both off by default, so the site also works on a preview address: switch them on once the
   * site is live at `url` with a certificate. Netlify, Cloudflare Pages, Vercel and GitHub Pages
   * do both in their own settings.
   */
  redirectToUrl: z
    .object({ https: z.boolean().default(false), host: z.boolean().default(false) })
    .strict()
    .default({ https: false, host: false }),
  /** BCP 47 language tag of the content. */
  language: nonEmpty,
  /**
   * The languages of the site: ["en"] for English only, ["en", "bn"] for English and Bengali.
   * The Bengali pages live under /bn/ (/bn/about …) and read each text's `bn`, falling back to
   * English where it has none; with English only, no /bn/ page or language switch exists.
   */
  languages: z
    .array(z.enum(LANGUAGES))
    .refine((languages) => languages[0] === "en", 'must start with "en": English is the site\'s first language')
    .refine((languages) => new Set(languages).size === languages.length, "must name each language once")
    .default(["en"]),
  email: z.email(),
  /** Written as visitors should read it; the tel: link is derived from it. */
  phone: z.string().regex(/^\+?[0-9 ()-]{7,}$/, "must be a phone number like +880 1712-345678"),
  address: addressSchema,
  logo: imageSchema,
  socials: z.array(socialLinkSchema).min(1),
  /**
   * The main menu, in order: page names ("about"), or groups ({ label: "Pages", items: [...] }).
   * Pages of a part switched off are left out, and a group left empty with them.
   */
  menu: z.array(menuEntrySchema).min(1),
  parts: partsSchema.default({}),
  /**
   * When clients can reach you, in your own words, e.g. "Monday to Friday, 9:00–17:00 Central Time".
   * Only for a site without hours.ts (or with `parts: { hours: false }`): hours.ts writes your
   * hours for you, in both languages, and tells visitors whether you are working now.
   */
  workingHours: text.optional(),
  /** ISO 4217 code the product prices are in. */
  currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code like BDT"),
  /**
   * How dates and numbers are written, as a BCP 47 locale: "en-IN" writes 14 March 2026,
   * 4:05 pm and ৳1,25,000; "en-GB" 14 March 2026, 16:05 and ৳125,000; "en-US" March 14, 2026.
   */
  locale: z.string().refine((tag) => {
    try {
      return Intl.NumberFormat.supportedLocalesOf([tag]).length === 1;
    } catch {
      return false;
    }
  }, "must be a locale like en-IN, en-GB or en-US"),
  /** The time zone times are shown in (comments, working hours), as an IANA name, e.g. "Asia/Dhaka". */
  timeZone: timeZoneName,
  /**
   * When visitors are asked for consent. "when-used" (the default): nothing asks
   * on arrival, and each third party (the intro video) asks in place when a
   * visitor opens it. "on-arrival": a compact bar asks on the first visit; switch
   * to it when you add something that needs consent before the visitor acts,
   * such as analytics.
   */
  askForConsent: z.enum(["when-used", "on-arrival"]).default("when-used"),
});

export const siteSchema = siteFields.refine((site) => !site.redirectToUrl.https || site.url.startsWith("https://"), {
  path: ["redirectToUrl", "https"],
  message: "needs a url that starts with https:// (the address visitors are sent to)",
});

/** The days of the week, as hours.ts names them. */
export const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** A clock time written HH:MM, 24-hour. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM, 24-hour, like "09:30" or "18:00"');
/** Minutes after midnight of a time written HH:MM ("24:00" is 1440): how hours.ts's times are compared and computed with. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const count = z.number().int().positive();

/**
 * When you work (`hours.ts`), kept in your own time zone. The contact page and the home page's
 * contact form show the hours as text ("Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)"),
 * and, once the page has loaded, tell each visitor whether you are working right now and, if
 * not, when you are back: in your time and in the visitor's own.
 */
export const hoursSchema = z
  .object({
    /** The days you work, by name: ["sunday", "monday", "tuesday", "wednesday", "thursday"]. */
    days: z
      .array(z.enum(WEEKDAY_NAMES, { error: 'must be a day of the week written in lowercase English, "sunday" to "saturday"' }))
      .min(1, "must name at least one day")
      .refine((days) => new Set(days).size === days.length, "must name each day once"),
    /** When your working day starts, HH:MM in 24-hour time: "10:00". */
    from: clockTime,
    /** When it ends, after `from` on the same day: "18:00" (or "24:00" for midnight). */
    to: z.union([clockTime, z.literal("24:00")]),
    /** The time zone the hours are kept in, an IANA name such as "Asia/Dhaka"; your site's `timeZone` (site.ts) if left out. */
    timeZone: timeZoneName.optional(),
    /**
     * The place visitors know your time by, as in "It's 11:30 pm in Dhaka": the city of your
     * address (site.ts) if left out. Give it when you keep the hours of another place.
     */
    place: text.optional(),
    /** How soon you usually answer a message: { hours: 4 }, { minutes: 30 } or { days: 1 }. Left out, nothing is said. */
    replyWithin: z
      .union([z.object({ minutes: count }).strict(), z.object({ hours: count }).strict(), z.object({ days: count }).strict()])
      .optional(),
  })
  .refine((hours) => minutesOf(hours.to) > minutesOf(hours.from), {
    path: ["to"],
    message: "must be after from (working hours end on the day they start)",
  });

/** The categories projects and posts may use (categories.ts), each named once. */
export const categoriesSchema = z.object({
  projects: z.array(text).min(1),
  blog: z.array(text).min(1),
});

/** A section's heading: its title, an optional small line above it (eyebrow) and an optional sentence under it (lead). */
const sectionHeading = z.object({ eyebrow: text.optional(), title: text, lead: text.optional() });
/** A link's text: what it says, e.g. "All posts". */
const linkText = text;

/**
 * A page's own texts: its title (the h1, the breadcrumb's last item and the browser tab's title),
 * its name in the menu when that differs, the description search engines and share previews show,
 * and the line under the title.
 */
const pageTexts = z.object({
  title: text,
  menuLabel: text.optional(),
  description: text,
  lead: text.optional(),
});

/** The texts of the pages (pages.ts): titles, section headings, lines under page titles, calls to action. */
export const pagesSchema = z.object({
  home: z.object({
    /** The home page's name in the menu; its title and description are the site's own (site.ts). */
    menuLabel: text,
    profiles: sectionHeading,
    services: sectionHeading,
    portfolio: sectionHeading.extend({ allLink: linkText }),
    testimonials: sectionHeading,
    faq: sectionHeading,
    contactForm: sectionHeading,
    blog: sectionHeading.extend({ allLink: linkText }),
  }),
  about: pageTexts.extend({ lead: text }),
  /** The headings of the resume section (resume.ts), on the home and about pages. */
  resume: z.object({ skills: text, tools: text }),
  portfolio: pageTexts.extend({
    hireMe: sectionHeading,
    /** The headings of a project's page, over its texts in projects.ts. */
    detail: z.object({ overview: text, challenge: text, built: text, result: text, similar: text }),
  }),
  services: pageTexts.extend({
    /** The headings of a service's page, over its body and deliverables in services.ts. */
    detail: z.object({ about: text, deliverables: text }),
  }),
  products: pageTexts.extend({ detail: z.object({ details: text }) }),
  blog: pageTexts.extend({
    latest: text,
    follow: text,
  }),
  contact: pageTexts.extend({ direct: sectionHeading, form: sectionHeading }),
  /** The search page (/search), where a search's results are, with the query in its address. */
  search: pageTexts,
  /** The closing call to action of the about, services and portfolio pages. */
  hireMe: sectionHeading,
  /** The texts of the buttons and headings that repeat on every page. */
  common: z.object({
    /** The header's and the banner's main button, to the contact page. */
    hireMe: linkText,
    /** The link to the PDF made from resume.ts. */
    downloadCv: linkText,
    /** Over the profile links in the mobile menu. */
    findMeOnline: text,
    /** Over the address, phone and email in the footer. */
    contactDetails: text,
  }),
  notFound: z.object({ title: text, lead: text, homeLink: linkText, contactLink: linkText }),
});
export type SectionHeading = Localized<z.output<typeof sectionHeading>>;
/** What the not-found page says (pages.ts `notFound`). */
export type NotFoundTexts = Localized<z.output<typeof pagesSchema>>["notFound"];
/** The texts that repeat on every page (pages.ts `common`). */
export type CommonTexts = Localized<z.output<typeof pagesSchema>>["common"];

export const bannerSchema = z.object({
  greeting: text,
  intro: text,
  image: imageSchema,
  /** Id of the intro video on the video service (the part after watch?v=); needed unless the intro video is switched off (site.ts `parts`). */
  videoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character video id")
    .optional(),
  /** What the video is, for its player and its link. */
  videoTitle: text.optional(),
});

export const profileLinkSchema = z.object({
  name: text,
  url: externalUrl,
  icon: socialIconSchema,
  /** Short line under the name, e.g. "Top Rated Plus". */
  note: text,
});

/**
 * The chat apps clients can write to you in (`chat.ts`), each optional. Each becomes a plain
 * link that opens the chat (wa.me, m.me, t.me): on the contact page, in the home page's contact
 * section, in every page's footer, and, with a message naming the page, on the pages of your
 * services, courses and projects. Nothing is loaded from the chat services until a visitor clicks.
 */
export const chatSchema = z
  .object({
    /**
     * Your WhatsApp number in international form, as people read it: "+", the country code, then
     * the number, with spaces or dashes if you like, e.g. "+880 1712-345678". No trunk 0 after the
     * country code, and no brackets.
     */
    whatsapp: z
      .string()
      .trim()
      .regex(
        /^\+[1-9][\d -]*\d$/,
        'must be a phone number in international form: "+", the country code and the number, e.g. "+880 1712-345678"',
      )
      .refine((number) => {
        const digits = number.replace(/\D/g, "").length;
        return digits >= 8 && digits <= 15;
      }, "must have 8 to 15 digits, the country code included")
      .optional(),
    /**
     * The user name of your Facebook Page or profile, as in facebook.com/<name> (m.me/<name>),
     * e.g. "arifhossain.demo": letters, digits and full stops, at least 5 characters.
     */
    messenger: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.]{5,50}$/, "must be a Facebook user name, as in facebook.com/<name>: 5 to 50 letters, digits and full stops")
      .optional(),
    /**
     * Your Telegram user name, as in t.me/<name>, with or without the "@", e.g. "lena_designs":
     * 5 to 32 letters, digits and underscores, starting with a letter.
     */
    telegram: z
      .string()
      .trim()
      .transform((name) => name.replace(/^@/, ""))
      .pipe(
        z
          .string()
          .regex(
            /^[A-Za-z](?:[A-Za-z0-9]|_(?!_)){3,30}[A-Za-z0-9]$/,
            "must be a Telegram user name: 5 to 32 letters, digits and single underscores, starting with a letter and not ending with _",
          ),
      )
      .optional(),
  })
  .strict();

/** A column of links in the footer, under its heading. */
const footerColumn = z.object({ title: text, links: z.array(linkSchema).min(1) });

export const footerSchema = z.object({
  text: text,
  /** The link columns, in order; a link to a part switched off is left out. */
  columns: z.array(footerColumn).min(1).max(2, "can have at most two columns; the footer has room for two"),
  newsletterText: text,
  copyrightText: text,
  madeByText: text,
});

export const resumeSchema = z.object({
  yearsOfExperience: z.number().int().nonnegative(),
  experienceText: text,
  image: imageSchema,
  experiences: z
    .array(
      z.object({
        title: text,
        organisation: text,
        image: imageSchema,
        /** Free text such as "2022 – Present". */
        date: text,
      }),
    )
    .min(1),
  skills: z.array(z.object({ name: text, link: href, active: z.boolean().default(false) })).min(1),
  tools: z.array(z.object({ name: nonEmpty, image: imageSchema })).min(1),
});

export const projectSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  image: imageSchema,
  author: text,
  date: isoDate,
  /** One or two sentences shown on cards. */
  summary: text,
  mainText: text,
  secondaryText: text,
  bottomText: text,
  finalText: text,
  /** Address of the live project, or "" when there is none to show. */
  livePreview: z.union([externalUrl, z.literal("")]),
  /** The category the card is labelled with. */
  category: nonEmpty,
  /** Every category (home page tab) the project belongs to. */
  group: z.array(nonEmpty).min(1),
  shareImages: z.array(imageSchema).length(3),
});

export const serviceIconSchema = z.enum(["mobile", "web", "wordpress", "design", "seo", "support"]);

/**
 * An amount of money. A plain number is in the site's `currency` (site.ts). Where you sell to
 * clients in Bangladesh and abroad, write both amounts yourself, `{ BDT: 25000, USD: 220 }`:
 * no exchange rate is fetched or computed, and visitors choose which one they read. A site
 * gives every price one way or the other: all plain numbers, or all with both amounts.
 */
export const moneySchema = z.union([
  z.number().nonnegative(),
  z.strictObject({ BDT: z.number().nonnegative(), USD: z.number().nonnegative() }),
]);

/** A service package: the service page shows them side by side, each with a "Choose" link to the contact form. */
export const packageSchema = z
  .object({
    /** Short and unique within the service: "Starter", "Business", "Custom". */
    name: text,
    /** One line on who it is for. */
    summary: text,
    /** What it costs; leave it out and set `quote: true` for a package priced on request. */
    price: moneySchema.optional(),
    /** Writes "from" before the price: the price is where it starts. */
    from: z.boolean().default(false),
    /** No price: the package asks the visitor for a quote. */
    quote: z.boolean().default(false),
    /** Working days from the go-ahead to delivery. */
    deliveryDays: z.number().int().positive(),
    /** Rounds of changes included; "unlimited" where there is no limit. */
    revisions: z.union([z.number().int().nonnegative(), z.literal("unlimited")]),
    /** What the package includes, as a list. */
    includes: z.array(text).min(1),
  })
  .refine((pack) => (pack.price === undefined) === pack.quote, {
    path: ["price"],
    message: "give a price, or leave it out and set quote: true for a package priced on request",
  });

export const serviceSchema = z.object({
  /** URL segment: /services/{id}. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: text,
  icon: serviceIconSchema,
  /** Short text on the cards. */
  details: text,
  /** Paragraphs of the detail page. */
  body: z.array(text).min(1),
  /** What the client gets, as a list on the detail page. */
  deliverables: z.array(text).min(1),
  /** Packages to choose from, shown on the service's page; leave it out for none. */
  packages: z.array(packageSchema).optional(),
});

export const testimonialSchema = z.object({
  name: text,
  role: text,
  text: text,
  image: imageSchema,
  rating: z.number().int().min(1).max(5),
});

export const faqSchema = z.object({
  id: z.number().int().positive(),
  title: text,
  content: text,
  /**
   * A link under the answer, e.g. { label: "See how to pay", to: "/services#how-to-pay" } to the
   * payment methods (payments.ts) on the services page.
   */
  link: linkSchema.optional(),
});

/** Whether one amount is above another, in every currency both give (a plain number against a plain number). */
function isAbove(high: z.output<typeof moneySchema>, low: z.output<typeof moneySchema>): boolean {
  if (typeof high === "number" || typeof low === "number") return typeof high === "number" && typeof low === "number" && high > low;
  return high.BDT > low.BDT && high.USD > low.USD;
}

/** A number as the owner writes it for reading: digits, with spaces or hyphens between groups. */
const groupedDigits = z
  .string()
  .trim()
  .regex(/^\d(?:[\d -]*\d)?$/, "must be digits, with spaces or hyphens between groups if you like");

/** What every way to pay has besides its details. */
const paymentBase = {
  /**
   * Who it is for: "local" (clients in your own country, site.ts `address.country`) or "abroad"
   * (clients elsewhere). The section lists the two groups apart, "local" first.
   */
  suits: z.enum(["local", "abroad"]),
  /** Anything else the payer should know, e.g. who pays the transfer fee. */
  note: text.optional(),
};

/**
 * A mobile wallet (bKash, Nagad, Rocket). A personal number receives "Send Money"; a merchant
 * number receives "Payment" (the two menu items of the apps).
 */
const mobilePaymentSchema = z
  .object({
    kind: z.literal("mobile"),
    provider: z.enum(["bKash", "Nagad", "Rocket"]),
    /**
     * The wallet's number as you want it read, e.g. "017-12345678" (Rocket's has one more digit
     * than the phone number). The copy button copies its digits alone, as the app takes them.
     */
    number: z
      .string()
      .trim()
      .regex(/^01[3-9][\d -]*\d$/, 'must be a Bangladeshi mobile number, e.g. "017-12345678"'),
    account: z.enum(["personal", "merchant"]),
    how: z.enum(["Send Money", "Payment"]),
    /** What the payer writes in the app's "Reference" field, e.g. "Your invoice number". */
    reference: text,
    ...paymentBase,
  })
  .superRefine((method, context) => {
    const digits = method.number.replace(/\D/g, "").length;
    const wanted = method.provider === "Rocket" ? 12 : 11;
    if (digits !== wanted) {
      context.addIssue({
        code: "custom",
        path: ["number"],
        message:
          method.provider === "Rocket"
            ? `must have 12 digits (a Rocket account is the mobile number and one more digit); it has ${digits}`
            : `must have 11 digits, like 017-12345678; it has ${digits}`,
      });
    }
    const how = method.account === "merchant" ? "Payment" : "Send Money";
    if (method.how !== how) {
      context.addIssue({
        code: "custom",
        path: ["how"],
        message: `must be "${how}" for a ${method.account} number: a ${method.account} number receives ${how}`,
      });
    }
  });

/** A bank account, for a transfer from the payer's bank. */
const bankPaymentSchema = z
  .object({
    kind: z.literal("bank"),
    /** The bank's name, e.g. "Dutch-Bangla Bank PLC". */
    bank: text,
    /** The branch the account is held at, where banks have branches that matter, e.g. "Dhanmondi". */
    branch: text.optional(),
    /** The name on the account, exactly as the bank has it: payers type it as it is, so it is not translated. */
    accountName: nonEmpty,
    accountNumber: groupedDigits,
    /** The bank's nine-digit routing number (BEFTN in Bangladesh, ABA in the United States). */
    routingNumber: z
      .string()
      .trim()
      .regex(/^\d{9}$/, "must be the nine-digit routing number"),
    /** The account's currency as an ISO 4217 code, e.g. "BDT" or "USD". */
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a currency code like BDT or USD"),
    /** The bank's SWIFT (BIC) code, which a transfer from abroad needs, e.g. "DBBLBDDH". */
    swift: z
      .string()
      .trim()
      .regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, 'must be a SWIFT code of 8 or 11 capitals and digits, e.g. "DBBLBDDH"')
      .optional(),
    /** What the payer writes as the transfer's reference, e.g. "Your invoice number". */
    reference: text.optional(),
    ...paymentBase,
  })
  .refine((method) => method.suits !== "abroad" || method.swift !== undefined, {
    path: ["swift"],
    message: "is needed for clients abroad: a transfer from another country goes by the bank's SWIFT code",
  });

/** An account with an online payment service, paid from the payer's own account there. */
const onlinePaymentSchema = z
  .object({
    kind: z.literal("online"),
    provider: z.enum(["Payoneer", "Wise"]),
    /** The email address the account is registered to. */
    email: z.email().optional(),
    /** Or the account's id or tag on the service, e.g. a Wise tag "@arifh". */
    accountId: nonEmpty.optional(),
    reference: text.optional(),
    ...paymentBase,
  })
  .refine((method) => method.email !== undefined || method.accountId !== undefined, {
    path: ["email"],
    message: 'is needed, or "accountId": the payer needs one of them to find your account',
  });

/**
 * A way clients can pay you (payments.ts), shown with its details on the services page, in
 * the section "How to pay" (/services#how-to-pay). Details are shown as written, with a
 * copy button each where scripts run; nothing starts a payment.
 */
export const paymentMethodSchema = z.discriminatedUnion("kind", [mobilePaymentSchema, bankPaymentSchema, onlinePaymentSchema]);

const detailValue = z.union([z.boolean(), text]);
export const productSchema = z
  .object({
    id: z.number().int().positive(),
    title: text,
    /** The first image is the card image; all of them form the detail carousel. */
    images: z.array(imageSchema).min(1),
    price: moneySchema,
    /** The price before a discount, shown struck through; leave it out when there is no discount. */
    oldPrice: moneySchema.optional(),
    rating: z.number().int().min(0).max(5),
    numReviews: z.number().int().nonnegative(),
    summary: text,
    details: z.array(text).min(1),
    /**
     * Groups of facts shown as tables. An item "Length" written in hours or minutes ("9 hours",
     * "45 minutes") also tells search engines how long the course takes (its `courseWorkload`).
     */
    additionalDetails: z.array(z.object({ title: text, items: z.array(z.object({ key: text, value: detailValue })).min(1) })).min(1),
  })
  .refine((product) => product.oldPrice === undefined || isAbove(product.oldPrice, product.price), {
    path: ["oldPrice"],
    message: "must be above price (it is the price before the discount); leave it out when there is no discount",
  });

/** Frontmatter of a Markdown post in `blog/`. The file name (without .md) is the post's id. */
export const postFrontmatterSchema = z
  .object({
    title: nonEmpty,
    /** When the post was published. */
    date: isoDate,
    /** When the post last changed in a way a reader should know about; the feed and sitemap.xml announce it. */
    updated: isoDate.optional(),
    categories: z.array(nonEmpty).length(2, "must list exactly two categories"),
    tags: z.array(nonEmpty).min(1),
    image: imageSchema,
    summary: nonEmpty,
    author: nonEmpty,
  })
  .refine((post) => !post.updated || post.updated >= post.date, { path: ["updated"], message: "must not be before date" });

export const commentSchema = z.object({
  /** Id of the post the comment belongs to (its file name without .md). */
  postId: nonEmpty,
  author: text,
  /** ISO 8601 date-time, e.g. 2026-03-02T14:30:00+06:00. */
  timestamp: z.iso.datetime({ offset: true, error: "must be an ISO date-time with offset" }),
  text: text,
  avatar: imageSchema,
});

export const legalPageFrontmatterSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  updated: isoDate,
});

/**
 * Frontmatter of a post's Bengali version, `blog/{id}.bn.md`: its own words only; the date,
 * categories, tags, image and author are the English file's.
 */
export const postTranslationFrontmatterSchema = z.object({ title: nonEmpty, summary: nonEmpty, imageAlt: z.string().optional() }).strict();

/** Frontmatter of a legal page's Bengali version, `legal/{name}.bn.md`; its date is the English file's. */
export const legalPageTranslationFrontmatterSchema = z.object({ title: nonEmpty, description: nonEmpty }).strict();

export type Image = Localized<z.output<typeof imageSchema>>;
export type SocialIcon = Localized<z.output<typeof socialIconSchema>>;
export type SocialLink = Localized<z.output<typeof socialLinkSchema>>;
export type PageName = Localized<z.output<typeof pageNameSchema>>;
export type MenuEntry = Localized<z.output<typeof menuEntrySchema>>;
export type NavLinkItem = Localized<z.output<typeof linkSchema>>;
export type Address = Localized<z.output<typeof addressSchema>>;
export type Site = Localized<z.output<typeof siteSchema>>;
export type Banner = Localized<z.output<typeof bannerSchema>>;
export type ProfileLink = Localized<z.output<typeof profileLinkSchema>>;
export type Footer = Localized<z.output<typeof footerSchema>>;
export type Chat = z.output<typeof chatSchema>;
export type Resume = Localized<z.output<typeof resumeSchema>>;
export type Project = Localized<z.output<typeof projectSchema>>;
export type ServiceIcon = Localized<z.output<typeof serviceIconSchema>>;
export type Service = Localized<z.output<typeof serviceSchema>>;
export type ServicePackage = Localized<z.output<typeof packageSchema>>;
export type Money = z.output<typeof moneySchema>;
export type Testimonial = Localized<z.output<typeof testimonialSchema>>;
export type Faq = Localized<z.output<typeof faqSchema>>;
export type PaymentMethod = Localized<z.output<typeof paymentMethodSchema>>;
export type Product = Localized<z.output<typeof productSchema>>;
export type PostFrontmatter = Localized<z.output<typeof postFrontmatterSchema>>;
export type Comment = Localized<z.output<typeof commentSchema>>;

/**
 * Where an address for a form to post to may point: https only (a form sent over plain
 * http could be read on the way), except a server on this computer, for tests.
 */
const formEndpoint = externalUrl.refine(
  (url) => url.startsWith("https://") || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url),
  "must be an https:// address",
);
/**
 * Extra fields some providers need with every message, sent unseen with the form: name →
 * value, e.g. { access_key: "…" } for Web3Forms or { _subject: "New message" } for Formspree.
 */
const hiddenFields = z.record(z.string().regex(/^[\w.[\]-]+$/, "must be a field name of letters, digits, _ . - [ ]"), z.string());

/** What a visitor reads once a form is done; `{firstName}` and `{email}` are filled in. */
const formMessagesSchema = z.object({
  /** The title of the thank-you message, e.g. "Thank you, {firstName}!". */
  thanks: text,
  /** Said under it when the message really went out. */
  sent: text,
  /** Said under it in "demo" mode, where nothing is sent: say so, and where to write instead. */
  demo: text,
});

/**
 * How the contact form and the newsletter box reach you (`forms.ts`). The site is static: it
 * has no server of its own, so a message goes to your mail program or to a form service.
 */
export const formsSchema = z.object({
  contact: z.object({
    /**
     * - "demo": nothing is sent; the visitor is told this is a demo.
     * - "mailto": the visitor's own mail program opens with a message to `site.email`,
     *   subject and text filled in from the form; they press send there.
     * - { endpoint: "https://…" }: the form is posted to that address, a form service such as
     *   Formspree ("https://formspree.io/f/your-id") or Web3Forms ("https://api.web3forms.com/submit",
     *   with `hidden: { access_key: "your-key" }`). The service emails it to you.
     */
    delivery: z
      .union([z.literal("demo"), z.literal("mailto"), z.object({ endpoint: formEndpoint, hidden: hiddenFields.default({}) })])
      .default("demo"),
  }),
  /**
   * The newsletter box in the footer. "demo": nothing is sent. Or the address your mailing
   * list service gives for its sign-up form (Buttondown, Mailchimp, a form service), with the
   * name it expects for the email field (default "email") and any fields it needs unseen.
   */
  newsletter: z
    .union([
      z.literal("demo"),
      z.object({
        action: formEndpoint,
        emailField: z
          .string()
          .regex(/^[\w.[\]-]+$/, "must be a field name")
          .default("email"),
        hidden: hiddenFields.default({}),
      }),
    ])
    .default("demo"),
  /** What the visitor reads after sending the contact form and after subscribing. */
  messages: z.object({ contact: formMessagesSchema, newsletter: formMessagesSchema }),
});

export type Forms = Localized<z.output<typeof formsSchema>>;
export type ContactDelivery = Forms["contact"]["delivery"];
export type NewsletterDelivery = Forms["newsletter"];
export type FormMessages = Localized<z.output<typeof formMessagesSchema>>;

/**
 * A giscus theme (giscus.app, "Theme"): the name of one of its themes, e.g. "light",
 * "dark", "dark_dimmed", "light_high_contrast", or the https:// address of your own
 * theme's stylesheet.
 */
const giscusTheme = z.union([
  z.string().regex(/^[a-z][a-z\d_]*$/, 'must be a giscus theme name like "light" or "dark_dimmed", or an https:// address'),
  z.url({ protocol: /^https$/, error: "must be an https:// address of a stylesheet" }),
]);

/**
 * Comments from GitHub Discussions, shown by giscus (https://giscus.app). Each post's
 * comments are one discussion in your repository; visitors write them with their GitHub
 * account. Nothing loads from giscus or GitHub until a visitor says yes, on the post.
 * Fill in what giscus.app gives you once you have entered your repository there.
 */
const giscusSchema = z.object({
  provider: z.literal("giscus"),
  /** The public GitHub repository the discussions live in, written "owner/name", e.g. "arif-hossain/site-comments". */
  repo: z
    .string()
    .trim()
    .regex(/^[A-Za-z\d](?:[A-Za-z\d-]*[A-Za-z\d])?\/[\w.-]+$/, 'must be a GitHub repository written "owner/name"'),
  /** The repository's id, from giscus.app (data-repo-id), e.g. "R_kgDOJ1a2bQ". */
  repoId: nonEmpty.regex(/^\S+$/, "must be the id giscus.app shows, without spaces"),
  /** The name of the discussion category new discussions go into, as on GitHub, e.g. "Comments" or "Announcements". */
  category: nonEmpty,
  /** That category's id, from giscus.app (data-category-id), e.g. "DIC_kwDOJ1a2bc4CXyZa". */
  categoryId: nonEmpty.regex(/^\S+$/, "must be the id giscus.app shows, without spaces"),
  /**
   * How a post finds its discussion, by the discussion's title:
   * - "pathname" (the default): the post's path, e.g. "blog/my-first-post";
   * - "url": the post's full address, e.g. "https://example.com/blog/my-first-post";
   * - "title" or "og:title": the page's title, e.g. "My first post | Your Name" (the two are the same on this site).
   * A post's discussion is created by its first comment or reaction. Changing this later
   * disconnects the posts from the discussions they have.
   */
  mapping: z.enum(["pathname", "url", "title", "og:title"]).default("pathname"),
  /** true: the discussion's title must match exactly (giscus' "strict title matching"); false: GitHub's search may find a close one. */
  strict: z.boolean().default(false),
  /** Whether visitors can react to the post (👍 ❤️ …) above its comments. */
  reactions: z.boolean().default(true),
  /** Where the box to write a comment goes: "bottom" (after the comments, the default) or "top". */
  inputPosition: z.enum(["bottom", "top"]).default("bottom"),
  /**
   * The language giscus speaks, one of giscus.app's (e.g. "en", "de", "zh-CN"). Leave it
   * out to use your site's `language` where giscus has it, English otherwise.
   */
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/, 'must be a language code like "en", "de" or "zh-CN"')
    .optional(),
  /** The giscus theme in your site's light mode and in its dark mode; it switches when a visitor switches. */
  theme: z.object({ light: giscusTheme.default("light"), dark: giscusTheme.default("dark") }).default({ light: "light", dark: "dark" }),
});

/**
 * Where the comments under your posts come from (`commentSystem` in comments.ts).
 * - { provider: "demo" } (the default): the comments listed in comments.ts, and a form
 *   that sends nothing: the visitor is told so.
 * - { provider: "giscus", repo, repoId, category, categoryId, … }: GitHub Discussions
 *   through giscus (see above); the list in comments.ts is then not shown.
 */
export const commentSystemSchema = z
  .discriminatedUnion("provider", [z.object({ provider: z.literal("demo") }), giscusSchema])
  .default({ provider: "demo" });

export type CommentSystem = z.infer<typeof commentSystemSchema>;
export type GiscusSettings = z.infer<typeof giscusSchema>;

/** An address of your own server for a provider you run yourself, e.g. "https://stats.your-site.com". */
const selfHostedAddress = z.url({ protocol: /^https$/, error: "must be an https:// address, e.g. https://stats.your-site.com" });

/**
 * Which analytics provider counts your visits (`analytics.ts`), or "off" (the default, and the
 * demo's). The site adds exactly that provider's addresses to its security policy, names it on
 * the privacy page, and sends it the events you care about and your visitors' page speed.
 * README.md, "Visit statistics", says what to set up at each provider.
 */
export const analyticsSchema = z
  .discriminatedUnion("provider", [
    z.object({ provider: z.literal("off") }),
    z.object({
      provider: z.literal("plausible"),
      /** The site's domain as you added it in Plausible, e.g. "arifhossain.com" (no https://, no path). */
      domain: z
        .string()
        .trim()
        .regex(/^[a-z\d.-]+\.[a-z]{2,}$/i, 'must be your site\'s domain as Plausible shows it, e.g. "arifhossain.com"'),
      /** Your own Plausible server (Plausible Community Edition), e.g. "https://plausible.your-site.com"; left out: plausible.io. */
      host: selfHostedAddress.optional(),
    }),
    z.object({
      provider: z.literal("umami"),
      /** The website's id from Umami (Settings → Websites → Edit: "Website ID"), e.g. "94db1cb1-74f4-4a40-ad6c-962362670409". */
      websiteId: z.uuid({ error: "must be the Website ID Umami shows, e.g. 94db1cb1-74f4-4a40-ad6c-962362670409" }),
      /** Your own Umami server, e.g. "https://umami.your-site.com"; left out: Umami Cloud. */
      host: selfHostedAddress.optional(),
      /**
       * Where the script sends, when that is not where it comes from (`data-host-url`): only if
       * Umami tells you to, or your browser's console says the policy refused to connect to it.
       */
      endpoint: selfHostedAddress.optional(),
    }),
    z
      .object({
        provider: z.literal("goatcounter"),
        /** Your GoatCounter code, as in https://<code>.goatcounter.com, e.g. "arifhossain". */
        code: z
          .string()
          .trim()
          .regex(/^[a-z\d-]+$/i, 'must be your code as in https://<code>.goatcounter.com, e.g. "arifhossain"')
          .optional(),
        /** Your own GoatCounter server instead, e.g. "https://stats.your-site.com". */
        host: selfHostedAddress.optional(),
      })
      .refine((goatcounter) => !!goatcounter.code !== !!goatcounter.host, {
        error: 'give either "code" (goatcounter.com) or "host" (your own GoatCounter server), not both',
      }),
    z.object({
      provider: z.literal("cloudflare"),
      /** The site's token from Cloudflare (Web Analytics → your site → Manage site: the "token" in the snippet). */
      token: z
        .string()
        .trim()
        .regex(/^[\w-]{16,}$/, "must be the token from the snippet Cloudflare shows (in data-cf-beacon)"),
    }),
    z.object({
      provider: z.literal("ga4"),
      /** The Measurement ID of your GA4 web stream (Admin → Data streams → your site), e.g. "G-ABC123XYZ9". */
      measurementId: z
        .string()
        .trim()
        .regex(/^G-[A-Z\d]{4,}$/, 'must be a GA4 Measurement ID, e.g. "G-ABC123XYZ9"'),
    }),
  ])
  .default({ provider: "off" });

export type Analytics = z.output<typeof analyticsSchema>;

/**
 * Your colour and typeface (`theme.ts`).
 *
 * You choose one colour; the site works out the rest. From it come the colours of buttons,
 * links, the soft tinted blocks and the focus outline, in light mode and in dark mode. Each
 * keeps the hue and vividness of your colour and is made only as much lighter or darker as
 * it must be for text to stay readable (WCAG AA contrast) on every background it sits on, so
 * no choice of colour makes the site hard to read. In light mode your colour is used exactly
 * as you wrote it when it already reads well; dark mode uses a lighter tint of it.
 */
export const themeSchema = z.object({
  /**
   * Your accent colour, written #rrggbb as colour pickers give it, e.g. "#4f46e5" (indigo),
   * "#c2410c" (burnt orange), "#0f766e" (teal). It also colours the browser's address bar on
   * phones and the pictures shown when a page is shared.
   */
  accent: z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a colour written #rrggbb, e.g. "#4f46e5"'),
  /**
   * The typeface of the whole site, from the fonts already on your visitors' devices, so
   * nothing is downloaded and pages appear at once. Each name is a family of similar fonts;
   * a visitor sees the first their device has (the examples, in that order):
   * - "system-ui": the device's own (San Francisco on Apple, Segoe UI on Windows, Roboto on Android). The default.
   * - "humanist": warm and calligraphic (Seravek, Gill Sans Nova, Ubuntu, Calibri).
   * - "geometric-humanist": round and geometric (Avenir, Montserrat, Corbel).
   * - "neo-grotesque": neutral, like Helvetica (Inter, Roboto, Helvetica Neue, Arial).
   * - "rounded-sans": soft, with round ends (SF Rounded, Quicksand, Comfortaa, Arial Rounded).
   * - "transitional": a serif made for screens (Charter, Sitka, Cambria).
   * - "old-style": a bookish serif (Iowan Old Style, Palatino).
   * - "slab-serif": block serifs (Rockwell, Roboto Slab).
   * Bengali text is shown in Noto Sans (or Serif) Bengali where the device has it, with every choice.
   */
  font: z
    .enum(["system-ui", "humanist", "geometric-humanist", "neo-grotesque", "rounded-sans", "transitional", "old-style", "slab-serif"])
    .default("system-ui"),
});

export type Theme = z.infer<typeof themeSchema>;
