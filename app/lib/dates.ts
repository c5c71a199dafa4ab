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

/**
 * A moment (a comment's time) as the clock showed it in the site's time zone. Bengali writes the
 * day, then the time with the part of the day in words ("১৪ অক্টোবর ২০২৬, রাত্রি ৯:১২"), where
 * Intl would end on a Latin "PM" (CLDR's short day period: "১৪ অক্টোবর ২০২৬ এ ৯:১২ PM").
 */
export function formatDateTime(isoDateTime: string, locale: string, timeZone: string): string {
  const moment = new Date(isoDateTime);
  if (locale.startsWith("bn")) return `${written(formatter(locale, timeZone, false), moment, locale)}, ${formatTime(moment, locale, timeZone)}`;
  return written(formatter(locale, timeZone, true), moment, locale);
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

const timeFormatters = new Map<string, Intl.DateTimeFormat>();

/** A cached Intl formatter for one locale, time zone and set of fields. */
function cached(kind: string, locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`;
  let format = timeFormatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    timeFormatters.set(key, format);
  }
  return format;
}

/**
 * A moment's clock time in a time zone, as the locale writes it: "6:00 pm" (en-IN), "6:00 PM"
 * (en-US), "18:00" (en-GB). Bengali puts the part of the day first, as Bangladeshis write it,
 * instead of Intl's "PM": "সন্ধ্যা ৬:০০", "সকাল ১০:০০".
 */
export function formatTime(date: Date, locale: string, timeZone: string): string {
  if (!locale.startsWith("bn")) return cached("time", locale, timeZone, { hour: "numeric", minute: "2-digit" }).format(date);
  const parts = cached("time-bn", locale, timeZone, { hour: "numeric", minute: "2-digit", dayPeriod: "short" }).formatToParts(date);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? "";
  return `${value("dayPeriod")} ${value("hour")}:${value("minute")}`.trim();
}

/** A moment's day of the week in a time zone, in the locale's language: "Sunday", "রবিবার". */
export function formatWeekday(date: Date, locale: string, timeZone: string): string {
  return cached("weekday", locale, timeZone, { weekday: "long" }).format(date);
}
