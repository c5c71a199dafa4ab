import { describe, expect, it } from "vitest";
import { langOfPath, pathIn, pathWithoutLang } from "./i18n";

describe("addresses by language", () => {
  it("reads the language from the path, its query and fragment aside", () => {
    expect(langOfPath("/")).toBe("en");
    expect(langOfPath("/about")).toBe("en");
    expect(langOfPath("/bn")).toBe("bn");
    expect(langOfPath("/bn#faq")).toBe("bn");
    expect(langOfPath("/bn/about?x=1")).toBe("bn");
    expect(langOfPath("/bnx")).toBe("en");
  });

  it("gives the same page in each language, and leaves files and other sites alone", () => {
    expect(pathIn("bn", "/")).toBe("/bn");
    expect(pathIn("bn", "/about")).toBe("/bn/about");
    expect(pathIn("bn", "/#faq")).toBe("/bn#faq");
    expect(pathIn("bn", "/blog?tag=React")).toBe("/bn/blog?tag=React");
    expect(pathIn("bn", "/bn/about")).toBe("/bn/about");
    expect(pathIn("bn", "/bn#faq")).toBe("/bn#faq");
    expect(pathIn("en", "/bn/about")).toBe("/about");
    expect(pathIn("en", "/bn")).toBe("/");
    expect(pathIn("bn", "/images/cv.pdf")).toBe("/images/cv.pdf");
    expect(pathIn("bn", "/feed.xml")).toBe("/feed.xml");
    expect(pathIn("bn", "https://example.com/about")).toBe("https://example.com/about");
    expect(pathIn("bn", "mailto:a@b.c")).toBe("mailto:a@b.c");
    expect(pathIn("bn", "?page=2")).toBe("?page=2");
    expect(pathWithoutLang("/bn/blog/x#y")).toBe("/blog/x#y");
  });
});
