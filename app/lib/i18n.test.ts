import { describe, expect, it } from "vitest";
import { formatAddress } from "./contact";
import { BENGALI_LOCALE, langOfPath, localeDigits, pathIn, pathWithoutLang } from "./i18n";

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

describe("localeDigits", () => {
  it("writes a phone number's or a postcode's digits as the locale does, nothing grouped or dropped", () => {
    expect(localeDigits("+880 1712-345678", BENGALI_LOCALE)).toBe("+৮৮০ ১৭১২-৩৪৫৬৭৮");
    expect(localeDigits("1205", BENGALI_LOCALE)).toBe("১২০৫");
    expect(localeDigits("SW1A 1AA", BENGALI_LOCALE)).toBe("SW১A ১AA");
  });

  it("leaves them as they are in English", () => {
    for (const locale of ["en", "en-US", "en-IN", "en-GB"]) expect(localeDigits("+880 1712-345678", locale)).toBe("+880 1712-345678");
  });
});

describe("formatAddress", () => {
  const address = { street: "বাড়ি ১২, রোড ৫, ধানমন্ডি", city: "ঢাকা", postalCode: "1205", country: "বাংলাদেশ" };
  it("writes the postcode in the page's digits", () => {
    expect(formatAddress(address, BENGALI_LOCALE)).toBe("বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ");
    expect(formatAddress({ ...address, street: "House 12", city: "Dhaka", country: "Bangladesh" })).toBe(
      "House 12, Dhaka 1205, Bangladesh",
    );
  });
});
