/**
 * Dates as visitors read them, in the site's locale and time zone (both set in
 * app/content/site.ts). The same text on the build machine and in every browser,
 * so pre-rendered and hydrated pages agree.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: "numeric",
      month: "long",
      year: "numeric",
      ...(withTime ? { hour: "numeric", minute: "2-digit" } : {}),
      timeZone,
    });
    formatters.set(key, format);
  }
  return format;
}

/** A calendar date ("2026-03-14" → "14 March 2026" in en-GB): the day written, whatever the time zone. */
export function formatDate(isoDate: string, locale: string): string {
  return written(formatter(locale, "UTC", false), new Date(`${isoDate.slice(0, 10)}T00:00:00Z`), locale);
}

/** A moment (a comment's time) as the clock showed it in the site's time zone. */
export function formatDateTime(isoDateTime: string, locale: string, timeZone: string): string {
  return written(formatter(locale, timeZone, true), new Date(isoDateTime), locale);
}

/**
 * A date as its locale writes it, except that Bengali drops the comma Intl puts before the
 * year: "১৪ মার্চ ২০২৬", as Bangladeshi newspapers and offices write it.
 */
function written(format: Intl.DateTimeFormat, date: Date, locale: string): string {
  if (!locale.startsWith("bn")) return format.format(date);
  return format
    .formatToParts(date)
    .map((part, index, parts) => (part.type === "literal" && parts[index + 1]?.type === "year" ? part.value.replace(",", "") : part.value))
    .join("");
}
