import type { z } from "zod";
import type { hoursSchema } from "../data/schema/hours.ts";

// When you work, in your own time zone. The contact page and the home page's contact form show
// these hours, and tell each visitor whether you are working right now and, if not, when you are
// back, in your time and theirs. Without this file (or with `features: { hours: false }` in site.ts)
// the site says nothing about your hours, but what you write as `workingHours` in site.ts.
export const hours = {
  days: ["sunday", "monday", "tuesday", "wednesday", "thursday"],
  from: "10:00",
  to: "18:00",
  timeZone: "Asia/Dhaka",
  // Visitors read your time as "It's 11:30 pm in Dhaka": the city of your address (site.ts). When
  // your clock is somewhere else, name it: place: { en: "Chittagong", bn: "চট্টগ্রাম" },
  replyWithin: { hours: 4 },
} satisfies z.input<typeof hoursSchema>;
