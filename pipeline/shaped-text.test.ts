import { describe, expect, it } from "vitest";
import { hasBengali, textImage } from "./shaped-text.ts";

const decode = (src: string) => Buffer.from(src.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString("utf8");

describe("text drawn as outlines", () => {
  it("knows Bengali text when it sees it", () => {
    expect(hasBengali("আরিফ হোসেন")).toBe(true);
    expect(hasBengali("Figma-তে")).toBe(true);
    expect(hasBengali("Zoë Ångström")).toBe(false);
  });

  it("draws a conjunct as the font's one glyph, not its letters", async () => {
    // ক্ষ is three characters and one glyph; ক, ্ and ষ apart are three.
    const joined = await textImage("ক্ষ", { size: 40, color: "#000", maxWidth: 1000 });
    const apart = await textImage("ক\u200C্ষ", { size: 40, color: "#000", maxWidth: 1000 });
    expect(decode(joined.src).match(/<path /g)).toHaveLength(1);
    expect(decode(apart.src).match(/<path /g)!.length).toBeGreaterThan(1);
  });

  it("wraps at spaces within the width, and ends a text too long for its lines with an ellipsis", async () => {
    const text = "বাংলাদেশে অনলাইন পেমেন্ট নেওয়া: একজন ডেভেলপারের নোট";
    const wide = await textImage(text, { size: 40, color: "#000", maxWidth: 5000, maxLines: 3 });
    const narrow = await textImage(text, { size: 40, color: "#000", maxWidth: 400, maxLines: 3 });
    expect(wide.lines).toBe(1);
    expect(narrow.lines).toBe(3);
    expect(narrow.width).toBeLessThanOrEqual(400);
    const one = await textImage(text, { size: 40, color: "#000", maxWidth: 400, maxLines: 1 });
    expect(one.lines).toBe(1);
    expect(one.width).toBeLessThanOrEqual(400);
  });

  it("draws Latin words in a Bengali text with the Latin font, in the colour asked for", async () => {
    const image = await textImage("Figma-তে ডিজাইন", { size: 40, color: "#123456", maxWidth: 1000 });
    const svg = decode(image.src);
    expect(svg).toContain('fill="#123456"');
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(8);
  });
});
