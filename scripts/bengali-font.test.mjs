// @vitest-environment node
import { describe, expect, it } from "vitest";
import { fontsAreFor, siteRuns, UI_TEXT } from "./bengali-font.mjs";

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
});
