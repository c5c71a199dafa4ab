/**
 * Says that a visitor did something an owner counts: sent the contact form, signed up for the
 * newsletter, searched, switched the currency. It only dispatches an event on the window: the
 * analytics module (app/lib/analytics.ts), loaded only where the owner switched analytics on and
 * the visitor allows it, forwards it to the provider; anywhere else nothing listens, and nothing
 * is sent. Links (a chat, the CV, "Hire Me") are counted by the module's own click listener.
 */
export const TRACK_EVENT = "analytics:track";

/**
 * The events the site's components announce; the analytics module adds the links it recognises
 * ("chat_opened", "cv_downloaded", "hire_me_clicked") and the Core Web Vitals ("LCP", "INP", "CLS").
 */
export type EventName = "contact_sent" | "newsletter_signup" | "search_used" | "currency_switched";

/** What an event says besides its name: never anything a visitor typed. */
export type TrackedProps = Record<string, string | number>;

export interface TrackedEvent {
  name: string;
  props: TrackedProps;
}

export function track(name: EventName, props: TrackedProps = {}) {
  window.dispatchEvent(new CustomEvent<TrackedEvent>(TRACK_EVENT, { detail: { name, props } }));
}
