// @vitest-environment node
import { describe, expect, it } from "vitest";
import { brandIconId } from "~/components/layout/social-icon";
import { socialIconSchema } from "~/data/schema";
import { UI_ICONS, uiIconId } from "./icons";
import { iconSprite, withoutExcessDigits } from "./icons.server";

describe("iconSprite", () => {
  const sprite = iconSprite();
  const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it("is one SVG document of symbols, each id once", () => {
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">(<symbol [^>]+>[\s\S]*?<\/symbol>)+<\/svg>$/);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("has a drawing in a 24-unit box, stroked in the text's colour, for every outline the site names", () => {
    for (const name of UI_ICONS) {
      expect(sprite, name).toMatch(
        new RegExp(
          `<symbol id="${uiIconId(name)}" viewBox="0 0 24 24" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><(path|circle|rect|line|polyline|polygon) `,
        ),
      );
    }
  });

  it("has a drawing for every brand an owner can choose", () => {
    for (const name of socialIconSchema.options) {
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${brandIconId(name)}" viewBox="0 0 \\d+ \\d+"><path d="[^"]{20,}"`));
    }
  });

  it("has nothing else", () => {
    expect(ids).toHaveLength(UI_ICONS.length + socialIconSchema.options.length);
  });
});

describe("withoutExcessDigits", () => {
  it("writes a brand mark's numbers to within 1/500 of its box: whole units in a 512 box, hundredths in a 24 box", () => {
    const square = '<path d="M10.26 20.74H300.5v200.49z"/>';
    expect(withoutExcessDigits(square, "0 0 512 512")).toBe('<path d="M10 21h291v200z"/>');
    // The corner at 5.801 is written absolute, as 5.8: shorter, and within a hundredth.
    expect(withoutExcessDigits('<path d="M1.234 2.345h10.5v3.456z"/>', "0 0 24 24")).toBe('<path d="M1.23 2.35h10.5V5.8z"/>');
  });

  it("keeps every brand mark in the sprite a filled drawing, with no digit finer than its box needs", () => {
    for (const [, width, height, d] of iconSprite().matchAll(/<symbol id="b[0-9a-z]+" viewBox="0 0 (\d+) (\d+)"><path d="([^"]+)"/g)) {
      const decimals = Math.max(0, Math.ceil(Math.log10(500 / Math.max(Number(width), Number(height)))));
      for (const [fraction] of d!.matchAll(/\.\d+/g)) expect(fraction.length - 1).toBeLessThanOrEqual(decimals);
    }
  });
});
