import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadWords } from "~/lib/dictionaries";
import { LanguageProvider, type PageLanguage } from "~/lib/language";
import { observeWith, SeenObserver, UnseenObserver } from "../../../tests/seen-observer";
import { Availability, type AvailabilityHours, toAvailability } from "./availability";

const hours: AvailabilityHours = {
  days: [0, 1, 2, 3, 4],
  from: 600,
  to: 1080,
  timeZone: "Asia/Dhaka",
  place: "Dhaka",
  text: "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time). I usually reply within 4 hours.",
};
const english: PageLanguage = { lang: "en", locale: "en-IN", timeZone: "Asia/Dhaka" };

const page = (owner = hours, language = english) => (
  <LanguageProvider value={language}>
    <Availability hours={owner} />
  </LanguageProvider>
);

/** The sentence about now, once written. */
const now = () => document.querySelector("[data-availability-now]");
/** Lets the effect fetch the code that writes the sentence, and draw it. */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
  });

describe("Availability", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    // Thursday 23:30 in Dhaka.
    vi.setSystemTime(new Date("2026-03-05T23:30:00+06:00"));
    // The visitor has the hours on screen (or within a screen of it).
    restoreObserver = observeWith(SeenObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreObserver();
  });
  let restoreObserver: () => void;

  it("pre-renders the hours as text, and nothing about now", () => {
    const html = renderToString(page());
    expect(html).toContain(hours.text);
    expect(html).not.toContain("It's");
    expect(html).not.toContain("data-availability-now");
  });

  it("hydrates that HTML without a mismatch, then says what the hours mean now", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const before = container.innerHTML;
    // console.error (a hydration warning included) fails the test (tests/setup.ts).
    await act(async () => {
      hydrateRoot(container, page());
    });
    await settle();
    expect(container.textContent).toContain(hours.text);
    expect(container.innerHTML).not.toBe(before);
    expect(now()?.textContent).toMatch(/^It's 11:30 pm in Dhaka\. I'm back on Sunday at 10:00 am Dhaka time/);
    container.remove();
  });

  it("works nothing out while the hours are far from the screen", async () => {
    restoreObserver();
    restoreObserver = observeWith(UnseenObserver);
    render(page());
    await settle();
    expect(screen.getByText(hours.text!)).toBeInTheDocument();
    expect(now()).toBeNull();
  });

  it("keeps the sentence current on each new minute", async () => {
    render(page());
    await settle();
    expect(now()?.textContent).toMatch(/^It's 11:30 pm in Dhaka\./);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    expect(now()?.textContent).toMatch(/^It's 11:31 pm in Dhaka\./);
    expect(screen.getByText(hours.text!)).toBeInTheDocument();
  });

  it("is not a live region, so a screen reader does not read the clock out every minute", async () => {
    const { container } = render(page());
    await settle();
    expect(now()).not.toBeNull();
    expect(container.querySelector("[aria-live], [role=status], [role=log]")).toBeNull();
  });

  it("is given only what it reads: a loader's data carries nothing else of the owner's hours", () => {
    expect(toAvailability({ ...hours, replyWithin: { hours: 4 } } as AvailabilityHours)).toEqual(hours);
  });

  it("speaks the page's language, with its digits", async () => {
    await loadWords("bn");
    render(page({ ...hours, place: "ঢাকা", text: "রবিবার থেকে বৃহস্পতিবার" }, { lang: "bn", locale: "bn-BD", timeZone: "Asia/Dhaka" }));
    await settle();
    expect(now()?.textContent).toMatch(/^ঢাকা সময় এখন রাত্রি ১১:৩০।/);
  });
});
