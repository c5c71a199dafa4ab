import { describe, expect, it } from "vitest";
import { PRIVACY_POLICY_PATH } from "./consent";
import { consentConfig } from "./consent-config";

const BENGALI_LETTER = /[\u0980-\u09FF]/;
const config = (lang: "en" | "bn", comments = true) => consentConfig({ comments }, () => {}, lang);

describe("the consent dialogs' languages", () => {
  it("start in the language the page gives, with both languages at hand and no detection of their own", () => {
    for (const lang of ["en", "bn"] as const) {
      const { language } = config(lang);
      expect(language.default).toBe(lang);
      expect(Object.keys(language.translations)).toEqual(["en", "bn"]);
      expect(language.autoDetect).toBeUndefined();
    }
  });

  it("speak Bengali in the Bengali dialogs, and link to the Bengali privacy policy", () => {
    const bn = config("bn").language.translations.bn;
    if (typeof bn !== "object") throw new Error("the Bengali words are given in place");
    const titles = [bn.consentModal.title, bn.preferencesModal.title, ...bn.preferencesModal.sections.map((s) => s.title)];
    expect(titles).toHaveLength(5);
    for (const title of titles) expect(title).toMatch(BENGALI_LETTER);
    expect(bn.preferencesModal.sections.map((s) => s.linkedCategory)).toEqual(["necessary", "media", "comments"]);
    expect(bn.consentModal.description).toContain(`href="/bn${PRIVACY_POLICY_PATH}"`);
    expect(bn.consentModal.description).toMatch(BENGALI_LETTER);
  });

  it("keep the English dialogs in English, linking to the English privacy policy", () => {
    const en = config("en", false).language.translations.en;
    if (typeof en !== "object") throw new Error("the English words are given in place");
    expect(en.consentModal.title).toBe("Allow content from other services?");
    expect(en.consentModal.description).toBe(`<a href="${PRIVACY_POLICY_PATH}">What they are, and why</a>`);
    expect(en.preferencesModal.sections.map((s) => s.title)).toEqual(["Essential", "Video (YouTube)"]);
  });

  it("ask about visit statistics in both languages, where the owner's provider needs consent, and clear its cookies when withdrawn", () => {
    const choices = { comments: false, analytics: "Google Analytics 4" };
    const en = consentConfig(choices, () => {}, "en");
    const bnConfig = consentConfig(choices, () => {}, "bn");
    expect(en.categories.analytics).toEqual({ autoClear: { cookies: [{ name: /^_ga/ }] } });
    const english = en.language.translations.en;
    const bengali = bnConfig.language.translations.bn;
    if (typeof english !== "object" || typeof bengali !== "object") throw new Error("the words are given in place");
    expect(english.consentModal.title).toBe("Allow visit statistics, and content from other services?");
    const [section] = english.preferencesModal.sections.filter((s) => s.linkedCategory === "analytics");
    expect(section?.title).toBe("Visit statistics (Google Analytics 4)");
    expect(section?.description).toMatch(/never what you type/);
    expect(section?.description).toMatch(/Global Privacy Control or Do Not Track/);
    const [bnSection] = bengali.preferencesModal.sections.filter((s) => s.linkedCategory === "analytics");
    expect(bnSection?.title).toMatch(BENGALI_LETTER);
    expect(bnSection?.title).toContain("Google Analytics 4");
    expect(bengali.consentModal.title).toMatch(BENGALI_LETTER);
    const withoutAnalytics = config("bn").language.translations.bn;
    if (typeof withoutAnalytics !== "object") throw new Error("the Bengali words are given in place");
    expect(bengali.consentModal.title).not.toBe(withoutAnalytics.consentModal.title);
  });
});
