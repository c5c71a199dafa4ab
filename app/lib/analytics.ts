/**
 * Counts visits with the analytics provider the owner chose (app/content/analytics.ts). This
 * module is imported only where the owner switched analytics on, once the page has hydrated
 * and the browser is idle (the site's frame): a site without analytics never loads it, and no
 * page waits for it before its first paint. docs/decisions/030-analytics.md.
 *
 * - A browser that sends Global Privacy Control or Do Not Track is never counted: nothing loads.
 * - A provider that sets cookies (Google Analytics 4) loads only once the visitor has allowed
 *   "analytics" in the consent dialog, and stops counting when they withdraw it. The others,
 *   which set none, load at once.
 * - The events an owner cares about reach the provider through its own call: those the site's
 *   components announce (app/lib/track.ts), and the links this module recognises by their
 *   address (a chat, the CV) or words ("Hire Me"), so no page carries an attribute for it.
 * - The Core Web Vitals of the visit (LCP, INP, CLS), measured with the `web-vitals` library,
 *   go to the provider as events too, with the page and its language.
 */
import { type AnalyticsSettings, PROVIDERS, scriptOf } from "./analytics-providers";
import { analyticsAllowed, CONSENT_CHANGE_EVENT } from "./consent";
import { type EventName, TRACK_EVENT, type TrackedEvent, type TrackedProps } from "./track";

/** The event a search is counted as, with its number of results (never the words). */
export const SEARCH_EVENT: EventName = "search_used";
/**
 * A search is counted once the visitor stops refining it: each pause while typing gives
 * results, and only the last of a run is sent.
 */
export const SEARCH_SETTLE_MS = 1_500;

/** What a provider's script puts on the window, as far as this module calls it. */
interface ProviderWindow {
  plausible?: (name: string, options: { props: Record<string, string> }) => void;
  umami?: { track: (name: string, data: TrackedProps) => unknown };
  goatcounter?: { count: (vars: { path: string; title?: string; event?: boolean }) => void };
  gtag?: (...args: unknown[]) => void;
  dataLayer?: unknown[];
  [disable: `ga-disable-${string}`]: boolean | undefined;
}

/** Whether the browser asks not to be tracked: Global Privacy Control, or Do Not Track (navigator's, or the window's in older browsers). */
export function refusesTracking(
  navigator: { globalPrivacyControl?: unknown; doNotTrack?: string | null },
  window?: { doNotTrack?: string | null },
): boolean {
  return navigator.globalPrivacyControl === true || navigator.doNotTrack === "1" || window?.doNotTrack === "1";
}

/** The chat apps' own short addresses (app/lib/chat.ts writes the links). */
const CHAT_HOSTS: Readonly<Record<string, string>> = { "wa.me": "whatsapp", "m.me": "messenger", "t.me": "telegram" };
/** The CV the build makes, in each language (app/lib/cv.ts): /images/cv.pdf, /images/cv-bn.pdf. */
const CV = /^\/images\/cv(?:-([a-z]{2}))?\.pdf$/;
/** The contact page, in any language. */
const CONTACT = /^(?:\/[a-z]{2})?\/contact\/?$/;

/**
 * The event a followed link is, if any: a chat opened (which app), the CV downloaded (which
 * language), or "Hire Me" (a link to the contact page in the owner's words for it, pages.ts
 * `common.hireMe`, as the header, the banner and the closing call to action write it).
 */
export function linkEvent(link: { href: string; text: string }, site: { origin: string; hireMe?: string }): TrackedEvent | undefined {
  let url: URL;
  try {
    url = new URL(link.href, site.origin);
  } catch {
    return undefined;
  }
  const app = CHAT_HOSTS[url.hostname];
  if (app) return { name: "chat_opened", props: { app } };
  if (url.origin !== site.origin) return undefined;
  const cv = CV.exec(url.pathname);
  if (cv) return { name: "cv_downloaded", props: { cv: cv[1] ?? "en" } };
  if (site.hireMe && CONTACT.test(url.pathname) && !url.search && link.text.trim() === site.hireMe.trim()) {
    return { name: "hire_me_clicked", props: {} };
  }
  return undefined;
}

/** Props that describe where, not what: GoatCounter keeps them out of an event's path. */
const CONTEXT = new Set(["page", "language", "value"]);

/**
 * GoatCounter counts paths, with no properties: an event is its name and what it says
 * ("chat_opened/telegram", "LCP/good", "search_used/3"), its title the page it happened on.
 */
export function goatcounterPath({ name, props }: TrackedEvent): string {
  return [
    name,
    ...Object.entries(props)
      .filter(([key]) => !CONTEXT.has(key))
      .map(([, value]) => String(value)),
  ].join("/");
}

/** Sends one event through the provider's own call. Cloudflare Web Analytics has none: it counts pages only. */
export function forward(settings: AnalyticsSettings, event: TrackedEvent, target: ProviderWindow): void {
  const { name, props } = event;
  switch (settings.provider) {
    case "plausible":
      // Plausible's properties are text.
      target.plausible?.(name, { props: Object.fromEntries(Object.entries(props).map(([key, value]) => [key, String(value)])) });
      return;
    case "umami":
      target.umami?.track(name, props);
      return;
    case "goatcounter":
      target.goatcounter?.count({ path: goatcounterPath(event), title: String(props.page ?? ""), event: true });
      return;
    case "ga4":
      target.gtag?.("event", name, props);
      return;
    case "cloudflare":
      return;
  }
}

/**
 * Google's tag, set up as its snippet does but from this module (the policy allows no inline
 * script): the queue it reads, consent for measurement only (no advertising storage, no Google
 * signals), then its configuration. The snippet's `gtag` pushes `arguments`, which the tag
 * tells apart from arrays.
 */
export function setUpGtag(id: string, target: ProviderWindow) {
  const queue = (target.dataLayer ??= []);
  target.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the tag reads Arguments objects, as its own snippet pushes them.
    queue.push(arguments);
  };
  target.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "granted",
  });
  target.gtag("js", new Date());
  target.gtag("config", id, { allow_google_signals: false, allow_ad_personalization_signals: false });
}

/** Google's switch for a measurement id (its "opt-out" property), with consent said again for the tag. */
function measureWithGoogle(id: string, target: ProviderWindow, on: boolean) {
  target[`ga-disable-${id}`] = !on;
  target.gtag?.("consent", "update", { analytics_storage: on ? "granted" : "denied" });
}

/** The scripts added, by address: a page that starts counting again (its frame rendered anew) does not add one twice. */
const added = new Map<string, Promise<void>>();

/** Adds the provider's script as its instructions give it; resolves once it has run. */
function addScript(settings: AnalyticsSettings): Promise<void> {
  const { src, attributes } = scriptOf(settings);
  const known = added.get(src);
  if (known) return known;
  const script = document.createElement("script");
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.src = src;
  const loading = new Promise<void>((resolve, reject) => {
    script.addEventListener("load", () => resolve());
    script.addEventListener("error", () => reject(new Error(`analytics: ${src} did not load`)));
    document.head.append(script);
  });
  added.set(src, loading);
  return loading;
}

/** The language of the page: "en" or "bn". */
const pageLanguage = () => document.documentElement.lang.split("-")[0] || "en";

/**
 * Starts counting for the page's provider, and returns what stops it (for tests: a page keeps
 * it while it lives). `hireMe` is the owner's words for the "Hire Me" links.
 */
export function startAnalytics(settings: AnalyticsSettings, { hireMe }: { hireMe?: string } = {}): () => void {
  if (refusesTracking(navigator, window as { doNotTrack?: string | null })) return () => {};
  const target = window as unknown as ProviderWindow;
  const facts = PROVIDERS[settings.provider];
  const stops: (() => void)[] = [];
  const listen = (on: EventTarget, type: string, handler: (event: Event) => void, capture = false) => {
    on.addEventListener(type, handler, capture);
    stops.push(() => on.removeEventListener(type, handler, capture));
  };

  /** The visitor allows counting (always, for a provider without cookies). */
  let allowed = false;
  /** The provider's script has run, and takes events. */
  let ready = false;
  let loading: Promise<void> | undefined;
  let measuring = false;
  let searchTimer: ReturnType<typeof setTimeout> | undefined;
  const waiting: TrackedEvent[] = [];

  const send = (event: TrackedEvent) => {
    if (!allowed) return;
    if (ready) forward(settings, event, target);
    else waiting.push(event);
  };
  const record = (name: string, props: TrackedProps) => {
    const event = { name, props: { ...props, page: props.page ?? location.pathname, language: props.language ?? pageLanguage() } };
    if (name !== SEARCH_EVENT) return send(event);
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => send(event), SEARCH_SETTLE_MS);
  };

  const load = async () => {
    if (settings.provider === "ga4" && settings.id) setUpGtag(settings.id, target);
    try {
      await addScript(settings);
    } catch {
      // Blocked (an ad blocker, an offline visitor): nothing is counted, and nothing else breaks.
      return;
    }
    ready = true;
    for (const event of waiting.splice(0)) send(event);
  };
  const switchOn = () => {
    if (allowed) return;
    allowed = true;
    if (loading && settings.provider === "ga4" && settings.id) measureWithGoogle(settings.id, target, true);
    loading ??= load();
    if (facts.vitals && !measuring) {
      measuring = true;
      void measureVitals(record);
    }
  };
  const switchOff = () => {
    allowed = false;
    waiting.length = 0;
    clearTimeout(searchTimer);
    if (loading && settings.provider === "ga4" && settings.id) measureWithGoogle(settings.id, target, false);
  };

  if (facts.events) {
    listen(window, TRACK_EVENT, (event) => {
      const { name, props } = (event as CustomEvent<TrackedEvent>).detail;
      record(name, props);
    });
    const onLink = (event: Event) => {
      if (event.type === "auxclick" && (event as MouseEvent).button !== 1) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement)) return;
      const found = linkEvent({ href: link.href, text: link.textContent ?? "" }, { origin: location.origin, hireMe });
      if (found) record(found.name, found.props);
    };
    listen(document, "click", onLink, true);
    listen(document, "auxclick", onLink, true);
  }
  if (settings.provider === "goatcounter") stops.push(countNavigations(() => (allowed && ready ? target : undefined)));

  if (facts.consent) {
    const check = async () => ((await analyticsAllowed()) ? switchOn() : switchOff());
    listen(window, CONSENT_CHANGE_EVENT, () => void check());
    void check();
  } else {
    switchOn();
  }
  return () => {
    allowed = false;
    clearTimeout(searchTimer);
    for (const stop of stops.splice(0)) stop();
  };
}

/**
 * How long after the address changes a page shown without a reload is counted: React Router
 * changes the address first and draws the page, with its title, just after. Umami's script
 * waits as long before it counts such a page.
 */
export const PAGE_DRAWN_MS = 300;

/**
 * GoatCounter counts the page its script loads on; the pages React Router shows after it
 * (history.pushState, back and forward) are counted here, as Plausible's and Umami's scripts do
 * for themselves: once each is drawn, as count.js takes the page's title from the document.
 */
function countNavigations(counter: () => ProviderWindow | undefined): () => void {
  let last = location.pathname;
  const pending = new Set<ReturnType<typeof setTimeout>>();
  const onChange = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    const path = location.pathname + location.search;
    const timer = setTimeout(() => {
      pending.delete(timer);
      counter()?.goatcounter?.count({ path });
    }, PAGE_DRAWN_MS);
    pending.add(timer);
  };
  const pushState = history.pushState;
  history.pushState = function (...args: Parameters<History["pushState"]>) {
    pushState.apply(this, args);
    onChange();
  };
  window.addEventListener("popstate", onChange);
  return () => {
    history.pushState = pushState;
    window.removeEventListener("popstate", onChange);
    for (const timer of pending) clearTimeout(timer);
  };
}

/**
 * The visit's Core Web Vitals, as the web-vitals library reports them (LCP and CLS when the
 * page is hidden or left, INP once there was an interaction), each an event named after the
 * metric with its value (milliseconds; CLS unitless), its rating, and the page the visit began
 * on with its language.
 */
async function measureVitals(record: (name: string, props: TrackedProps) => void) {
  const page = location.pathname;
  const language = pageLanguage();
  const { onCLS, onINP, onLCP } = await import("web-vitals");
  const report = (metric: { name: string; value: number; rating: string }) =>
    record(metric.name, {
      value: metric.name === "CLS" ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating,
      page,
      language,
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
}
