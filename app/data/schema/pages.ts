/**
 * The words of the pages (pages.ts), the home page's first screen (banner.ts), the footer
 * (footer.ts), the resume (resume.ts), what clients say (testimonials.ts), the questions
 * clients ask (faq.ts), and the legal pages' Markdown files (legal/*.md).
 */
import { z } from "zod";
import { href, imageSchema, isoDate, linkSchema, nonEmpty, type Shown, text } from "./fields.ts";

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
export type SectionHeading = Shown<typeof sectionHeading>;
/** What the not-found page says (pages.ts `notFound`). */
export type NotFoundTexts = Shown<typeof pagesSchema>["notFound"];
/** The texts that repeat on every page (pages.ts `common`). */
export type CommonTexts = Shown<typeof pagesSchema>["common"];

export const bannerSchema = z.object({
  greeting: text,
  intro: text,
  image: imageSchema,
  /** Id of the intro video on the video service (the part after watch?v=); needed unless the intro video is switched off (site.ts `features`). */
  videoId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{11}$/, "must be an 11-character video id")
    .optional(),
  /** What the video is, for its player and its link. */
  videoTitle: text.optional(),
});

/** A column of links in the footer, under its heading. */
const footerColumn = z.object({ title: text, links: z.array(linkSchema).min(1) });

export const footerSchema = z.object({
  text: text,
  /** The link columns, in order; a link to a feature switched off is left out. */
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

export const legalPageFrontmatterSchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  updated: isoDate,
});

/** Frontmatter of a legal page's Bengali version, `legal/{name}.bn.md`; its date is the English file's. */
export const legalPageTranslationFrontmatterSchema = z.object({ title: nonEmpty, description: nonEmpty }).strict();

export type Pages = Shown<typeof pagesSchema>;
export type Banner = Shown<typeof bannerSchema>;
export type Footer = Shown<typeof footerSchema>;
export type Resume = Shown<typeof resumeSchema>;
export type Testimonial = Shown<typeof testimonialSchema>;
export type Faq = Shown<typeof faqSchema>;
