import { Window as HappyWindow } from "happy-dom";
import { afterEach, describe, expect, it } from "vitest";
import { tapKeeperScript } from "./tap-keeper";

/** A fresh page with the keeper running in it, as the <head> script runs it. */
function page(body: string) {
  const happy = new HappyWindow({ url: "https://example.test/" });
  windows.push(happy);
  // The standard DOM's types, which happy-dom implements.
  const window = happy as unknown as Window & typeof globalThis;
  const document = window.document;
  // ARIA reflection (element.ariaBusy), as every current browser has it and happy-dom has not.
  Object.defineProperty(window.Element.prototype, "ariaBusy", {
    get(this: Element) {
      return this.getAttribute("aria-busy");
    },
    set(this: Element, value: string | null) {
      if (value === null) this.removeAttribute("aria-busy");
      else this.setAttribute("aria-busy", value);
    },
    configurable: true,
  });
  document.body.innerHTML = body;
  const run = new Function("addEventListener", "MutationObserver", "document", tapKeeperScript);
  run(window.addEventListener.bind(window), window.MutationObserver, document);
  /** What the page's own handlers did, in order (React listens at the document, as here). */
  const done: string[] = [];
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest("button");
    if (button) done.push(`click ${button.id}`);
  });
  document.addEventListener("submit", (event) => {
    event.preventDefault();
    done.push(`submit ${(event.target as Element).id} by ${(event as SubmitEvent).submitter?.id ?? "none"}`);
  });
  const $ = (selector: string) => document.querySelector(selector) as HTMLElement;
  const hydrate = async () => {
    document.documentElement.dataset.hydrated = "true";
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const key = (init: KeyboardEventInit, target: HTMLElement = $("body")) => {
    const event = new window.KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  return { window, document, done, $, hydrate, key };
}
const windows: HappyWindow[] = [];
afterEach(async () => {
  for (const window of windows.splice(0)) await window.happyDOM.close();
});

const buttons = '<button type="button" id="menu">Menu</button><button type="button" id="mode">Dark</button><button id="plain">Go</button>';

describe("the tap keeper", () => {
  it("keeps a tap on a button that needs a script, shows it counted, and carries it out once the page has hydrated", async () => {
    const { done, $, hydrate } = page(buttons);
    $("#menu").click();
    expect(done).toEqual([]);
    expect($("#menu").getAttribute("aria-busy")).toBe("true");
    await hydrate();
    expect(done).toEqual(["click menu"]);
    expect($("#menu").hasAttribute("aria-busy")).toBe(false);
  });

  it("carries out the taps in the order they came, each once however often it was tapped", async () => {
    const { done, $, hydrate } = page(buttons);
    $("#mode").click();
    $("#menu").click();
    $("#mode").click();
    await hydrate();
    expect(done).toEqual(["click mode", "click menu"]);
  });

  it("leaves alone what works without a script, and everything once the page has hydrated", async () => {
    const { done, $, hydrate } = page(buttons);
    $("#plain").click();
    expect(done).toEqual(["click plain"]);
    await hydrate();
    $("#menu").click();
    expect(done).toEqual(["click plain", "click menu"]);
    expect($("#menu").hasAttribute("aria-busy")).toBe(false);
  });

  it("keeps a form that has nowhere to go without a script, and sends it through the page once hydrated", async () => {
    const { done, $, hydrate } = page(
      '<form id="demo" method="dialog"><input name="a" value="words"><button type="submit" id="send">Send</button></form>' +
        '<form id="real" method="post" action="https://forms.example/f"><button type="submit" id="post">Post</button></form>',
    );
    ($("#demo") as HTMLFormElement).requestSubmit($("#send"));
    expect(done).toEqual([]);
    expect($("#send").getAttribute("aria-busy")).toBe("true");
    expect(($("input") as HTMLInputElement).value).toBe("words");
    await hydrate();
    expect(done).toEqual(["submit demo by send"]);
  });

  it("lets a form with an address go there as plain HTML", () => {
    const { window, done, $ } = page('<form id="real" method="post" action="https://forms.example/f"><button type="submit" id="post">Post</button></form>');
    $("#real").dispatchEvent(new window.SubmitEvent("submit", { bubbles: true, cancelable: true, submitter: $("#post") }));
    // Not kept: it reached the page (whose handler stands for the browser sending it) at once.
    expect(done).toEqual(["submit real by post"]);
    expect($("#post").hasAttribute("aria-busy")).toBe(false);
  });

  it("keeps the search's shortcuts outside fields, as a tap on the control that announces them", async () => {
    const { done, $, hydrate, key } = page(
      '<button type="button" id="search" aria-keyshortcuts="/ Control+K Meta+K">Search</button><input id="field">',
    );
    expect(key({ key: "/" }).defaultPrevented).toBe(true);
    expect($("#search").getAttribute("aria-busy")).toBe("true");
    await hydrate();
    expect(done).toEqual(["click search"]);
  });

  it("knows Ctrl+K and ⌘K, and not a key typed in a field, with Alt, or Ctrl+Shift+K", async () => {
    const { done, $, hydrate, key } = page('<button type="button" id="search" aria-keyshortcuts="/ Control+K Meta+K">Search</button><input id="field">');
    expect(key({ key: "/" }, $("#field")).defaultPrevented).toBe(false);
    expect(key({ key: "/", altKey: true }).defaultPrevented).toBe(false);
    expect(key({ key: "K", ctrlKey: true, shiftKey: true }).defaultPrevented).toBe(false);
    expect(key({ key: "x" }).defaultPrevented).toBe(false);
    expect($("#search").hasAttribute("aria-busy")).toBe(false);
    expect(key({ key: "k", metaKey: true }).defaultPrevented).toBe(true);
    await hydrate();
    expect(done).toEqual(["click search"]);
    expect(key({ key: "k", ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it("does nothing with shortcuts on a page without a control that has them", () => {
    const { key } = page(buttons);
    expect(key({ key: "/" }).defaultPrevented).toBe(false);
  });
});
