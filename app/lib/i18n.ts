/**
 * The site's languages: English at the root of the site (/about), Bengali under /bn/
 * (/bn/about). Which of them an owner's site has is set in the content (site.ts
 * `languages`); English is always there.
 *
 * Loaded in plain Node too (routes.ts, pipeline/): no path aliases here, and only
 * TypeScript that type stripping understands. Which languages a site has is the checked
 * content's (`site.languages`, English alone unless site.ts says otherwise).
 */

export type Lang = "en" | "bn";

/** What the site needs to know about each language. */
export const LANGUAGE_INFO: Record<Lang, { name: string; prefix: string; ogLocale: string }> = {
  /** English: the language's own name, no address prefix; og:locale follows the owner's locale (site.ts). */
  en: { name: "English", prefix: "", ogLocale: "en_US" },
  bn: { name: "বাংলা", prefix: "/bn", ogLocale: "bn_BD" },
};

/** The locale Bengali pages write dates and numbers in (Bengali digits, Bangladeshi grouping). */
export const BENGALI_LOCALE = "bn-BD";

/**
 * A text with its digits written as a locale writes them: "1205" → "১২০৫" in bn-BD, unchanged
 * in English. For what is read digit by digit rather than as a number (a postcode, a phone
 * number), so nothing is grouped; a link or structured data keeps the digits as the content has them.
 */
export function localeDigits(text: string, locale: string): string {
  if (!/[0-9]/.test(text)) return text;
  // The site's two languages are written without asking Intl: its first use in a page loads the
  // browser's locale data, a task of 25–35 ms on a fast machine, in the middle of hydration.
  if (/^en\b/i.test(locale)) return text;
  if (/^bn\b/i.test(locale)) return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS[Number(digit)]!);
  const format = numberFormat(locale, { useGrouping: false });
  return text.replace(/[0-9]/g, (digit) => format.format(Number(digit)));
}

/** Bengali's digits, ০ to ৯ (bn-BD's numbering system, "beng"). */
const BENGALI_DIGITS = "০১২৩৪৫৬৭৮৯";

/**
 * A count as a locale writes it: "4", "৪", "1,25,000". Whole numbers under 1,000, which no locale
 * of the site groups, are written without Intl (see `localeDigits`).
 */
export function formatCount(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return localeDigits(String(value), locale);
  return numberFormat(locale).format(value);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * An `Intl.NumberFormat`, made once for each locale and set of options: making one costs a
 * tenth of a millisecond or more, and a page formats hundreds of figures while it hydrates.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The language of a path of the site: /bn and everything under /bn/ is Bengali. */
export function langOfPath(path: string): Lang {
  const [pathname] = splitRest(path);
  return pathname === "/bn" || pathname.startsWith("/bn/") ? "bn" : "en";
}

/** A path without its language prefix: /bn/about → /about, /bn → /. */
export function pathWithoutLang(path: string): string {
  if (langOfPath(path) === "en") return path;
  const [pathname, rest] = splitRest(path);
  return `${pathname.slice(3) || "/"}${rest}`;
}

/**
 * The same page in a language: ("/about", "bn") → "/bn/about", ("/", "bn") → "/bn".
 * Only paths of pages take a prefix: files (/images/…, /feed.xml) and other sites stay as they are.
 */
export function pathIn(lang: Lang, path: string): string {
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const bare = pathWithoutLang(path);
  if (lang === "en" || !isPagePath(bare)) return bare;
  const [pathname, rest = ""] = splitRest(bare);
  return `${LANGUAGE_INFO[lang].prefix}${pathname === "/" ? "" : pathname}${rest}`;
}

/** A page's address has no file extension (/about, /blog/a-post); a file's has (/images/cv.pdf, /feed.xml). */
function isPagePath(path: string): boolean {
  const [pathname] = splitRest(path);
  return !/\.[a-z0-9]+$/i.test(pathname);
}

function splitRest(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** The file of a language's not-found page, which hosts send for unknown addresses under its prefix: /404.html, /bn/404.html. */
export function notFoundPage(lang: Lang): string {
  return lang === "en" ? "/404.html" : `${LANGUAGE_INFO[lang].prefix}/404.html`;
}
