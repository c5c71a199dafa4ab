// @vitest-environment node
import { describe, expect, it } from "vitest";
import { socialIconSchema } from "~/content/schema";
import { socialIconSprite } from "./social-icons.server";

describe("socialIconSprite", () => {
  it("has one symbol with a viewBox and a drawing for every icon an owner can choose", () => {
    const sprite = socialIconSprite();
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">[\s\S]*<\/svg>$/);
    for (const name of socialIconSchema.options) {
      expect(sprite, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 \\d+ \\d+"><path d="[^"]{20,}"`));
    }
    expect(sprite.match(/<symbol /g)).toHaveLength(socialIconSchema.options.length);
  });
});
