// The chat links (app/components/layout/chat-links.tsx), checked the same way on each owner's
// site: chat.spec.ts on the demo (WhatsApp and Messenger), chat.second-owner.spec.ts on the
// second owner (Telegram only). What each link should be is worked out here from the owner's
// chat.ts, site address and page titles, not by the site's own link builders (app/lib/chat.ts).
import type { Page } from "@playwright/test";
import { type Lang, langOfPath, pathWithoutLang } from "../app/lib/i18n.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test } from "./test";

const wordsOf = { en, bn } as const;

/** The owner's chat.ts as written: each channel optional. */
export interface ChatContent {
  whatsapp?: string;
  messenger?: string;
  telegram?: string;
}

export interface ChatSite {
  chat: ChatContent;
  /** site.ts `url`: a page's full address is this and its path. */
  url: string;
  languages: readonly Lang[];
  /** Every page of the site, in every language: each has the footer's chat links. */
  pages: string[];
  /** The pages that ask about themselves (a service's, a course's, a project's), in every language, with their titles there. */
  askPages: { path: string; title: string }[];
}

/**
 * The chat services' hosts and their companies' (where a widget, a script or an icon would come
 * from): nothing may be fetched from any of them before a visitor follows a chat link.
 */
export const CHAT_HOSTS =
  /(^|\.)(wa\.me|whatsapp\.com|whatsapp\.net|m\.me|messenger\.com|facebook\.com|facebook\.net|fbcdn\.net|fbsbx\.com|t\.me|telegram\.me|telegram\.org|telegram\.dog|telesco\.pe)$/;
/** Where the links to a chat go: the services' short addresses. */
const CHAT_LINKS = /^(wa\.me|m\.me|t\.me)$/;
const isChatService = (url: string) => {
  const { hostname, protocol } = new URL(url);
  return protocol.startsWith("http") && CHAT_HOSTS.test(hostname);
};

interface Channel {
  service: "WhatsApp" | "Messenger" | "Telegram";
  /** The address of the owner's chat. */
  href: string;
  /** Whether the service takes a message written in advance in its link. */
  takesMessage: boolean;
}

/**
 * The owner's chats, in the site's order (WhatsApp, Messenger, Telegram). WhatsApp's number in
 * digits only; Messenger's m.me takes no text (its one parameter, `ref`, goes to a Page's
 * webhook); Telegram's public username links take `text`, as WhatsApp's do.
 */
export function channelsOf(chat: ChatContent): Channel[] {
  const channels: Channel[] = [];
  if (chat.whatsapp) {
    const digits = chat.whatsapp.trim().replace(/^\+/, "").replace(/[ -]/g, "");
    expect(digits, "a WhatsApp number is digits, spaces and dashes after its +").toMatch(/^\d+$/);
    channels.push({ service: "WhatsApp", href: `https://wa.me/${digits}`, takesMessage: true });
  }
  if (chat.messenger) channels.push({ service: "Messenger", href: `https://m.me/${chat.messenger.trim()}`, takesMessage: false });
  if (chat.telegram)
    channels.push({ service: "Telegram", href: `https://t.me/${chat.telegram.trim().replace(/^@/, "")}`, takesMessage: true });
  return channels;
}

/** A chat link as a visitor meets it. */
interface FoundLink {
  name: string;
  href: string;
  target: string | null;
  rel: string | null;
  /** What aria-describedby adds to its name, if anything. */
  description: string | null;
  inFooter: boolean;
  inPackage: boolean;
  /** Whether it comes before the page's contact form, and before its first phone link. */
  beforeForm: boolean;
  beforePhone: boolean;
}

/**
 * Every link on the page to a chat with the owner, in document order. The project pages' "Share
 * on WhatsApp" (wa.me/?text=…) names no one to chat with and is not one of them, nor are the
 * other share links (facebook.com/sharer…).
 */
async function chatLinksOn(page: Page): Promise<FoundLink[]> {
  return page.locator("a[href]").evaluateAll((anchors, hosts) => {
    const chatHost = new RegExp(hosts);
    const main = document.querySelector("main");
    const form = main?.querySelector("form") ?? null;
    const phone = main?.querySelector('a[href^="tel:"]') ?? null;
    const before = (a: Element, other: Element | null) =>
      !!other && !!(a.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING);
    const text = (element: Element | null) => element?.textContent?.replace(/\s+/g, " ").trim() ?? null;
    return (anchors as HTMLAnchorElement[])
      .filter((a) => chatHost.test(new URL(a.href).hostname) && new URL(a.href).pathname !== "/")
      .map((a) => ({
        name: text(a)!,
        href: a.getAttribute("href")!,
        target: a.getAttribute("target"),
        rel: a.getAttribute("rel"),
        description: a.hasAttribute("aria-describedby") ? text(document.getElementById(a.getAttribute("aria-describedby")!)) : null,
        inFooter: !!a.closest("footer"),
        // A service package's own chat link (its words are the contact form's), checked with the packages.
        inPackage: !!a.closest("section")?.querySelector(":scope > div h2#packages-heading"),
        beforeForm: before(a, form),
        beforePhone: before(a, phone),
      }));
  }, CHAT_LINKS.source);
}

/** Checks every chat link of one page against the owner's content: the footer's, and the page's own. */
async function expectChatLinks(page: Page, site: ChatSite, path: string) {
  const lang = langOfPath(path);
  const words = wordsOf[lang];
  const channels = channelsOf(site.chat);
  const found = await chatLinksOn(page);
  const newTab = (name: string) => `${name} ${words.links.newTab}`;
  for (const link of found)
    expect({ target: link.target, rel: link.rel }, `${path}: ${link.href}`).toEqual({ target: "_blank", rel: "noopener noreferrer" });

  expect(
    found.filter((link) => link.inFooter).map(({ name, href, description }) => ({ name, href, description })),
    `${path}: the footer's chat links`,
  ).toEqual(channels.map(({ service, href }) => ({ name: newTab(words.chat.chatOn(service)), href, description: null })));

  const own = found.filter((link) => !link.inFooter && !link.inPackage);
  const ask = site.askPages.find((entry) => entry.path === path);
  if (ask) {
    const address = `${site.url.replace(/\/$/, "")}${path}`;
    const message = words.chat.message(ask.title, address);
    expect(
      own.map(({ name, href, description }) => ({ name, href, description })),
      `${path}: its "Ask about this" links`,
    ).toEqual(
      channels.map(({ service, href, takesMessage }) => ({
        name: newTab(words.chat.askAbout(service)),
        href: takesMessage ? `${href}?text=${encodeURIComponent(message)}` : href,
        description: takesMessage ? null : words.chat.notPrefilled(service),
      })),
    );
    for (const link of own.filter((each) => each.href.includes("?"))) {
      const text = new URL(link.href).searchParams.get("text")!;
      expect(text, `${path}: the message names the page`).toContain(ask.title);
      expect(text, `${path}: the message carries the page's full address`).toContain(address);
    }
  } else if (["/", "/home", "/contact"].includes(pathWithoutLang(path))) {
    expect(
      own.map(({ name, href, description }) => ({ name, href, description })),
      `${path}: its chat links`,
    ).toEqual(channels.map(({ service, href }) => ({ name: newTab(words.chat.chatOn(service)), href, description: null })));
    // A first choice: on the contact page before the phone and the address, on the home page before the form.
    const first = pathWithoutLang(path) === "/contact" ? "beforePhone" : "beforeForm";
    for (const link of own) expect(link[first], `${path}: ${link.href} comes first`).toBe(true);
  } else {
    expect(own, `${path}: no chat link of its own`).toEqual([]);
  }
  return found;
}

/** The tests every owner's site gets. */
export function chatTests(site: ChatSite) {
  const channels = channelsOf(site.chat);

  test("the pages to check are the site's, the detail pages that ask about themselves among them", () => {
    expect(site.pages.length).toBeGreaterThan(5);
    expect(site.askPages.length).toBeGreaterThan(0);
    for (const { path } of site.askPages) expect(site.pages).toContain(path);
  });

  test.describe("chat links without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // Every page in one test, one tab: a new tab for each page cost more than the page itself.
    test(`every page: the footer's chat links, and the page's own (contact, home, "Ask about this"), from chat.ts`, async ({ page }) => {
      test.setTimeout(Math.max(60_000, site.pages.length * 2_000));
      for (const path of site.pages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expectChatLinks(page, site, path);
      }
    });

    test("a chat link opens the chat in a new tab", async ({ page, context }) => {
      test.skip(channels.length === 0, "this owner has no chat");
      const opened = await answerChats(page);
      await page.goto("/contact");
      const link = page.getByRole("main").getByRole("link", { name: en.chat.chatOn(channels[0]!.service) });
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(channels[0]!.href);
      expect(page.url()).toMatch(/\/contact$/);
      expect(opened).toEqual([channels[0]!.href]);
    });
  });

  test.describe("chat links with JavaScript", () => {
    // The home and contact pages, and the first page of each kind that asks about itself.
    const kinds = ["/services/", "/products/", "/portfolio/"];
    const samples = ["/", "/contact", ...kinds.flatMap((kind) => site.askPages.find((entry) => entry.path.startsWith(kind))?.path ?? [])];

    test("nothing is requested from a chat service before a click, and the links stay as built", async ({ page }) => {
      test.setTimeout(90_000);
      const chatRequests: string[] = [];
      page.on("request", (request) => {
        if (isChatService(request.url())) chatRequests.push(`${page.url()} → ${request.url()}`);
      });
      for (const path of samples) {
        await page.goto(path);
        await hydrated(page);
        // Every chat link seen and pointed at, as a visitor reading the whole page would.
        const found = await expectChatLinks(page, site, path);
        expect(found.length, path).toBeGreaterThanOrEqual(channels.length);
        for (const link of await page.locator("a[href]").all()) {
          if (isChatService(new URL((await link.getAttribute("href"))!, page.url()).href)) {
            await link.scrollIntoViewIfNeeded();
            await link.hover();
          }
        }
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForLoadState("networkidle");
        const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => entry.name));
        expect(fetched.filter(isChatService), `${path}: what the page fetched`).toEqual([]);
      }
      expect(chatRequests).toEqual([]);
    });

    test("a detail page's chat opens with the message written", async ({ page, context }) => {
      const asking = site.askPages.find((entry) => langOfPath(entry.path) === "en");
      const prefilled = channels.find((channel) => channel.takesMessage);
      test.skip(!asking || !prefilled, "no page asks about itself, or no chat of this owner takes a message");
      const opened = await answerChats(page);
      await page.goto(asking!.path);
      await hydrated(page);
      expect(opened).toEqual([]);
      const link = page.getByRole("main").getByRole("link", { name: en.chat.askAbout(prefilled!.service) });
      const [tab] = await Promise.all([context.waitForEvent("page"), link.click()]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(`${url.origin}${url.pathname}`).toBe(prefilled!.href);
      expect(url.searchParams.get("text")).toBe(en.chat.message(asking!.title, `${site.url.replace(/\/$/, "")}${asking!.path}`));
      expect(opened).toHaveLength(1);
    });
  });
}

/**
 * Answers the chat services' addresses in this browser (the test machine has no internet) and
 * records each request: the tab a chat link opens loads this page instead of the service.
 */
async function answerChats(page: Page): Promise<string[]> {
  const opened: string[] = [];
  await page.context().route(
    (url) => isChatService(url.href),
    (route) => {
      opened.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>Chat</title>" });
    },
  );
  return opened;
}
