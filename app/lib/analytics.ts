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
 * - No provider gets what a visitor typed. The search page keeps the words in its address, so
 *   every address a provider is given (a page view's, an event's, a referrer) goes without them
 *   (app/lib/analytics-address.ts): four of the five providers take their page views from this
 *   module rather than following the address themselves; Cloudflare's beacon, which counts pages
 *   itself, is handed addresses without them (`cleanPushes`).
 */
import { countedAddress, countedPath, countedSearch } from "./analytics-address";
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

/** What Umami's script sends: its payload, as `umami.track(payload => …)` gets it and returns it changed. */
type UmamiPayload = Record<string, unknown>;
/** What GoatCounter's count.js makes a count of (its "data parameters"). */
interface GoatCounterVars {
  path: string;
  title?: string;
  referrer?: string;
  event?: boolean;
}

/** What a provider's script puts on the window, as far as this module calls it. */
interface ProviderWindow {
  plausible?: (name: string, options: { u: string; props?: Record<string, string> }) => void;
  umami?: { track: (payload: (data: UmamiPayload) => UmamiPayload) => unknown };
  goatcounter?: { url?: (vars: GoatCounterVars) => string | undefined; filter?: () => string | false };
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

/**
 * A page as the providers get it (app/lib/analytics-address.ts): its address and the one the
 * visitor came from, both without the visitor's words; the first page of a visit's document
 * has the referrer the browser gave it, the next ones the page before.
 */
export interface CountedPage {
  /** The whole address: "https://arifhossain.example.com/search". */
  url: string;
  /** Its path, as GoatCounter counts it: "/search", "/blog?page=2". */
  path: string;
  referrer: string;
  /** The page the document was loaded with (Umami leaves out a referrer from the same site for it, as its own script does). */
  first: boolean;
}

/** The page the browser shows, as counted: with `referrer` as the address before it. */
export function countedPage(href: string, referrer: string, first = false): CountedPage {
  return { url: countedAddress(href), path: countedPath(href), referrer: countedAddress(referrer), first };
}

/**
 * Counts with GoatCounter as count.js counts (a beacon, or an image where the beacon is
 * refused), with what its own `goatcounter.url(vars)` makes of `vars` and its `filter()`
 * (localhost, a frame, a prerender): count.js adds the page's whole query as `q`, with no
 * option for it, so the site sends the query without the visitor's words instead (GoatCounter
 * reads campaigns from it).
 */
export function goatcount(target: ProviderWindow, vars: GoatCounterVars): void {
  const counter = target.goatcounter;
  if (!counter?.url || counter.filter?.()) return;
  const made = counter.url(vars);
  if (!made) return;
  const url = new URL(made);
  const query = countedSearch(location.search);
  if (query) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  if (navigator.sendBeacon?.(url.href)) return;
  const image = document.createElement("img");
  image.src = url.href;
  image.alt = "";
  image.setAttribute("aria-hidden", "true");
  Object.assign(image.style, { position: "absolute", bottom: "0px", width: "1px", height: "1px" });
  image.addEventListener("load", () => image.remove());
  document.body.append(image);
}

/**
 * Sends one page view through the provider's own call, with the page as counted. Cloudflare
 * Web Analytics counts pages itself (`cleanPushes`).
 */
export function showPage(settings: AnalyticsSettings, page: CountedPage, target: ProviderWindow): void {
  switch (settings.provider) {
    case "plausible":
      target.plausible?.("pageview", { u: page.url });
      return;
    case "umami": {
      // As its own script would have sent it: the page's title, and no referrer from this site for the first page.
      const referrer = page.first && page.referrer.startsWith(`${location.origin}/`) ? "" : page.referrer;
      target.umami?.track((data) => ({ ...data, url: page.url, referrer }));
      return;
    }
    case "goatcounter":
      // As count.js counts: the referrer the browser gave the document (as counted), each page its own title.
      goatcount(target, { path: page.path, referrer: countedAddress(document.referrer) });
      return;
    case "ga4": {
      const where = { page_location: page.url, page_referrer: page.referrer, page_title: document.title };
      // Every later hit (an event, or what Google's tag measures itself) is of this page too.
      target.gtag?.("set", where);
      target.gtag?.("event", "page_view", where);
      return;
    }
    case "cloudflare":
      return;
  }
}

/**
 * Sends one event through the provider's own call, with the page it happened on as counted.
 * Cloudflare Web Analytics has none: it counts pages only.
 */
export function forward(settings: AnalyticsSettings, event: TrackedEvent, target: ProviderWindow, page: CountedPage): void {
  const { name, props } = event;
  switch (settings.provider) {
    case "plausible":
      // Plausible's properties are text.
      target.plausible?.(name, {
        u: page.url,
        props: Object.fromEntries(Object.entries(props).map(([key, value]) => [key, String(value)])),
      });
      return;
    case "umami":
      target.umami?.track((data) => ({ ...data, url: page.url, referrer: page.referrer, name, data: props }));
      return;
    case "goatcounter":
      goatcount(target, {
        path: goatcounterPath(event),
        title: String(props.page ?? ""),
        event: true,
        referrer: countedAddress(document.referrer),
      });
      return;
    case "ga4":
      target.gtag?.("event", name, { ...props, page_location: page.url });
      return;
    case "cloudflare":
      return;
  }
}

/**
 * Google's tag, set up as its snippet does but from this module (the policy allows no inline
 * script): the queue it reads, consent for measurement only (no advertising storage, no Google
 * signals), then its configuration, without the page view it would send of the address as it
 * is: the site sends each page view itself, with the address without the visitor's words
 * (`showPage`). The snippet's `gtag` pushes `arguments`, which the tag tells apart from arrays.
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
  target.gtag("config", id, { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false });
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
 * What the page hands on of its address, and what the providers' scripts read of the one it was
 * given: the next pages get only this site's origin as their referrer (`strict-origin`, as other
 * sites already do; the search page's address holds the visitor's words), and the referrer this
 * page was given reads without them (a page opened from a search before this module ran).
 */
function keepWordsFromReferrers() {
  if (!document.querySelector('meta[name="referrer"]')) {
    const policy = document.createElement("meta");
    policy.name = "referrer";
    policy.content = "strict-origin";
    document.head.append(policy);
  }
  const given = document.referrer;
  const counted = countedAddress(given);
  if (counted !== given) Object.defineProperty(document, "referrer", { configurable: true, get: () => counted });
}

/**
 * Starts counting for the page's provider, and returns what stops it (for tests: a page keeps
 * it while it lives). `hireMe` is the owner's words for the "Hire Me" links.
 */
export function startAnalytics(settings: AnalyticsSettings, { hireMe }: { hireMe?: string } = {}): () => void {
  if (refusesTracking(navigator, window as { doNotTrack?: string | null })) return () => {};
  keepWordsFromReferrers();
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
  /** The page the browser shows, as counted; the first one once counting is allowed. */
  let current = countedPage(location.href, document.referrer, true);
  let firstCounted = false;
  const waiting: Counted[] = [];

  const send = (counted: Counted) => {
    if (!allowed) return;
    if (!ready) return void waiting.push(counted);
    if ("event" in counted) forward(settings, counted.event, target, counted.page);
    else showPage(settings, counted.page, target);
  };
  const record = (name: string, props: TrackedProps) => {
    const event = { name, props: { ...props, page: props.page ?? location.pathname, language: props.language ?? pageLanguage() } };
    const page = current;
    if (name !== SEARCH_EVENT) return send({ event, page });
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => send({ event, page }), SEARCH_SETTLE_MS);
  };

  const load = async () => {
    if (settings.provider === "ga4" && settings.id) setUpGtag(settings.id, target);
    try {
      await addScript(settings);
    } catch {
      // Blocked (an ad blocker, an offline visitor): nothing is counted, and nothing else breaks.
      return;
    }
    if (settings.provider === "cloudflare") stops.push(cleanPushes());
    ready = true;
    for (const counted of waiting.splice(0)) send(counted);
  };
  const switchOn = () => {
    if (allowed) return;
    allowed = true;
    if (loading && settings.provider === "ga4" && settings.id) measureWithGoogle(settings.id, target, true);
    loading ??= load();
    // The page the visitor is on when counting starts (Google's tag: once they allow it), once.
    if (facts.pages && !firstCounted) {
      firstCounted = true;
      send({ page: current });
    }
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
  if (facts.pages)
    stops.push(
      followPages(
        () => current,
        (page) => (current = page),
        (page) => send({ page }),
      ),
    );

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

/** A page view or an event, with the page it is of, waiting for the provider's script. */
type Counted = { page: CountedPage } | { event: TrackedEvent; page: CountedPage };

/**
 * How long after the address changes a page shown without a reload is counted: React Router
 * changes the address first and draws the page, with its title, just after. Umami's script
 * waits as long before it counts such a page. On a slow device drawing takes longer: the count
 * then waits for the title to change, up to PAGE_TITLE_WAIT_MS.
 */
export const PAGE_DRAWN_MS = 300;
export const PAGE_TITLE_WAIT_MS = 3_000;
/** How often a page that is not drawn yet looks again at its title. */
const TITLE_LOOK_MS = 100;

/**
 * The pages React Router shows after the first (history.pushState, back and forward), as the
 * providers' own scripts would follow them, but with the address as counted: a page is new when
 * its counted address is (so the search box, which replaces the address as the visitor types,
 * is one page, and the words never reach a provider), and it is counted once it is drawn, as
 * the providers read its title from the document: once its title has changed, from
 * PAGE_DRAWN_MS on (or at PAGE_TITLE_WAIT_MS, or when the visitor moves on before). `moved`
 * takes the new page at once (the events after it are of it); `shown` counts it.
 */
function followPages(now: () => CountedPage, moved: (page: CountedPage) => void, shown: (page: CountedPage) => void): () => void {
  const pending = new Map<CountedPage, ReturnType<typeof setTimeout>>();
  const count = (page: CountedPage) => {
    clearTimeout(pending.get(page));
    pending.delete(page);
    shown(page);
  };
  const onChange = () => {
    const before = now();
    if (countedPath(location.href) === before.path) return;
    // A page left before it was drawn is counted as it is.
    for (const page of [...pending.keys()]) count(page);
    const page = countedPage(location.href, before.url);
    moved(page);
    const title = document.title;
    let waited = 0;
    const look = (after: number) =>
      pending.set(
        page,
        setTimeout(() => {
          waited += after;
          if (document.title === title && waited < PAGE_TITLE_WAIT_MS) look(TITLE_LOOK_MS);
          else count(page);
        }, after),
      );
    look(PAGE_DRAWN_MS);
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
    for (const timer of pending.values()) clearTimeout(timer);
  };
}

/**
 * Cloudflare's beacon counts the pages itself and has no option for what it sends. What it
 * reads (beacon.min.js, js 2026.2.0): the page's origin and path, without the query; the
 * referrer (`keepWordsFromReferrers`); and the address React Router hands to history.pushState,
 * which it keeps and sends, query and all, as the page left when the visitor goes back or
 * forward. So its pushState hook is handed the address without the visitor's words (the search
 * page's address from the header's search), and the browser's history takes the whole address
 * just after with replaceState, which the beacon does not follow. Called once its script has run.
 */
export function cleanPushes(): () => void {
  const beaconPush = history.pushState;
  const replace = History.prototype.replaceState;
  history.pushState = function (state: unknown, unused: string, url?: string | URL | null) {
    let whole: URL | undefined;
    try {
      whole = url == null ? undefined : new URL(url, location.href);
    } catch {
      // Not an address: the browser refuses it as it would have.
    }
    const counted = whole && countedPath(whole);
    if (!whole || !counted || counted === whole.pathname + whole.search) return beaconPush.call(this, state, unused, url);
    beaconPush.call(this, state, unused, counted + whole.hash);
    replace.call(this, state, unused, url);
  };
  return () => {
    history.pushState = beaconPush;
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
