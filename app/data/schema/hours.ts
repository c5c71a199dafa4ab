/** When the owner works (hours.ts). */
import { z } from "zod";
import { text, timeZoneName } from "./fields.ts";

/** The days of the week, as hours.ts names them. */
export const WEEKDAY_NAMES = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
/** A clock time written HH:MM, 24-hour. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM, 24-hour, like "09:30" or "18:00"');
/** Minutes after midnight of a time written HH:MM ("24:00" is 1440): how hours.ts's times are compared and computed with. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const count = z.number().int().positive();

/**
 * When you work (`hours.ts`), kept in your own time zone. The contact page and the home page's
 * contact form show the hours as text ("Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)"),
 * and, once the page has loaded, tell each visitor whether you are working right now and, if
 * not, when you are back: in your time and in the visitor's own.
 */
export const hoursSchema = z
  .object({
    /** The days you work, by name: ["sunday", "monday", "tuesday", "wednesday", "thursday"]. */
    days: z
      .array(z.enum(WEEKDAY_NAMES, { error: 'must be a day of the week written in lowercase English, "sunday" to "saturday"' }))
      .min(1, "must name at least one day")
      .refine((days) => new Set(days).size === days.length, "must name each day once"),
    /** When your working day starts, HH:MM in 24-hour time: "10:00". */
    from: clockTime,
    /** When it ends, after `from` on the same day: "18:00" (or "24:00" for midnight). */
    to: z.union([clockTime, z.literal("24:00")]),
    /** The time zone the hours are kept in, an IANA name such as "Asia/Dhaka"; your site's `timeZone` (site.ts) if left out. */
    timeZone: timeZoneName.optional(),
    /**
     * The place visitors know your time by, as in "It's 11:30 pm in Dhaka": the city of your
     * address (site.ts) if left out. Give it when you keep the hours of another place.
     */
    place: text.optional(),
    /** How soon you usually answer a message: { hours: 4 }, { minutes: 30 } or { days: 1 }. Left out, nothing is said. */
    replyWithin: z
      .union([z.object({ minutes: count }).strict(), z.object({ hours: count }).strict(), z.object({ days: count }).strict()])
      .optional(),
  })
  .refine((hours) => minutesOf(hours.to) > minutesOf(hours.from), {
    path: ["to"],
    message: "must be after from (working hours end on the day they start)",
  });
