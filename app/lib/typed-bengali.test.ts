import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BENGALI_RANGE, drawIfBengali, drawTypedBengaliWhole, TYPED_FAMILY, WHOLE_STACK } from "./typed-bengali";

/** A stand-in for the browser's FontFace: records what was asked for, loads as told. */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  static fail = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    return FakeFontFace.fail ? Promise.reject(new Error("network")) : Promise.resolve(this);
  }
}

const type = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event("input", { bubbles: true }));
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a visitor's words in Bengali", () => {
  let stop: () => void;
  let added: unknown[];

  beforeEach(() => {
    FakeFontFace.made = [];
    FakeFontFace.fail = false;
    vi.stubGlobal("FontFace", FakeFontFace);
    added = [];
    Object.defineProperty(document, "fonts", { configurable: true, value: { add: (face: unknown) => added.push(face) } });
    document.body.innerHTML = `
      <textarea id="message"></textarea>
      <input id="name" type="text" />
      <input id="agree" type="checkbox" value="হ্যাঁ" />`;
    stop = drawTypedBengaliWhole(document, "/assets/whole.woff2");
  });
  afterEach(() => {
    stop();
    document.body.style.fontFamily = "";
    vi.unstubAllGlobals();
  });
  const pageFont = () => document.body.style.fontFamily;

  it("fetch nothing while what is typed is not Bengali", async () => {
    type(document.querySelector("textarea")!, "Hello, I need a website");
    await settle();
    expect(FakeFontFace.made).toHaveLength(0);
    expect(pageFont()).toBe("");
  });

  it("draw the page with the whole Bengali face, fetched once, once Bengali is typed", async () => {
    const message = document.querySelector("textarea")!;
    const name = document.querySelector<HTMLInputElement>("#name")!;
    type(message, "আমি ব্রাহ্মণবাড়িয়া থেকে লিখছি");
    type(name, "লক্ষ্মী");
    await settle();
    expect(FakeFontFace.made).toHaveLength(1);
    expect(FakeFontFace.made[0]).toMatchObject({
      family: TYPED_FAMILY,
      source: 'url(/assets/whole.woff2) format("woff2")',
      descriptors: { unicodeRange: BENGALI_RANGE },
    });
    expect(added).toEqual(FakeFontFace.made);
    // The body's font, which the fields (font: inherit), the toasts and the status lines take.
    expect(pageFont()).toBe(WHOLE_STACK);
    expect(WHOLE_STACK).toMatch(new RegExp(`^"${TYPED_FAMILY}", var\\(--font-sans\\)$`));
  });

  it("are not read from checkboxes and other fields that are not typed into", async () => {
    document.querySelector("#agree")!.dispatchEvent(new Event("focusin", { bubbles: true }));
    await settle();
    expect(FakeFontFace.made).toHaveLength(0);
    expect(pageFont()).toBe("");
  });

  it("keep the site's face when the whole one cannot be fetched, and try again with the next input", async () => {
    FakeFontFace.fail = true;
    const message = document.querySelector("textarea")!;
    type(message, "আমি");
    await settle();
    expect(pageFont()).toBe("");
    FakeFontFace.fail = false;
    type(message, "আমি লিখছি");
    await settle();
    expect(FakeFontFace.made).toHaveLength(2);
    expect(pageFont()).toBe(WHOLE_STACK);
  });

  it("draw the page with it when a script shows them, as a restored draft or a search from the address", async () => {
    drawIfBengali("Hello from Lakshmipur");
    await settle();
    expect(FakeFontFace.made).toHaveLength(0);
    drawIfBengali("লক্ষ্মীপুর থেকে লিখছি");
    await settle();
    expect(pageFont()).toBe(WHOLE_STACK);
  });

  it("fetch nothing and change nothing once stopped, or before the page is set up", async () => {
    stop();
    type(document.querySelector("textarea")!, "আমি লিখছি");
    drawIfBengali("আমি লিখছি");
    await settle();
    expect(FakeFontFace.made).toHaveLength(0);
    expect(pageFont()).toBe("");
  });
});

describe("the whole face's characters", () => {
  it("are those of the site's Bengali face in app/fonts/bengali.css, so the two draw the same letters", () => {
    // Read as a file: the tests run from the project's root, and Vitest hands a stylesheet import no text.
    const css = readFileSync("app/fonts/bengali.css", "utf8");
    const face = /@font-face\s*\{[^}]*font-family:\s*"Site Bengali"[^}]*\}/.exec(css)?.[0];
    expect(face, "the Site Bengali face").toBeDefined();
    const range = /unicode-range:\s*([^;]+);/.exec(face!)?.[1];
    expect(range?.split(",").map((part) => part.trim())).toEqual(BENGALI_RANGE.split(",").map((part) => part.trim()));
  });
});
