// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { sonnerStyles } from "./sonner-styles.ts";

const require = createRequire(import.meta.url);
const sonnerModule = require.resolve("sonner").replace(/index\.js$/, "index.mjs");
const sonnerCss = require.resolve("sonner/dist/styles.css");
const transform = (code: string, id: string) =>
  (sonnerStyles().transform as (code: string, id: string) => { code: string } | null)(code, id);

describe("sonnerStyles", () => {
  it("turns the installed Sonner's inserted <style> into an import of its stylesheet file", () => {
    const installed = readFileSync(sonnerModule, "utf8");
    const out = transform(installed, sonnerModule)!;
    expect(out.code).not.toMatch(/^__insertCSS\(/m);
    expect(out.code).toContain('import "sonner/dist/styles.css";');
    // Everything else is left as it was.
    expect(out.code.length).toBeLessThan(installed.length);
    expect(out.code.replace('import "sonner/dist/styles.css";', "")).toBe(installed.replace(/^__insertCSS\(.*$/m, ""));
  });

  it("ships a stylesheet file with the same toaster rules", () => {
    const css = readFileSync(require.resolve("sonner/dist/styles.css"), "utf8");
    expect(css).toContain("[data-sonner-toaster]");
  });

  it("gives the toasts the page's fonts, not a system stack without Bengali, and changes nothing else", () => {
    const css = readFileSync(sonnerCss, "utf8");
    const out = transform(css, sonnerCss)!.code;
    const toaster = (sheet: string) => /\[data-sonner-toaster\]\s*\{[^}]*\}/.exec(sheet)![0];
    expect(toaster(css)).toMatch(/font-family:\s*ui-sans-serif/);
    expect(toaster(out)).toMatch(/font-family: inherit;/);
    expect(out.match(/font-family:[^;}]*/g)).toEqual(["font-family: inherit"]);
    expect(out.replace("font-family: inherit", "")).toBe(css.replace(/font-family:[^;}]*/, ""));
  });

  it("stops the build if Sonner's stylesheet sets the toasts' font another way", () => {
    expect(() => transform("[data-sonner-toaster] { position: fixed; }", sonnerCss)).toThrow(/sonner-styles/);
  });

  it("stops the build if Sonner changes how it adds its styles", () => {
    expect(() => transform("export const toast = 1;", sonnerModule)).toThrow(/sonner-styles/);
  });

  it("leaves every other module alone", () => {
    expect(transform('__insertCSS("a{}");', "/app/x.ts")).toBeNull();
  });
});
