// The `test` and `expect` every spec imports: Playwright's, extended with a page that fails the test
// on problems it records, and the helpers the specs share (hydrated, useColorMode, axe, HTML_CodeSniffer).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { test as base, expect, type Page } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { TYPED_FAMILY } from "../app/lib/typed-bengali.ts";

export interface PageProblems {
  consoleMessages: string[];
  failedRequests: string[];
  foreignRequests: string[];
}

/**
 * Every test gets a page that records console errors and warnings, failed
 * requests, and requests that leave the site's own origin. After the test they
 * must all be empty, unless the test says which 404s it expects.
 */
export const test = base.extend<{
  problems: PageProblems;
  allowNotFound: (pattern: RegExp) => void;
  consent: "none" | "essentials" | "media";
}>({
  consent: ["essentials", { option: true }],
  problems: [
    async ({ page }, use, testInfo) => {
      const problems: PageProblems = { consoleMessages: [], failedRequests: [], foreignRequests: [] };
      page.on("console", (message) => {
        if (message.type() === "error" || message.type() === "warning")
          problems.consoleMessages.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.consoleMessages.push(`pageerror: ${error.message}`));
      // What the content security policy blocks, said in the console the test watches.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (event) =>
          console.error(
            `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
          ),
        ),
      );
      page.on("requestfailed", (request) => {
        // A navigation away from a page cancels its pending requests: that is not a failure.
        // With JavaScript disabled, Chromium refuses the module preloads and reports "csp".
        if (["net::ERR_ABORTED", "csp"].includes(request.failure()?.errorText ?? "")) return;
        problems.failedRequests.push(`${request.url()} ${request.failure()?.errorText}`);
      });
      page.on("response", (response) => {
        if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
      });
      page.on("request", (request) => {
        const url = new URL(request.url());
        if (!["localhost", "127.0.0.1"].includes(url.hostname) && !["data:", "blob:"].includes(url.protocol))
          problems.foreignRequests.push(request.url());
      });
      await use(problems);
      if (testInfo.status !== testInfo.expectedStatus) return;
      expect(problems.consoleMessages, "console errors and warnings").toEqual([]);
      expect(problems.failedRequests, "failed requests").toEqual([]);
      expect(problems.foreignRequests, "requests that left the site").toEqual([]);
    },
    { auto: true },
  ],
  allowNotFound: async ({ problems }, use) => {
    const allowed: RegExp[] = [];
    await use((pattern) => allowed.push(pattern));
    // Expected 404s (an unknown address) show up as a failed response and as Chrome's console line about it.
    const expected = (line: string) => allowed.some((pattern) => pattern.test(line));
    problems.failedRequests = problems.failedRequests.filter((line) => !(line.startsWith("404 ") && expected(line)));
    problems.consoleMessages = problems.consoleMessages.filter(
      (line) => !(allowed.length && /Failed to load resource: the server responded with a status of 404/.test(line)),
    );
  },
  page: async ({ page, consent, baseURL }, use) => {
    // The consent banner is tested on its own; elsewhere a choice is already made.
    if (consent !== "none") {
      const categories = consent === "media" ? ["necessary", "media"] : ["necessary"];
      const value = encodeURIComponent(
        JSON.stringify({
          categories,
          revision: 0,
          data: null,
          consentTimestamp: new Date().toISOString(),
          consentId: "e2e",
          services: { necessary: [], media: [] },
          languageCode: "en",
          lastConsentTimestamp: new Date().toISOString(),
          expirationTime: Date.now() + 86_400_000,
        }),
      );
      await page.context().addCookies([{ name: "cc_cookie", value, url: baseURL! }]);
    }
    await use(page);
  },
});

export { expect };

/** Resolves once React has taken over the page (the root sets `data-hydrated` on <html>). */
/** The bench's phone (Lighthouse mobile, ../shared/bench/hydration-time.mjs). */
export const BENCH_PHONE = { width: 412, height: 823 };

/**
 * React's script files, which a slow connection delays past the first paint: every script file of
 * the build but the tap keeper, which the first paint waits for as it waits for the stylesheet.
 */
export const REACT_SCRIPTS = /\/assets\/(?!tap-keeper-)[^?]+\.js(\?.*)?$/;

export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");

/**
 * Draws now what `content-visibility: auto` keeps undrawn until it comes near (decision 035), as a
 * visitor's scroll would: its real size replaces the room it kept, and its text is laid out.
 */
export const drawNearContent = (page: Page) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
  });

/** A computed font stack with the whole Bengali face first: a visitor's Bengali words drawn whole (app/lib/typed-bengali.ts). */
export const WHOLE_FACE_FIRST = new RegExp(`^"${TYPED_FAMILY}", `);

/** Sets the colour mode the way a visitor's choice would, before any script runs. */
export async function useColorMode(page: Page, mode: "light" | "dark") {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem("color-mode", value);
    } catch {
      // storage blocked: the page falls back to the system setting
    }
  }, mode);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Runs axe on the page and returns its violations, summarised for a readable failure.
 * A colour-contrast check that axe leaves as "incomplete" because text and
 * background are the same colour (a 1:1 ratio, `equalRatio`) counts as a
 * violation too: that is invisible text, not a case for review.
 *
 * axe-core runs in the page itself, put there once a document (evaluated through the DevTools
 * protocol, which the page's content security policy rightly does not cover): a second scan of
 * the same page, at another width, costs the scan alone. @axe-core/playwright evaluated its
 * 560 KB again for every scan and opened a blank page to gather frames' results, which the
 * site's pages have none of until a visitor consents to a third party's: 1.2-1.7 s a scan
 * against 0.5 s (2026-11-28). Passes and inapplicable rules keep no elements.
 */
export async function axeViolations(page: Page) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: "tag", values: tags },
        resultTypes: ["violations", "incomplete"],
        // The document's own content: the only frames a page has are a third party's, after consent.
        iframes: false,
      }),
    AXE_TAGS,
  );
  const equalRatio = results.incomplete
    .filter((result) => result.id === "color-contrast")
    .map((result) => ({
      ...result,
      id: "color-contrast (equal foreground and background)",
      nodes: result.nodes.filter((node) =>
        node.any.some((check) => (check.data as { messageKey?: string } | null)?.messageKey === "equalRatio"),
      ),
    }))
    .filter((result) => result.nodes.length > 0);
  return [...results.violations, ...equalRatio].map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
}

const htmlcsScript = createRequire(import.meta.url).resolve("html_codesniffer/build/HTMLCS.js");

export interface HtmlcsResult {
  /** WCAG2AA errors (not warnings or notices), each with the element it names. */
  errors: { code: string; message: string; element: string }[];
  /** Set when HTML_CodeSniffer itself threw on this page, so it checked nothing (or not everything). */
  crashed?: string;
}

/**
 * Runs HTML_CodeSniffer (standard WCAG2AA) on the page: a second engine beside
 * axe, with its own contrast algorithm. Its errors only; where the tool itself
 * throws, the result says so instead of passing silently.
 */
export async function htmlcsErrors(page: Page): Promise<HtmlcsResult> {
  // Evaluated rather than added as a <script>: the page's content security policy rightly refuses that.
  await page.evaluate(`${readFileSync(htmlcsScript, "utf8")}\n;window.HTMLCS = HTMLCS;`);
  return page.evaluate(
    () =>
      new Promise<HtmlcsResult>((resolve) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element | Document;
        }
        const htmlcs = (
          window as unknown as { HTMLCS: { ERROR: number; process: (...args: unknown[]) => void; getMessages: () => Message[] } }
        ).HTMLCS;
        // The element as a reader finds it: its tag, id or link, and the start of its text.
        const describe = (element: Element | Document) => {
          if (!("tagName" in element)) return "(the document)";
          const where = element.id ? `#${element.id}` : element.getAttribute("href") ? ` href="${element.getAttribute("href")}"` : "";
          const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
          return `<${element.tagName.toLowerCase()}${where}> ${JSON.stringify(text)}`;
        };
        // The tool runs some sniffs in timers: an exception there never reaches its callbacks.
        const onError = (event: ErrorEvent) => {
          event.preventDefault();
          finish({ errors: [], crashed: `${event.message} (${event.filename}:${event.lineno})` });
        };
        const timer = setTimeout(() => finish({ errors: [], crashed: "no result after 20 s" }), 20_000);
        let done = false;
        function finish(result: HtmlcsResult) {
          if (done) return;
          done = true;
          clearTimeout(timer);
          window.removeEventListener("error", onError);
          resolve(result);
        }
        window.addEventListener("error", onError);
        try {
          htmlcs.process(
            "WCAG2AA",
            document,
            () =>
              finish({
                errors: htmlcs
                  .getMessages()
                  .filter((message) => message.type === htmlcs.ERROR)
                  .map((message) => ({ code: message.code, message: message.msg, element: describe(message.element) })),
              }),
            () => finish({ errors: [], crashed: "HTMLCS reported a failure to run" }),
            "en",
          );
        } catch (error) {
          finish({ errors: [], crashed: String(error instanceof Error ? (error.stack ?? error.message) : error) });
        }
      }),
  );
}
