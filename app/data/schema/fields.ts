/**
 * The kinds of field every file of the content is made of: a text in its languages, a picture,
 * a link, an address on the web or in the site, a date, a time zone. The schemas of each
 * subject (site.ts, pages.ts, work.ts …) are built from them.
 */
import { z } from "zod";

/** A text that must say something: not empty, not only spaces. */
export const nonEmpty = z.string().trim().min(1, "must not be empty");
/** A path inside the site (starts with "/") or an absolute http(s) URL. */
export const href = z.string().regex(/^(\/|https?:\/\/|mailto:|tel:)/, "must start with /, http(s)://, mailto: or tel:");
/** An absolute http(s) address of another site. */
export const externalUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" });
/** A file in `public/`, referenced from the site root. */
export const publicFile = z.string().regex(/^\/[^\s]+\.(svg|png|jpe?g|webp|avif|pdf)$/, "must be a path in public/, like /images/x.svg");
/** A date written YYYY-MM-DD. */
export const isoDate = z.iso.date({ error: "must be a date written YYYY-MM-DD" });

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
 * What a page receives of a schema's content: its output with every text in the page's
 * language (`Localized`). Each subject's types are made with it, e.g. `Shown<typeof siteSchema>`.
 */
export type Shown<S extends z.ZodType> = Localized<z.output<S>>;

/**
 * Words a visitor reads, in English only ("Contact") or in English and Bengali
 * ({ en: "Contact", bn: "যোগাযোগ" }). A text without `bn` reads in English on the Bengali
 * pages too, and the build lists it as missing (see "Two languages" in README.md).
 */
export const text = z
  .union([nonEmpty, z.object({ en: nonEmpty, bn: nonEmpty.optional() }).strict()])
  .transform((value) => (typeof value === "string" ? new Translatable(value) : new Translatable(value.en, value.bn)));
/** An image's text for screen readers: like `text`, or "" for an image that only decorates. */
export const altText = z.union([z.literal(""), text]);

export const imageSchema = z.object({
  src: publicFile,
  alt: altText,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const linkSchema = z.object({ label: text, to: href });

/** An IANA time zone name the runtime knows, e.g. "Asia/Dhaka". */
export const timeZoneName = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, "must be a time zone like Asia/Dhaka or Europe/London");

export type Image = Shown<typeof imageSchema>;
export type NavLinkItem = Shown<typeof linkSchema>;
