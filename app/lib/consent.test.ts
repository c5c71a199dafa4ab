import { beforeEach, describe, expect, it, vi } from "vitest";

// The library itself, stood in for: what matters here is the configuration the site gives it.
const api = vi.hoisted(() => ({
  run: vi.fn(async () => {}),
  acceptedCategory: vi.fn(() => false),
  acceptCategory: vi.fn(),
  getUserPreferences: vi.fn(() => ({ acceptedCategories: ["necessary", "media"] })),
  hide: vi.fn(),
  showPreferences: vi.fn(),
}));
vi.mock("vanilla-cookieconsent", () => api);
vi.mock("vanilla-cookieconsent/dist/cookieconsent.css", () => ({}));

type RunConfig = {
  categories: Record<string, unknown>;
  language: {
    default: string;
    translations: { en: { preferencesModal: { sections: { title: string; linkedCategory?: string }[] } } };
  };
};

/** A fresh copy of the module (it loads the library once per page), configured as the site's frame would. */
async function consent(comments: boolean) {
  vi.resetModules();
  const module = await import("./consent");
  module.configureConsent({ comments });
  return module;
}

const config = () => (api.run.mock.calls.at(-1) as unknown as [RunConfig])[0];

beforeEach(() => vi.clearAllMocks());

describe("consent", () => {
  it("offers comments in the privacy settings only where the owner has switched giscus on", async () => {
    await (await consent(false)).showConsentPreferences();
    expect(Object.keys(config().categories)).toEqual(["necessary", "media"]);
    expect(config().language.translations.en.preferencesModal.sections.map((s) => s.linkedCategory)).toEqual(["necessary", "media"]);

    await (await consent(true)).showConsentPreferences();
    expect(Object.keys(config().categories)).toEqual(["necessary", "media", "comments"]);
    const sections = config().language.translations.en.preferencesModal.sections;
    expect(sections.map((s) => s.linkedCategory)).toEqual(["necessary", "media", "comments"]);
    expect(sections.at(-1)?.title).toMatch(/Comments.*GitHub.*giscus/);
  });

  it("reads and records comments as their own category, keeping what the visitor allowed before", async () => {
    const { allowComments, commentsAllowed, CONSENT_CHANGE_EVENT } = await consent(true);
    const changed = vi.fn();
    window.addEventListener(CONSENT_CHANGE_EVENT, changed);

    await commentsAllowed();
    expect(api.acceptedCategory).toHaveBeenCalledWith("comments");

    await allowComments();
    expect(api.acceptCategory).toHaveBeenCalledWith(["necessary", "media", "comments"]);
    expect(changed).toHaveBeenCalledTimes(1);
    window.removeEventListener(CONSENT_CHANGE_EVENT, changed);
  });

  it("speaks the language of the page the dialogs are built on", async () => {
    await (await consent(false)).showConsentPreferences();
    expect(config().language.default).toBe("en");

    const before = document.documentElement.lang;
    document.documentElement.lang = "bn";
    try {
      await (await consent(false)).showConsentPreferences();
      expect(config().language.default).toBe("bn");
    } finally {
      document.documentElement.lang = before;
    }
  });

  it("offers the visit statistics only where the owner's provider needs consent, refused until chosen", async () => {
    vi.resetModules();
    const module = await import("./consent");
    module.configureConsent({ comments: false, analytics: "Google Analytics 4" });
    await module.showConsentPreferences();
    expect(Object.keys(config().categories)).toEqual(["necessary", "media", "analytics"]);
    // Not enabled by default: nothing counts a visitor who has not chosen.
    expect(config().categories.analytics).not.toHaveProperty("enabled");
    expect(config().language.translations.en.preferencesModal.sections.at(-1)?.title).toBe("Visit statistics (Google Analytics 4)");

    await module.analyticsAllowed();
    expect(api.acceptedCategory).toHaveBeenCalledWith("analytics");

    await (await consent(false)).showConsentPreferences();
    expect(Object.keys(config().categories)).not.toContain("analytics");
  });

  it("loads the library once, whatever asks first", async () => {
    const { commentsAllowed, mediaAllowed } = await consent(true);
    await Promise.all([commentsAllowed(), mediaAllowed(), commentsAllowed()]);
    expect(api.run).toHaveBeenCalledTimes(1);
  });
});
