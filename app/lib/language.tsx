/**
 * The language of the page being shown, for every component: its words (app/lib/words.ts and
 * its translations), its date and number formats, and the addresses of its own pages. The root
 * layout sets it from the page's address (/bn/… is Bengali).
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatDateTime } from "./dates";
import { formatAddress, type PostalAddress } from "./contact";
import { formatCount, type Lang, localeDigits, pathIn } from "./i18n";
import { wordsFor } from "./dictionaries";

export interface PageLanguage {
  lang: Lang;
  /** The BCP 47 locale dates and numbers are written in: the owner's for English (site.ts), bn-BD for Bengali. */
  locale: string;
  /** The site's time zone (site.ts), for the times of comments. */
  timeZone: string;
}

const LanguageContext = createContext<PageLanguage>({ lang: "en", locale: "en", timeZone: "UTC" });

export function LanguageProvider({ value, children }: { value: PageLanguage; children: ReactNode }) {
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** The page's language, locale and time zone. */
export function usePageLanguage(): PageLanguage {
  return useContext(LanguageContext);
}

/** The interface's words in the page's language. */
export function useWords() {
  return wordsFor(useContext(LanguageContext).lang);
}

/** The address of a page of the site in the page's language: "/about" → "/bn/about" on a Bengali page. */
export function useLocalPath(): (path: string) => string {
  const { lang } = useContext(LanguageContext);
  return useMemo(() => (path: string) => pathIn(lang, path), [lang]);
}

/** Time, number and address formatting in the page's locale and the site's time zone (dates come written from the data layer). */
export function useFormats() {
  const { locale, timeZone } = useContext(LanguageContext);
  return useMemo(
    () => ({
      dateTime: (isoDateTime: string) => formatDateTime(isoDateTime, locale, timeZone),
      /** A count or figure in the page's digits: 4 in English, ৪ in Bengali. */
      number: (value: number) => formatCount(value, locale),
      /** A phone number or the like, read digit by digit, in the page's digits: +৮৮০ ১৭১২-৩৪৫৬৭৮ in Bengali. */
      digits: (text: string) => localeDigits(text, locale),
      /** One line of a postal address, its postcode in the page's digits. */
      address: (address: PostalAddress) => formatAddress(address, locale),
    }),
    [locale, timeZone],
  );
}
