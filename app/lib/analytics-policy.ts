/**
 * What the privacy page says about the owner's analytics, written from their choice
 * (app/content/analytics.ts) in the page's language at build time: which provider, what it
 * records, whether it needs the visitor's consent, and how to refuse it. The section goes where
 * the owner's privacy policy has the line `<!-- analytics -->`, or else at its end; with
 * analytics off, nothing is added (and that line is taken out).
 */
import { type AnalyticsSettings, PROVIDERS } from "./analytics-providers.ts";
import type { Lang } from "./i18n.ts";

/** The line an owner writes in legal/privacy.md (and privacy.bn.md) where the section should go. */
export const ANALYTICS_PLACEHOLDER = "<!-- analytics -->";

/** The privacy policy's Markdown with the analytics section in its place (none: the placeholder goes). */
export function withAnalyticsSection(markdown: string, section: string | undefined): string {
  const lines = markdown.split("\n");
  const at = lines.findIndex((line) => line.trim() === ANALYTICS_PLACEHOLDER);
  if (at >= 0) return [...lines.slice(0, at), ...(section ? [section] : []), ...lines.slice(at + 1)].join("\n");
  return section ? `${markdown.trimEnd()}\n\n${section}\n` : markdown;
}

/** The section, in Markdown. `hireMe` is the owner's words for the Hire Me button in this language. */
export function analyticsPolicySection(settings: AnalyticsSettings, lang: Lang, { hireMe }: { hireMe: string }): string {
  const facts = PROVIDERS[settings.provider];
  const words = SECTION[lang];
  const selfHosted = settings.provider !== "ga4" && settings.provider !== "cloudflare" && !!settings.host;
  return [
    `## ${words.heading}`,
    words.intro(facts.name, selfHosted ? settings.host : undefined),
    `**${words.records}** ${facts.events ? words.recordsEvents(hireMe) : words.recordsPages}`,
    facts.consent ? words.withConsent : words.withoutConsent,
    selfHosted ? words.staysThere : words.policy(facts.name, facts.policy),
  ].join("\n\n");
}

interface SectionWords {
  heading: string;
  intro: (provider: string, host: string | undefined) => string;
  records: string;
  recordsEvents: (hireMe: string) => string;
  recordsPages: string;
  withoutConsent: string;
  withConsent: string;
  staysThere: string;
  policy: (provider: string, url: string) => string;
}

const SECTION: Record<Lang, SectionWords> = {
  en: {
    heading: "Visit statistics",
    intro: (provider, host) =>
      `To learn which pages bring enquiries and how fast the site is for its visitors, this site counts visits with ${provider}${
        host ? `, on a server of the site's own at ${host}` : ""
      }.`,
    records: "What it records:",
    recordsEvents: (hireMe) =>
      `the page you visit and the page or site that sent you here, by their addresses; your browser, operating system, type of device and country; a few things you do here: sending the contact form, opening a chat, downloading the CV, pressing “${hireMe}”, signing up for the newsletter, searching (how many results you got, never the words you typed) and switching the currency; and how fast the page loaded and answered you (its Core Web Vitals: LCP, INP and CLS). Nothing you type is recorded, not even in an address: the search page keeps your words in its own address, for you to share it or come back to it, and the site takes them out of every address it sends.`,
    recordsPages:
      "the page you visit and the page or site that sent you here, by their addresses; your browser, operating system, type of device and country; and how fast the page loaded and answered you (its Core Web Vitals). Nothing of what you do on the page is recorded. Nor is anything you type, not even in an address: the search page keeps your words in its own address, for you to share it or come back to it, and the site takes them out of every address the service is given.",
    withoutConsent:
      "It sets no cookie, keeps nothing in your browser and cannot follow you to other sites; your IP address tells it your country and is not stored. So the site does not ask for your consent. If your browser sends Global Privacy Control or Do Not Track, nothing is loaded and your visit is not counted.",
    withConsent:
      "Google Analytics sets cookies (`_ga` and `_ga_…`) to tell your visits apart, and Google receives your IP address. So it is loaded only if you allow **Visit statistics**, which the site asks when you first arrive: until you choose, it is off. You can change your mind at any time with **Privacy settings** at the bottom of every page; withdrawn, it stops counting and its cookies are deleted. Google signals and advertising features are switched off. If your browser sends Global Privacy Control or Do Not Track, nothing is loaded, whatever you chose.",
    staysThere: "The statistics stay on that server: no other company receives them.",
    policy: (provider, url) => `What ${provider} does with this information: [its privacy policy](${url}).`,
  },
  bn: {
    heading: "ভিজিটের পরিসংখ্যান",
    intro: (provider, host) =>
      `কোন পেজগুলো থেকে কাজের অনুরোধ আসে আর ভিজিটরদের জন্য সাইটটি কত দ্রুত চলে, তা জানতে এই সাইট ${provider} দিয়ে ভিজিট গোনে${
        host ? `, যা চলে সাইটের নিজস্ব একটি সার্ভারে (${host})` : ""
      }।`,
    records: "যা রেকর্ড করা হয়:",
    recordsEvents: (hireMe) =>
      `আপনি কোন পেজ দেখছেন আর কোন পেজ বা সাইট থেকে এখানে এসেছেন, তাদের ঠিকানা দিয়ে; আপনার ব্রাউজার, অপারেটিং সিস্টেম, ডিভাইসের ধরন ও দেশ; এখানে আপনার করা কয়েকটি কাজ: যোগাযোগের ফর্ম পাঠানো, চ্যাট খোলা, সিভি ডাউনলোড করা, “${hireMe}” চাপা, নিউজলেটারে সাইন আপ করা, সার্চ করা (কতগুলো ফলাফল এসেছে, আপনি কী লিখেছেন তা কখনো নয়) আর মুদ্রা বদলানো; এবং পেজটি আপনার জন্য কত দ্রুত লোড হয়েছে ও সাড়া দিয়েছে (এর Core Web Vitals: LCP, INP ও CLS)। আপনি যা লেখেন, তার কিছুই রেকর্ড করা হয় না, কোনো ঠিকানার ভেতরেও নয়: সার্চ পেজ আপনার শব্দগুলো নিজের ঠিকানায় রাখে, যাতে আপনি সেটি শেয়ার করতে বা পরে আবার খুলতে পারেন, আর সাইটটি যে ঠিকানাই পাঠায়, তা থেকে শব্দগুলো বাদ দেয়।`,
    recordsPages:
      "আপনি কোন পেজ দেখছেন আর কোন পেজ বা সাইট থেকে এখানে এসেছেন, তাদের ঠিকানা দিয়ে; আপনার ব্রাউজার, অপারেটিং সিস্টেম, ডিভাইসের ধরন ও দেশ; এবং পেজটি আপনার জন্য কত দ্রুত লোড হয়েছে ও সাড়া দিয়েছে (এর Core Web Vitals)। পেজে আপনি কী করেন, তার কিছুই রেকর্ড করা হয় না। আপনি যা লেখেন তা-ও নয়, কোনো ঠিকানার ভেতরেও নয়: সার্চ পেজ আপনার শব্দগুলো নিজের ঠিকানায় রাখে, যাতে আপনি সেটি শেয়ার করতে বা পরে আবার খুলতে পারেন, আর পরিষেবাটিকে দেওয়া প্রতিটি ঠিকানা থেকে সাইটটি শব্দগুলো বাদ দেয়।",
    withoutConsent:
      "এটি কোনো কুকি সেট করে না, আপনার ব্রাউজারে কিছুই রাখে না, আর আপনাকে অন্য সাইটে অনুসরণ করতে পারে না; আপনার IP ঠিকানা থেকে কেবল আপনার দেশ বোঝা হয়, ঠিকানাটি সংরক্ষণ করা হয় না। তাই সাইটটি এর জন্য আপনার সম্মতি চায় না। আপনার ব্রাউজার Global Privacy Control বা Do Not Track পাঠালে কিছুই লোড হয় না, আর আপনার ভিজিট গোনা হয় না।",
    withConsent:
      "Google Analytics আপনার আলাদা আলাদা ভিজিট চেনার জন্য কুকি (`_ga` ও `_ga_…`) সেট করে, আর Google আপনার IP ঠিকানা পায়। তাই এটি লোড হয় কেবল তখনই, যখন আপনি **ভিজিটের পরিসংখ্যান**-এর অনুমতি দেন; সাইটে প্রথম এলে সাইটটি এ বিষয়ে জিজ্ঞেস করে, আর আপনি বেছে না নেওয়া পর্যন্ত এটি বন্ধ থাকে। প্রতিটি পেজের নিচে থাকা **গোপনীয়তা সেটিংস** থেকে যেকোনো সময় আপনি মত বদলাতে পারেন; অনুমতি তুলে নিলে গোনা বন্ধ হয় এবং এর কুকিগুলো মুছে ফেলা হয়। Google signals ও বিজ্ঞাপনের ফিচারগুলো বন্ধ রাখা হয়েছে। আপনার ব্রাউজার Global Privacy Control বা Do Not Track পাঠালে, আপনি যা-ই বেছে নিন, কিছুই লোড হয় না।",
    staysThere: "পরিসংখ্যানগুলো সেই সার্ভারেই থাকে: অন্য কোনো প্রতিষ্ঠান সেগুলো পায় না।",
    policy: (provider, url) => `${provider} এই তথ্য দিয়ে কী করে: [তাদের গোপনীয়তা নীতি](${url})।`,
  },
};
