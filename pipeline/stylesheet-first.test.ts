import { describe, expect, it } from "vitest";
import { stylesheetFirst } from "./stylesheet-first.ts";

const head = (inner: string) => `<!DOCTYPE html><html lang="en"><head>${inner}</head><body><p>Hi</p><link rel="x" href="/in-body"/></body></html>`;

describe("stylesheetFirst", () => {
  it("moves every link React wrote ahead of the stylesheet to just behind it, in order, and leaves the rest in place", () => {
    const page = head(
      '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
        '<link rel="preload" as="image" href="/logo.svg"/><meta http-equiv="Content-Security-Policy" content=""/>' +
        '<link rel="icon" href="/favicon.svg"/><title>T</title><script>mode()</script>' +
        '<link rel="stylesheet" href="/assets/root.css"/><script type="application/ld+json">{}</script>',
    );
    expect(stylesheetFirst(page)).toBe(
      head(
        '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/>' +
          '<meta http-equiv="Content-Security-Policy" content=""/><title>T</title><script>mode()</script>' +
          '<link rel="stylesheet" href="/assets/root.css"/><link rel="preload" as="image" href="/logo.svg"/>' +
          '<link rel="icon" href="/favicon.svg"/><script type="application/ld+json">{}</script>',
      ),
    );
  });

  it("puts a font's preload first behind the stylesheet: the text waits for it", () => {
    const page = head('<link rel="icon" href="/f.svg"/><link rel="preload" href="/b.woff2" as="font"/><link rel="stylesheet" href="/a.css"/>');
    expect(stylesheetFirst(page)).toBe(
      head('<link rel="stylesheet" href="/a.css"/><link rel="preload" href="/b.woff2" as="font"/><link rel="icon" href="/f.svg"/>'),
    );
  });

  it("moves the scripts React hoists ahead of the stylesheet (async: the tap keeper) behind the links it moves", () => {
    const page = head(
      '<meta charSet="utf-8"/><script async="" src="/assets/tap-keeper-1a2b3c4d.js" blocking="render"></script><link rel="icon" href="/f.svg"/>' +
        '<script>mode()</script><link rel="stylesheet" href="/a.css"/><link rel="preload" href="/b.woff2" as="font"/>',
    );
    expect(stylesheetFirst(page)).toBe(
      head(
        '<meta charSet="utf-8"/><script>mode()</script><link rel="stylesheet" href="/a.css"/><link rel="icon" href="/f.svg"/>' +
          '<script async="" src="/assets/tap-keeper-1a2b3c4d.js" blocking="render"></script><link rel="preload" href="/b.woff2" as="font"/>',
      ),
    );
  });

  it("drops React's preload of an image the page shows with an <img>, and keeps any other", () => {
    const page = head('<link rel="preload" as="image" href="/hero.svg" fetchPriority="high"/><link rel="preload" as="image" href="/other.svg"/><link rel="stylesheet" href="/a.css"/>').replace(
      "<p>Hi</p>",
      '<img src="/hero.svg" alt="" fetchPriority="high"/>',
    );
    const result = stylesheetFirst(page);
    expect(result).not.toContain('rel="preload" as="image" href="/hero.svg"');
    expect(result).toContain('<link rel="stylesheet" href="/a.css"/><link rel="preload" as="image" href="/other.svg"/>');
  });

  it("leaves a page whose stylesheet is already the first link as it is", () => {
    const page = head('<meta charSet="utf-8"/><link rel="stylesheet" href="/a.css"/><link rel="icon" href="/f.svg"/>');
    expect(stylesheetFirst(page)).toBe(page);
  });

  it("fails the build for a page with no stylesheet rather than guess", () => {
    expect(() => stylesheetFirst(head('<meta charSet="utf-8"/>'))).toThrow(/no <link rel="stylesheet">/);
  });
});
