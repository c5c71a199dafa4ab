import { describe, expect, it } from "vitest";
import { GISCUS_ORIGIN, GISCUS_SESSION_KEY, giscusPost } from "./giscus";
import { giscusPage, giscusSettings } from "./giscus.test-data";
import { endsSession, giscusFrameUrl, giscusMessage, pageAddress, takeSession } from "./giscus-frame";

const settings = giscusSettings;
const page = giscusPage;

describe("giscusFrameUrl", () => {
  it("builds the frame's address with every parameter giscus' client sends", () => {
    const post = giscusPost({ ...settings, strict: true, reactions: false, inputPosition: "top" }, page, "de");
    const url = new URL(giscusFrameUrl(post, { origin: `${page.url}#comments`, session: "s3ss10n", theme: "dark" }));
    expect(url.origin).toBe(GISCUS_ORIGIN);
    expect(url.pathname).toBe("/de/widget");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: `${page.url}#comments`,
      session: "s3ss10n",
      repo: "lena-martinez/journal",
      repoId: "R_kgDOLfixture",
      category: "Comments",
      categoryId: "DIC_kwDOLfixture4Cd1",
      term: "blog/naming-colours",
      number: "",
      strict: "1",
      reactionsEnabled: "0",
      emitMetadata: "0",
      inputPosition: "top",
      theme: "dark",
      description: page.description,
      backLink: page.url,
    });
  });
});

describe("pageAddress", () => {
  it("drops giscus' sign-in parameter and points at the comments", () => {
    expect(pageAddress("https://x.example/blog/a?giscus=abc&q=1#top", "comments")).toBe("https://x.example/blog/a?q=1#comments");
    expect(pageAddress("http://localhost:4401/blog/a", "comments")).toBe("http://localhost:4401/blog/a#comments");
  });
});

describe("takeSession", () => {
  it("keeps a sign-in that comes back in the address, as giscus' client keeps it, and gives the address without it", () => {
    localStorage.clear();
    expect(takeSession("https://x.example/blog/a?giscus=abc&q=1#comments", localStorage)).toEqual({
      session: "abc",
      cleanAddress: "https://x.example/blog/a?q=1#comments",
    });
    expect(localStorage.getItem(GISCUS_SESSION_KEY)).toBe('"abc"');
    expect(takeSession("https://x.example/blog/b", localStorage)).toEqual({ session: "abc" });
  });

  it("is no sign-in when none is kept, or what is kept is not one", () => {
    localStorage.clear();
    expect(takeSession("https://x.example/blog/a", localStorage)).toEqual({ session: "" });
    localStorage.setItem(GISCUS_SESSION_KEY, "{not json");
    expect(takeSession("https://x.example/blog/a", localStorage)).toEqual({ session: "" });
    expect(localStorage.getItem(GISCUS_SESSION_KEY)).toBeNull();
    expect(takeSession("https://x.example/blog/a", undefined)).toEqual({ session: "" });
  });
});

describe("giscusMessage and endsSession", () => {
  const frame = {} as Window;
  const from = (data: unknown, origin = GISCUS_ORIGIN, source: unknown = frame) => ({ origin, source: source as Window, data });

  it("reads giscus' messages from its frame only", () => {
    expect(giscusMessage(from({ giscus: { resizeHeight: 420 } }), frame)).toEqual({ resizeHeight: 420 });
    expect(giscusMessage(from({ giscus: { resizeHeight: 420 } }, "https://evil.example"), frame)).toBeUndefined();
    expect(giscusMessage(from({ giscus: { resizeHeight: 420 } }, GISCUS_ORIGIN, {}), frame)).toBeUndefined();
    expect(giscusMessage(from({ giscus: { resizeHeight: 420 } }), null)).toBeUndefined();
    expect(giscusMessage(from("giscus"), frame)).toBeUndefined();
    expect(giscusMessage(from({ other: 1 }), frame)).toBeUndefined();
    expect(giscusMessage(from({ giscus: null }), frame)).toBeUndefined();
  });

  it("ends a sign-in when the visitor signs out or giscus refuses it, not for a post without a discussion yet", () => {
    expect(endsSession({ signOut: true })).toBe(true);
    expect(endsSession({ error: "Bad credentials" })).toBe(true);
    expect(endsSession({ error: "State has expired" })).toBe(true);
    expect(endsSession({ error: "Discussion not found" })).toBe(false);
    expect(endsSession({ resizeHeight: 300 })).toBe(false);
  });
});
