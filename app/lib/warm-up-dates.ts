// Chromium loads its date and time-zone data on a page's first Intl object: one task of 35–130 ms
// on the bench machine, four times that on a slow phone, in which the page answers no tap. That data
// is the browser's, shared by the page and its workers, so a worker can load it instead
// (app/lib/intl-worker.ts): the page's own first date format then takes a millisecond or so.
// Measured on 2026-11-28: 47–70 ms in the worker, then 0.1–6.6 ms for the page's formats.

/**
 * Resolves once the browser's date data for `locale` and `timeZone` is loaded off the page's
 * thread, or at once where the browser cannot run the worker (no Worker, the policy forbids it), or
 * after `wait` ms: the caller goes on either way, at worst paying the first use itself.
 */
export function warmUpDates(locale: string, timeZone: string, wait = 3000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof Worker !== "function") return resolve();
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, wait);
    try {
      worker = new Worker(new URL("./intl-worker.ts", import.meta.url), { type: "module" });
    } catch {
      return done();
    }
    worker.onmessage = done;
    worker.onerror = (event) => {
      event.preventDefault();
      done();
    };
    worker.postMessage({ locale, timeZone });
  });
}
