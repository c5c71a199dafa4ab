// When the owner answers (hours.ts), end to end, for any owner's content: the hours as text in
// the pre-rendered contact and home pages (and with JavaScript off), and what they mean at the visitor's
// moment once the page has hydrated, at fixed clock times (inside the hours, before and after them, on a day
// off) with the browser in two time zones, in each of the site's languages. The moments and the
// expected sentences are worked out from the owner's hours.ts and site.ts, not written here.
import type { Page } from "@playwright/test";
import type { Content } from "../app/data/content.ts";
import { localize } from "../app/data/localize.ts";
import { minutesOf, WEEKDAY_NAMES } from "../app/data/schema/index.ts";
import { availabilityAt, availabilitySentence, instantAt, replyText, scheduleText, type WorkingHours } from "../app/lib/availability.ts";
import { BENGALI_LOCALE, type Lang, pathIn } from "../app/lib/i18n.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test } from "./test";

type Hours = NonNullable<Content["hours"]>;

/** Visitors' zones: half-hour offsets, one ahead of UTC and one behind it (with daylight saving time). */
const VISITOR_ZONES = ["Asia/Kolkata", "America/St_Johns"];

/** The owner's hours in one language, as the site should show them. */
function expected(hours: Hours, site: Content["site"], lang: Lang) {
  const words = { en, bn }[lang].availability;
  const locale = lang === "en" ? site.locale : BENGALI_LOCALE;
  const schedule: WorkingHours = {
    days: hours.days.map((day) => WEEKDAY_NAMES.indexOf(day)),
    from: minutesOf(hours.from),
    to: minutesOf(hours.to),
    timeZone: hours.timeZone ?? site.timeZone,
  };
  const place = localize(hours.place ?? site.address.city, lang, "");
  const text = [
    words.scheduleLine(scheduleText(schedule, { locale, place, words })),
    hours.replyWithin ? replyText(hours.replyWithin, locale, words) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return {
    text,
    /** The sentence a visitor in `visitorZone` reads at `now`. */
    sentence: (now: Date, visitorZone: string) => availabilitySentence(now, schedule, { locale, place, visitorZone, words }),
    schedule,
  };
}

/**
 * Moments of a week in January, on the owner's clock: the middle of the first working day, an
 * hour and a half before it starts and an hour after it ends (where the day has room), and noon
 * on the first day off (where there is one).
 */
function moments(schedule: WorkingHours) {
  // 4 January 2026 was a Sunday: its week's days are 4 + weekday.
  const on = (weekday: number, minutes: number) => instantAt(2026, 1, 4 + weekday, minutes, schedule.timeZone);
  const workday = Math.min(...schedule.days);
  const dayOff = [0, 1, 2, 3, 4, 5, 6].find((day) => !schedule.days.includes(day));
  return [
    { name: "inside the hours", at: on(workday, Math.floor((schedule.from + schedule.to) / 2 / 5) * 5), open: true },
    ...(schedule.from >= 90 ? [{ name: "before they start", at: on(workday, schedule.from - 90), open: false }] : []),
    ...(schedule.to + 60 < 24 * 60 ? [{ name: "after they end", at: on(workday, schedule.to + 60), open: false }] : []),
    ...(dayOff === undefined ? [] : [{ name: "on a day off", at: on(dayOff, 12 * 60), open: false }]),
  ];
}

/** The sentence about now, which only the browser writes. */
const now = (page: Page) => page.locator("main [data-availability-now]");

/** Registers the tests for an owner's hours.ts and site.ts (their checked content); says why it skips when the owner shows no hours. */
export function availabilityTests({ hours, site }: Content) {
  const shown = hours !== undefined && site.features.hours;
  test.skip(!shown, "the owner shows no working hours (no hours.ts, or features: { hours: false })");
  if (!shown) return;
  const { languages } = site;

  for (const lang of languages) {
    const owner = expected(hours, site, lang);
    const contact = pathIn(lang, "/contact");

    for (const visitorZone of VISITOR_ZONES) {
      test.describe(`${contact}, a visitor in ${visitorZone}`, () => {
        test.use({ timezoneId: visitorZone });

        test("reads the hours, then what they mean at that moment, in and out of them", async ({ page }) => {
          for (const moment of moments(owner.schedule)) {
            await page.clock.setFixedTime(moment.at);
            await page.goto(contact);
            await hydrated(page);
            const hoursText = page.getByText(owner.text, { exact: true });
            await expect(hoursText, moment.name).toBeVisible();
            const sentence = owner.sentence(moment.at, visitorZone);
            // The moment is where it was meant to be: inside the hours or outside them.
            expect(availabilityAt(moment.at, owner.schedule).open, moment.name).toBe(moment.open);
            await expect(now(page), `${moment.name}, ${moment.at.toISOString()}`).toHaveText(sentence);
            // Hydration added the sentence and changed nothing that was pre-rendered.
            await expect(hoursText).toHaveCount(1);
          }
        });
      });
    }

    test(`${pathIn(lang, "/")}: the contact section says it too, once the visitor scrolls to it`, async ({ page }) => {
      const [moment] = moments(owner.schedule).filter((entry) => !entry.open);
      test.skip(!moment, "the owner works around the clock");
      await page.clock.setFixedTime(moment!.at);
      await page.goto(pathIn(lang, "/"));
      await hydrated(page);
      const hoursText = page.getByText(owner.text, { exact: true });
      await expect(hoursText).toBeVisible();
      await hoursText.scrollIntoViewIfNeeded();
      const visitorZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
      await expect(now(page)).toHaveText(owner.sentence(moment!.at, visitorZone));
    });

    test.describe(`${contact} and ${pathIn(lang, "/")} with JavaScript off`, () => {
      test.use({ javaScriptEnabled: false });

      test("show the working hours as text, and nothing about now", async ({ page }) => {
        for (const path of [contact, pathIn(lang, "/")]) {
          await page.goto(path);
          await expect(page.getByText(owner.text, { exact: true }), path).toBeVisible();
          await expect(now(page), path).toHaveCount(0);
        }
      });
    });
  }
}
