import { useEffect, useRef, useState } from "react";
import type { WorkingHours } from "~/lib/availability";
import { usePageLanguage, useWords } from "~/lib/language";
import { cx } from "~/lib/class-names";
import { warmUpDates } from "~/lib/warm-up-dates";

/** The owner's hours as a page receives them (app/data/index.server.ts `hours`). */
export interface AvailabilityHours extends WorkingHours {
  /** Where the owner's clock is, as visitors know it: "Dhaka". */
  place: string;
  /** The hours and the usual reply time as text, in the page's language. */
  text: string;
}

/** The hours as plain data for a loader: only what the component reads. */
export function toAvailability({ days, from, to, timeZone, place, text }: AvailabilityHours): AvailabilityHours {
  return { days, from, to, timeZone, place, text };
}

const MINUTE = 60_000;

/**
 * The owner's working hours, and what they mean at the visitor's moment. The hours are text in
 * the pre-rendered page (and with JavaScript off); the sentence about now ("It's 11:30 pm in
 * Dhaka. I'm back on Sunday…") is the visitor's own, so it is written only in the browser, after
 * hydration, and kept current on each new minute. The code that works it out is fetched, and run,
 * when the hours come within a screen of the viewport: pages without the hours, the first paint
 * of those with them, and a page whose hours sit far below (the home page's contact section) do
 * not carry it, nor the browser's time-zone data, whose first use is a long task.
 * It is not a live region: a screen reader announcing the clock every minute would interrupt
 * whatever its user is reading.
 */
export function Availability({ hours, className }: { hours: AvailabilityHours; className?: string }) {
  const words = useWords().availability;
  const { locale } = usePageLanguage();
  const [sentence, setSentence] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let mounted = true;
    // The browser's date data is loaded in a worker first (app/lib/warm-up-dates.ts): its first
    // use on the page's thread would be one long task.
    const start = () =>
      void Promise.all([import("~/lib/availability"), warmUpDates(locale, hours.timeZone)]).then(
        ([{ availabilitySentence, visitorTimeZone }]) => {
          const tick = () => {
            if (!mounted) return;
            const now = new Date();
            setSentence(availabilitySentence(now, hours, { locale, place: hours.place, visitorZone: visitorTimeZone(), words }));
            timer = setTimeout(tick, MINUTE - (now.getTime() % MINUTE) + 50);
          };
          tick();
        },
      );
    let observer: IntersectionObserver | undefined;
    if (box.current && typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: "100% 0px" },
      );
      observer.observe(box.current);
    } else start();
    return () => {
      mounted = false;
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [hours, locale, words]);
  const now = sentence ? (
    <p data-availability-now="" className="font-medium text-foreground">
      {sentence}
    </p>
  ) : null;
  return (
    <div ref={box} className={cx("flex flex-col gap-2", className)}>
      <p>{hours.text}</p>
      {now}
    </div>
  );
}
