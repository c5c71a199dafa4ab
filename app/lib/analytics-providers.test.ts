import { describe, expect, it } from "vitest";
import { type AnalyticsContent, analyticsSettings, originsOf, PROVIDERS, scriptOf, UMAMI_CLOUD_GATEWAY } from "./analytics-providers";

/** Every provider, hosted by the provider and, where it can be, by the owner. */
const CASES: {
  content: AnalyticsContent;
  src: string;
  attributes: Record<string, string>;
  script: string[];
  connect: string[];
  img: string[];
}[] = [
  {
    content: { provider: "plausible", domain: "arifhossain.com" },
    src: "https://plausible.io/js/script.manual.js",
    attributes: { "data-domain": "arifhossain.com" },
    script: ["https://plausible.io"],
    connect: ["https://plausible.io"],
    img: [],
  },
  {
    content: { provider: "plausible", domain: "arifhossain.com", host: "https://stats.arifhossain.com/" },
    src: "https://stats.arifhossain.com/js/script.manual.js",
    attributes: { "data-domain": "arifhossain.com" },
    script: ["https://stats.arifhossain.com"],
    connect: ["https://stats.arifhossain.com"],
    img: [],
  },
  {
    content: { provider: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" },
    src: "https://cloud.umami.is/script.js",
    attributes: { "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409", "data-auto-track": "false" },
    script: ["https://cloud.umami.is"],
    connect: [UMAMI_CLOUD_GATEWAY],
    img: [],
  },
  {
    content: { provider: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409", host: "https://umami.arifhossain.com" },
    src: "https://umami.arifhossain.com/script.js",
    attributes: { "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409", "data-auto-track": "false" },
    script: ["https://umami.arifhossain.com"],
    connect: ["https://umami.arifhossain.com"],
    img: [],
  },
  {
    content: { provider: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409", endpoint: "https://api-gateway-eu.umami.dev/" },
    src: "https://cloud.umami.is/script.js",
    attributes: {
      "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409",
      "data-host-url": "https://api-gateway-eu.umami.dev",
      "data-auto-track": "false",
    },
    script: ["https://cloud.umami.is"],
    connect: ["https://api-gateway-eu.umami.dev"],
    img: [],
  },
  {
    content: { provider: "goatcounter", code: "arifhossain" },
    src: "https://gc.zgo.at/count.js",
    attributes: { "data-goatcounter": "https://arifhossain.goatcounter.com/count", "data-goatcounter-settings": '{"no_onload":true}' },
    script: ["https://gc.zgo.at"],
    connect: ["https://arifhossain.goatcounter.com"],
    img: ["https://arifhossain.goatcounter.com"],
  },
  {
    content: { provider: "goatcounter", host: "https://count.arifhossain.com" },
    src: "https://count.arifhossain.com/count.js",
    attributes: { "data-goatcounter": "https://count.arifhossain.com/count", "data-goatcounter-settings": '{"no_onload":true}' },
    script: ["https://count.arifhossain.com"],
    connect: ["https://count.arifhossain.com"],
    img: ["https://count.arifhossain.com"],
  },
  {
    content: { provider: "cloudflare", token: "0123456789abcdef0123456789abcdef" },
    src: "https://static.cloudflareinsights.com/beacon.min.js",
    attributes: { "data-cf-beacon": '{"token":"0123456789abcdef0123456789abcdef","spa":true}' },
    script: ["https://static.cloudflareinsights.com"],
    connect: ["https://cloudflareinsights.com"],
    img: [],
  },
  {
    content: { provider: "ga4", measurementId: "G-ABC123XYZ9" },
    src: "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9",
    attributes: {},
    script: ["https://*.googletagmanager.com"],
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
];

describe("analytics providers", () => {
  it("count nothing where the owner has no analytics.ts or switched it off", () => {
    expect(analyticsSettings(undefined)).toBeUndefined();
    expect(analyticsSettings({ provider: "off" })).toBeUndefined();
  });

  for (const { content, src, attributes, script, connect, img } of CASES) {
    const where = "host" in content && content.host ? " on the owner's server" : "";
    it(`${content.provider}${where}: the script its instructions give, and the policy allows exactly its origins`, () => {
      const settings = analyticsSettings(content)!;
      expect(settings.provider).toBe(content.provider);
      expect(scriptOf(settings)).toEqual({ src, attributes });
      expect(originsOf(settings)).toEqual({ script, connect, img });
      // The script comes from an origin the policy allows (GA4's by Google's wildcard).
      const origin = new URL(src).origin;
      const allows = (source: string) =>
        new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace("*", "[\\w-]+")}$`).test(origin);
      expect(script.some(allows)).toBe(true);
    });
  }

  it("ask for consent only for the provider that sets cookies (Google Analytics 4)", () => {
    expect(
      Object.entries(PROVIDERS)
        .filter(([, facts]) => facts.consent)
        .map(([name]) => name),
    ).toEqual(["ga4"]);
  });

  it("send the site's events and vitals to every provider that takes them: all but Cloudflare, which measures pages and vitals itself", () => {
    expect(
      Object.entries(PROVIDERS)
        .filter(([, facts]) => !facts.events || !facts.vitals)
        .map(([name]) => name),
    ).toEqual(["cloudflare"]);
  });

  it("take their page views from the site, with the address as counted: all but Cloudflare, which counts pages itself", () => {
    expect(
      Object.entries(PROVIDERS)
        .filter(([, facts]) => !facts.pages)
        .map(([name]) => name),
    ).toEqual(["cloudflare"]);
  });
});
