// Analytics switched on (docs/decisions/030-analytics.md), on the analytics owner's build:
// the demo's content counted with Google Analytics 4 (tests/fixtures/analytics, the "analytics"
// project in playwright.config.ts). The same build also plays a provider that sets no cookie,
// Plausible: its settings and policy are swapped in flight for what a build with
// `{ provider: "plausible" }` writes, the policy computed by the build's own function. Each
// provider's script and reports are answered here by a stand-in that calls home as the real
// one does (the machine has no internet, and nothing is sent out); what reaches those
// addresses is what the provider would have counted.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page, Request, Route } from "@playwright/test";
import { buildDirOf } from "../app/data/content-dir.ts";
import { type AnalyticsSettings, analyticsSettings, originsOf, scriptOf } from "../app/lib/analytics-providers.ts";
import { loadContent } from "../app/data/load.ts";
import { contentSecurityPolicy, inlineScripts, ownerPolicy, sha256Source } from "../pipeline/hosting/policy.ts";
import { ANALYTICS } from "../playwright.config";
import { axeViolations, expect, hydrated, type PageProblems, test, useColorMode } from "./test";

// Each test is a visit of its own.
test.describe.configure({ mode: "parallel" });

const content = await loadContent(ANALYTICS);
/** What this owner's content asks of the policy: its forms, its parts (the demo's), its provider. */
const { choices } = ownerPolicy(content);
const GA4 = analyticsSettings(content.analytics)!;
const PLAUSIBLE: AnalyticsSettings = { provider: "plausible", id: "arifhossain.example.com" };
if (GA4.provider !== "ga4") throw new Error("the analytics owner is meant to count with Google Analytics 4");

const client = join(buildDirOf(ANALYTICS), "client");
const deploy = join(buildDirOf(ANALYTICS), "deploy");
const delivery = content.forms.contact.delivery;
if (typeof delivery !== "object") throw new Error("the analytics owner's contact form is meant to send to a form service");
const FORMS_ORIGIN = new URL(delivery.endpoint).origin;

/** Every address outside the site, and the chat apps' (a chat opens in a new tab). */
const THIRD_PARTY = /^https:\/\/(?!localhost)/;
const CHAT_APPS = /^https:\/\/(wa|m|t)\.me\//;

/**
 * Google's tag, stood in for: it reads the queue the site's module fills (Arguments objects, as
 * the real tag does), honours `ga-disable-<id>`, sends a page view on `config` and each event to
 * Google's collection endpoint as the real tag's parameters (en, ep.*), and sets the _ga cookie.
 */
const GTAG = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get("id");
  var queue = (window.dataLayer = window.dataLayer || []);
  document.cookie = "_ga=GA1.1.1234567890.1700000000; path=/; max-age=63072000";
  function take(entry) {
    var args = Array.prototype.slice.call(entry);
    if (window["ga-disable-" + id] || (args[0] !== "config" && args[0] !== "event")) return;
    var query = new URLSearchParams({ v: "2", tid: id, en: args[0] === "config" ? "page_view" : args[1], dl: location.href });
    var params = (args[0] === "event" && args[2]) || {};
    for (var key in params) query.set("ep." + key, String(params[key]));
    fetch("https://region1.google-analytics.com/g/collect?" + query, { method: "POST", keepalive: true, mode: "no-cors" });
  }
  queue.forEach(take);
  var push = queue.push;
  queue.push = function () {
    Array.prototype.forEach.call(arguments, take);
    return push.apply(queue, arguments);
  };
})();`;

/** Plausible's script, stood in for as its legacy script.js behaves: the queue, a page view, events to /api/event. */
const PLAUSIBLE_SCRIPT = `(function () {
  var script = document.currentScript;
  var api = new URL(script.src).origin + "/api/event";
  function send(name, options) {
    fetch(api, { method: "POST", keepalive: true, mode: "no-cors", headers: { "Content-Type": "text/plain" },
      body: JSON.stringify({ n: name, u: location.href, d: script.getAttribute("data-domain"), p: options && options.props }) });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = send;
  queue.forEach(function (args) { send.apply(null, args); });
  send("pageview");
})();`;

interface Counted {
  name: string;
  props: Record<string, string>;
}

/** What one report to the provider counted: GA4's collect parameters, or Plausible's event body. */
function countedBy(request: Request): Counted | undefined {
  const url = new URL(request.url());
  if (url.pathname === "/g/collect") {
    const props = Object.fromEntries(
      [...url.searchParams].filter(([key]) => key.startsWith("ep.")).map(([key, value]) => [key.slice(3), value]),
    );
    return { name: url.searchParams.get("en")!, props };
  }
  if (url.pathname === "/api/event") {
    const body = JSON.parse(request.postData() ?? "{}") as { n: string; p?: Record<string, string> };
    return { name: body.n, props: body.p ?? {} };
  }
  return undefined;
}

interface Provider {
  /** Every request to an address outside the site, in order. */
  requests: string[];
  /** What the provider counted, in order. */
  counted: Counted[];
}

/** Answers the providers' addresses, the form service's and the chat apps' here, and records what was asked of them. */
async function answerProviders(page: Page): Promise<Provider> {
  const seen: Provider = { requests: [], counted: [] };
  page.on("request", (request) => {
    if (!THIRD_PARTY.test(request.url())) return;
    seen.requests.push(request.url());
    const counted = countedBy(request);
    if (counted) seen.counted.push(counted);
  });
  const script = (body: string) => (route: Route) => route.fulfill({ status: 200, contentType: "text/javascript", body });
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/, script(GTAG));
  await page.route(/^https:\/\/plausible\.io\/js\/script\.js$/, script(PLAUSIBLE_SCRIPT));
  await page.route(/^https:\/\/(region1\.google-analytics\.com\/g\/collect|plausible\.io\/api\/event)/, (route) =>
    route.fulfill({ status: 202, body: "" }),
  );
  await page.route(`${FORMS_ORIGIN}/**`, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", headers: { "Access-Control-Allow-Origin": "*" }, body: '{"ok":true}' }),
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

/** The requests the test answered (the providers', the form service's, the chat apps') are not the site's leaks. */
function answeredHere(problems: PageProblems) {
  problems.foreignRequests = problems.foreignRequests.filter(
    (url) =>
      !/^https:\/\/(www\.googletagmanager\.com|region1\.google-analytics\.com|plausible\.io)\//.test(url) &&
      !url.startsWith(FORMS_ORIGIN) &&
      !CHAT_APPS.test(url),
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
 * The same build with another provider's settings and policy, as a build with that provider
 * writes them: the root's data names it, and each page's policy is the build's own function's
 * for it (checked against the real build in "the policy" below).
 */
async function playProvider(page: Page, settings: AnalyticsSettings) {
  const swap = (text: string) => {
    for (const [from, to] of [
      [`"${GA4.provider}"`, `"${settings.provider}"`],
      [`"${GA4.id}"`, `"${settings.id}"`],
      // Only a provider that sets cookies asks on arrival.
      ['"on-arrival"', '"when-used"'],
    ]) {
      expect(text.split(from!).length, `${from} once in the route data`).toBeLessThanOrEqual(2);
      text = text.replace(from!, to!);
    }
    return text;
  };
  await page.route(
    (url) => url.pathname.startsWith("/assets/route-data-") || url.pathname.endsWith(".data"),
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: swap(await response.text()) });
    },
  );
  await page.route(
    (url) => url.origin === new URL(test.info().project.use.baseURL!).origin,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      // The header the server sends (`npm start` sends the build's headers.json), and the page's own.
      const header = headerPolicyFor(response.headers()["content-security-policy"]!, settings);
      const headers = { ...response.headers(), "content-security-policy": header };
      await route.fulfill({ response, headers, body: html.replace(metaPolicyOf(html)!, policyFor(html, settings)) });
    },
  );
}

const metaPolicyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/.exec(html)?.[1];
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

type Expected = { name: string; props: Record<string, unknown> };

const VITALS = ["LCP", "INP", "CLS"];
const PAGE_VIEWS = ["page_view", "pageview"];
/** What the visitor did, in order: neither page views nor vitals. */
const actionsOf = (counted: Counted[]) => counted.filter(({ name }) => !VITALS.includes(name) && !PAGE_VIEWS.includes(name));
/** The Core Web Vitals of the visit's first page ("/", hidden by the test), one of each, with their page and language. */
const FIRST_PAGE_VITALS: Expected[] = [
  { name: "LCP", props: { rating: expect.any(String), value: expect.stringMatching(/^\d+$/), page: "/", language: "en" } },
  { name: "INP", props: { rating: expect.any(String), value: expect.stringMatching(/^\d+$/), page: "/", language: "en" } },
  { name: "CLS", props: { rating: "good", value: expect.stringMatching(/^\d/), page: "/", language: "en" } },
];
/** What the provider counted is the visit: its actions in order, the first page's vitals, and other pages' vitals with their page. */
async function expectCounted(counted: Counted[], actions: Expected[]) {
  await expect.poll(() => actionsOf(counted).map(({ name }) => name), { timeout: 10_000 }).toEqual(actions.map(({ name }) => name));
  expect(actionsOf(counted)).toEqual(actions);
  const vitals = counted.filter(({ name }) => VITALS.includes(name));
  const first = vitals.filter(({ props }) => props.page === "/");
  expect(first).toEqual(expect.arrayContaining(FIRST_PAGE_VITALS));
  expect(first).toHaveLength(3);
  // Vitals of later pages (reported as each is left) name their own page.
  for (const { props } of vitals) expect(["/", "/portfolio", "/products", "/search"]).toContain(props.page);
}

/**
 * The visit an owner wants counted: "Hire Me" on the home page, the page's Core Web Vitals, a
 * chat opened, a message sent, a newsletter sign-up, the CV, a currency switched and a search.
 * Returns what the provider should have counted, each with the page it happened on.
 */
async function visit(page: Page, provider: Provider): Promise<Expected[]> {
  // Each page is counted once the provider's script has run: what the visitor does before that is not.
  const views = () => provider.counted.filter(({ name }) => name === "page_view" || name === "pageview").length;
  const open = async (path: string) => {
    const before = views();
    await page.goto(path);
    await hydrated(page);
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

  const on = (page: string) => ({ page, language: "en" });
  return [
    { name: "hire_me_clicked", props: on("/") },
    { name: "chat_opened", props: { app: "whatsapp", ...on("/contact") } },
    { name: "contact_sent", props: { via: "form", ...on("/contact") } },
    { name: "newsletter_signup", props: on("/contact") },
    { name: "cv_downloaded", props: { cv: "en", ...on("/portfolio") } },
    { name: "currency_switched", props: { currency: chosen, ...on("/products") } },
    { name: "search_used", props: { results: expect.stringMatching(/^[1-9]\d*$/), ...on("/search") } },
  ];
}

test.describe("Google Analytics 4: asked first", () => {
  test.use({ consent: "none" });

  test("asks on arrival, in a bar that offers visit statistics; nothing leaves the site before a choice, nor after Reject", async ({
    page,
    problems,
  }) => {
    const google = await answerProviders(page);
    const vitals: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/web-vitals-[\w-]+\.js$/.test(request.url())) vitals.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    const bar = page.locator("#cc-main .cm");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("heading")).toHaveText("Allow visit statistics, and content from other services?");
    await page.waitForLoadState("networkidle");
    expect(google.requests, "nothing before the visitor chooses").toEqual([]);
    expect(vitals, "not even the measuring").toEqual([]);

    await bar.getByRole("button", { name: "Reject" }).click();
    await expect(bar).toBeHidden();
    await page.reload();
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
    await page.waitForLoadState("networkidle");
    expect(google.requests).toEqual([]);
    expect(vitals).toEqual([]);
    answeredHere(problems);
  });

  test("Accept loads Google's tag from its origin only, after the first paint, and counts the page", async ({ page, problems }) => {
    const google = await answerProviders(page);
    await page.goto("/");
    await hydrated(page);
    await page.locator("#cc-main .cm").getByRole("button", { name: "Accept" }).click();
    await expect.poll(() => google.counted.map(({ name }) => name)).toContain("page_view");
    expect(google.requests[0]).toBe(scriptOf(GA4).src);
    expect(google.requests.every((url) => /^https:\/\/(www\.googletagmanager\.com|region1\.google-analytics\.com)\//.test(url))).toBe(true);
    const { added, firstPaint } = await scriptTimes(page);
    expect(added.map(({ src }) => src)).toEqual([scriptOf(GA4).src]);
    expect(added[0]!.at).toBeGreaterThan(firstPaint);
    answeredHere(problems);
  });

  test("counts what an owner cares about, each with its page, and the visit's Core Web Vitals", async ({ page, problems }) => {
    const google = await answerProviders(page);
    await chose(page, ["necessary", "analytics"]);
    await expectCounted(google.counted, await visit(page, google));
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
    await expect.poll(() => google.counted.map(({ name }) => name)).toContain("page_view");
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

  for (const signal of ["Global Privacy Control", "Do Not Track"] as const) {
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

test.describe("a provider without cookies (Plausible)", () => {
  test.beforeEach(async ({ page }) => playProvider(page, PLAUSIBLE));

  test("loads without asking, from its origin only, after the first paint, and counts the visit as the owner wants it", async ({
    page,
    problems,
  }) => {
    const plausible = await answerProviders(page);
    await expectCounted(plausible.counted, await visit(page, plausible));
    expect(plausible.counted.filter(({ name }) => name === "pageview").length).toBeGreaterThan(0);
    const origins = new Set(plausible.requests.filter((url) => !CHAT_APPS.test(url)).map((url) => new URL(url).origin));
    expect([...origins]).toEqual(["https://plausible.io"]);
    expect(await page.locator("#cc-main .cm").count(), "nothing asks").toBe(0);
    answeredHere(problems);
  });

  test("its script is the page's only one from elsewhere, added after the first paint", async ({ page, problems }) => {
    await answerProviders(page);
    await page.goto("/bn");
    await hydrated(page);
    await expect.poll(async () => (await scriptTimes(page)).added.length).toBe(1);
    const { added, firstPaint } = await scriptTimes(page);
    expect(added[0]!.src).toBe(scriptOf(PLAUSIBLE).src);
    expect(added[0]!.at).toBeGreaterThan(firstPaint);
    expect(await page.locator(`script[src="${scriptOf(PLAUSIBLE).src}"]`).getAttribute("data-domain")).toBe(PLAUSIBLE.id);
    answeredHere(problems);
  });

  for (const signal of ["Global Privacy Control", "Do Not Track"] as const) {
    test(`${signal} keeps it from loading at all`, async ({ page, problems }) => {
      await sendsSignal(page, signal);
      const plausible = await answerProviders(page);
      await page.goto("/");
      await hydrated(page);
      await page.getByRole("banner").getByRole("link", { name: "Hire Me", exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await hide(page);
      await page.waitForLoadState("networkidle");
      expect(plausible.requests).toEqual([]);
      answeredHere(problems);
    });
  }
});

/** The browser sends Global Privacy Control (navigator.globalPrivacyControl) or Do Not Track (navigator.doNotTrack "1"). */
async function sendsSignal(page: Page, signal: "Global Privacy Control" | "Do Not Track") {
  await page.addInitScript((which) => {
    const [name, value] = which === "Global Privacy Control" ? ["globalPrivacyControl", true] : ["doNotTrack", "1"];
    Object.defineProperty(Navigator.prototype, name as string, { configurable: true, get: () => value });
  }, signal);
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
  const directive = (policy: string, name: string) =>
    (policy.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? "").split(" ").slice(1);
  /** The sources a directive names for analytics: neither the site's own, nor a hash, nor the form service. */
  const analyticsSources = (policy: string, name: string) =>
    directive(policy, name).filter((source) => !/^'|^data:$/.test(source) && source !== FORMS_ORIGIN);
  const exactly = (policy: string, where: string) => {
    const { script, connect, img } = originsOf(GA4);
    expect(analyticsSources(policy, "script-src"), `${where} script-src`).toEqual(script);
    expect(analyticsSources(policy, "connect-src"), `${where} connect-src`).toEqual(connect);
    expect(analyticsSources(policy, "img-src"), `${where} img-src`).toEqual(img);
    for (const other of ["default-src", "frame-src", "form-action", "font-src"])
      expect(
        analyticsSources(policy, other).filter((source) => /google/.test(source)),
        `${where} ${other}`,
      ).toEqual([]);
  };

  test("names exactly the provider's origins, in every page and every host's configuration", () => {
    const read = (file: string) => readFileSync(file, "utf8");
    for (const page of ["index.html", "bn/index.html", "privacy-policy/index.html", "404.html"]) {
      const html = read(join(client, page));
      const meta = metaPolicyOf(html)!;
      exactly(meta, page);
      // What the in-flight swap above computes is what the build wrote.
      expect(meta, page).toBe(policyFor(html, GA4));
    }
    exactly(/Content-Security-Policy: (.+)/.exec(read(join(client, "_headers")))![1]!, "_headers");
    exactly(/Header always set Content-Security-Policy "(.+)"/.exec(read(join(client, ".htaccess")))![1]!, ".htaccess");
    exactly(/add_header Content-Security-Policy "(.+?)" always;/.exec(read(join(deploy, "nginx.conf")))![1]!, "nginx.conf");
    const vercel = JSON.parse(read(join(deploy, "vercel.json"))) as { headers: { headers: { key: string; value: string }[] }[] };
    exactly(vercel.headers[0]!.headers.find(({ key }) => key === "Content-Security-Policy")!.value, "vercel.json");
    const served = JSON.parse(read(join(deploy, "headers.json"))) as [string, string][];
    const header = served.find(([name]) => name === "Content-Security-Policy")![1];
    exactly(header, "headers.json (npm start)");
    expect(header, "what the in-flight swap computes for the header").toBe(headerPolicyFor(header, GA4));
  });
});
