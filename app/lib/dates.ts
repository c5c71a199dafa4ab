const DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "Asia/Dhaka",
});

/** "2026-03-14" → "14 March 2026", the same on the build machine and in every browser. */
export function formatDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

/** A comment's time in Dhaka time, so pre-rendered and hydrated text agree. */
export function formatDateTime(isoDateTime: string): string {
  return DATE_TIME.format(new Date(isoDateTime));
}
