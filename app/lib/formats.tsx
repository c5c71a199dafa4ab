import { createContext, useContext, useMemo, type ReactNode } from "react";
import { formatDate, formatDateTime } from "./dates";

/** How the site writes dates and times: its locale and time zone (app/content/site.ts). */
export interface SiteFormats {
  locale: string;
  timeZone: string;
}

const FormatsContext = createContext<SiteFormats>({ locale: "en", timeZone: "UTC" });

/** Gives every component the site's formats; the root layout sets it from the content. */
export function FormatsProvider({ value, children }: { value: SiteFormats; children: ReactNode }) {
  return <FormatsContext.Provider value={value}>{children}</FormatsContext.Provider>;
}

/** Date and time formatting in the site's locale and time zone. */
export function useFormats() {
  const { locale, timeZone } = useContext(FormatsContext);
  return useMemo(
    () => ({
      date: (isoDate: string) => formatDate(isoDate, locale),
      dateTime: (isoDateTime: string) => formatDateTime(isoDateTime, locale, timeZone),
    }),
    [locale, timeZone],
  );
}
