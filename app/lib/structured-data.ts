/**
 * A page's structured data: schema.org entities in JSON-LD, typed with
 * schema-dts, for search engines to read from the pre-rendered HTML. A page has
 * one `@graph`; its nodes refer to each other by stable `@id`s hung off the home
 * page's address (`…/#person`, `…/#website`), so a post's author is the owner's
 * one Person node rather than a copy of it.
 *
 * Builders take absolute URLs and content that is already checked. Where the
 * properties come from Google's rich-result requirements, the builder says so;
 * `seo.ts` puts the graph in the page's `meta`.
 */
import type {
  BlogPostingLeaf,
  BreadcrumbListLeaf,
  CourseLeaf,
  CreativeWorkLeaf,
  Graph,
  IdReference,
  PersonLeaf,
  ServiceLeaf,
  Thing,
  WebSiteLeaf,
} from "schema-dts";
import { type Amount, CURRENCIES, type Currency } from "./money.ts";

// What the builders read of the content, written out here so that this module does not
// import the content (its schema in app/data/schema/ has these fields and more).
interface PostFacts {
  date: string;
  updated?: string;
  tags: readonly string[];
  author: string;
  readingMinutes: number;
}
interface ProjectFacts {
  date: string;
  author: string;
  category: string;
  group: readonly string[];
}
type CourseDetails = readonly { title: string; items: readonly { key: string; value: string | boolean }[] }[];
interface CourseFacts {
  /** In the site's currency, or in taka and dollars. */
  price: Amount;
  rating: number;
  numReviews: number;
  additionalDetails: CourseDetails;
}

/** The stable `@id`s of the site-wide nodes, from the home page's absolute address. */
export function siteIds(home: string) {
  return { person: `${home}#person`, website: `${home}#website` };
}

/** The site and its owner, as the root route carries them to every page. */
export interface SiteFacts {
  /** The owner's name, which is also the site's name. */
  name: string;
  /** The owner's job title. */
  title: string;
  /** BCP 47 language of the content. */
  language: string;
  email: string;
  phone?: string;
  address: { city: string; countryCode: string };
  /** The owner's profiles elsewhere (`sameAs`). */
  socials: readonly { url: string }[];
}

/**
 * The site itself: its name, address and language. (No `publisher`: the home
 * page's HTML has to fit TCP's first round trip, and the entities that matter
 * name the owner themselves.)
 */
export function webSite(site: SiteFacts, home: string): WebSiteLeaf {
  return { "@type": "WebSite", "@id": siteIds(home).website, name: site.name, url: home, inLanguage: site.language };
}

/** The owner: who they are, where they work from, how to reach them, and their profiles elsewhere. */
export function person(site: SiteFacts, home: string, image?: string): PersonLeaf {
  return {
    "@type": "Person",
    "@id": siteIds(home).person,
    name: site.name,
    jobTitle: site.title,
    email: site.email,
    ...(site.phone ? { telephone: site.phone } : {}),
    url: home,
    ...(image ? { image } : {}),
    address: { "@type": "PostalAddress", addressLocality: site.address.city, addressCountry: site.address.countryCode },
    ...(site.socials.length ? { sameAs: site.socials.map((social) => social.url) } : {}),
  };
}

/** One step of a breadcrumb: the page's name as the breadcrumb shows it, and its absolute address. */
export interface BreadcrumbItem {
  name: string;
  url: string;
}

/**
 * The breadcrumb a page shows, in its order, from the home page to the page
 * itself (`url`, the last item). Google asks for `position`, `name` and `item`.
 */
export function breadcrumbList(url: string, items: readonly BreadcrumbItem[]): BreadcrumbListLeaf {
  return {
    "@type": "BreadcrumbList",
    "@id": `${url}#breadcrumb`,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, name: item.name, item: item.url })),
  };
}

/** What an entity builder knows of its page: the same facts as its meta tags, absolute. */
export interface PageFacts {
  /** The home page, absolute: the site-wide `@id`s hang off it. */
  home: string;
  /** The page's canonical address. */
  url: string;
  /** The page's own title, without the site's name. */
  name: string;
  description: string;
  /** The page's own picture (`picture` in seo()), else its share image, absolute. */
  image?: string;
  language: string;
  /** The owner's name: an author or creator of that name is the owner's Person node. */
  owner: string;
}

/** The entity a page is about. */
export type PageEntity = BlogPostingLeaf | CreativeWorkLeaf | ServiceLeaf | CourseLeaf;

/** JSON, as a page's data carries it. */
export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };
export type JsonObject = { readonly [key: string]: Json };

/**
 * An entity as plain JSON, for a page's data. It is JSON already, but spelled in
 * schema-dts's types, which React Router's types of every route's loader data
 * would walk: that took the type check from 0.2 to 10.5 million instantiations.
 */
export function asJson(entity: PageEntity): JsonObject {
  return entity as unknown as JsonObject;
}

/** The owner's Person node by reference, or a person of another name. */
function personNamed(page: PageFacts, name: string): IdReference | PersonLeaf {
  return name === page.owner ? { "@id": siteIds(page.home).person } : { "@type": "Person", name };
}

/**
 * A blog post. Google's Article rich result requires nothing and recommends
 * headline, image, datePublished, dateModified and an author with a name and URL
 * (the owner's Person node has both); dateModified where the post says when it
 * was last updated.
 */
export function blogPosting(page: PageFacts, post: PostFacts): BlogPostingLeaf {
  const node: BlogPostingLeaf = {
    "@type": "BlogPosting",
    "@id": `${page.url}#article`,
    headline: page.name,
    description: page.description,
    url: page.url,
    mainEntityOfPage: page.url,
    datePublished: post.date,
    ...(post.updated ? { dateModified: post.updated } : {}),
    author: personNamed(page, post.author),
    keywords: post.tags,
    inLanguage: page.language,
    timeRequired: `PT${post.readingMinutes}M`,
  };
  if (page.image) node.image = page.image;
  return node;
}

/** A portfolio project: the work, who made it and when, and what kind of work it is. */
export function creativeWork(page: PageFacts, project: ProjectFacts): CreativeWorkLeaf {
  const node: CreativeWorkLeaf = {
    "@type": "CreativeWork",
    "@id": `${page.url}#work`,
    name: page.name,
    description: page.description,
    url: page.url,
    creator: personNamed(page, project.author),
    dateCreated: project.date,
    keywords: [...new Set([project.category, ...project.group])],
    inLanguage: page.language,
  };
  if (page.image) node.image = page.image;
  return node;
}

/**
 * A service the owner offers. No `areaServed`: the content says the owner works
 * for clients in Bangladesh and abroad, so any one area would understate it.
 */
export function service(page: PageFacts): ServiceLeaf {
  const node: ServiceLeaf = {
    "@type": "Service",
    "@id": `${page.url}#service`,
    name: page.name,
    serviceType: page.name,
    description: page.description,
    url: page.url,
    provider: { "@id": siteIds(page.home).person },
  };
  if (page.image) node.image = page.image;
  return node;
}

/** An offer of a course at a price: whether it is paid, the price (a number, no currency sign) and its ISO 4217 currency. */
function offer(price: number, currency: string, url: string) {
  return {
    "@type": "Offer" as const,
    category: price > 0 ? "Paid" : "Free",
    price,
    priceCurrency: currency,
    availability: "https://schema.org/InStock" as const,
    url,
  };
}

/**
 * A course, as Google's course info rich result asks for it: name, description
 * and provider; an `offers` whose `category` says whether it is paid, with the
 * price (a number, no currency sign) and its ISO 4217 currency; and a
 * `hasCourseInstance` with its `courseMode` and `courseWorkload` (ISO 8601
 * duration, from the course's "Length" detail). The rating the page shows is its
 * `aggregateRating`.
 */
export function course(
  page: PageFacts,
  product: CourseFacts,
  currency: string,
  /** The course's details in English, where "Length" and "9 hours" are read (the page's own may be in another language). */
  englishDetails: CourseFacts["additionalDetails"] = product.additionalDetails,
): CourseLeaf {
  const owner = { "@id": siteIds(page.home).person };
  const workload = courseWorkload(englishDetails);
  const node: CourseLeaf = {
    "@type": "Course",
    "@id": `${page.url}#course`,
    name: page.name,
    description: page.description,
    url: page.url,
    provider: owner,
    // One offer in each currency the price is given in.
    offers:
      typeof product.price === "number"
        ? offer(product.price, currency, page.url)
        : CURRENCIES.map((code) => offer((product.price as Record<Currency, number>)[code], code, page.url)),
    // Every course is taught through video lessons online.
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      instructor: owner,
      ...(workload ? { courseWorkload: workload } : {}),
    },
  };
  if (page.image) node.image = page.image;
  if (product.numReviews > 0 && product.rating > 0) {
    node.aggregateRating = { "@type": "AggregateRating", ratingValue: product.rating, ratingCount: product.numReviews, bestRating: 5 };
  }
  return node;
}

/**
 * The time a course takes, from its "Length" detail written in hours or minutes
 * ("9 hours", "6.5 hours", "45 minutes"), as an ISO 8601 duration ("PT6H30M");
 * undefined when there is no such detail.
 */
export function courseWorkload(details: CourseDetails): string | undefined {
  for (const group of details) {
    for (const item of group.items) {
      if (typeof item.value !== "string" || item.key.trim().toLowerCase() !== "length") continue;
      const match = /^(\d+(?:\.\d+)?)\s*(h|hrs?|hours?|mins?|minutes?)$/i.exec(item.value.trim());
      if (!match) continue;
      const minutes = Math.round(Number(match[1]) * (/^h/i.test(match[2]!) ? 60 : 1));
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return `PT${hours ? `${hours}H` : ""}${rest || !hours ? `${rest}M` : ""}`;
    }
  }
  return undefined;
}

/** One graph of a page's nodes, in order; absent ones are left out. */
export function graph(nodes: readonly (Thing | undefined)[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes.filter((node) => node !== undefined) };
}
