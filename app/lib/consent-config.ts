/**
 * The consent library's configuration and words, loaded with the library (consent.ts) when a
 * choice is first needed. The privacy settings offer what the owner's site has: the video,
 * the comments from GitHub where the owner has switched giscus on, and the visit statistics
 * where the owner counts visits with a provider that sets cookies (Google Analytics 4).
 */
import type { CookieConsentConfig, Translation } from "vanilla-cookieconsent";
import { ANALYTICS_CATEGORY, COMMENTS_CATEGORY, type ConsentChoices, MEDIA_CATEGORY, PRIVACY_POLICY_PATH } from "./consent";

/** The languages the dialogs speak: the site's pages are in English, or in Bengali under /bn. */
export type ConsentLanguage = "en" | "bn";

export function consentConfig(choices: ConsentChoices, announce: () => void, lang: ConsentLanguage): CookieConsentConfig {
  return {
    // Never on arrival: the site asks in place, when a visitor reaches for a third party.
    autoShow: false,
    // The library hides itself from automated browsers by default; the end-to-end tests are one.
    hideFromBots: false,
    cookie: { name: "cc_cookie", sameSite: "Lax", expiresAfterDays: 182 },
    guiOptions: {
      // Shown only when the owner asks for consent on arrival (site.askForConsent): a compact bar at
      // the top, clear of the page's heading and main call to action, Accept and Reject alike.
      consentModal: { layout: "bar inline", position: "top", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      [MEDIA_CATEGORY]: {},
      ...(choices.comments ? { [COMMENTS_CATEGORY]: {} } : {}),
      // Refused until chosen; withdrawn, the provider's cookies go with it (Google Analytics' _ga, _ga_<id>).
      ...(choices.analytics ? { [ANALYTICS_CATEGORY]: { autoClear: { cookies: [{ name: /^_ga/ }] } } } : {}),
    },
    onConsent: announce,
    onChange: announce,
    language: {
      // The page's language, as the caller says. No `autoDetect`: neither the browser's language
      // nor the library's own reading of <html lang> chooses instead.
      default: lang,
      translations: { en: translation(choices, en), bn: translation(choices, bn) },
    },
  };
}

/** What the dialogs say, in one language. */
interface DialogWords {
  /** The banner, with its link to the privacy policy in the same language; its title where it asks about visit statistics too. */
  consentModal: Record<"title" | "analyticsTitle" | "policyPath" | "policyLink" | "acceptAllBtn" | "acceptNecessaryBtn", string>;
  preferencesModal: Record<"title" | "acceptAllBtn" | "acceptNecessaryBtn" | "savePreferencesBtn" | "closeIconLabel", string>;
  /** The privacy settings' sections, one for each category. */
  essential: Section;
  media: Section;
  comments: Section;
  /** The visit statistics, with the provider's name. */
  analytics: (provider: string) => Section;
}

type Section = Record<"title" | "description", string>;

function translation(choices: ConsentChoices, words: DialogWords): Translation {
  const { policyPath, policyLink, analyticsTitle, ...consentModal } = words.consentModal;
  return {
    consentModal: {
      ...consentModal,
      ...(choices.analytics ? { title: analyticsTitle } : {}),
      description: `<a href="${policyPath}">${policyLink}</a>`,
    },
    preferencesModal: {
      ...words.preferencesModal,
      sections: [
        { ...words.essential, linkedCategory: "necessary" },
        { ...words.media, linkedCategory: MEDIA_CATEGORY },
        ...(choices.comments ? [{ ...words.comments, linkedCategory: COMMENTS_CATEGORY }] : []),
        ...(choices.analytics ? [{ ...words.analytics(choices.analytics), linkedCategory: ANALYTICS_CATEGORY }] : []),
      ],
    },
  };
}

const en: DialogWords = {
  consentModal: {
    title: "Allow content from other services?",
    analyticsTitle: "Allow visit statistics, and content from other services?",
    policyPath: PRIVACY_POLICY_PATH,
    policyLink: "What they are, and why",
    acceptAllBtn: "Accept",
    acceptNecessaryBtn: "Reject",
  },
  preferencesModal: {
    title: "Privacy settings",
    acceptAllBtn: "Allow all",
    acceptNecessaryBtn: "Only essentials",
    savePreferencesBtn: "Save my choice",
    closeIconLabel: "Close",
  },
  essential: {
    title: "Essential",
    description: "Your colour mode and this choice are kept in your own browser (localStorage and one cookie). Nothing is sent to us.",
  },
  media: {
    title: "Video (YouTube)",
    description:
      "Loads the intro video player from youtube-nocookie.com when you open it. YouTube may then set cookies and see your IP address.",
  },
  comments: {
    title: "Comments (GitHub, through giscus)",
    description:
      "Loads the comments under a post from giscus.app, which shows them from GitHub Discussions. giscus and GitHub then see your IP address; if you sign in to comment, giscus keeps your sign-in in this browser.",
  },
  analytics: (provider) => ({
    title: `Visit statistics (${provider})`,
    description: `Counts this visit with ${provider}: the pages you read, the links and buttons you use (never what you type) and how fast the pages were for you. It sets cookies to tell visits apart and sees your IP address. Off until you allow it, and never for a browser that sends Global Privacy Control or Do Not Track.`,
  }),
};

/** The same in Bengali (বাংলা), in the words of words.bn.ts, linking to the Bengali privacy policy. */
const bn: DialogWords = {
  consentModal: {
    title: "অন্যান্য সেবার কনটেন্ট দেখানোর অনুমতি দেবেন?",
    analyticsTitle: "ভিজিটের পরিসংখ্যান আর অন্যান্য সেবার কনটেন্টের অনুমতি দেবেন?",
    policyPath: `/bn${PRIVACY_POLICY_PATH}`,
    policyLink: "এগুলো কী, আর কেন",
    acceptAllBtn: "গ্রহণ করুন",
    acceptNecessaryBtn: "প্রত্যাখ্যান করুন",
  },
  preferencesModal: {
    title: "গোপনীয়তা সেটিংস",
    acceptAllBtn: "সবগুলোর অনুমতি দিন",
    acceptNecessaryBtn: "শুধু অপরিহার্যগুলো",
    savePreferencesBtn: "আমার পছন্দ সংরক্ষণ করুন",
    closeIconLabel: "বন্ধ করুন",
  },
  essential: {
    title: "অপরিহার্য",
    description: "আপনার রঙের মোড আর এই পছন্দটি আপনার নিজের ব্রাউজারেই রাখা হয় (localStorage এবং একটি কুকি)। আমাদের কাছে কিছুই পাঠানো হয় না।",
  },
  media: {
    title: "ভিডিও (YouTube)",
    description:
      "আপনি পরিচিতিমূলক ভিডিওটি খুললে youtube-nocookie.com থেকে এর প্লেয়ার লোড হয়। তখন YouTube কুকি সেট করতে পারে এবং আপনার IP ঠিকানা দেখতে পায়।",
  },
  comments: {
    title: "মন্তব্য (GitHub, giscus-এর মাধ্যমে)",
    description:
      "কোনো পোস্টের নিচের মন্তব্যগুলো giscus.app থেকে লোড হয়, যা সেগুলো GitHub Discussions থেকে এনে দেখায়। তখন giscus ও GitHub আপনার IP ঠিকানা দেখতে পায়; মন্তব্য করতে সাইন ইন করলে giscus আপনার সাইন-ইন এই ব্রাউজারে রেখে দেয়।",
  },
  analytics: (provider) => ({
    title: `ভিজিটের পরিসংখ্যান (${provider})`,
    description: `${provider} দিয়ে এই ভিজিটটি গোনা হয়: আপনি কোন পেজগুলো পড়েন, কোন লিংক ও বোতাম ব্যবহার করেন (আপনি যা লেখেন তা কখনো নয়) আর পেজগুলো আপনার জন্য কত দ্রুত ছিল। আলাদা আলাদা ভিজিট চেনার জন্য এটি কুকি সেট করে এবং আপনার IP ঠিকানা দেখতে পায়। আপনি অনুমতি না দেওয়া পর্যন্ত এটি বন্ধ থাকে, আর যে ব্রাউজার Global Privacy Control বা Do Not Track পাঠায়, তার জন্য কখনোই চালু হয় না।`,
  }),
};
