// @vitest-environment node
import { describe, expect, it } from "vitest";
import { brandIconId } from "~/components/layout/social-icon";
import { socialIconSchema } from "~/data/schema";
import { UI_ICONS, uiIconId } from "./icons";
import { iconSprite } from "./icons.server";

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
