// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { fontsAreFor, runsDrawnOtherwise, siteRuns, sourceFace, UI_TEXT } from "./bengali-font.ts";

// `npm run test:unit` cuts the faces for the content folder before the tests run.
describe("the Bengali faces in app/fonts/generated/", () => {
  it("are known to be cut for the site's own words", () => {
    const runs = siteRuns();
    expect(runs.length).toBeGreaterThan(UI_TEXT.length);
    expect(fontsAreFor(runs)).toBe(true);
  });

  it("are known not to be cut for other words, so a build cuts them again", () => {
    const runs = siteRuns();
    expect(fontsAreFor(runs.slice(1))).toBe(false);
    expect(fontsAreFor([...runs, "ঋণ"].sort())).toBe(false);
  });

  // The cut keeps the glyphs a conjunct is made through, not only those it ends as: without the
  // ra-phala's, "প্রতি" and "একমাত্র" fell apart into letters and a visible hasant (331 words).
  it("draw every word of the site as the whole font does", async () => {
    const whole = await sourceFace(400);
    expect(await runsDrawnOtherwise(whole, readFileSync("app/fonts/generated/bengali-400.woff2"), siteRuns())).toEqual([]);
    expect(await runsDrawnOtherwise(whole, readFileSync("app/fonts/generated/bengali-ui.woff2"), UI_TEXT)).toEqual([]);
  }, 60_000);
});
