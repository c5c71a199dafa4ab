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
  return formatter(locale, "UTC", false).format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A moment (a comment's time) as the clock showed it in the site's time zone. */
export function formatDateTime(isoDateTime: string, locale: string, timeZone: string): string {
  return formatter(locale, timeZone, true).format(new Date(isoDateTime));
}
