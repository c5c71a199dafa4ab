import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_CHANGE_EVENT } from "./consent";
import { track } from "./track";

// The consent library, stood in for: whether the visitor allows "analytics" is the test's to say.
const consent = vi.hoisted(() => ({ allowed: false }));
vi.mock("./consent", async (original) => ({
  ...(await original<typeof import("./consent")>()),
  analyticsAllowed: vi.fn(async () => consent.allowed),
}));
// The library's measurements, stood in for: the test reports a metric when it likes.
const vitals = vi.hoisted(() => ({ reporters: {} as Record<string, (metric: { name: string; value: number; rating: string }) => void> }));
vi.mock("web-vitals", () => ({
  onLCP: (report: never) => (vitals.reporters.LCP = report),
  onINP: (report: never) => (vitals.reporters.INP = report),
  onCLS: (report: never) => (vitals.reporters.CLS = report),
}));

const {
  cleanPushes,
  countedPage,
  forward,
  goatcounterPath,
  linkEvent,
  PAGE_DRAWN_MS,
  PAGE_TITLE_WAIT_MS,
  refusesTracking,
  SEARCH_SETTLE_MS,
  setUpGtag,
  showPage,
  startAnalytics,
} = await import("./analytics");
type CountedPage = import("./analytics").CountedPage;

type Target = Parameters<typeof forward>[2];
/** The window, as the providers' scripts extend it. */
const page = () => window as unknown as Target;
const ORIGIN = "https://arifhossain.example.com";

describe("refusesTracking", () => {
  it("is true for Global Privacy Control or Do Not Track, and only then", () => {
    expect(refusesTracking({ globalPrivacyControl: true })).toBe(true);
    expect(refusesTracking({ doNotTrack: "1" })).toBe(true);
    expect(refusesTracking({}, { doNotTrack: "1" })).toBe(true);
    expect(refusesTracking({ globalPrivacyControl: false, doNotTrack: "0" })).toBe(false);
    expect(refusesTracking({ doNotTrack: null }, {})).toBe(false);
    expect(refusesTracking({ doNotTrack: "unspecified" })).toBe(false);
  });
});

describe("linkEvent", () => {
  const site = { origin: ORIGIN, hireMe: "Hire Me" };
  it("knows a chat by its app's address", () => {
    expect(linkEvent({ href: "https://wa.me/8801712345678?text=Hello", text: "Chat on WhatsApp" }, site)).toEqual({
      name: "chat_opened",
      props: { app: "whatsapp" },
    });
    expect(linkEvent({ href: "https://m.me/arifhossain.demo", text: "" }, site)?.props).toEqual({ app: "messenger" });
    expect(linkEvent({ href: "https://t.me/arif_dev", text: "" }, site)?.props).toEqual({ app: "telegram" });
  });

  it("knows the CV in each language, on the site only", () => {
    expect(linkEvent({ href: `${ORIGIN}/images/cv.pdf`, text: "Download CV" }, site)).toEqual({
      name: "cv_downloaded",
      props: { cv: "en" },
    });
    expect(linkEvent({ href: "/images/cv-bn.pdf", text: "সিভি" }, site)?.props).toEqual({ cv: "bn" });
    expect(linkEvent({ href: "https://elsewhere.example/images/cv.pdf", text: "" }, site)).toBeUndefined();
  });

  it("knows Hire Me by the owner's words on a link to the contact page, in either language", () => {
    expect(linkEvent({ href: `${ORIGIN}/contact`, text: " Hire Me " }, site)).toEqual({ name: "hire_me_clicked", props: {} });
    expect(linkEvent({ href: `${ORIGIN}/bn/contact`, text: "আমাকে নিয়োগ দিন" }, { origin: ORIGIN, hireMe: "আমাকে নিয়োগ দিন" })?.name).toBe(
      "hire_me_clicked",
    );
    // The menu's "Contact", and a package's "Choose …" link that fills in the form, are not Hire Me.
    expect(linkEvent({ href: `${ORIGIN}/contact`, text: "Contact" }, site)).toBeUndefined();
    expect(linkEvent({ href: `${ORIGIN}/contact?service=seo`, text: "Hire Me" }, site)).toBeUndefined();
    expect(linkEvent({ href: `${ORIGIN}/about`, text: "Hire Me" }, site)).toBeUndefined();
    expect(linkEvent({ href: `${ORIGIN}/contact`, text: "Hire Me" }, { origin: ORIGIN })).toBeUndefined();
  });
});

/** GoatCounter's count.js, as far as the site calls it: `url(vars)` as it writes it (the page's whole query as `q`), and `filter()`. */
function countJs(refuse: string | false = false) {
  return {
    filter: vi.fn(() => refuse),
    url: vi.fn((vars: { path: string; title?: string; referrer?: string; event?: boolean }) => {
      const data: Record<string, string> = {
        p: vars.path,
        r: vars.referrer ?? document.referrer,
        t: vars.title ?? document.title,
        e: String(!!vars.event),
        q: location.search,
      };
      const query = Object.entries(data)
        .filter(([, value]) => value !== "" && value !== "false")
        .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
      return `https://arifhossain.goatcounter.com/count?${query.join("&")}`;
    }),
  };
}

/** What reached a provider, as text: the words must be nowhere in it. */
const sent = (calls: unknown) => JSON.stringify(calls);

describe("what each provider is given on the search page", () => {
  // The search page as the visitor left it: their words in its address, with a campaign's.
  const ADDRESS = "/search?q=wordpress+store&utm_source=newsletter";
  const COUNTED = `${location.origin}/search?utm_source=newsletter`;
  const event = { name: "search_used", props: { results: 3, page: "/search", language: "en" } };
  let page: CountedPage;
  beforeEach(() => {
    window.history.replaceState(null, "", ADDRESS);
    document.title = "Search | Arif Hossain";
    page = countedPage(location.href, `${location.origin}/blog?q=seo`);
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("counts the page without the words, and keeps the campaign", () => {
    expect(page).toEqual({ url: COUNTED, path: "/search?utm_source=newsletter", referrer: `${location.origin}/blog`, first: false });
  });

  it("Plausible: its page view and the event with the page's address as counted (`u`)", () => {
    const plausible = vi.fn();
    showPage({ provider: "plausible", id: "x" }, page, { plausible });
    forward({ provider: "plausible", id: "x" }, event, { plausible }, page);
    expect(plausible.mock.calls).toEqual([
      ["pageview", { u: COUNTED }],
      ["search_used", { u: COUNTED, props: { results: "3", page: "/search", language: "en" } }],
    ]);
    expect(sent(plausible.mock.calls)).not.toContain("wordpress");
  });

  it("Umami: its payload's url and referrer, for the page view and the event, the rest as its script makes it", () => {
    const payloads: unknown[] = [];
    // Umami's script passes its payload (of the address as the browser has it) to the function, and sends what it returns.
    const umami = {
      track: vi.fn((change: (payload: Record<string, unknown>) => unknown) =>
        payloads.push(change({ website: "w", title: document.title, url: location.href, referrer: "" })),
      ),
    };
    showPage({ provider: "umami", id: "w" }, page, { umami });
    forward({ provider: "umami", id: "w" }, event, { umami }, page);
    expect(payloads).toEqual([
      { website: "w", title: "Search | Arif Hossain", url: COUNTED, referrer: `${location.origin}/blog` },
      {
        website: "w",
        title: "Search | Arif Hossain",
        url: COUNTED,
        referrer: `${location.origin}/blog`,
        name: "search_used",
        data: event.props,
      },
    ]);
    expect(sent(payloads)).not.toContain("wordpress");
    // The first page of a visit: no referrer from the site itself, as Umami's own script does.
    payloads.length = 0;
    showPage({ provider: "umami", id: "w" }, countedPage(location.href, `${location.origin}/search?q=seo`, true), { umami });
    expect(payloads).toEqual([expect.objectContaining({ url: COUNTED, referrer: "" })]);
  });

  it("GoatCounter: its path, and the query it adds itself, without the words; by a beacon, or an image", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beacon });
    const goatcounter = countJs();
    showPage({ provider: "goatcounter", id: "x" }, page, { goatcounter });
    forward({ provider: "goatcounter", id: "x" }, event, { goatcounter }, page);
    const counted = beacon.mock.calls.map(([url]: unknown[]) => new URL(url as string));
    expect(counted.map((url) => [url.searchParams.get("p"), url.searchParams.get("q"), url.searchParams.get("e")])).toEqual([
      ["/search?utm_source=newsletter", "?utm_source=newsletter", null],
      ["search_used/3", "?utm_source=newsletter", "true"],
    ]);
    expect(sent(counted.map(String))).not.toMatch(/wordpress/);

    // Where the beacon is refused (a policy), an image counts instead, the same address.
    beacon.mockReturnValue(false);
    showPage({ provider: "goatcounter", id: "x" }, page, { goatcounter });
    const image = document.body.querySelector("img")!;
    expect(new URL(image.src).searchParams.get("p")).toBe("/search?utm_source=newsletter");
    expect(image.src).not.toContain("wordpress");
    image.remove();

    // count.js' own filter (localhost, a frame…) still decides.
    const refusing = countJs("localhost");
    showPage({ provider: "goatcounter", id: "x" }, page, { goatcounter: refusing });
    expect(refusing.url).not.toHaveBeenCalled();
    Reflect.deleteProperty(navigator, "sendBeacon");
  });

  it("Google Analytics 4: page_location, page_referrer and the title, set for every hit of the page and sent as its page view", () => {
    const target: Parameters<typeof forward>[2] = {};
    setUpGtag("G-ABC123", target);
    showPage({ provider: "ga4", id: "G-ABC123" }, page, target);
    forward({ provider: "ga4", id: "G-ABC123" }, event, target, page);
    const calls = target.dataLayer!.map((entry) => [...(entry as IArguments)]);
    const where = { page_location: COUNTED, page_referrer: `${location.origin}/blog`, page_title: "Search | Arif Hossain" };
    expect(calls.slice(3)).toEqual([
      ["set", where],
      ["event", "page_view", where],
      ["event", "search_used", { ...event.props, page_location: COUNTED }],
    ]);
    expect(sent(calls)).not.toContain("wordpress");
  });

  it("Cloudflare: nothing of the site's, and its history hook is handed the address without the words, the browser's history the whole", () => {
    const target = {};
    showPage({ provider: "cloudflare", id: "x" }, page, target);
    forward({ provider: "cloudflare", id: "x" }, event, target, page);
    expect(target).toEqual({});

    window.history.replaceState(null, "", "/about");
    // The beacon's hook, as it wraps the browser's pushState when it loads: it keeps the address it is handed.
    const handed: unknown[] = [];
    const browserPush = window.history.pushState;
    window.history.pushState = function (...args: Parameters<History["pushState"]>) {
      handed.push(args[2]);
      return browserPush.apply(this, args);
    };
    const stop = cleanPushes();
    window.history.pushState({ key: "a" }, "", "/search?q=wordpress+store&utm_source=newsletter#top");
    expect(handed).toEqual(["/search?utm_source=newsletter#top"]);
    expect(location.pathname + location.search + location.hash).toBe(ADDRESS + "#top");
    expect(window.history.state).toEqual({ key: "a" });
    // Addresses without words go to it as they are.
    window.history.pushState(null, "", "/blog?page=2");
    expect(handed.at(-1)).toBe("/blog?page=2");
    stop();
    window.history.pushState = browserPush;
  });
});

describe("forward", () => {
  it("writes GoatCounter's paths from what an event says, not where", () => {
    expect(goatcounterPath({ name: "chat_opened", props: { app: "telegram", page: "/", language: "bn" } })).toBe("chat_opened/telegram");
    expect(goatcounterPath({ name: "LCP", props: { value: 1830, rating: "good", page: "/", language: "en" } })).toBe("LCP/good");
    expect(goatcounterPath({ name: "hire_me_clicked", props: { page: "/about" } })).toBe("hire_me_clicked");
  });

  it("sets up Google's tag as its snippet does: Arguments objects, measurement without advertising, no page view of its own", () => {
    const target: Parameters<typeof forward>[2] = {};
    setUpGtag("G-ABC123", target);
    const calls = target.dataLayer!.map((entry) => [...(entry as IArguments)]);
    expect(Object.prototype.toString.call(target.dataLayer![0])).toBe("[object Arguments]");
    expect(calls[0]).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
    expect(calls[1]?.[0]).toBe("js");
    expect(calls[2]).toEqual([
      "config",
      "G-ABC123",
      { send_page_view: false, allow_google_signals: false, allow_ad_personalization_signals: false },
    ]);
  });
});

describe("startAnalytics", () => {
  let stop: (() => void) | undefined;
  /** The scripts the module added to the page: kept here, not fetched (the tests play them). */
  let added: HTMLScriptElement[] = [];
  const scripts = () => added;
  /** The provider's script "runs": it puts its call on the window, then the browser says it loaded. */
  const runScript = async (install: () => void) => {
    install();
    scripts().at(-1)!.dispatchEvent(new Event("load"));
    await vi.waitFor(() => undefined);
  };
  const privacy = (values: { globalPrivacyControl?: boolean; doNotTrack?: string }) => {
    vi.spyOn(navigator, "doNotTrack", "get").mockReturnValue(values.doNotTrack ?? null);
    Object.defineProperty(navigator, "globalPrivacyControl", { configurable: true, get: () => values.globalPrivacyControl });
  };

  beforeEach(() => {
    added = [];
    vi.spyOn(document.head, "append").mockImplementation((...nodes) => {
      added.push(...nodes.filter((node): node is HTMLScriptElement => node instanceof HTMLScriptElement));
    });
    consent.allowed = false;
    vitals.reporters = {};
    privacy({});
    document.documentElement.lang = "en";
    window.history.replaceState(null, "", "/services");
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    delete page().plausible;
    delete page().gtag;
    delete page().dataLayer;
    vi.useRealTimers();
  });

  for (const signal of [{ globalPrivacyControl: true }, { doNotTrack: "1" }]) {
    it(`loads nothing for a browser that sends ${Object.keys(signal)[0]}, even a provider without cookies`, () => {
      privacy(signal);
      stop = startAnalytics({ provider: "plausible", id: "arifhossain.com" });
      expect(scripts()).toHaveLength(0);
      stop = startAnalytics({ provider: "ga4", id: "G-ABC123" });
      expect(scripts()).toHaveLength(0);
    });
  }

  it("loads a provider without cookies at once, keeps the page view and the events until its script has run, then sends them", async () => {
    stop = startAnalytics({ provider: "plausible", id: "arifhossain.com" });
    expect(scripts().map((script) => [script.src, script.dataset.domain, script.async])).toEqual([
      ["https://plausible.io/js/script.manual.js", "arifhossain.com", true],
    ]);
    track("currency_switched", { currency: "USD" });
    const plausible = vi.fn();
    await runScript(() => (page().plausible = plausible));
    const u = `${location.origin}/services`;
    expect(plausible.mock.calls).toEqual([
      ["pageview", { u }],
      ["currency_switched", { u, props: { currency: "USD", page: "/services", language: "en" } }],
    ]);
  });

  it("counts the links an owner cares about, and one search when the visitor stops refining it", async () => {
    vi.useFakeTimers();
    // Its own server: a script the module has not added yet (it adds each address once a page).
    stop = startAnalytics({ provider: "plausible", id: "arifhossain.com", host: "https://stats.arifhossain.com" }, { hireMe: "Hire Me" });
    const plausible = vi.fn();
    page().plausible = plausible;
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    const events = () => plausible.mock.calls.filter(([name]) => name !== "pageview");

    document.body.innerHTML = `<a href="https://wa.me/8801712345678"><svg></svg><span>Chat on WhatsApp</span></a><a href="/contact">Hire Me</a><a href="/contact">Contact</a>`;
    const [chat, hire, contact] = [...document.querySelectorAll("a")];
    for (const link of [chat, hire, contact]) link!.addEventListener("click", (event) => event.preventDefault());
    chat!.querySelector("span")!.click();
    hire!.click();
    contact!.click();
    expect(events().map(([name]) => name)).toEqual(["chat_opened", "hire_me_clicked"]);

    track("search_used", { results: 12 });
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS / 2);
    track("search_used", { results: 3 });
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS);
    expect(events().filter(([name]) => name === "search_used")).toEqual([
      ["search_used", { u: `${location.origin}/services`, props: { results: "3", page: "/services", language: "en" } }],
    ]);
    document.body.innerHTML = "";
  });

  it("sends the visit's Core Web Vitals with the page it began on and its language", async () => {
    document.documentElement.lang = "bn";
    window.history.replaceState(null, "", "/bn/portfolio");
    stop = startAnalytics({ provider: "umami", id: "94db1cb1-74f4-4a40-ad6c-962362670409" });
    const payloads: Record<string, unknown>[] = [];
    const umami = { track: (change: (payload: Record<string, unknown>) => Record<string, unknown>) => payloads.push(change({})) };
    await runScript(() => Object.assign(window, { umami }));
    await vi.waitFor(() => expect(vitals.reporters.CLS).toBeDefined());
    vitals.reporters.LCP!({ name: "LCP", value: 1834.6, rating: "good" });
    vitals.reporters.CLS!({ name: "CLS", value: 0.04321, rating: "good" });
    vitals.reporters.INP!({ name: "INP", value: 312, rating: "needs-improvement" });
    expect(payloads.filter(({ name }) => name).map(({ name, data }) => [name, data])).toEqual([
      ["LCP", { value: 1835, rating: "good", page: "/bn/portfolio", language: "bn" }],
      ["CLS", { value: 0.043, rating: "good", page: "/bn/portfolio", language: "bn" }],
      ["INP", { value: 312, rating: "needs-improvement", page: "/bn/portfolio", language: "bn" }],
    ]);
    delete (window as Window & { umami?: unknown }).umami;
  });

  it("loads Google Analytics only once the visitor allows it, counts the page then, and stops counting when they withdraw", async () => {
    stop = startAnalytics({ provider: "ga4", id: "G-ABC123" });
    await vi.waitFor(() => undefined);
    track("newsletter_signup");
    expect(scripts()).toHaveLength(0);
    expect(page().dataLayer).toBeUndefined();

    consent.allowed = true;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0]!.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-ABC123");
    await runScript(() => undefined);
    const target = page();
    const events = () => target.dataLayer!.map((entry) => [...(entry as IArguments)]).filter(([kind]) => kind === "event");
    track("contact_sent", { via: "form" });
    // Nothing from before the visitor allowed it; the page they are on, once.
    const here = `${location.origin}/services`;
    expect(events()).toEqual([
      ["event", "page_view", { page_location: here, page_referrer: "", page_title: document.title }],
      ["event", "contact_sent", { via: "form", page: "/services", language: "en", page_location: here }],
    ]);

    consent.allowed = false;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    await vi.waitFor(() => expect(target["ga-disable-G-ABC123"]).toBe(true));
    track("contact_sent", { via: "form" });
    expect(events()).toHaveLength(2);
    expect(target.dataLayer!.map((entry) => [...(entry as IArguments)]).at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied" },
    ]);

    consent.allowed = true;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    await vi.waitFor(() => expect(target["ga-disable-G-ABC123"]).toBe(false));
    expect(scripts(), "the tag is not loaded twice").toHaveLength(1);
    expect(events(), "nor the page counted twice").toHaveLength(2);
  });

  it("counts the pages React Router shows after the first once each, drawn, with their own title; the search box's typing is one page", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/search");
    document.title = "Search | Arif Hossain";
    // The owner's own Umami: a script the module has not added yet.
    stop = startAnalytics({ provider: "umami", id: "94db1cb1-74f4-4a40-ad6c-962362670409", host: "https://umami.arifhossain.com" });
    // Umami's script gives the payload as it is when called: the document's title.
    const payloads: Record<string, unknown>[] = [];
    const umami = {
      track: (change: (payload: Record<string, unknown>) => Record<string, unknown>) => payloads.push(change({ title: document.title })),
    };
    Object.assign(window, { umami });
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);

    // The visitor types; the address follows, replacing itself.
    for (const words of ["w", "wo", "wordpress", "wordpress store"]) {
      window.history.replaceState(null, "", `/search?q=${encodeURIComponent(words)}`);
      await vi.advanceTimersByTimeAsync(PAGE_DRAWN_MS);
    }
    // A result; a fragment of it; React draws the new page, and its title, after the address changed.
    window.history.pushState(null, "", "/about");
    window.history.pushState(null, "", "/about#resume");
    document.title = "About | Arif Hossain";
    await vi.advanceTimersByTimeAsync(PAGE_DRAWN_MS);
    // Back to the search, its words still in the address.
    window.history.replaceState(null, "", "/search?q=wordpress%20store");
    window.dispatchEvent(new PopStateEvent("popstate"));
    document.title = "Search | Arif Hossain";
    await vi.advanceTimersByTimeAsync(PAGE_DRAWN_MS);

    const o = location.origin;
    expect(payloads).toEqual([
      { title: "Search | Arif Hossain", url: `${o}/search`, referrer: "" },
      { title: "About | Arif Hossain", url: `${o}/about`, referrer: `${o}/search` },
      { title: "Search | Arif Hossain", url: `${o}/search`, referrer: `${o}/about` },
    ]);
    expect(location.search).toBe("?q=wordpress%20store");
    delete (window as Window & { umami?: unknown }).umami;
  });

  it("waits for a page's title on a slow device, counts a page left before it was drawn, and counts anyway at last", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/");
    document.title = "Arif Hossain";
    stop = startAnalytics({ provider: "plausible", id: "slow.example", host: "https://stats.slow.example" });
    const titles: [string, string][] = [];
    page().plausible = (name: string, options: { u: string }) => void titles.push([new URL(options.u).pathname, document.title]);
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);

    // Drawn 800 ms after the address changed.
    window.history.pushState(null, "", "/about");
    await vi.advanceTimersByTimeAsync(800);
    document.title = "About | Arif Hossain";
    await vi.advanceTimersByTimeAsync(100);
    // Left before it was drawn: counted as the visitor moves on.
    window.history.pushState(null, "", "/blog");
    await vi.advanceTimersByTimeAsync(100);
    window.history.pushState(null, "", "/contact");
    // A title that never changes: counted all the same.
    await vi.advanceTimersByTimeAsync(PAGE_TITLE_WAIT_MS);
    expect(titles).toEqual([
      ["/", "Arif Hossain"],
      ["/about", "About | Arif Hossain"],
      ["/blog", "About | Arif Hossain"],
      ["/contact", "About | Arif Hossain"],
    ]);
    delete page().plausible;
  });

  it("GoatCounter: counts nothing on its own load; the site counts each page, with count.js' url(), its query without the words", async () => {
    vi.useFakeTimers();
    window.history.replaceState(null, "", "/search?q=wordpress");
    document.title = "Search | Arif Hossain";
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { configurable: true, value: beacon });
    stop = startAnalytics({ provider: "goatcounter", id: "arifhossain" });
    expect(scripts()[0]!.dataset.goatcounterSettings).toBe('{"no_onload":true}');
    Object.assign(window, { goatcounter: countJs() });
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    track("search_used", { results: 4 });
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS);
    window.history.pushState(null, "", "/about");
    document.title = "About | Arif Hossain";
    await vi.advanceTimersByTimeAsync(PAGE_DRAWN_MS);

    const counted = beacon.mock.calls.map(([url]: unknown[]) => new URL(url as string).searchParams);
    expect(counted.map((query) => [query.get("p"), query.get("q"), query.get("t")])).toEqual([
      ["/search", null, "Search | Arif Hossain"],
      ["search_used/4", null, "/search"],
      ["/about", null, "About | Arif Hossain"],
    ]);
    expect(sent(beacon.mock.calls)).not.toContain("wordpress");
    Reflect.deleteProperty(navigator, "sendBeacon");
    delete (window as Window & { goatcounter?: unknown }).goatcounter;
  });

  it("hands the next pages only the site's origin, and reads the referrer it was given without the words", () => {
    Object.defineProperty(document, "referrer", { configurable: true, get: () => `${location.origin}/search?q=wordpress&utm_source=news` });
    const appended = vi.mocked(document.head.append);
    stop = startAnalytics({ provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" });
    expect(document.referrer).toBe(`${location.origin}/search?utm_source=news`);
    const policy = appended.mock.calls.flat().find((node): node is HTMLMetaElement => node instanceof HTMLMetaElement);
    expect([policy?.name, policy?.content]).toEqual(["referrer", "strict-origin"]);
    Reflect.deleteProperty(document, "referrer");
  });
});
