/** The owner's work: the projects they made (projects.ts), the services (services.ts) and courses (products.ts) they sell, and what these cost. */
import { z } from "zod";
import { externalUrl, imageSchema, isoDate, nonEmpty, type Shown, text } from "./fields.ts";

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

/** Whether one amount is above another, in every currency both give (a plain number against a plain number). */
function isAbove(high: z.output<typeof moneySchema>, low: z.output<typeof moneySchema>): boolean {
  if (typeof high === "number" || typeof low === "number") return typeof high === "number" && typeof low === "number" && high > low;
  return high.BDT > low.BDT && high.USD > low.USD;
}

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

export type Project = Shown<typeof projectSchema>;
export type ServiceIcon = Shown<typeof serviceIconSchema>;
export type Service = Shown<typeof serviceSchema>;
export type ServicePackage = Shown<typeof packageSchema>;
export type Money = z.output<typeof moneySchema>;
export type Product = Shown<typeof productSchema>;
