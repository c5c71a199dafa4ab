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

const { forward, goatcounterPath, linkEvent, PAGE_DRAWN_MS, refusesTracking, SEARCH_SETTLE_MS, setUpGtag, startAnalytics } =
  await import("./analytics");

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

describe("forward", () => {
  const event = { name: "search_used", props: { results: 3, page: "/blog", language: "en" } };

  it("calls each provider's own event function", () => {
    const target = {
      plausible: vi.fn(),
      umami: { track: vi.fn() },
      goatcounter: { count: vi.fn() },
      gtag: vi.fn(),
    } satisfies Target;
    forward({ provider: "plausible", id: "x" }, event, target);
    expect(target.plausible).toHaveBeenCalledWith("search_used", { props: { results: "3", page: "/blog", language: "en" } });
    forward({ provider: "umami", id: "x" }, event, target);
    expect(target.umami.track).toHaveBeenCalledWith("search_used", event.props);
    forward({ provider: "goatcounter", id: "x" }, event, target);
    expect(target.goatcounter.count).toHaveBeenCalledWith({ path: "search_used/3", title: "/blog", event: true });
    forward({ provider: "ga4", id: "G-X" }, event, target);
    expect(target.gtag).toHaveBeenCalledWith("event", "search_used", event.props);
    forward({ provider: "cloudflare", id: "x" }, event, target);
    for (const call of [target.plausible, target.umami.track, target.goatcounter.count, target.gtag]) expect(call).toHaveBeenCalledTimes(1);
  });

  it("writes GoatCounter's paths from what an event says, not where", () => {
    expect(goatcounterPath({ name: "chat_opened", props: { app: "telegram", page: "/", language: "bn" } })).toBe("chat_opened/telegram");
    expect(goatcounterPath({ name: "LCP", props: { value: 1830, rating: "good", page: "/", language: "en" } })).toBe("LCP/good");
    expect(goatcounterPath({ name: "hire_me_clicked", props: { page: "/about" } })).toBe("hire_me_clicked");
  });

  it("sets up Google's tag as its snippet does: Arguments objects, measurement without advertising", () => {
    const target: Target = {};
    setUpGtag("G-ABC123", target);
    const calls = target.dataLayer!.map((entry) => [...(entry as IArguments)]);
    expect(Object.prototype.toString.call(target.dataLayer![0])).toBe("[object Arguments]");
    expect(calls[0]).toEqual([
      "consent",
      "default",
      { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "granted" },
    ]);
    expect(calls[1]?.[0]).toBe("js");
    expect(calls[2]).toEqual(["config", "G-ABC123", { allow_google_signals: false, allow_ad_personalization_signals: false }]);
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

  it("loads a provider without cookies at once, keeps the events until its script has run, then sends them with the page", async () => {
    stop = startAnalytics({ provider: "plausible", id: "arifhossain.com" });
    expect(scripts().map((script) => [script.src, script.dataset.domain, script.async])).toEqual([
      ["https://plausible.io/js/script.js", "arifhossain.com", true],
    ]);
    track("currency_switched", { currency: "USD" });
    const plausible = vi.fn();
    await runScript(() => (page().plausible = plausible));
    expect(plausible).toHaveBeenCalledWith("currency_switched", { props: { currency: "USD", page: "/services", language: "en" } });
  });

  it("counts the links an owner cares about, and one search when the visitor stops refining it", async () => {
    vi.useFakeTimers();
    // Its own server: a script the module has not added yet (it adds each address once a page).
    stop = startAnalytics({ provider: "plausible", id: "arifhossain.com", host: "https://stats.arifhossain.com" }, { hireMe: "Hire Me" });
    const plausible = vi.fn();
    page().plausible = plausible;
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);

    document.body.innerHTML = `<a href="https://wa.me/8801712345678"><svg></svg><span>Chat on WhatsApp</span></a><a href="/contact">Hire Me</a><a href="/contact">Contact</a>`;
    const [chat, hire, contact] = [...document.querySelectorAll("a")];
    for (const link of [chat, hire, contact]) link!.addEventListener("click", (event) => event.preventDefault());
    chat!.querySelector("span")!.click();
    hire!.click();
    contact!.click();
    expect(plausible.mock.calls.map(([name]) => name)).toEqual(["chat_opened", "hire_me_clicked"]);

    track("search_used", { results: 12 });
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS / 2);
    track("search_used", { results: 3 });
    await vi.advanceTimersByTimeAsync(SEARCH_SETTLE_MS);
    expect(plausible.mock.calls.filter(([name]) => name === "search_used")).toEqual([
      ["search_used", { props: { results: "3", page: "/services", language: "en" } }],
    ]);
    document.body.innerHTML = "";
  });

  it("sends the visit's Core Web Vitals with the page it began on and its language", async () => {
    document.documentElement.lang = "bn";
    window.history.replaceState(null, "", "/bn/portfolio");
    stop = startAnalytics({ provider: "umami", id: "94db1cb1-74f4-4a40-ad6c-962362670409" });
    const umami = { track: vi.fn() };
    await runScript(() => Object.assign(window, { umami }));
    await vi.waitFor(() => expect(vitals.reporters.CLS).toBeDefined());
    vitals.reporters.LCP!({ name: "LCP", value: 1834.6, rating: "good" });
    vitals.reporters.CLS!({ name: "CLS", value: 0.04321, rating: "good" });
    vitals.reporters.INP!({ name: "INP", value: 312, rating: "needs-improvement" });
    expect(umami.track.mock.calls).toEqual([
      ["LCP", { value: 1835, rating: "good", page: "/bn/portfolio", language: "bn" }],
      ["CLS", { value: 0.043, rating: "good", page: "/bn/portfolio", language: "bn" }],
      ["INP", { value: 312, rating: "needs-improvement", page: "/bn/portfolio", language: "bn" }],
    ]);
    delete (window as Window & { umami?: unknown }).umami;
  });

  it("loads Google Analytics only once the visitor allows it, and stops counting when they withdraw", async () => {
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
    // Nothing from before the visitor allowed it.
    expect(events()).toEqual([["event", "contact_sent", { via: "form", page: "/services", language: "en" }]]);

    consent.allowed = false;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    await vi.waitFor(() => expect(target["ga-disable-G-ABC123"]).toBe(true));
    track("contact_sent", { via: "form" });
    expect(events()).toHaveLength(1);
    expect(target.dataLayer!.map((entry) => [...(entry as IArguments)]).at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied" },
    ]);

    consent.allowed = true;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
    await vi.waitFor(() => expect(target["ga-disable-G-ABC123"]).toBe(false));
    expect(scripts(), "the tag is not loaded twice").toHaveLength(1);
  });

  it("counts GoatCounter's page views on the pages React Router shows after the first, each with its own title", async () => {
    vi.useFakeTimers();
    stop = startAnalytics({ provider: "goatcounter", id: "arifhossain" });
    // count.js takes the title from the document as it counts.
    const titles: string[] = [];
    const goatcounter = { count: vi.fn(() => void titles.push(document.title)) };
    Object.assign(window, { goatcounter });
    scripts()[0]!.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);

    document.title = "Services | Arif Hossain";
    window.history.pushState(null, "", "/about");
    window.history.pushState(null, "", "/about#resume");
    // React draws the new page, and its title, after the address changed.
    document.title = "About | Arif Hossain";
    await vi.advanceTimersByTimeAsync(PAGE_DRAWN_MS);
    expect(goatcounter.count.mock.calls).toEqual([[{ path: "/about" }]]);
    expect(titles).toEqual(["About | Arif Hossain"]);
    delete (window as Window & { goatcounter?: unknown }).goatcounter;
  });
});
