import { describe, expect, it } from "vitest";
import { titleFromPath } from "./title";

describe("titleFromPath", () => {
  it.each([
    ["/terms-conditions", "Terms Conditions"],
    ["/", "Home"],
    ["", "Home"],
    ["/about.html", "About"],
    ["/about", "About"],
    ["/blog/how_i-scope", "How I Scope"],
    ["/portfolio/3/", "3"],
    ["/old%20page", "Old Page"],
  ])("turns %j into %j", (path, expected) => {
    expect(titleFromPath(path, "Home")).toBe(expected);
  });
});

describe("titleFromPath with a malformed address", () => {
  it("shows the segment as written instead of throwing", () => {
    expect(titleFromPath("/100%", "Home")).toBe("100%");
  });
});
