/**
 * Who the owner is and how the site works (site.ts), the profiles on other platforms
 * (profiles.ts), the chat apps (chat.ts), the categories projects and posts use
 * (categories.ts), and the addresses that moved (redirects.ts).
 */
import { z } from "zod";
import type { FeatureName } from "../../lib/features.ts";
import { externalUrl, imageSchema, LANGUAGES, nonEmpty, type Shown, text, timeZoneName } from "./fields.ts";
import { SOCIAL_ICONS } from "../../lib/social-icons.ts";

export const socialIconSchema = z.enum(SOCIAL_ICONS);

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

/** A feature of the site: on (true) unless the owner writes false. */
const on = z.boolean().default(true);

/**
 * The optional features of the site. Each is on unless set to false; a feature switched off
 * disappears completely: its pages, its menu and footer links, its sitemap entries and
 * its section on the home page. See "Switch a feature off" in README.md.
 */
export const featuresSchema = z
  .object({
    /** The play button on the home page's banner and its video (banner.ts `videoId`). */
    introVideo: on,
    /** The courses: /products and a page per course (products.ts). */
    products: on,
    /** The blog: /blog, a page per post, the feed, and the latest posts on the home page. */
    blog: on,
    /** The home page's testimonials (testimonials.ts). */
    testimonials: on,
    /** The home page's questions and answers (faq.ts); the contact form beside them stays. */
    faq: on,
    /** The comments under each post (comments.ts). */
    comments: on,
    /** The newsletter box in the footer (forms.ts `newsletter`). */
    newsletter: on,
    /** Your working hours on the contact page and beside the home page's contact form (hours.ts). */
    hours: on,
    /** The site search: the header's Search button, /search, its index; the blog's box then searches titles and summaries. */
    search: on,
  } satisfies Record<FeatureName, typeof on>)
  .strict();

export const addressSchema = z.object({
  street: text,
  city: text,
  postalCode: nonEmpty,
  country: text,
  /** ISO 3166-1 alpha-2, e.g. "BD". */
  countryCode: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code like BD"),
});

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
   * Pages of a feature switched off are left out, and a group left empty with them.
   */
  menu: z.array(menuEntrySchema).min(1),
  // Parsed from {}, so an owner who writes no `features` gets every feature's default: on.
  features: featuresSchema.prefault({}),
  /** The old name of `features`: said so, rather than dropped, which would switch every feature back on. */
  parts: z.undefined({ error: "is now called features: rename parts to features" }).optional(),
  /**
   * When clients can reach you, in your own words, e.g. "Monday to Friday, 9:00–17:00 Central Time".
   * Only for a site without hours.ts (or with `features: { hours: false }`): hours.ts writes your
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

/** The categories projects and posts may use (categories.ts), each named once. */
export const categoriesSchema = z.object({
  projects: z.array(text).min(1),
  blog: z.array(text).min(1),
});

/**
 * Addresses your previous site used, and where each lives now (redirects.ts): old path → new
 * path, e.g. { "/about.html": "/about" }. Every host configuration the build writes answers the
 * old address with a permanent redirect (301), as does `npm start`; a host that cannot redirect
 * (GitHub Pages) gets a small page at it that sends the visitor on.
 */
const OLD_PATH = 'must be a path your previous site used, starting with "/", e.g. "/about.html"';
export const redirectsSchema = z.record(
  z.string().regex(/^\/[^\s?#:*]*$/, OLD_PATH),
  z.string().regex(/^(\/|https?:\/\/)\S*$/, 'must be a path of this site, starting with "/", or an http(s):// address'),
  { error: (issue) => (issue.code === "invalid_key" ? OLD_PATH : undefined) },
);

export type SocialIcon = Shown<typeof socialIconSchema>;
export type SocialLink = Shown<typeof socialLinkSchema>;
export type PageName = Shown<typeof pageNameSchema>;
export type MenuEntry = Shown<typeof menuEntrySchema>;
export type Address = Shown<typeof addressSchema>;
export type Site = Shown<typeof siteSchema>;
export type ProfileLink = Shown<typeof profileLinkSchema>;
export type Chat = z.output<typeof chatSchema>;
