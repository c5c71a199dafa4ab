/**
 * The analytics providers an owner can switch on (app/content/analytics.ts), as facts: the
 * script each one's own instructions give, the attributes it reads, the origins it loads from
 * and reports to, and whether it needs a visitor's consent. The browser's side
 * (app/lib/analytics.ts, loaded only where analytics is on) and the content security policy
 * (pipeline/hosting/policy.ts) read the same table, so the policy allows exactly what the page
 * loads. Plain TypeScript that Node runs as it is: the hosting scripts import it directly.
 *
 * Where each fact comes from (docs/decisions/030-analytics.md):
 * - Plausible: `<script defer data-domain="…" src="https://plausible.io/js/script.manual.js">`,
 *   its script for page views the site sends itself ("custom locations": each with the address
 *   it gives, here without the visitor's words), which posts to `/api/event` on the script's
 *   origin; a self-hosted Plausible serves the same paths.
 * - Umami: `<script defer data-website-id="…" src="https://cloud.umami.is/script.js">`, with
 *   `data-auto-track="false"`: the site sends its page views itself, each with its address (its
 *   own script would count every replaceState of the search box, words included); Umami Cloud's
 *   script posts to its gateway (gateway.umami.is since June 2026), a self-hosted one to
 *   `/api/send` where the script is, or to `data-host-url`.
 * - GoatCounter: `<script data-goatcounter="https://CODE.goatcounter.com/count" src="//gc.zgo.at/count.js">`,
 *   with `data-goatcounter-settings='{"no_onload":true}'`: the site counts with the script's
 *   `goatcounter.url()` and `filter()`, as count.js does (a beacon, or an image) at that endpoint,
 *   because count.js always adds the page's whole query as `q`.
 * - Cloudflare Web Analytics: `<script defer src="https://static.cloudflareinsights.com/beacon.min.js"
 *   data-cf-beacon='{"token": "…"}'>`, reporting to cloudflareinsights.com. It counts pages
 *   itself and has no option for what it sends (app/lib/analytics.ts, `cleanPushes`).
 * - Google Analytics 4: `https://www.googletagmanager.com/gtag/js?id=G-…`, with the origins
 *   Google's guide "Use Tag Manager with a Content Security Policy" lists for GA4; page views
 *   sent by the site (`send_page_view: false`, then `page_view` events with `page_location`).
 */

export const ANALYTICS_PROVIDERS = ["plausible", "umami", "goatcounter", "cloudflare", "ga4"] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

/**
 * What the pages need to count visits (the root route passes it, only where analytics is on):
 * the provider, the owner's id there and, for one the owner runs, its address.
 */
export interface AnalyticsSettings {
  provider: AnalyticsProvider;
  /**
   * The owner's id at the provider: Plausible's site domain, Umami's website id, the GoatCounter
   * code, Cloudflare's token, GA4's measurement id. None for a GoatCounter the owner runs.
   */
  id?: string;
  /** A Plausible, Umami or GoatCounter the owner runs: its address, e.g. "https://stats.example.com". */
  host?: string;
  /** Umami only: where its script sends, when that is not where the script comes from (`data-host-url`). */
  endpoint?: string;
}

/**
 * The owner's choice as app/content/analytics.ts writes it (schema.ts `analyticsSchema`), each
 * provider with the names its own dashboard uses; `{ provider: "off" }` counts nothing.
 */
export type AnalyticsContent =
  | { provider: "off" }
  | { provider: "plausible"; domain: string; host?: string }
  | { provider: "umami"; websiteId: string; host?: string; endpoint?: string }
  | { provider: "goatcounter"; code?: string; host?: string }
  | { provider: "cloudflare"; token: string }
  | { provider: "ga4"; measurementId: string };

/** The settings the pages get from the owner's choice; none where analytics is off (or the file is missing). */
export function analyticsSettings(content: AnalyticsContent | undefined): AnalyticsSettings | undefined {
  if (!content) return undefined;
  const host = "host" in content && content.host ? { host: trimSlash(content.host) } : {};
  switch (content.provider) {
    case "off":
      return undefined;
    case "plausible":
      return { provider: "plausible", id: content.domain, ...host };
    case "umami":
      return { provider: "umami", id: content.websiteId, ...host, ...(content.endpoint ? { endpoint: trimSlash(content.endpoint) } : {}) };
    case "goatcounter":
      return { provider: "goatcounter", ...(content.code ? { id: content.code } : {}), ...host };
    case "cloudflare":
      return { provider: "cloudflare", id: content.token };
    case "ga4":
      return { provider: "ga4", id: content.measurementId };
  }
}

export interface ProviderFacts {
  /** Its name, as it calls itself. */
  name: string;
  /**
   * Sets cookies or otherwise recognises a visitor again: loads only once the visitor has allowed
   * "analytics" in the consent dialog. The others load without asking.
   */
  consent: boolean;
  /** Takes events of the site's own (a sent form, an opened chat…) through a call of its own. */
  events: boolean;
  /** Takes the real visitors' Core Web Vitals as events from the site (Cloudflare measures them itself). */
  vitals: boolean;
  /**
   * Takes its page views from the site, each with the page's address without the visitor's
   * words (app/lib/analytics-address.ts). Cloudflare counts pages itself.
   */
  pages: boolean;
  /** Its privacy policy, for the privacy page (a self-hosted one keeps the data on the owner's server). */
  policy: string;
}

export const PROVIDERS: Record<AnalyticsProvider, ProviderFacts> = {
  plausible: {
    name: "Plausible Analytics",
    consent: false,
    events: true,
    vitals: true,
    pages: true,
    policy: "https://plausible.io/data-policy",
  },
  umami: { name: "Umami", consent: false, events: true, vitals: true, pages: true, policy: "https://umami.is/privacy" },
  goatcounter: {
    name: "GoatCounter",
    consent: false,
    events: true,
    vitals: true,
    pages: true,
    policy: "https://www.goatcounter.com/help/privacy",
  },
  cloudflare: {
    name: "Cloudflare Web Analytics",
    consent: false,
    events: false,
    vitals: false,
    pages: false,
    policy: "https://www.cloudflare.com/privacypolicy/",
  },
  ga4: {
    name: "Google Analytics 4",
    consent: true,
    events: true,
    vitals: true,
    pages: true,
    policy: "https://policies.google.com/privacy",
  },
};

const PLAUSIBLE_CLOUD = "https://plausible.io";
const UMAMI_CLOUD = "https://cloud.umami.is";
/** Where Umami Cloud's script sends (its own COLLECT_API_HOST); an owner whose console says otherwise writes `endpoint`. */
export const UMAMI_CLOUD_GATEWAY = "https://gateway.umami.is";
const GOATCOUNTER_SCRIPT = "https://gc.zgo.at/count.js";
/** count.js' settings, as its data-goatcounter-settings attribute takes them (JSON). */
const GOATCOUNTER_SETTINGS = JSON.stringify({ no_onload: true });
const CLOUDFLARE_SCRIPT = "https://static.cloudflareinsights.com/beacon.min.js";
const CLOUDFLARE_REPORTS = "https://cloudflareinsights.com";
const GTAG = "https://www.googletagmanager.com/gtag/js";

/** The provider's script as a page adds it: its address and the attributes it reads its settings from. */
export function scriptOf(settings: AnalyticsSettings): { src: string; attributes: Record<string, string> } {
  const { id = "", host } = settings;
  switch (settings.provider) {
    case "plausible":
      // The script that counts only the page views it is given, each with the address the site gives.
      return { src: `${host ?? PLAUSIBLE_CLOUD}/js/script.manual.js`, attributes: { "data-domain": id } };
    case "umami":
      return {
        src: `${host ?? UMAMI_CLOUD}/script.js`,
        attributes: {
          "data-website-id": id,
          ...(settings.endpoint ? { "data-host-url": settings.endpoint } : {}),
          // It follows no history of its own: the site sends each page view, with its address.
          "data-auto-track": "false",
        },
      };
    case "goatcounter":
      return {
        src: host ? `${host}/count.js` : GOATCOUNTER_SCRIPT,
        // Nothing counted on load: the site counts each page view, with its address.
        attributes: { "data-goatcounter": goatcounterEndpoint(settings), "data-goatcounter-settings": GOATCOUNTER_SETTINGS },
      };
    case "cloudflare":
      // Its own history support counts the pages React Router shows without a reload.
      return { src: CLOUDFLARE_SCRIPT, attributes: { "data-cf-beacon": JSON.stringify({ token: id, spa: true }) } };
    case "ga4":
      return { src: `${GTAG}?id=${encodeURIComponent(id)}`, attributes: {} };
  }
}

/** Where GoatCounter counts: the code's own address at goatcounter.com, or /count on the owner's server. */
function goatcounterEndpoint({ id, host }: AnalyticsSettings): string {
  return host ? `${host}/count` : `https://${id}.goatcounter.com/count`;
}

/** What the content security policy must allow for a provider, directive by directive, and nothing more. */
export interface ProviderOrigins {
  /** script-src: where its script comes from. */
  script: string[];
  /** connect-src: where it sends what it counts (fetch, beacon). */
  connect: string[];
  /** img-src: where it counts with an image. */
  img: string[];
}

export function originsOf(settings: AnalyticsSettings): ProviderOrigins {
  const script = [new URL(scriptOf(settings).src).origin];
  switch (settings.provider) {
    case "plausible":
      return { script, connect: script, img: [] };
    case "umami":
      return {
        script,
        connect: [settings.endpoint ? new URL(settings.endpoint).origin : settings.host ? script[0]! : UMAMI_CLOUD_GATEWAY],
        img: [],
      };
    case "goatcounter": {
      // count.js counts with an image, and newer versions with a beacon: both go to the endpoint.
      const endpoint = new URL(goatcounterEndpoint(settings)).origin;
      return { script, connect: [endpoint], img: [endpoint] };
    }
    case "cloudflare":
      return { script, connect: [CLOUDFLARE_REPORTS], img: [] };
    case "ga4":
      // Google's list for GA4: its collection moves between regional hosts (region1.google-analytics.com…).
      return {
        script: ["https://*.googletagmanager.com"],
        connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
        img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
      };
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, "");
}
