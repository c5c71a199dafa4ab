/**
 * When the owner answers: their working hours, kept in their own time zone, against a moment
 * (`now`, given, so tests choose it). Everything is computed with Intl's time zones and the
 * UTC clock, never the machine's own zone, so a build machine in Chicago and a visitor in
 * St. John's read the same hours. No date library: a zone's offset at a moment is what
 * `Intl.DateTimeFormat` with `timeZone` says the clock showed, less the moment itself.
 */
import { formatTime, formatWeekday } from "./dates.ts";
import { numberFormat } from "./i18n.ts";
import type { Words } from "./words.ts";

/** The owner's working hours, as pages receive them (app/data/index.server.ts). */
export interface WorkingHours {
  /** The working days, 0 for Sunday to 6 for Saturday. */
  days: readonly number[];
  /** When the working day starts and ends, in minutes after midnight on the owner's clock (to > from; 1440 is midnight). */
  from: number;
  to: number;
  /** The IANA time zone the hours are kept in, e.g. "Asia/Dhaka". */
  timeZone: string;
}

/** Whether the owner is working at a moment: until when, or else when they start again. */
export type Availability = { open: true; since: Date; until: Date } | { open: false; next: Date };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/** What a zone's wall clock and calendar showed at a moment. */
export interface WallClock {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 for Sunday to 6 for Saturday. */
  weekday: number;
  /** Minutes after midnight. */
  minutes: number;
  seconds: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The calendar date, weekday and time a zone's clock showed at a moment. */
export function wallClock(date: Date, timeZone: string): WallClock {
  let format = clocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "short",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    clocks.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_INDEX[parts.weekday!] ?? 0,
    // Some engines write midnight as 24 even in the h23 cycle.
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
    seconds: Number(parts.second),
  };
}

/** The wall clock, read as if it were UTC: milliseconds comparable with Date.UTC. */
function asUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes, clock.seconds);
}

/** How far a zone's clock is ahead of UTC at a moment, in minutes: 360 for Dhaka, -150 for St. John's in summer. */
export function offsetMinutes(date: Date, timeZone: string): number {
  const whole = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((asUtc(wallClock(new Date(whole), timeZone)) - whole) / MINUTE);
}

/**
 * The moment a zone's clock shows a time on a date (`day` may run past the month's end: the
 * 32nd of March is the 1st of April). A time the clock skips when it springs forward is read
 * with the offset before the change (02:30 on the day London skips 01:00–02:00 is 02:30 BST,
 * one hour after 01:30 GMT would have been); a time it shows twice, when it falls back, is the
 * first of the two.
 */
export function instantAt(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const local = Date.UTC(year, month - 1, day, 0, minutes);
  const before = offsetMinutes(new Date(local - DAY), timeZone);
  const after = offsetMinutes(new Date(local + DAY), timeZone);
  const shows = (time: number) => {
    const clock = wallClock(new Date(time), timeZone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, 0, clock.minutes) === local;
  };
  const matching = [before, after].map((offset) => local - offset * MINUTE).filter(shows);
  return new Date(matching.length ? Math.min(...matching) : local - before * MINUTE);
}

/** Whether the owner is working at `now`, and until when; if not, when their next working period starts. */
export function availabilityAt(now: Date, hours: WorkingHours): Availability {
  if (hours.days.length === 0) throw new Error("Working hours need at least one working day");
  const today = wallClock(now, hours.timeZone);
  // A week on, the first working day comes round again: one of these eight days starts after now.
  for (let ahead = 0; ahead <= 7; ahead++) {
    if (!hours.days.includes((today.weekday + ahead) % 7)) continue;
    const since = instantAt(today.year, today.month, today.day + ahead, hours.from, hours.timeZone);
    if (now < since) return { open: false, next: since };
    const until = instantAt(today.year, today.month, today.day + ahead, hours.to, hours.timeZone);
    if (now < until) return { open: true, since, until };
  }
  throw new Error("unreachable: a working day comes round within a week");
}

/** The calendar day of a wall clock, as a count of days: two clocks' difference is a number of days. */
const dayNumber = (clock: WallClock) => Date.UTC(clock.year, clock.month - 1, clock.day) / DAY;

/** What a visitor's sentence needs besides the hours: the page's locale and words, the owner's place, the visitor's zone. */
export interface SentenceOptions {
  locale: string;
  /** Where the owner's clock is, as visitors know it: "Dhaka". */
  place: string;
  /** The visitor's own IANA time zone (the browser's). */
  visitorZone: string;
  words: Words["availability"];
}

/**
 * The owner's time at `now`, and whether that is within working hours; outside them, when the
 * next working period starts, in the owner's time and in the visitor's, with the visitor's day
 * where it is another date: "It's 11:30 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time:
 * Saturday 11:00 pm for you." Said without the visitor's time when their clock shows the owner's.
 */
export function availabilitySentence(now: Date, hours: WorkingHours, { locale, place, visitorZone, words }: SentenceOptions): string {
  const zone = hours.timeZone;
  const time = formatTime(now, locale, zone);
  const state = availabilityAt(now, hours);
  if (state.open) return words.open(time, place);
  const start = state.next;
  const owner = wallClock(start, zone);
  const daysAhead = dayNumber(owner) - dayNumber(wallClock(now, zone));
  const day = daysAhead === 0 ? words.today : daysAhead === 1 ? words.tomorrow : words.onDay(formatWeekday(start, locale, zone));
  const when = words.at(day, formatTime(start, locale, zone));
  const visitor = wallClock(start, visitorZone);
  const sameDay = dayNumber(visitor) === dayNumber(owner);
  if (sameDay && visitor.minutes === owner.minutes) return `${words.closed(time, place)} ${words.back(when, place)}`;
  const visitorTime = formatTime(start, locale, visitorZone);
  const yours = sameDay ? visitorTime : `${formatWeekday(start, locale, visitorZone)} ${visitorTime}`;
  return `${words.closed(time, place)} ${words.backForYou(when, place, yours)}`;
}

/** The visitor's own time zone, as their browser says it; UTC where it says none. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** A weekday's name in a locale: 0 → "Sunday", "রবিবার" (7 January 2024 was a Sunday). */
const weekdayName = (weekday: number, locale: string) => formatWeekday(new Date(Date.UTC(2024, 0, 7 + weekday, 12)), locale, "UTC");

/**
 * The working days in the week's order, runs of three days or more as a range: "Sunday to
 * Thursday", "Monday, Wednesday and Friday", "Friday to Sunday" (a run may wrap past Saturday),
 * "Every day".
 */
export function daysText(days: readonly number[], locale: string, words: Words["availability"]): string {
  const firstOff = [0, 1, 2, 3, 4, 5, 6].find((day) => !days.includes(day));
  if (firstOff === undefined) return words.everyDay;
  const runs: number[][] = [];
  for (let step = 1; step <= 7; step++) {
    const day = (firstOff + step) % 7;
    if (!days.includes(day)) continue;
    const run = runs.at(-1);
    if (run && run.at(-1) === (day + 6) % 7) run.push(day);
    else runs.push([day]);
  }
  const items = runs.flatMap((run) =>
    run.length >= 3
      ? [words.dayRange(weekdayName(run[0]!, locale), weekdayName(run.at(-1)!, locale))]
      : run.map((day) => weekdayName(day, locale)),
  );
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(items);
}

/** The hours as text, the same whenever it is read: "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)". */
export function scheduleText(hours: WorkingHours, { locale, place, words }: Omit<SentenceOptions, "visitorZone">): string {
  const clock = (minutes: number) => formatTime(new Date(Date.UTC(2024, 0, 7, 0, minutes)), locale, "UTC");
  return words.schedule(daysText(hours.days, locale, words), clock(hours.from), clock(hours.to), place);
}

/** How soon the owner usually answers, as hours.ts gives it. */
export type ReplyWithin = { minutes: number } | { hours: number } | { days: number };

const UNITS = { minutes: "minute", hours: "hour", days: "day" } as const;

/** "I usually reply within 4 hours.", the duration in the locale's words and digits ("৪ ঘণ্টা"). */
export function replyText(replyWithin: ReplyWithin, locale: string, words: Words["availability"]): string {
  const [unit, value] = Object.entries(replyWithin)[0] as [keyof typeof UNITS, number];
  return words.replyWithin(numberFormat(locale, { style: "unit", unit: UNITS[unit], unitDisplay: "long" }).format(value));
}
