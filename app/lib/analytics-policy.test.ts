import { describe, expect, it } from "vitest";
import { ANALYTICS_PLACEHOLDER, analyticsPolicySection, withAnalyticsSection } from "./analytics-policy";

const BENGALI_LETTER = /[\u0980-\u09FF]/;
const policy = "Intro.\n\n## Cookies\n\nNone.\n\n## Contact\n\nWrite to me.\n";

describe("the privacy page's analytics section", () => {
  it("names a provider without cookies, what it records, that it asks no consent, and that GPC or DNT turns it off", () => {
    const text = analyticsPolicySection({ provider: "plausible", id: "arifhossain.com" }, "en", { hireMe: "Hire Me" });
    expect(text).toMatch(/^## Visit statistics\n/);
    expect(text).toContain("counts visits with Plausible Analytics.");
    expect(text).toContain("pressing “Hire Me”");
    expect(text).toContain("never the words you typed");
    expect(text).toContain("Nothing you type is recorded, not even in an address");
    expect(text).toContain("the site takes them out of every address it sends");
    expect(text).toContain("does not ask for your consent");
    expect(text).toContain("Global Privacy Control or Do Not Track");
    expect(text).toContain("[its privacy policy](https://plausible.io/data-policy)");
    expect(text).not.toMatch(/_ga|Privacy settings/);
  });

  it("says where a self-hosted provider runs, and that the statistics stay there", () => {
    const text = analyticsPolicySection({ provider: "umami", id: "x", host: "https://stats.arifhossain.com" }, "en", { hireMe: "Hire Me" });
    expect(text).toContain("counts visits with Umami, on a server of the site's own at https://stats.arifhossain.com.");
    expect(text).toContain("stay on that server");
    expect(text).not.toContain("umami.is/privacy");
  });

  it("says that Google Analytics sets cookies, is off until allowed, and how to withdraw", () => {
    const text = analyticsPolicySection({ provider: "ga4", id: "G-ABC123" }, "en", { hireMe: "Hire Me" });
    expect(text).toContain("Google Analytics 4");
    expect(text).toContain("`_ga`");
    expect(text).toContain("**Visit statistics**");
    expect(text).toContain("**Privacy settings**");
    expect(text).not.toContain("does not ask for your consent");
  });

  it("says that Cloudflare records pages and speed, not what a visitor does", () => {
    const text = analyticsPolicySection({ provider: "cloudflare", id: "token" }, "en", { hireMe: "Hire Me" });
    expect(text).toContain("Nothing of what you do on the page is recorded.");
    expect(text).toContain("Nor is anything you type, not even in an address");
    expect(text).not.toContain("opening a chat");
  });

  it("is written in Bengali on the Bengali page, with the owner's Bengali words for Hire Me", () => {
    for (const provider of ["goatcounter", "ga4"] as const) {
      const text = analyticsPolicySection({ provider, id: "x" }, "bn", { hireMe: "আমাকে নিয়োগ দিন" });
      expect(text).toMatch(/^## ভিজিটের পরিসংখ্যান\n/);
      for (const paragraph of text.split("\n\n")) expect(paragraph).toMatch(BENGALI_LETTER);
      expect(text).toContain("“আমাকে নিয়োগ দিন”");
      expect(text).toContain("সাইটটি যে ঠিকানাই পাঠায়, তা থেকে শব্দগুলো বাদ দেয়");
      expect(text).toContain("Global Privacy Control");
    }
    expect(analyticsPolicySection({ provider: "ga4", id: "x" }, "bn", { hireMe: "x" })).toContain("**গোপনীয়তা সেটিংস**");
  });

  it("goes where the owner's policy has the placeholder, else at its end; with analytics off nothing is added", () => {
    expect(withAnalyticsSection(policy, "## Visit statistics")).toBe(`${policy.trimEnd()}\n\n## Visit statistics\n`);
    const placed = policy.replace("## Contact", `${ANALYTICS_PLACEHOLDER}\n\n## Contact`);
    expect(withAnalyticsSection(placed, "## Visit statistics")).toBe(policy.replace("## Contact", "## Visit statistics\n\n## Contact"));
    expect(withAnalyticsSection(policy, undefined)).toBe(policy);
    expect(withAnalyticsSection(placed, undefined)).toBe(policy.replace("## Contact", "\n## Contact"));
  });
});
