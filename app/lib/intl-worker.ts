// The date and time-zone data worker (app/lib/warm-up-dates.ts): it makes one date format of the
// page's language and the owner's time zone, and the browser's default one, so that the browser
// loads that data on this thread instead of the page's, then says so and ends.
interface WorkerScope {
  onmessage: ((event: MessageEvent<{ locale: string; timeZone: string }>) => void) | null;
  postMessage(message: unknown): void;
  close(): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = ({ data: { locale, timeZone } }) => {
  try {
    new Intl.DateTimeFormat(locale, { timeZone, weekday: "long", hour: "numeric", minute: "2-digit" }).formatToParts(Date.now());
    new Intl.DateTimeFormat().resolvedOptions();
  } finally {
    scope.postMessage("warm");
    scope.close();
  }
};
