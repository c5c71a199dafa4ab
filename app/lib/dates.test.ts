import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("formatDate", () => {
  it("writes the day, the month name and the year", () => {
    expect(formatDate("2026-03-14")).toBe("14 March 2026");
    expect(formatDate("2026-01-01")).toBe("1 January 2026");
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
  });

  it("uses only the date part of a longer timestamp", () => {
    expect(formatDate("2026-03-14T23:59:59-11:00")).toBe("14 March 2026");
  });
});

describe("formatDateTime", () => {
  it("shows the time in Dhaka", () => {
    const text = formatDateTime("2026-03-02T14:30:00+06:00");
    expect(text).toMatch(/^2 March 2026(,| at) 14:30$/);
  });

  it("converts other offsets to Dhaka time (UTC+6), including the date", () => {
    expect(formatDateTime("2026-03-02T08:30:00Z")).toMatch(/^2 March 2026(,| at) 14:30$/);
    expect(formatDateTime("2026-03-02T20:15:00Z")).toMatch(/^3 March 2026(,| at) 2:15$/);
  });
});
