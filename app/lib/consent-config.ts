/**
 * The consent library's configuration and words, loaded with the library (consent.ts) when a
 * choice is first needed. The privacy settings offer what the owner's site has: the video,
 * and the comments from GitHub where the owner has switched giscus on.
 */
import type { CookieConsentConfig } from "vanilla-cookieconsent";
import { COMMENTS_CATEGORY, type ConsentChoices, MEDIA_CATEGORY, PRIVACY_POLICY_PATH } from "./consent";

export function consentConfig(choices: ConsentChoices, announce: () => void): CookieConsentConfig {
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
    },
    onConsent: announce,
    onChange: announce,
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: {
            title: "Allow content from other services?",
            description: `<a href="${PRIVACY_POLICY_PATH}">What they are, and why</a>`,
            acceptAllBtn: "Accept",
            acceptNecessaryBtn: "Reject",
          },
          preferencesModal: {
            title: "Privacy settings",
            acceptAllBtn: "Allow all",
            acceptNecessaryBtn: "Only essentials",
            savePreferencesBtn: "Save my choice",
            closeIconLabel: "Close",
            sections: [
              {
                title: "Essential",
                description:
                  "Your colour mode and this choice are kept in your own browser (localStorage and one cookie). Nothing is sent to us.",
                linkedCategory: "necessary",
              },
              {
                title: "Video (YouTube)",
                description:
                  "Loads the intro video player from youtube-nocookie.com when you open it. YouTube may then set cookies and see your IP address.",
                linkedCategory: MEDIA_CATEGORY,
              },
              ...(choices.comments
                ? [
                    {
                      title: "Comments (GitHub, through giscus)",
                      description:
                        "Loads the comments under a post from giscus.app, which shows them from GitHub Discussions. giscus and GitHub then see your IP address; if you sign in to comment, giscus keeps your sign-in in this browser.",
                      linkedCategory: COMMENTS_CATEGORY,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
  };
}
