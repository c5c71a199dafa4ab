import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

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
});
