import { afterEach, describe, expect, it } from "vitest";
import {
  availabilityAt,
  availabilitySentence,
  daysText,
  instantAt,
  offsetMinutes,
  replyText,
  scheduleText,
  wallClock,
  type WorkingHours,
} from "./availability";
import { en } from "./words";
import { bn } from "./words.bn";

/** The demo's hours: Sunday to Thursday, 10:00 to 18:00 in Dhaka (UTC+6 all year). */
const dhaka: WorkingHours = { days: [0, 1, 2, 3, 4], from: 10 * 60, to: 18 * 60, timeZone: "Asia/Dhaka" };
/** The second owner's: Monday to Friday, 9:00 to 17:00 in Chicago, which keeps daylight saving time. */
const chicago: WorkingHours = { days: [1, 2, 3, 4, 5], from: 9 * 60, to: 17 * 60, timeZone: "America/Chicago" };

/** A moment written as an ISO date-time with its offset. */
const at = (iso: string) => new Date(iso);
/** Any text with its spaces made plain: Intl puts a narrow no-break space before "PM" in en-US. */
const plain = (text: string) => text.replace(/\s+/g, " ");

const sentence = (now: Date, visitorZone: string, hours = dhaka, locale = "en-IN", place = "Dhaka") =>
  plain(availabilitySentence(now, hours, { locale, place, visitorZone, words: en.availability }));

describe("a zone's clock at a moment", () => {
  it("reads the date, the weekday and the time in the zone, not the machine's", () => {
    expect(wallClock(at("2026-03-14T18:30:00Z"), "Asia/Dhaka")).toEqual({
      year: 2026,
      month: 3,
      day: 15,
      weekday: 0,
      minutes: 30,
      seconds: 0,
    });
    expect(wallClock(at("2026-01-17T18:30:00Z"), "America/St_Johns")).toMatchObject({ day: 17, weekday: 6, minutes: 15 * 60 });
    expect(wallClock(at("2026-03-14T18:30:00Z"), "America/St_Johns")).toMatchObject({ day: 14, weekday: 6, minutes: 16 * 60 });
  });

  it("knows the offsets, half hours and daylight saving time included", () => {
    expect(offsetMinutes(at("2026-01-15T12:00:00Z"), "Asia/Dhaka")).toBe(360);
    expect(offsetMinutes(at("2026-01-15T12:00:00Z"), "Asia/Kolkata")).toBe(330);
    expect(offsetMinutes(at("2026-01-15T12:00:00Z"), "America/St_Johns")).toBe(-210);
    expect(offsetMinutes(at("2026-07-15T12:00:00Z"), "America/St_Johns")).toBe(-150);
    expect(offsetMinutes(at("2026-03-29T00:59:59Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(at("2026-03-29T01:00:00Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(at("2026-10-25T00:59:59Z"), "Europe/London")).toBe(60);
    expect(offsetMinutes(at("2026-10-25T01:00:00Z"), "Europe/London")).toBe(0);
    expect(offsetMinutes(at("2026-03-08T06:59:00Z"), "America/New_York")).toBe(-300);
    expect(offsetMinutes(at("2026-03-08T07:00:00Z"), "America/New_York")).toBe(-240);
  });
});

describe("the moment a zone's clock shows a time", () => {
  it("is that time less the zone's offset on that day", () => {
    expect(instantAt(2026, 3, 15, 10 * 60, "Asia/Dhaka").toISOString()).toBe("2026-03-15T04:00:00.000Z");
    expect(instantAt(2026, 3, 15, 10 * 60, "America/St_Johns").toISOString()).toBe("2026-03-15T12:30:00.000Z");
    expect(instantAt(2026, 1, 15, 10 * 60, "America/St_Johns").toISOString()).toBe("2026-01-15T13:30:00.000Z");
  });

  it("runs past the end of a month and of a year", () => {
    expect(instantAt(2026, 3, 32, 0, "Asia/Kolkata").toISOString()).toBe("2026-03-31T18:30:00.000Z");
    expect(instantAt(2026, 12, 32, 9 * 60, "America/Chicago").toISOString()).toBe("2027-01-01T15:00:00.000Z");
  });

  it("follows daylight saving time on the days the clocks change", () => {
    // The Monday after the US clocks went forward: 09:00 is CDT (UTC-5), not CST (UTC-6).
    expect(instantAt(2026, 3, 9, 9 * 60, "America/Chicago").toISOString()).toBe("2026-03-09T14:00:00.000Z");
    expect(instantAt(2026, 3, 6, 9 * 60, "America/Chicago").toISOString()).toBe("2026-03-06T15:00:00.000Z");
    // London skips 01:00 to 02:00 on 29 March: 01:30 is read as 02:30 BST.
    expect(instantAt(2026, 3, 29, 90, "Europe/London").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(instantAt(2026, 3, 29, 10 * 60, "Europe/London").toISOString()).toBe("2026-03-29T09:00:00.000Z");
    // London shows 01:00 to 02:00 twice on 25 October: 01:30 is the first, in BST.
    expect(instantAt(2026, 10, 25, 90, "Europe/London").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantAt(2026, 10, 25, 10 * 60, "Europe/London").toISOString()).toBe("2026-10-25T10:00:00.000Z");
  });
});

describe("whether the owner is working", () => {
  it("is open inside the hours, until the end of the day's hours", () => {
    // Sunday 11:30 in Dhaka.
    expect(availabilityAt(at("2026-03-15T11:30:00+06:00"), dhaka)).toEqual({
      open: true,
      since: at("2026-03-15T10:00:00+06:00"),
      until: at("2026-03-15T18:00:00+06:00"),
    });
  });

  it("opens at `from` exactly and closes at `to` exactly", () => {
    expect(availabilityAt(at("2026-03-16T10:00:00+06:00"), dhaka).open).toBe(true);
    expect(availabilityAt(at("2026-03-16T17:59:59+06:00"), dhaka).open).toBe(true);
    expect(availabilityAt(at("2026-03-16T18:00:00+06:00"), dhaka)).toEqual({ open: false, next: at("2026-03-17T10:00:00+06:00") });
  });

  it("before opening on a working day, starts later that day", () => {
    expect(availabilityAt(at("2026-03-16T08:15:00+06:00"), dhaka)).toEqual({ open: false, next: at("2026-03-16T10:00:00+06:00") });
  });

  it("after closing, starts the next working day, across midnight", () => {
    expect(availabilityAt(at("2026-03-18T19:00:00+06:00"), dhaka)).toEqual({ open: false, next: at("2026-03-19T10:00:00+06:00") });
    // 23:30 on Wednesday in Dhaka is still Wednesday afternoon in UTC: the owner's day counts.
    expect(availabilityAt(at("2026-03-18T17:30:00Z"), dhaka)).toEqual({ open: false, next: at("2026-03-19T10:00:00+06:00") });
    expect(availabilityAt(at("2026-03-19T00:30:00+06:00"), dhaka)).toEqual({ open: false, next: at("2026-03-19T10:00:00+06:00") });
  });

  it("on Thursday evening and over the weekend, starts on Sunday", () => {
    for (const now of ["2026-03-19T18:00:00+06:00", "2026-03-20T12:00:00+06:00", "2026-03-21T23:59:00+06:00"]) {
      expect(availabilityAt(at(now), dhaka), now).toEqual({ open: false, next: at("2026-03-22T10:00:00+06:00") });
    }
  });

  it("keeps the hours on the owner's clock when it changes to daylight saving time over the weekend", () => {
    expect(availabilityAt(at("2026-03-06T17:30:00-06:00"), chicago)).toEqual({ open: false, next: at("2026-03-09T09:00:00-05:00") });
    expect(availabilityAt(at("2026-10-30T18:00:00-05:00"), chicago)).toEqual({ open: false, next: at("2026-11-02T09:00:00-06:00") });
    expect(availabilityAt(at("2026-03-09T08:30:00-05:00"), chicago).open).toBe(false);
    expect(availabilityAt(at("2026-03-09T09:00:00-05:00"), chicago).open).toBe(true);
  });

  it("works with a single working day a week, and with every day", () => {
    const fridays: WorkingHours = { ...dhaka, days: [5] };
    expect(availabilityAt(at("2026-03-20T18:00:00+06:00"), fridays)).toEqual({ open: false, next: at("2026-03-27T10:00:00+06:00") });
    const always: WorkingHours = { ...dhaka, days: [0, 1, 2, 3, 4, 5, 6], from: 0, to: 24 * 60 };
    expect(availabilityAt(at("2026-03-21T03:00:00+06:00"), always)).toMatchObject({ open: true, until: at("2026-03-22T00:00:00+06:00") });
  });
});

describe("what a visitor reads", () => {
  it("inside the hours: the owner's time, and that it is within them", () => {
    expect(sentence(at("2026-03-15T14:30:00+06:00"), "America/New_York")).toBe("It's 2:30 pm in Dhaka, within my working hours.");
  });

  it("outside them: when the owner is back, in the owner's time and in the visitor's, with the visitor's day where it differs", () => {
    // Thursday 23:30 in Dhaka; Sunday 10:00 in Dhaka is Saturday 23:00 in New York (EST).
    expect(sentence(at("2026-03-05T23:30:00+06:00"), "America/New_York")).toBe(
      "It's 11:30 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time: Saturday 11:00 pm for you.",
    );
  });

  it("says today and tomorrow on the owner's calendar", () => {
    expect(sentence(at("2026-03-16T08:15:00+06:00"), "Asia/Kolkata")).toBe(
      "It's 8:15 am in Dhaka. I'm back today at 10:00 am Dhaka time: 9:30 am for you.",
    );
    expect(sentence(at("2026-03-16T19:00:00+06:00"), "Asia/Kolkata")).toBe(
      "It's 7:00 pm in Dhaka. I'm back tomorrow at 10:00 am Dhaka time: 9:30 am for you.",
    );
  });

  it("gives the visitor's half-hour offsets, and their day only where their calendar differs", () => {
    // Sunday 10:00 in Dhaka is 04:00 UTC: Sunday 00:30 in St. John's (NST, UTC-3:30).
    expect(sentence(at("2026-03-06T12:00:00+06:00"), "America/St_Johns")).toBe(
      "It's 12:00 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time: 12:30 am for you.",
    );
    // In summer (NDT, UTC-2:30), 01:30.
    expect(sentence(at("2026-07-03T12:00:00+06:00"), "America/St_Johns")).toBe(
      "It's 12:00 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time: 1:30 am for you.",
    );
    // Monday 10:00 in Dhaka, from Sunday 20:00 in Dhaka, is still Sunday in Los Angeles (PDT).
    expect(sentence(at("2026-07-05T20:00:00+06:00"), "America/Los_Angeles")).toBe(
      "It's 8:00 pm in Dhaka. I'm back tomorrow at 10:00 am Dhaka time: Sunday 9:00 pm for you.",
    );
  });

  it("follows the visitor's daylight saving time around Europe's March and October changes", () => {
    // Sunday 10:00 in Dhaka is 04:00 UTC: 4:00 am in London on GMT, 5:00 am on BST.
    const london = (now: string) => sentence(at(now), "Europe/London").replace(/^.*: /, "");
    expect(london("2026-03-19T20:00:00+06:00")).toBe("4:00 am for you.");
    expect(london("2026-03-26T20:00:00+06:00")).toBe("5:00 am for you.");
    expect(london("2026-10-22T20:00:00+06:00")).toBe("4:00 am for you.");
    expect(london("2026-10-15T20:00:00+06:00")).toBe("5:00 am for you.");
  });

  it("follows the visitor's daylight saving time in New York", () => {
    const newYork = (now: string) => sentence(at(now), "America/New_York").replace(/^.*: /, "");
    // Sunday 10:00 in Dhaka is 04:00 UTC: Saturday 11:00 pm in New York on EST, and on EDT (from 8 March) the same Sunday.
    expect(newYork("2026-03-05T20:00:00+06:00")).toBe("Saturday 11:00 pm for you.");
    expect(newYork("2026-03-12T20:00:00+06:00")).toBe("12:00 am for you.");
  });

  it("follows the owner's daylight saving time, and writes times as the owner's locale does", () => {
    // Friday 17:30 in Chicago (CST); Monday 09:00 is CDT: 14:00 UTC, 8:00 pm in Dhaka.
    expect(sentence(at("2026-03-06T17:30:00-06:00"), "Asia/Dhaka", chicago, "en-US", "Austin")).toBe(
      "It's 5:30 PM in Austin. I'm back on Monday at 9:00 AM Austin time: 8:00 PM for you.",
    );
    expect(sentence(at("2026-03-16T14:30:00+06:00"), "Europe/Berlin", dhaka, "en-GB")).toBe(
      "It's 14:30 in Dhaka, within my working hours.",
    );
  });

  it("leaves the visitor's time out when their clock shows the owner's", () => {
    expect(sentence(at("2026-03-05T23:30:00+06:00"), "Asia/Dhaka")).toBe(
      "It's 11:30 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time.",
    );
    expect(sentence(at("2026-03-05T23:30:00+06:00"), "Asia/Thimphu")).toBe(
      "It's 11:30 pm in Dhaka. I'm back on Sunday at 10:00 am Dhaka time.",
    );
  });

  it("in Bengali, with Bengali digits and the part of the day first", () => {
    const words = bn.availability;
    const say = (now: string, visitorZone: string) =>
      plain(availabilitySentence(at(now), dhaka, { locale: "bn-BD", place: "ঢাকা", visitorZone, words }));
    expect(say("2026-03-05T23:30:00+06:00", "America/New_York")).toBe(
      "ঢাকা সময় এখন রাত্রি ১১:৩০। আবার কাজে ফিরব রবিবার সকাল ১০:০০ (ঢাকা সময়), আপনার সময়ে শনিবার রাত্রি ১১:০০।",
    );
    expect(say("2026-03-16T08:15:00+06:00", "Asia/Kolkata")).toBe(
      "ঢাকা সময় এখন সকাল ৮:১৫। আবার কাজে ফিরব আজ সকাল ১০:০০ (ঢাকা সময়), আপনার সময়ে সকাল ৯:৩০।",
    );
    expect(say("2026-03-15T14:30:00+06:00", "Asia/Dhaka")).toBe("ঢাকা সময় এখন দুপুর ২:৩০, আমার কাজের সময় চলছে।");
  });
});

describe("whatever the machine's time zone", () => {
  const machineZone = process.env.TZ;
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });

  it("computes the hours in the owner's zone", () => {
    const moments = ["2026-03-05T23:30:00+06:00", "2026-03-16T08:15:00+06:00", "2026-03-15T14:30:00+06:00", "2026-03-28T23:30:00Z"];
    const read = () =>
      moments.flatMap((now) => [
        JSON.stringify(availabilityAt(at(now), dhaka)),
        JSON.stringify(availabilityAt(at(now), chicago)),
        sentence(at(now), "Europe/London"),
        sentence(at(now), "America/St_Johns", chicago, "en-US", "Austin"),
      ]);
    process.env.TZ = "UTC";
    const inUtc = read();
    for (const zone of ["Pacific/Kiritimati", "America/St_Johns", "Asia/Kolkata", "Europe/London", "Pacific/Pago_Pago"]) {
      process.env.TZ = zone;
      // Node reads TZ afresh: the machine's own clock now says another offset.
      expect(
        [new Date("2026-01-15T12:00:00Z"), new Date("2026-07-15T12:00:00Z")].map((date) => date.getTimezoneOffset()),
        zone,
      ).not.toEqual([0, 0]);
      expect(read(), zone).toEqual(inUtc);
    }
  });
});

describe("the hours as text", () => {
  const words = en.availability;
  it("writes runs of days as ranges and other days as a list", () => {
    expect(daysText([0, 1, 2, 3, 4], "en-IN", words)).toBe("Sunday to Thursday");
    expect(daysText([1, 2, 3, 4, 5], "en-US", words)).toBe("Monday to Friday");
    expect(daysText([1, 3, 5], "en-US", words)).toBe("Monday, Wednesday, and Friday");
    expect(daysText([5, 6, 0], "en-GB", words)).toBe("Friday to Sunday");
    expect(daysText([6, 0], "en-GB", words)).toBe("Saturday and Sunday");
    expect(daysText([1, 2, 3, 5], "en-GB", words)).toBe("Monday to Wednesday and Friday");
    expect(daysText([3], "en-GB", words)).toBe("Wednesday");
    expect(daysText([0, 1, 2, 3, 4, 5, 6], "en-GB", words)).toBe("Every day");
    expect(daysText([0, 1, 2, 3, 4], "bn-BD", bn.availability)).toBe("রবিবার থেকে বৃহস্পতিবার");
  });

  it("gives the days, the times in the locale's way and the place", () => {
    expect(plain(scheduleText(dhaka, { locale: "en-IN", place: "Dhaka", words }))).toBe(
      "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)",
    );
    expect(plain(scheduleText(chicago, { locale: "en-US", place: "Austin", words }))).toBe(
      "Monday to Friday, 9:00 AM to 5:00 PM (Austin time)",
    );
    expect(scheduleText(dhaka, { locale: "en-GB", place: "Dhaka", words })).toBe("Sunday to Thursday, 10:00 to 18:00 (Dhaka time)");
    expect(scheduleText(dhaka, { locale: "bn-BD", place: "ঢাকা", words: bn.availability })).toBe(
      "রবিবার থেকে বৃহস্পতিবার, সকাল ১০:০০ থেকে সন্ধ্যা ৬:০০ (ঢাকা সময়)",
    );
  });

  it("says how soon the owner usually replies, in the page's language and digits", () => {
    expect(replyText({ hours: 4 }, "en-IN", words)).toBe("I usually reply within 4 hours.");
    expect(replyText({ days: 1 }, "en-US", words)).toBe("I usually reply within 1 day.");
    expect(replyText({ minutes: 30 }, "en-GB", words)).toBe("I usually reply within 30 minutes.");
    expect(replyText({ hours: 4 }, "bn-BD", bn.availability)).toBe("উত্তর পেতে সাধারণত বড়জোর ৪ ঘণ্টা লাগে।");
  });
});
