import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime, formatWeekday } from "./dates";

describe("formatDate", () => {
  it("writes the day, the month name and the year in the locale's order", () => {
    expect(formatDate("2026-03-14", "en-GB")).toBe("14 March 2026");
    expect(formatDate("2026-01-01", "en-IN")).toBe("1 January 2026");
    expect(formatDate("2026-12-31", "en-US")).toBe("December 31, 2026");
  });

  it("uses only the date part of a longer timestamp", () => {
    expect(formatDate("2026-03-14T23:59:59-11:00", "en-GB")).toBe("14 March 2026");
  });
});

describe("formatDateTime", () => {
  it("shows the time in the site's time zone", () => {
    expect(formatDateTime("2026-03-02T14:30:00+06:00", "en-GB", "Asia/Dhaka")).toMatch(/^2 March 2026(,| at) 14:30$/);
    expect(formatDateTime("2026-03-02T14:30:00+06:00", "en-US", "America/Chicago")).toMatch(/^March 2, 2026(,| at) 2:30\sAM$/);
  });

  it("converts other offsets, including the date", () => {
    expect(formatDateTime("2026-03-02T08:30:00Z", "en-GB", "Asia/Dhaka")).toMatch(/^2 March 2026(,| at) 14:30$/);
    expect(formatDateTime("2026-03-02T20:15:00Z", "en-GB", "Asia/Dhaka")).toMatch(/^3 March 2026(,| at) 0?2:15$/);
  });
});

describe("dates on the Bengali pages", () => {
  it("writes day, month and year in Bengali, without a comma", () => {
    expect(formatDate("2026-03-14", "bn-BD")).toBe("১৪ মার্চ ২০২৬");
  });

  it("writes a comment's time with the part of the day in words, in the site's time zone, and no Latin letter", () => {
    expect(formatDateTime("2026-10-14T15:12:00Z", "bn-BD", "Asia/Dhaka")).toBe("১৪ অক্টোবর ২০২৬, রাত্রি ৯:১২");
    expect(formatDateTime("2026-10-14T03:05:00Z", "bn-BD", "Asia/Dhaka")).toBe("১৪ অক্টোবর ২০২৬, সকাল ৯:০৫");
    // Past midnight in Dhaka: the next day's date.
    expect(formatDateTime("2026-10-14T20:30:00Z", "bn-BD", "Asia/Dhaka")).toBe("১৫ অক্টোবর ২০২৬, রাত্রি ২:৩০");
    for (const hour of Array.from({ length: 24 }, (_, h) => h))
      expect(formatDateTime(`2026-10-14T${String(hour).padStart(2, "0")}:00:00Z`, "bn-BD", "Asia/Dhaka")).not.toMatch(/[A-Za-z]/);
  });
});

describe("formatTime and formatWeekday", () => {
  const moment = new Date("2026-03-14T17:30:00Z");
  it("write a moment's clock time and day in a zone, 12- or 24-hour as the locale does", () => {
    expect(formatTime(moment, "en-IN", "Asia/Dhaka")).toBe("11:30 pm");
    expect(formatTime(moment, "en-US", "America/Chicago")).toMatch(/^12:30\sPM$/);
    expect(formatTime(moment, "en-GB", "Asia/Kolkata")).toBe("23:00");
    expect(formatWeekday(moment, "en-GB", "Asia/Dhaka")).toBe("Saturday");
    expect(formatWeekday(moment, "en-GB", "Pacific/Kiritimati")).toBe("Sunday");
  });

  it("in Bengali, put the part of the day before the time, in Bengali digits", () => {
    expect(formatTime(moment, "bn-BD", "Asia/Dhaka")).toBe("রাত্রি ১১:৩০");
    expect(formatTime(new Date("2026-03-14T04:00:00Z"), "bn-BD", "Asia/Dhaka")).toBe("সকাল ১০:০০");
    expect(formatTime(new Date("2026-03-14T12:00:00Z"), "bn-BD", "Asia/Dhaka")).toBe("সন্ধ্যা ৬:০০");
    expect(formatWeekday(moment, "bn-BD", "Asia/Dhaka")).toBe("শনিবার");
  });
});
