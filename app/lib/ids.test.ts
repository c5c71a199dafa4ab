import { describe, expect, it } from "vitest";
import { parseSlug, parseWholeNumber } from "./ids";

describe("parseWholeNumber", () => {
  it.each([
    ["1", 1],
    ["01", 1],
    ["12", 12],
    ["999999999", 999999999],
  ])("reads %j as %j", (value, expected) => {
    expect(parseWholeNumber(value)).toBe(expected);
  });

  it.each(["0", "00", "-1", "1.5", "abc", "", undefined, "1e3", " 1", "1 ", "+1", "0x10", "1abc", "1234567890"])("rejects %j", (value) => {
    expect(parseWholeNumber(value)).toBeNull();
  });
});

describe("parseSlug", () => {
  it.each(["web-app-development", "seo", "a1-b2-c3", "wordpress"])("accepts %j", (value) => {
    expect(parseSlug(value)).toBe(value);
  });

  it.each(["", undefined, "Web-App", "web_app", "web--app", "-web", "web-", "web app", "web/app", "wéb", "../etc"])(
    "rejects %j",
    (value) => {
      expect(parseSlug(value)).toBeNull();
    },
  );
});
