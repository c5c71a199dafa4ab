// Analytics switched on (docs/decisions/030-analytics.md), on the analytics owner's build:
// the demo's content counted with Google Analytics 4 (tests/fixtures/analytics, the "analytics"
// project in playwright.config.ts). The same build also plays each provider that sets no cookie
// (Plausible, Umami, GoatCounter, Cloudflare Web Analytics; Umami and GoatCounter also on the
// owner's own server), one table driving the same tests: its settings and policy are swapped in
// flight for what a build with that analytics.ts writes, the policy computed by the build's own
// function (checked in "the policy" against what the pipeline writes for that choice). Each
// provider's script and reports are answered here by a stand-in that behaves as the real script
// does where the site meets it: the window call the site uses, the requests it makes to the
// addresses it makes them to, in its format (the machine has no internet, and nothing is sent
// out); what reaches those addresses is what the provider would have counted, and no request to
// them may carry what a visitor typed into the search (it stays in the search page's address,
// app/lib/analytics-address.ts). Left out of the stand-ins: Plausible's and GoatCounter's
// refusal to count on localhost, and Plausible's to count a headless browser, which is where
// these tests run (GoatCounter's script only reports one, in `b`, and so does its stand-in); and
// Google's enhanced measurement, which the stand-in plays as the owner's guide sets it.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { buildDirOf } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import { analyticsSchema } from "../app/data/schema/index.ts";
import { type AnalyticsContent, type AnalyticsSettings, analyticsSettings } from "../app/lib/analytics-providers.ts";
import { en } from "../app/lib/words.ts";
import { writeHostConfigs } from "../pipeline/hosting/configs.ts";
import { withPolicy } from "../pipeline/hosting/csp.ts";
import { contentSecurityPolicy, inlineScripts, ownerPolicy, sha256Source } from "../pipeline/hosting/policy.ts";
import { ANALYTICS } from "../playwright.config";
import { axeViolations, expect, hydrated, type PageProblems, test, useColorMode } from "./test";

// Each test is a visit of its own.
test.describe.configure({ mode: "parallel" });

const content = await loadContent(ANALYTICS);
/** What this owner's content asks of the policy: its forms, its features (the demo's), its provider. */
const { choices } = ownerPolicy(content);
const build = buildDirOf(ANALYTICS);
const client = join(build, "client");
const delivery = content.forms.contact.delivery;
if (typeof delivery !== "object") throw new Error("the analytics owner's contact form is meant to send to a form service");
const FORMS_ORIGIN = new URL(delivery.endpoint).origin;

/** Every address outside the site, and the chat apps' (a chat opens in a new tab). */
const THIRD_PARTY = /^https:\/\/(?!localhost)/;
const CHAT_APPS = /^https:\/\/(wa|m|t)\.me\//;

/**
 * What one report to a provider said, read its way: an event and what it says, or a page view
 * ("pageview", its page's path, and its title where the provider takes one).
 */
interface Report {
  name: string;
  props: Record<string, unknown>;
  /** Whose count it is: the owner's id at the provider (GoatCounter's: the address it counts at). */
  site: string | undefined;
}

/** An event as the site means it, or as a provider carries it: its name and what it says (values, or matchers). */
type Expected = { name: string; props: Record<string, unknown> };

type Content<Provider extends AnalyticsContent["provider"]> = Extract<AnalyticsContent, { provider: Provider }>;

/** A provider as the tests play it, from what an owner writes in analytics.ts. */
interface Played {
  title: string;
  /** The owner's analytics.ts. */
  content: AnalyticsContent;
  /** Where its script comes from, as its instructions give it (or the owner's server). */
  script: string;
  /** Where it reports (without the query): the provider's own address, or the owner's server. */
  reports: string;
  /** What its reports name as the site counted (Report `site`). */
  site: string;
  /** The script's data- attributes, as its instructions give them (JSON ones parsed). */
  attributes: Record<string, unknown>;
  /** The origins the policy must name for it, directive by directive, and nothing more. */
  policy: { script: string[]; connect: string[]; img: string[] };
  /** Its script, stood in for. */
  standIn: string;
  /** How its address answers a report. */
  answer: Parameters<Route["fulfill"]>[0];
  /** What one of its reports said. */
  read: (request: Request, url: URL) => Report;
  /** The site's event as this provider receives it; null for one that takes none of the site's events. */
  carry: ((event: Expected) => Expected) | null;
  /** A measurement (a Core Web Vital's value) as it arrives, where it is carried. */
  measured: unknown;
}

const origin = (url: string) => new URL(url).origin;
const pathOf = (url: string) => new URL(url).pathname;
const isPrimitive = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);
/** Values as text, as URL parameters and Plausible's properties carry them (matchers stay). */
const asText = ({ name, props }: Expected): Expected => ({
  name,
  props: Object.fromEntries(Object.entries(props).map(([key, value]) => [key, isPrimitive(value) ? String(value) : value])),
});
/** A page's speed, measured: a whole number of milliseconds, or CLS's fraction. */
const MEASURED_TEXT = expect.stringMatching(/^\d+(\.\d+)?$/);
const ACCESS = { "Access-Control-Allow-Origin": "*" };
/** A transparent 1×1 GIF, as counting pixels answer. */
const PIXEL = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

/**
 * Google's tag, stood in for: it reads the queue the site's module fills (Arguments objects, as
 * the real tag does), honours `ga-disable-<id>`, sends a page view on `config` (unless told
 * `send_page_view: false`) and each event to Google's collection endpoint as the real tag's
 * parameters (en, ep.*), each hit with its page as the tag takes it: `page_location`,
 * `page_referrer` and `page_title` from the event, else from `set`, else the document's address,
 * referrer and title (dl, dr, dt); and sets the _ga cookie. Its enhanced measurement is as the
 * owner's guide sets it (app/content/README.md): no page views of its own on history changes,
 * no site search.
 */
const GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var queue = (window.dataLayer = window.dataLayer || []);
  document.cookie = "_ga=GA1.1.1234567890.1700000000; path=/; max-age=63072000";
  var PAGE = ["page_location", "page_referrer", "page_title"];
  var set = {};
  function of(params, key, otherwise) {
    return params[key] !== undefined ? params[key] : set[key] !== undefined ? set[key] : otherwise;
  }
  function hit(name, params) {
    if (window["ga-disable-" + id]) return;
    var query = new URLSearchParams({ v: "2", tid: id, en: name, dl: of(params, "page_location", location.href),
      dr: of(params, "page_referrer", document.referrer), dt: of(params, "page_title", document.title) });
    for (var key in params) if (PAGE.indexOf(key) < 0) query.set("ep." + key, String(params[key]));
    fetch("https://region1.google-analytics.com/g/collect?" + query, { method: "POST", keepalive: true, mode: "no-cors" });
  }
  function take(entry) {
    var args = Array.prototype.slice.call(entry);
    if (args[0] === "set" && typeof args[1] === "object") for (var key in args[1]) set[key] = args[1][key];
    if (args[0] === "config" && !(args[2] && args[2].send_page_view === false)) hit("page_view", {});
    if (args[0] === "event") hit(args[1], args[2] || {});
  }
  queue.forEach(take);
  var push = queue.push;
  queue.push = function () {
    Array.prototype.forEach.call(arguments, take);
    return push.apply(queue, arguments);
  };
})();`;

/**
 * Plausible's script, stood in for as its script.js and script.manual.js behave: the queue,
 * `plausible(name, { props })`, each report to /api/event where the script came from with the
 * page's address (`u`) and the document's referrer (`r`). script.js sends a page view on load
 * and on each page shown with history.pushState (or back and forward), with the address as it
 * is; script.manual.js sends only what it is given, with the address it is given (`u`).
 */
const PLAUSIBLE_SCRIPT = `(function () {
  var script = document.currentScript;
  var api = new URL(script.src).origin + "/api/event";
  var manual = /\\/script\\.manual\\.js$/.test(new URL(script.src).pathname);
  var last;
  function send(name, options) {
    if (name === "pageview") last = location.pathname;
    fetch(api, { method: "POST", keepalive: true, mode: "no-cors", headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ n: name, u: (manual && options && options.u) || location.href, d: script.getAttribute("data-domain"),
        r: document.referrer || null, p: options && options.props }) });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  queue.forEach(function (args) { send.apply(null, args); });
  if (manual) return;
  send("pageview");
  function page() { if (location.pathname !== last) send("pageview"); }
  var pushState = history.pushState;
  history.pushState = function () { pushState.apply(this, arguments); page(); };
  addEventListener("popstate", page);
})();`;

/**
 * Umami's script.js, stood in for as it behaves: it reads data-website-id, data-host-url and
 * data-auto-track, sends to `data-host-url`, else to the address its build was given (`collect`:
 * Umami Cloud's gateway), else where it came from, at /api/send. Unless told
 * `data-auto-track="false"`, a page view (the payload alone) once the page has loaded and 300 ms
 * after each new address (history.pushState and replaceState), with the address as it is.
 * `umami.track(name, data)` is an event with its data, JSON as given; `umami.track(fn)` sends
 * what `fn` makes of the payload. It keeps the session token the server answers with and sends
 * it back (x-umami-cache).
 */
const umamiScript = (collect: string) => `(function () {
  var script = document.currentScript;
  if (!script) return;
  var data = function (name) { return script.getAttribute("data-" + name); };
  var website = data("website-id");
  var autoTrack = data("auto-track") !== "false";
  var host = data("host-url") || ${JSON.stringify(collect)} || script.src.split("/").slice(0, -1).join("/");
  var endpoint = host.replace(/\\/$/, "") + "/api/send";
  var url = location.href;
  var referrer = document.referrer.indexOf(location.origin) === 0 ? "" : document.referrer;
  var cache;
  function payload() {
    return { website: website, screen: screen.width + "x" + screen.height, language: navigator.language, title: document.title,
      hostname: location.hostname, url: url, referrer: referrer };
  }
  function send(body) {
    var headers = { "Content-Type": "application/json" };
    if (cache) headers["x-umami-cache"] = cache;
    return fetch(endpoint, { method: "POST", keepalive: true, credentials: "omit", headers: headers,
      body: JSON.stringify({ type: "event", payload: body }) })
      .then(function (response) { return response.json(); })
      .then(function (answer) { if (answer) cache = answer.cache; }, function () {});
  }
  function track(name, data) {
    if (typeof name === "string") return send(Object.assign(payload(), { name: name, data: data }));
    if (typeof name === "object") return send(Object.assign({}, name));
    if (typeof name === "function") return send(name(payload()));
    return send(payload());
  }
  if (!window.umami) window.umami = { track: track };
  if (!autoTrack) return;
  ["pushState", "replaceState"].forEach(function (method) {
    var original = history[method];
    history[method] = function (state, title, to) {
      if (to) {
        referrer = url;
        url = new URL(to, location.href).toString();
        if (url !== referrer) setTimeout(track, 300);
      }
      return original.apply(history, arguments);
    };
  });
  if (document.readyState === "complete") track();
  else document.addEventListener("readystatechange", function start() {
    document.removeEventListener("readystatechange", start, true);
    track();
  }, true);
})();`;

/**
 * GoatCounter's count.js, stood in for as it behaves: it counts at the address in
 * data-goatcounter, with the page's path (p), its title (t), whether it is an event (e), the
 * referrer, the screen's width, its own headless-browser check (b) and the page's whole query
 * (q, always), by a beacon, or an image where the beacon is refused; once on load (when
 * visible) unless its data-goatcounter-settings say `no_onload`, and on each
 * `goatcounter.count(vars)`; `goatcounter.url(vars)` is the address it would count at, and
 * `goatcounter.filter()` its refusal (none here: its refusal of localhost is left out). It
 * counts nothing of the pages shown without a reload.
 */
const GOATCOUNTER_SCRIPT = `(function () {
  var goatcounter = (window.goatcounter = window.goatcounter || {});
  var script = document.querySelector("script[data-goatcounter]");
  if (script && script.dataset.goatcounterSettings) {
    var settings = JSON.parse(script.dataset.goatcounterSettings);
    for (var key in settings)
      if (["no_onload", "no_events", "allow_local", "allow_frame", "path", "title", "referrer", "event"].indexOf(key) > -1)
        goatcounter[key] = settings[key];
  }
  goatcounter.filter = function () { return false; };
  var endpoint = (script && script.dataset.goatcounter) || goatcounter.endpoint;
  function path() {
    var at = location, canonical = document.querySelector('link[rel="canonical"][href]');
    if (canonical) {
      var link = document.createElement("a");
      link.href = canonical.href;
      if (link.hostname.replace(/^www\\./, "") === location.hostname.replace(/^www\\./, "")) at = link;
    }
    return at.pathname + at.search || "/";
  }
  goatcounter.url = function (vars) {
    vars = vars || {};
    var data = {
      p: vars.path === undefined ? path() : vars.path,
      r: vars.referrer === undefined ? document.referrer : vars.referrer,
      t: vars.title === undefined ? document.title : vars.title,
      e: !!(vars.event || goatcounter.event),
      s: screen.width,
      b: navigator.webdriver ? 153 : 0,
      q: location.search,
      rnd: Math.random().toString(36).slice(2, 7),
    };
    var query = [];
    for (var key in data)
      if (data[key] !== "" && data[key] !== null && data[key] !== undefined && data[key] !== false)
        query.push(encodeURIComponent(key) + "=" + encodeURIComponent(data[key]));
    return endpoint + "?" + query.join("&");
  };
  goatcounter.count = function (vars) {
    if (goatcounter.filter()) return;
    var url = goatcounter.url(vars);
    if (navigator.sendBeacon && navigator.sendBeacon(url)) return;
    var img = document.createElement("img");
    img.src = url;
    img.alt = "";
    img.setAttribute("aria-hidden", "true");
    img.style.position = "absolute";
    img.style.bottom = "0px";
    img.style.width = "1px";
    img.style.height = "1px";
    img.addEventListener("load", function () { img.remove(); });
    document.body.appendChild(img);
  };
  if (!goatcounter.no_onload) {
    if (document.visibilityState === "visible") goatcounter.count();
    else document.addEventListener("visibilitychange", function once() {
      if (document.visibilityState !== "visible") return;
      document.removeEventListener("visibilitychange", once);
      goatcounter.count();
    });
  }
})();`;

/**
 * Cloudflare's beacon.min.js, stood in for as it behaves where the site meets it (read in its
 * js 2026.2.0): it reads data-cf-beacon, and posts each page as JSON (eventType 1, the token as
 * siteToken, the page as location, the referrer, the navigation's timings) to
 * cloudflareinsights.com's /cdn-cgi/rum. The page it reads itself is the origin and path,
 * without the query; with its single-page support it wraps history.pushState, keeps the address
 * it is handed (a path: origin and path and query), and counts each page shown without a reload
 * as it is left (another pushState, back or forward: then the address it was handed) or hidden,
 * the page before as its referrer; it counts the page it loaded on, on load, with
 * document.referrer. It does not follow replaceState, and has no call for a site's events.
 */
const CLOUDFLARE_BEACON = `(function () {
  var script = document.currentScript || document.querySelector("script[data-cf-beacon]");
  var config = JSON.parse(script.getAttribute("data-cf-beacon") || "{}");
  var to = (config.send && config.send.to) || "https://cloudflareinsights.com/cdn-cgi/rum";
  var spa = config.spa === undefined || config.spa === true;
  function at(url) {
    if (url && typeof url === "string") {
      if (url.indexOf("/") === 0) return location.origin + url;
      try { var whole = new URL(url); return whole.protocol + "//" + whole.host + whole.pathname; } catch (error) {}
    }
    return location.origin + location.pathname;
  }
  var id = crypto.randomUUID();
  var left = [];
  var landing;
  // The navigation's timings it sends: these, and never the entry's name (the page's whole address).
  var TIMINGS = ["nextHopProtocol", "domainLookupStart", "domainLookupEnd", "connectStart", "connectEnd", "requestStart",
    "responseStart", "responseEnd", "domInteractive", "domComplete", "loadEventStart", "loadEventEnd", "transferSize", "decodedBodySize"];
  function timings(navigation) {
    var kept = {};
    if (navigation) TIMINGS.forEach(function (key) { kept[key] = navigation[key]; });
    return kept;
  }
  function send(page) {
    var navigation = performance.getEntriesByType("navigation")[0];
    var paint = performance.getEntriesByName("first-contentful-paint")[0];
    var before = left[left.length - 1];
    var xhr = new XMLHttpRequest();
    xhr.open("POST", to, true);
    xhr.setRequestHeader("content-type", "application/json");
    xhr.send(JSON.stringify({ eventType: 1, siteToken: config.token, location: page || at(),
      referrer: spa && landing && before ? before.url : document.referrer || "", pageloadId: id,
      startTime: Math.round(performance.timeOrigin), timingsV2: timings(navigation),
      firstContentfulPaint: paint ? Math.round(paint.startTime) : 0, st: 2, versions: { js: "e2e" } }));
  }
  function unsent() { return spa && !left.some(function (page) { return page.id === id; }); }
  function leave(url) { left.push({ id: id, url: url }); if (left.length > 3) left.shift(); }
  function loaded() { send(); landing = at(); }
  if (document.readyState === "complete") loaded();
  else addEventListener("load", function () { setTimeout(loaded); });
  document.addEventListener("visibilitychange", function () {
    if (document.visibilityState !== "hidden" || !unsent()) return;
    var here = at();
    if (here !== landing) send();
    leave(here);
  });
  if (!spa) return;
  var pushed = at();
  var pushState = history.pushState;
  history.pushState = function (state, title, url) {
    pushed = at(url);
    var here = at();
    if (pushed !== here) {
      if (unsent()) {
        if (here !== landing) send(here);
        leave(here);
      }
      id = crypto.randomUUID();
    }
    return pushState.apply(history, [state, title, url]);
  };
  addEventListener("popstate", function () {
    if (unsent()) {
      if (pushed !== landing) send(pushed);
      leave(pushed);
    }
    pushed = at();
    id = crypto.randomUUID();
  });
})();`;

function ga4(content: Content<"ga4">): Played {
  return {
    title: "Google Analytics 4",
    content,
    script: `https://www.googletagmanager.com/gtag/js?id=${content.measurementId}`,
    reports: "https://region1.google-analytics.com/g/collect",
    site: content.measurementId,
    attributes: {},
    // Google's guide "Use Tag Manager with a Content Security Policy", for GA4: its collection moves between regional hosts.
    policy: {
      script: ["https://*.googletagmanager.com"],
      connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
      img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
    },
    standIn: GTAG,
    answer: { status: 202, body: "" },
    read: (_request, url) => {
      const name = url.searchParams.get("en")!;
      const site = url.searchParams.get("tid") ?? undefined;
      if (name === "page_view") return { name: "pageview", props: { page: pathOf(url.searchParams.get("dl")!) }, site };
      const props = Object.fromEntries(
        [...url.searchParams].filter(([key]) => key.startsWith("ep.")).map(([key, value]) => [key.slice(3), value]),
      );
      return { name, props, site };
    },
    carry: asText,
    measured: MEASURED_TEXT,
  };
}

function plausible(content: Content<"plausible">): Played {
  const host = content.host ?? "https://plausible.io";
  return {
    title: content.host ? "Plausible, on the owner's server" : "Plausible",
    content,
    script: `${host}/js/script.manual.js`,
    reports: `${host}/api/event`,
    site: content.domain,
    attributes: { "data-domain": content.domain },
    policy: { script: [origin(host)], connect: [origin(host)], img: [] },
    standIn: PLAUSIBLE_SCRIPT,
    answer: { status: 202, headers: ACCESS, body: "ok" },
    read: (request) => {
      const body = JSON.parse(request.postData() ?? "{}") as { n: string; u: string; d: string; p?: Record<string, string> };
      if (body.n === "pageview") return { name: "pageview", props: { page: pathOf(body.u) }, site: body.d };
      return { name: body.n, props: body.p ?? {}, site: body.d };
    },
    // Plausible's properties are text.
    carry: asText,
    measured: MEASURED_TEXT,
  };
}

function umami(content: Content<"umami">): Played {
  const script = content.host ? `${content.host}/script.js` : "https://cloud.umami.is/script.js";
  // Umami Cloud's script sends to its gateway; one on the owner's server, where it came from.
  const collect = content.endpoint ?? content.host ?? "https://gateway.umami.is";
  return {
    title: content.host ? "Umami, on the owner's server" : "Umami Cloud",
    content,
    script,
    reports: `${collect}/api/send`,
    site: content.websiteId,
    attributes: {
      "data-website-id": content.websiteId,
      ...(content.endpoint ? { "data-host-url": content.endpoint } : {}),
      "data-auto-track": "false",
    },
    policy: { script: [origin(script)], connect: [origin(collect)], img: [] },
    standIn: umamiScript(content.host ? "" : "https://gateway.umami.is"),
    answer: { status: 200, contentType: "application/json", headers: ACCESS, body: JSON.stringify({ cache: "e2e-umami-session" }) },
    read: (request) => {
      const { type, payload } = JSON.parse(request.postData() ?? "{}") as {
        type: string;
        payload: { website: string; url: string; title: string; name?: string; data?: Record<string, unknown> };
      };
      if (type !== "event") return { name: `(${type})`, props: {}, site: payload.website };
      if (payload.name === undefined) {
        return { name: "pageview", props: { page: pathOf(payload.url), title: payload.title }, site: payload.website };
      }
      return { name: payload.name, props: payload.data ?? {}, site: payload.website };
    },
    // Its event data is JSON: numbers stay numbers.
    carry: (event) => event,
    measured: expect.any(Number),
  };
}

function goatcounter(content: Content<"goatcounter">): Played {
  const script = content.host ? `${content.host}/count.js` : "https://gc.zgo.at/count.js";
  const reports = content.host ? `${content.host}/count` : `https://${content.code}.goatcounter.com/count`;
  return {
    title: content.host ? "GoatCounter, on the owner's server" : "GoatCounter",
    content,
    script,
    reports,
    site: reports,
    attributes: { "data-goatcounter": reports, "data-goatcounter-settings": { no_onload: true } },
    // count.js counts with a beacon, and with an image where the beacon is refused.
    policy: { script: [origin(script)], connect: [origin(reports)], img: [origin(reports)] },
    standIn: GOATCOUNTER_SCRIPT,
    answer: { status: 200, contentType: "image/gif", body: PIXEL },
    read: (_request, url) => {
      const site = url.origin + url.pathname;
      const path = url.searchParams.get("p") ?? "";
      if (url.searchParams.get("e") !== "true") {
        return { name: "pageview", props: { page: path.split("?")[0], title: url.searchParams.get("t") }, site };
      }
      const [name = "", ...says] = path.split("/");
      return { name, props: { says, page: url.searchParams.get("t") }, site };
    },
    // No properties (app/content/README.md, "GoatCounter"): an event is a path, its name and what
    // it says (not where, nor a vital's measurement: "LCP/good"), its title the page it happened on.
    carry: ({ name, props }) => ({
      name,
      props: {
        says: Object.entries(props)
          .filter(([key]) => !["page", "language", "value"].includes(key))
          .map(([, value]) => (isPrimitive(value) ? String(value) : value)),
        page: props.page,
      },
    }),
    measured: undefined,
  };
}

function cloudflare(content: Content<"cloudflare">): Played {
  const script = "https://static.cloudflareinsights.com/beacon.min.js";
  const reports = "https://cloudflareinsights.com/cdn-cgi/rum";
  return {
    title: "Cloudflare Web Analytics",
    content,
    script,
    reports,
    site: content.token,
    attributes: { "data-cf-beacon": expect.objectContaining({ token: content.token }) },
    policy: { script: [origin(script)], connect: [origin(reports)], img: [] },
    standIn: CLOUDFLARE_BEACON,
    answer: { status: 204, headers: ACCESS },
    read: (request) => {
      const body = JSON.parse(request.postData() ?? "{}") as { eventType: number; location: string; siteToken: string };
      if (body.eventType === 1) return { name: "pageview", props: { page: pathOf(body.location) }, site: body.siteToken };
      return { name: `(eventType ${body.eventType})`, props: {}, site: body.siteToken };
    },
    // It takes none of the site's events: it counts pages, and measures their speed itself.
    carry: null,
    measured: undefined,
  };
}

/** The build's own choice. */
const ownerAnalytics = content.analytics;
if (ownerAnalytics.provider !== "ga4") throw new Error("the analytics owner is meant to count with Google Analytics 4");
const GA4 = ga4(ownerAnalytics);
/** The providers without cookies, played on the same build: with the provider's own service, and on the owner's server where it can be. */
const PLAYED: Played[] = [
  plausible({ provider: "plausible", domain: "arifhossain.example.com" }),
  umami({ provider: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" }),
  umami({ provider: "umami", websiteId: "5d0c8f2e-3b1a-4c7e-9f60-2a8b4e1d7c93", host: "https://umami.arifhossain.example.com" }),
  goatcounter({ provider: "goatcounter", code: "arifhossain" }),
  goatcounter({ provider: "goatcounter", host: "https://stats.arifhossain.example.com" }),
  cloudflare({ provider: "cloudflare", token: "0f1e2d3c4b5a69788796a5b4c3d2e1f0" }),
];
const PROVIDERS = [GA4, ...PLAYED];
// Each as an owner may write it.
for (const { content } of PROVIDERS) analyticsSchema.parse(content);

const settingsOf = (provider: Played) => analyticsSettings(provider.content)!;
const scriptAt = (url: string) => PROVIDERS.find(({ script }) => script === url);
const reportsAt = (url: URL) => PROVIDERS.find(({ reports }) => reports === url.origin + url.pathname);

interface Seen {
  /** Every request to an address outside the site, in order. */
  requests: string[];
  /** The same, with what each carried in its body. */
  sent: { url: string; body: string | null }[];
  /** What the providers counted, in order. */
  counted: Report[];
  /** The requests for the site's Core Web Vitals library. */
  measuring: string[];
  /** The title of each page the visit showed, by path. */
  titles: Record<string, string>;
}

/** Answers the providers' addresses, the form service's and the chat apps' here, and records what was asked of them. */
async function answerProviders(page: Page): Promise<Seen> {
  const seen: Seen = { requests: [], sent: [], counted: [], measuring: [], titles: {} };
  page.on("request", (request) => {
    if (/\/assets\/web-vitals-[\w-]+\.js$/.test(request.url())) seen.measuring.push(request.url());
    if (!THIRD_PARTY.test(request.url())) return;
    seen.requests.push(request.url());
    seen.sent.push({ url: request.url(), body: request.postData() });
    const url = new URL(request.url());
    const provider = reportsAt(url);
    if (provider) seen.counted.push(provider.read(request, url));
  });
  await page.route(
    (url) => !!scriptAt(url.href),
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: scriptAt(route.request().url())!.standIn }),
  );
  await page.route(
    (url) => !!reportsAt(url),
    (route) => route.fulfill(reportsAt(new URL(route.request().url()))!.answer),
  );
  await page.route(`${FORMS_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", headers: ACCESS, body: '{"ok":true}' }),
  );
  await page.context().route(CHAT_APPS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>chat</title>" }));
  // When each script from another origin was added, against the first paint (read with `scriptTimes`).
  await page.addInitScript(() => {
    const added: { src: string; at: number }[] = [];
    (window as unknown as { __addedScripts: typeof added }).__addedScripts = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src && new URL(node.src).origin !== location.origin)
            added.push({ src: node.src, at: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  return seen;
}

/** The scripts from other origins the page added, and when, with the first paint's time. */
const scriptTimes = (page: Page) =>
  page.evaluate(() => ({
    added: (window as unknown as { __addedScripts: { src: string; at: number }[] }).__addedScripts,
    firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
  }));

/** The page's one script from elsewhere is `script`, and it was added after the first paint. */
async function expectAddedAfterFirstPaint(page: Page, script: string) {
  const { added, firstPaint } = await scriptTimes(page);
  expect(added.map(({ src }) => src)).toEqual([script]);
  expect(added[0]!.at).toBeGreaterThan(firstPaint);
}

/** The requests the test answered (the providers', the form service's, the chat apps') are not the site's leaks. */
function answeredHere(problems: PageProblems) {
  problems.foreignRequests = problems.foreignRequests.filter(
    (url) => !scriptAt(url) && !reportsAt(new URL(url)) && !url.startsWith(FORMS_ORIGIN) && !CHAT_APPS.test(url),
  );
}

/** The visitor's earlier choice in the consent library's cookie, as the dialog writes it. */
async function chose(page: Page, categories: string[]) {
  const now = new Date().toISOString();
  const value = encodeURIComponent(
    JSON.stringify({
      categories,
      revision: 0,
      data: null,
      consentTimestamp: now,
      consentId: "e2e-analytics",
      services: Object.fromEntries(categories.map((category) => [category, []])),
      languageCode: "en",
      lastConsentTimestamp: now,
      expirationTime: Date.now() + 86_400_000,
    }),
  );
  await page.context().addCookies([{ name: "cc_cookie", value, url: test.info().project.use.baseURL! }]);
}

/**
 * The route data of the same build with another provider, as a build with it writes them
 * (app/root.tsx): the root's settings name it, and as it sets no cookie, the privacy settings
 * have no switch for it and the bar asks only when needed (the owner's site.ts `askForConsent`).
 * React Router's route data is one flat JSON array (turbo-stream) whose objects name their keys
 * and values by index; anything new goes at its end.
 */
function withProvider(text: string, settings: AnalyticsSettings): string {
  const built = analyticsSettings(GA4.content)!;
  const end = text.includes("\n") ? text.indexOf("\n") : text.length;
  const flat = JSON.parse(text.slice(0, end)) as unknown[];
  const valueAt = (index: number) => (index >= 0 ? flat[index] : undefined);
  const keyOf = (key: string) => flat[Number(key.slice(1))];
  const indexOf = (value: string) => (flat.includes(value) ? flat.indexOf(value) : flat.push(value) - 1);
  const objects = flat.filter((item): item is Record<string, number> => typeof item === "object" && item !== null && !Array.isArray(item));
  const having = (key: string, value: (found: unknown) => boolean) =>
    objects.filter((object) => Object.entries(object).some(([k, v]) => keyOf(k) === key && value(valueAt(v))));
  const set = (object: Record<string, number>, key: string, value: string | undefined) => {
    for (const k of Object.keys(object)) if (keyOf(k) === key) delete object[k];
    if (value !== undefined) object[`_${indexOf(key)}`] = indexOf(value);
  };

  const own = having("provider", (value) => value === built.provider).filter((object) =>
    having("id", (id) => id === built.id).includes(object),
  );
  if (own.length === 0) return text;
  const consent = having("analytics", (value) => typeof value === "string");
  const asks = having("askForConsent", (value) => value === "on-arrival");
  if (own.length !== 1 || consent.length !== 1 || asks.length !== 1)
    throw new Error(`route data: ${own.length} settings, ${consent.length} consent switches, ${asks.length} questions on arrival`);
  for (const key of ["provider", "id", "host", "endpoint"] as const) set(own[0]!, key, settings[key]);
  set(consent[0]!, "analytics", undefined);
  set(asks[0]!, "askForConsent", content.site.askForConsent);
  return JSON.stringify(flat) + text.slice(end);
}

/**
 * The same build with another provider's settings and policy, as a build with that provider
 * writes them: the route data name it (`withProvider`), and each page's policy is the build's
 * own function's for it (checked against what the pipeline writes in "the policy" below).
 */
async function playProvider(page: Page, provider: Played) {
  const settings = settingsOf(provider);
  await page.route(
    (url) => url.pathname.startsWith("/assets/route-data-") || url.pathname.endsWith(".data"),
    async (route) => {
      const response = await fetchOnce(route);
      await route.fulfill({ response, body: withProvider(await response.text(), settings) });
    },
  );
  await page.route(
    (url) => url.origin === new URL(test.info().project.use.baseURL!).origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await fetchOnce(route);
      const html = await response.text();
      // The header the server sends (`npm start` sends the build's headers.json), and the page's own.
      const header = headerPolicyFor(response.headers()["content-security-policy"]!, settings);
      const headers = { ...response.headers(), "content-security-policy": header };
      await route.fulfill({ response, headers, body: html.replace(metaPolicyOf(html)!, policyFor(html, settings)) });
    },
  );
}

/**
 * The server's answer to a request the test rewrites. Asked again once where the connection
 * kept open from an earlier request was closed under it (Node's server drops idle ones).
 */
async function fetchOnce(route: Route) {
  try {
    return await route.fetch();
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return route.fetch();
  }
}

const META_POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/;
const metaPolicyOf = (html: string) => META_POLICY.exec(html)?.[1];
/** The policy the build writes into a page for a provider (pipeline/hosting/policy.ts), with this owner's forms. */
const policyFor = (html: string, analytics: AnalyticsSettings) =>
  contentSecurityPolicy({ ...choices, scriptHashes: inlineScripts(html).map(sha256Source), analytics });
/** The header policy the build writes for a provider: every page's hashes, as in the header it replaces. */
const headerPolicyFor = (header: string, analytics: AnalyticsSettings) =>
  contentSecurityPolicy({
    ...choices,
    scriptHashes: header.split(/[ ;]+/).filter((source) => source.startsWith("'sha256-")),
    header: true,
    analytics,
  });

/** Makes the page hidden, as leaving it does: the Core Web Vitals are reported then. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  });

const VITALS = ["LCP", "INP", "CLS"];
/** What the visitor did, in order: neither page views nor vitals. */
const actionsOf = (counted: Report[]) =>
  counted.filter(({ name }) => !VITALS.includes(name) && name !== "pageview").map(({ name, props }) => ({ name, props }));
const pagesViewed = (counted: Report[]) => counted.filter(({ name }) => name === "pageview").map(({ props }) => props.page);
/** The pages of `visit`, in order: "/contact" shown without a reload. */
const VISITED = ["/", "/contact", "/portfolio", "/products", "/search"];
const RATING = expect.stringMatching(/^(good|needs-improvement|poor)$/);
/** The Core Web Vitals of the visit's first page ("/", hidden by the test), one of each, with their page and language, as the site sends them. */
const firstPageVitals = (measured: unknown): Expected[] =>
  VITALS.map((name) => ({ name, props: { value: measured, rating: name === "CLS" ? "good" : RATING, page: "/", language: "en" } }));

/** What the provider counted is the visit: its actions in order, the first page's vitals, and other pages' vitals with their page, in its own format. */
async function expectCounted(provider: Played, counted: Report[], actions: Expected[]) {
  const carry = provider.carry!;
  const wanted = actions.map(carry);
  await expect.poll(() => actionsOf(counted).map(({ name }) => name), { timeout: 10_000 }).toEqual(wanted.map(({ name }) => name));
  expect(actionsOf(counted)).toEqual(wanted);
  const vitals = counted.filter(({ name }) => VITALS.includes(name)).map(({ name, props }) => ({ name, props }));
  const first = vitals.filter(({ props }) => props.page === "/");
  expect(first).toEqual(expect.arrayContaining(firstPageVitals(provider.measured).map(carry)));
  expect(first).toHaveLength(3);
  // Vitals of later pages (reported as each is left) name their own page.
  for (const { props } of vitals) expect(VISITED).toContain(props.page);
}

/** A whole visit takes five pages and a form filled in at a person's pace: about 16 s, more on a busy machine. */
const VISIT_TIMEOUT = 60_000;

/**
 * The visit an owner wants counted: "Hire Me" on the home page, the page's Core Web Vitals, a
 * chat opened, a message sent, a newsletter sign-up, the CV, a currency switched and a search.
 * Returns what the site should have sent, each with the page it happened on.
 */
async function visit(page: Page, seen: Seen): Promise<Expected[]> {
  // Each page is counted once the provider's script has run: what the visitor does before that is not.
  const views = () => pagesViewed(seen.counted).length;
  const open = async (path: string) => {
    const before = views();
    await page.goto(path);
    await hydrated(page);
    seen.titles[pathOf(page.url())] = await page.title();
    await expect.poll(views).toBeGreaterThan(before);
  };
  await open("/");
  // An interaction slow enough for INP to report (the library observes those of 40 ms or more).
  await page.evaluate(() =>
    document.querySelector("h1")!.addEventListener("click", () => {
      const until = performance.now() + 120;
      while (performance.now() < until);
    }),
  );
  await page.locator("h1").click();
  await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // React draws the page, and its title, just after the address changes.
  await expect.poll(() => page.title()).not.toBe(seen.titles["/"]);
  seen.titles["/contact"] = await page.title();
  // The visit's vitals are those of the page it began on, reported once it is hidden.
  await hide(page);

  const popup = page.waitForEvent("popup");
  await page
    .getByRole("main")
    .getByRole("link", { name: /Chat on WhatsApp/ })
    .first()
    .click();
  await (await popup).close();

  const started = Date.now();
  const form = page.getByRole("main").getByRole("form").first();
  await form.getByRole("textbox", { name: "First name" }).fill("Rahima");
  await form.getByRole("textbox", { name: "Last name" }).fill("Akter");
  await form.getByRole("textbox", { name: "Email" }).fill("rahima@example.com");
  await form.getByRole("textbox", { name: "Telephone" }).fill("+880 1712-345678");
  await form.getByRole("textbox", { name: "Message" }).fill("I need an online store for my boutique in Dhanmondi.");
  // People take longer than bots to fill in a form (app/lib/form-delivery.ts MIN_FILL_MS).
  await page.waitForTimeout(Math.max(0, 3_200 - (Date.now() - started)));
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status").first()).toContainText("Thank you, Rahima!");

  const newsletter = page.getByRole("form", { name: "Newsletter" });
  await newsletter.getByRole("textbox").fill("rahima@example.com");
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toContainText("Thanks for subscribing!");

  await open("/portfolio");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download CV" }).click();
  await (await download).cancel();

  await open("/products");
  const before = await page.evaluate(() => document.documentElement.dataset.currency);
  await page.getByRole("group", { name: "Currency" }).first().getByRole("button", { pressed: false }).first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.currency)).not.toBe(before);
  const chosen = (await page.evaluate(() => document.documentElement.dataset.currency))!;

  await open("/search?q=wordpress");
  // How many results the visitor was shown, as the page says it.
  const line = page.getByRole("main").getByRole("status").filter({ hasText: "wordpress" });
  await expect(line).toHaveText(/^\d+ results? for/);
  const results = Number(/^\d+/.exec((await line.textContent())!)![0]);
  expect(results).toBeGreaterThan(0);

  const on = (page: string) => ({ page, language: "en" });
  return [
    { name: "hire_me_clicked", props: on("/") },
    { name: "chat_opened", props: { app: "whatsapp", ...on("/contact") } },
    { name: "contact_sent", props: { via: "form", ...on("/contact") } },
    { name: "newsletter_signup", props: on("/contact") },
    { name: "cv_downloaded", props: { cv: "en", ...on("/portfolio") } },
    { name: "currency_switched", props: { currency: chosen, ...on("/products") } },
    { name: "search_used", props: { results, ...on("/search") } },
  ];
}

const SIGNALS = ["Global Privacy Control", "Do Not Track"] as const;
/**
 * The signals a provider is tried with: both, each once for a provider played with its own
 * service and on the owner's server (the site refuses before it adds any provider's script).
 */
function signalsFor(provider: Played): readonly (typeof SIGNALS)[number][] {
  const services = PLAYED.filter(({ content }) => content.provider === provider.content.provider);
  return services.length === 1 ? SIGNALS : [SIGNALS[services.indexOf(provider) % SIGNALS.length]!];
}

/** The browser sends Global Privacy Control (navigator.globalPrivacyControl) or Do Not Track (navigator.doNotTrack "1"). */
async function sendsSignal(page: Page, signal: (typeof SIGNALS)[number]) {
  await page.addInitScript((which) => {
    const [name, value] = which === "Global Privacy Control" ? ["globalPrivacyControl", true] : ["doNotTrack", "1"];
    Object.defineProperty(Navigator.prototype, name as string, { configurable: true, get: () => value });
  }, signal);
}

test.describe("Google Analytics 4: asked first", () => {
  test.use({ consent: "none" });

  test("asks on arrival, in a bar that offers visit statistics; nothing leaves the site before a choice, nor after Reject", async ({
    page,
    problems,
  }) => {
    const google = await answerProviders(page);
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator("#cc-main .cm");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("heading")).toHaveText("Allow visit statistics, and content from other services?");
    await page.waitForLoadState("networkidle");
    expect(google.requests, "nothing before the visitor chooses").toEqual([]);
    expect(google.measuring, "not even the measuring").toEqual([]);

    await bar.getByRole("button", { name: "Reject" }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
    await page.waitForLoadState("networkidle");
    expect(google.requests).toEqual([]);
    expect(google.measuring).toEqual([]);
    answeredHere(problems);
  });

  test("Accept loads Google's tag from its origin only, after the first paint, and counts the page", async ({ page, problems }) => {
    const google = await answerProviders(page);
    await page.goto("/");
    await hydrated(page);
    await page.locator("#cc-main .cm").getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => pagesViewed(google.counted)).toEqual(["/"]);
    expect(google.requests[0]).toBe(GA4.script);
    expect(google.requests.filter((url) => url !== GA4.script && url.split("?")[0] !== GA4.reports)).toEqual([]);
    expect([...new Set(google.counted.map(({ site }) => site))]).toEqual([GA4.site]);
    await expectAddedAfterFirstPaint(page, GA4.script);
    answeredHere(problems);
  });

  test("counts what an owner cares about, each with its page, and the visit's Core Web Vitals", async ({ page, problems }) => {
    test.setTimeout(VISIT_TIMEOUT);
    const google = await answerProviders(page);
    await chose(page, ["necessary", "analytics"]);
    await expectCounted(GA4, google.counted, await visit(page, google));
    answeredHere(problems);
  });

  test("withdrawn in the footer's privacy settings, it counts nothing more, its cookies go, and the next page loads nothing", async ({
    page,
    problems,
  }) => {
    const google = await answerProviders(page);
    await chose(page, ["necessary", "analytics"]);
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => pagesViewed(google.counted)).toEqual(["/"]);
    await expect.poll(async () => (await page.context().cookies()).map(({ name }) => name)).toContain("_ga");

    await page.getByRole("button", { name: "Privacy settings" }).click();
    const settings = page.getByRole("dialog", { name: "Privacy settings" });
    await expect(settings.getByText("Visit statistics (Google Analytics 4)").first()).toBeVisible();
    await settings.getByRole("button", { name: "Only essentials" }).click();
    await expect(settings).toBeHidden();
    await expect.poll(async () => (await page.context().cookies()).map(({ name }) => name)).not.toContain("_ga");

    const before = google.requests.length;
    await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await page.goto("/about");
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(google.requests.slice(before), "nothing after the visitor withdrew").toEqual([]);
    answeredHere(problems);
  });

  for (const signal of SIGNALS) {
    test(`${signal} keeps Google's tag away even after Accept`, async ({ page, problems }) => {
      await sendsSignal(page, signal);
      const google = await answerProviders(page);
      await page.goto("/");
      await hydrated(page);
      await page.locator("#cc-main .cm").getByRole("button", { name: "Accept" }).click();
      await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
      await page.waitForLoadState("networkidle");
      expect(google.requests).toEqual([]);
      answeredHere(problems);
    });
  }

  for (const lang of ["en", "bn"] as const) {
    for (const mode of ["light", "dark"] as const) {
      test(`axe finds nothing in the consent bar and the privacy settings with visit statistics, ${lang}, ${mode}`, async ({ page }) => {
        await useColorMode(page, mode);
        await page.goto(lang === "en" ? "/" : "/bn");
        await hydrated(page);
        await expect(page.locator("#cc-main .cm")).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        const words =
          lang === "en"
            ? ["Privacy settings", "Visit statistics (Google Analytics 4)"]
            : ["গোপনীয়তা সেটিংস", "ভিজিটের পরিসংখ্যান (Google Analytics 4)"];
        await page.getByRole("contentinfo").getByRole("button", { name: words[0] }).click();
        const settings = page.getByRole("dialog", { name: words[0] });
        await expect(settings.getByText(words[1]!).first()).toBeVisible();
        await expect(settings).toHaveCSS("opacity", "1");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

for (const provider of PLAYED) {
  test.describe(`${provider.title}: no cookies, nothing asked`, () => {
    test.beforeEach(async ({ page }) => playProvider(page, provider));

    const counts = provider.carry
      ? "what the visitor does, each with its page, and the visit's Core Web Vitals, in its own format"
      : "nothing of what the visitor does (it takes no events), and no vitals of the site's";
    test(`loads from its address only, reports to its own, and counts each page once and ${counts}`, async ({ page, problems }) => {
      test.setTimeout(VISIT_TIMEOUT);
      const seen = await answerProviders(page);
      const actions = await visit(page, seen);
      if (provider.carry) {
        await expectCounted(provider, seen.counted, actions);
        expect(seen.measuring.length, "the site measures the vitals").toBeGreaterThan(0);
      } else {
        // What the visitor did has had its time: a search is counted 1.5 s after its results (app/lib/analytics.ts).
        await hide(page);
        await page.waitForTimeout(2_000);
        expect(actionsOf(seen.counted)).toEqual([]);
        expect(seen.measuring, "the site leaves the vitals to it").toEqual([]);
      }
      expect(pagesViewed(seen.counted), "each page once, those shown without a reload too").toEqual(VISITED);
      // Where a page view carries the page's title (Umami's, GoatCounter's), it is that page's own.
      for (const { props } of seen.counted.filter(({ name }) => name === "pageview"))
        if (props.title !== undefined) expect(props.title, `${String(props.page)}'s title`).toBe(seen.titles[String(props.page)]);
      expect([...new Set(seen.counted.map(({ site }) => site))], "each report the owner's").toEqual([provider.site]);
      const elsewhere = seen.requests.filter((url) => !CHAT_APPS.test(url));
      expect(elsewhere).toContain(provider.script);
      expect(
        elsewhere.filter((url) => url !== provider.script && !url.startsWith(`${provider.reports}?`) && url !== provider.reports),
      ).toEqual([]);
      expect(await page.locator("#cc-main .cm").count(), "nothing asks").toBe(0);
      answeredHere(problems);
    });

    test("its script is the page's only one from elsewhere, added after the first paint as its instructions give it, and counts the page", async ({
      page,
      problems,
    }) => {
      const seen = await answerProviders(page);
      await page.goto("/bn");
      await hydrated(page);
      await expect.poll(async () => (await scriptTimes(page)).added.length).toBe(1);
      await expectAddedAfterFirstPaint(page, provider.script);
      const attributes = await page
        .locator(`script[src="${provider.script}"]`)
        .evaluate((script) =>
          Object.fromEntries([...script.attributes].filter(({ name }) => name.startsWith("data-")).map(({ name, value }) => [name, value])),
        );
      expect(
        Object.fromEntries(
          Object.entries(attributes).map(([name, value]) => [name, value.startsWith("{") ? (JSON.parse(value) as unknown) : value]),
        ),
      ).toEqual(provider.attributes);
      await expect.poll(() => pagesViewed(seen.counted)).toEqual(["/bn"]);
      answeredHere(problems);
    });

    for (const signal of signalsFor(provider)) {
      test(`${signal} keeps it from loading at all`, async ({ page, problems }) => {
        await sendsSignal(page, signal);
        const seen = await answerProviders(page);
        await page.goto("/");
        await hydrated(page);
        await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
        await expect(page).toHaveURL(/\/contact$/);
        await hide(page);
        await page.waitForLoadState("networkidle");
        expect(seen.requests).toEqual([]);
        expect(seen.measuring).toEqual([]);
        expect(await scriptTimes(page)).toMatchObject({ added: [] });
        answeredHere(problems);
      });
    }
  });
}

/**
 * What a visitor types in the tests that search: words the demo's content holds (bKash and
 * Nagad, the payment apps), so that the search finds pages, but nowhere as written here, in
 * lower case: no page, title or address of the site has them so.
 */
const TYPED = ["bkash", "nagad"] as const;
/** What no provider may get: the words, and what was typed on the way to them (the address follows each pause), from four letters. */
const TYPED_PARTS = TYPED.flatMap((word) => [...word].map((_, end) => word.slice(0, end + 1))).filter((part) => part.length >= 4);
const decoded = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};
/** The requests to other origins that carry any of what was typed, in their address or their body, as sent or decoded. */
const carryingWords = (seen: Seen) =>
  seen.sent
    .map(({ url, body }) => `${url} ${body ?? ""}`)
    .filter((request) => TYPED_PARTS.some((part) => request.includes(part) || decoded(request).includes(part)));

for (const provider of PROVIDERS) {
  test.describe(`${provider.title}: what a visitor types stays in their address bar`, () => {
    test.beforeEach(async ({ page }) => {
      if (provider === GA4) await chose(page, ["necessary", "analytics"]);
      else await playProvider(page, provider);
    });
    // A search is counted 1.5 s after its results, and the results take their time on a busy machine.
    const searched = (seen: Seen) => expect.poll(() => actionsOf(seen.counted).map(({ name }) => name), { timeout: 20_000 });

    test("a search typed in the header and on the search page: the address holds the words, back and forward find them, no provider gets them", async ({
      page,
      problems,
    }) => {
      test.setTimeout(VISIT_TIMEOUT);
      const seen = await answerProviders(page);
      await page.goto("/");
      await hydrated(page);
      await expect.poll(() => pagesViewed(seen.counted)).toEqual(["/"]);

      // The header's search: a word, then Enter: the search page, the word in its address (history.pushState).
      await page.getByRole("button", { name: en.search.open, exact: true }).click();
      const dialog = page.getByRole("dialog", { name: en.search.label });
      await dialog.getByRole("combobox").pressSequentially(TYPED[0], { delay: 250 });
      await expect(dialog.getByRole("option").first()).toBeVisible();
      await dialog.getByRole("combobox").press("Enter");
      await expect(page).toHaveURL(/\/search\?q=bkash$/);
      const field = page.getByRole("main").getByRole("searchbox", { name: en.search.label });
      await expect(field).toHaveValue(TYPED[0]);
      // Back and forward: the page before, and the search again, with its word.
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await page.goForward();
      await expect(page).toHaveURL(/\/search\?q=bkash$/);
      await expect(field).toHaveValue(TYPED[0]);

      // Another word on the search page, a letter at a time: the address follows each, replacing itself.
      await field.press("End");
      let typed = TYPED[0] as string;
      for (const letter of ` ${TYPED[1]}`) {
        await field.press(letter === " " ? "Space" : letter);
        typed += letter;
        // The next letter once the address has this one (the page writes the words it has searched for).
        await expect(page).toHaveURL(new RegExp(`/search\\?${new URLSearchParams({ q: typed.trim() }).toString().replace("+", "\\+")}$`));
      }
      await expect(page).toHaveURL(/\/search\?q=bkash\+nagad$/);
      await expect(
        page
          .getByRole("main")
          .getByRole("status")
          .filter({ hasText: TYPED.join(" ") }),
      ).toHaveText(/^\d+ results? for/);
      if (provider.carry) await searched(seen).toContain("search_used");

      // A result (history.pushState), then back to the search (popstate), its words still there.
      await page.getByRole("main").getByRole("list", { name: en.search.results }).getByRole("link").first().click();
      await expect(page).not.toHaveURL(/\/search/);
      await page.goBack();
      await expect(page).toHaveURL(/\/search\?q=bkash\+nagad$/);
      await expect(field).toHaveValue(TYPED.join(" "));

      // A page the search page opens in a document of its own (a new tab, a reload): the search was its referrer.
      await page.evaluate(() => location.assign("/about"));
      await expect(page).toHaveURL(/\/about$/);
      await hydrated(page);
      await expect.poll(() => pagesViewed(seen.counted)).toContain("/about");
      await hide(page);
      await page.waitForLoadState("networkidle");

      expect(pagesViewed(seen.counted), "the search is a page of its own").toContain("/search");
      expect(seen.counted.length).toBeGreaterThan(0);
      expect(carryingWords(seen), "what the providers were sent").toEqual([]);
      answeredHere(problems);
    });

    test("a visit that lands on the search page with words in its address: they stay there, and no provider gets them", async ({
      page,
      problems,
    }) => {
      const seen = await answerProviders(page);
      await page.goto(`/search?q=${TYPED.join("+")}`);
      await hydrated(page);
      await expect(
        page
          .getByRole("main")
          .getByRole("status")
          .filter({ hasText: TYPED.join(" ") }),
      ).toHaveText(/^\d+ results? for/);
      await expect.poll(() => pagesViewed(seen.counted)).toEqual(["/search"]);
      if (provider.carry) await searched(seen).toEqual(["search_used"]);
      await hide(page);
      await page.waitForLoadState("networkidle");

      expect(page.url()).toMatch(/\/search\?q=bkash\+nagad$/);
      expect(carryingWords(seen), "what the providers were sent").toEqual([]);
      answeredHere(problems);
    });
  });
}

test.describe("the privacy page", () => {
  test("names the provider, what it records and that it asks first, in English and in Bengali", async ({ page }) => {
    await page.goto("/privacy-policy");
    const section = page.getByRole("main");
    await expect(section.getByRole("heading", { name: "Visit statistics" })).toBeVisible();
    await expect(section).toContainText("this site counts visits with Google Analytics 4");
    await expect(section).toContainText("never the words you typed");
    await expect(section).toContainText("it is loaded only if you allow Visit statistics");
    await page.goto("/bn/privacy-policy");
    await expect(page.getByRole("main").getByRole("heading", { name: "ভিজিটের পরিসংখ্যান" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("Google Analytics 4 দিয়ে ভিজিট গোনে");
  });
});

test.describe("the policy", () => {
  const PAGES = ["index.html", "bn/index.html", "privacy-policy/index.html", "404.html"];
  /** Each host's file, by path in a build, and its policy in it (nginx repeats it in each location). */
  const HOST_FILES: { file: string; policy: RegExp }[] = [
    { file: "client/_headers", policy: /Content-Security-Policy: (.+)/g },
    { file: "client/.htaccess", policy: /Header always set Content-Security-Policy "(.+)"/g },
    { file: "deploy/nginx.conf", policy: /add_header Content-Security-Policy "(.+?)" always;/g },
    { file: "deploy/vercel.json", policy: /"key": "Content-Security-Policy",\s*"value": "(.+?)"/g },
    { file: "deploy/headers.json", policy: /"Content-Security-Policy",\s*"(.+?)"/g },
  ];
  const read = (file: string) => readFileSync(file, "utf8");
  const policiesIn = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
  /** The file with each policy taken out: what else it says. */
  const withoutPolicies = (text: string, pattern: RegExp) => text.replace(pattern, (line, policy: string) => line.replace(policy, "…"));

  const directive = (policy: string, name: string) =>
    (policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "").split(" ").slice(1);
  /** The sources a directive names for analytics: neither the site's own, nor a hash, nor the form service. */
  const analyticsSources = (policy: string, name: string) =>
    directive(policy, name).filter((source) => !/^'|^data:$/.test(source) && source !== FORMS_ORIGIN);
  const exactly = (provider: Played, policy: string, where: string) => {
    const { script, connect, img } = provider.policy;
    expect(analyticsSources(policy, "script-src"), `${where} script-src`).toEqual(script);
    expect(analyticsSources(policy, "connect-src"), `${where} connect-src`).toEqual(connect);
    expect(analyticsSources(policy, "img-src"), `${where} img-src`).toEqual(img);
    const its = new Set([...script, ...connect, ...img]);
    for (const other of ["default-src", "frame-src", "form-action", "font-src", "worker-src", "object-src"])
      expect(
        directive(policy, other).filter((source) => its.has(source)),
        `${where} ${other}`,
      ).toEqual([]);
  };

  /**
   * What the build writes for this owner with `analytics` as its analytics.ts, by the pipeline's
   * own functions given that content: each page of the built client gets its policy again
   * (pipeline/hosting/csp.ts), and every host its files (configs.ts), written to the returned
   * folder's client/ and deploy/.
   */
  function buildWith(analytics: AnalyticsContent): { dir: string; pages: Record<string, string> } {
    const dir = test.info().outputPath("build");
    const owner = ownerPolicy({ ...content, analytics: analyticsSchema.parse(analytics) });
    const pages = Object.fromEntries(
      PAGES.map((page) => {
        // The page as it was before the build gave it its policy, given this owner's.
        const { html } = withPolicy(read(join(client, page)).replace(META_POLICY, ""), owner.choices);
        return [page, metaPolicyOf(html)!];
      }),
    );
    // The header names every page's inline scripts: the build's own list, in its order.
    const [header] = policiesIn(read(join(build, "deploy/headers.json")), HOST_FILES.at(-1)!.policy);
    mkdirSync(join(dir, "client"), { recursive: true });
    writeHostConfigs(
      join(dir, "client"),
      header!.split(/[ ;]+/).filter((source) => source.startsWith("'sha256-")),
      owner,
    );
    return { dir, pages };
  }

  for (const provider of PROVIDERS) {
    const which = provider === GA4 ? "the build's own choice" : "played in flight";
    test(`${provider.title} (${which}): exactly its origins for its script and its reports, in every page and every host's configuration`, () => {
      const settings = settingsOf(provider);
      const built = buildWith(provider.content);
      for (const page of PAGES) {
        const html = read(join(client, page));
        const policy = built.pages[page]!;
        exactly(provider, policy, page);
        // What the in-flight swap computes is what the pipeline writes for that choice.
        expect(policyFor(html, settings), page).toBe(policy);
        if (provider === GA4) expect(metaPolicyOf(html), `${page} as built`).toBe(policy);
      }
      for (const { file, policy } of HOST_FILES) {
        const text = read(join(built.dir, file));
        const policies = policiesIn(text, policy);
        expect(policies.length, file).toBeGreaterThan(0);
        for (const each of policies) exactly(provider, each, file);
        // The file is the build's but for its policy (and for the build's own choice, the build's).
        const own = read(join(build, file));
        expect(withoutPolicies(text, policy), file).toBe(withoutPolicies(own, policy));
        if (provider === GA4) expect(text, `${file} as built`).toBe(own);
      }
      // What `npm start` sends is what the in-flight swap sends.
      const [header] = policiesIn(read(join(built.dir, "deploy/headers.json")), HOST_FILES.at(-1)!.policy);
      const [builtHeader] = policiesIn(read(join(build, "deploy/headers.json")), HOST_FILES.at(-1)!.policy);
      expect(headerPolicyFor(builtHeader!, settings)).toBe(header);
    });
  }
});
