/**
 * Consent, through the vanilla-cookieconsent library: the one place that stores
 * and reads a visitor's choices. Nothing on the site needs consent on arrival,
 * so nothing asks on arrival: the library and its styles load only when a
 * choice is needed (the visitor opens the video or the privacy settings), and
 * it never shows its banner by itself. The only thing a visitor can allow is the
 * video service (category "media"), the one third party on the site.
 */
type CookieConsentApi = typeof import("vanilla-cookieconsent");

export const MEDIA_CATEGORY = "media";
export const CONSENT_CHANGE_EVENT = "consent:change";

let loading: Promise<CookieConsentApi> | undefined;

/** Loads the library once and restores the visitor's earlier choice, if any. */
function load(): Promise<CookieConsentApi> {
  loading ??= Promise.all([import("vanilla-cookieconsent"), import("vanilla-cookieconsent/dist/cookieconsent.css")]).then(async ([api]) => {
    await start(api);
    return api;
  });
  return loading;
}

function announce() {
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

const PRIVACY_POLICY_PATH = "/privacy-policy";

function start(api: CookieConsentApi) {
  return api.run({
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
            ],
          },
        },
      },
    },
  });
}

/** For a site that needs consent on arrival: the compact bar, to a visitor who has not chosen yet. */
export async function askOnArrival() {
  const api = await load();
  if (!api.validConsent()) api.show();
}

/** Whether the visitor has allowed the video service (false before the library has loaded). */
export async function mediaAllowed(): Promise<boolean> {
  const api = await load();
  return api.acceptedCategory(MEDIA_CATEGORY);
}

/** Records that the visitor allows the video service, as if chosen in the banner. */
export async function allowMedia() {
  const api = await load();
  const accepted = api.getUserPreferences().acceptedCategories;
  api.acceptCategory([...new Set([...accepted, MEDIA_CATEGORY])]);
  api.hide();
  announce();
}

export async function showConsentPreferences() {
  const api = await load();
  api.showPreferences();
}
