/**
 * Consent, through the vanilla-cookieconsent library: the one place that stores
 * and reads a visitor's choices. Nothing on the site needs consent on arrival,
 * so nothing asks on arrival: the library and its styles load only when a
 * choice is needed (the visitor opens the video, reaches a post's comments or
 * the privacy settings), and it never shows its banner by itself. A visitor can
 * allow the video service (category "media"); where the owner has switched on
 * comments from GitHub (giscus), those (category "comments"); and where the owner
 * counts visits with a provider that sets cookies (Google Analytics 4), that
 * (category "analytics", asked on arrival: docs/decisions/030-analytics.md).
 */
type CookieConsentApi = typeof import("vanilla-cookieconsent");

export const MEDIA_CATEGORY = "media";
export const COMMENTS_CATEGORY = "comments";
export const ANALYTICS_CATEGORY = "analytics";
export const CONSENT_CHANGE_EVENT = "consent:change";
export const PRIVACY_POLICY_PATH = "/privacy-policy";

/** What the owner's content asks consent for, beyond the video (the root route passes it from the content). */
export interface ConsentChoices {
  /** The owner takes comments from GitHub Discussions through giscus. */
  comments: boolean;
  /** The name of the owner's analytics provider, where it needs consent (app/lib/analytics-providers.ts); absent otherwise. */
  analytics?: string;
}

let choices: ConsentChoices = { comments: false };

/**
 * Tells the library what the owner's site has, before it is first loaded. The site's frame
 * calls it as it renders, ahead of any section that may ask: a category the site does not
 * have is never offered in the privacy settings.
 */
export function configureConsent(next: ConsentChoices) {
  choices = next;
}

let loading: Promise<CookieConsentApi> | undefined;

/**
 * Loads the library once, with its configuration and words (consent-config.ts, which no
 * page needs until then), and restores the visitor's earlier choice, if any.
 */
function load(): Promise<CookieConsentApi> {
  loading ??= Promise.all([
    import("vanilla-cookieconsent"),
    import("./consent-config"),
    import("vanilla-cookieconsent/dist/cookieconsent.css"),
  ]).then(async ([api, { consentConfig }]) => {
    // The dialogs speak the language of the page they are first built on.
    await api.run(consentConfig(choices, announce, document.documentElement.lang === "bn" ? "bn" : "en"));
    return api;
  });
  return loading;
}

function announce() {
  window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
}

/** For a site that needs consent on arrival: the compact bar, to a visitor who has not chosen yet. */
export async function askOnArrival() {
  const api = await load();
  if (!api.validConsent()) api.show();
}

/** Whether the visitor has allowed a category's service (false before the library has loaded). */
async function allowed(category: string): Promise<boolean> {
  const api = await load();
  return api.acceptedCategory(category);
}

/** Records that the visitor allows a category's service, as if chosen in the banner. */
async function allow(category: string) {
  const api = await load();
  const accepted = api.getUserPreferences().acceptedCategories;
  api.acceptCategory([...new Set([...accepted, category])]);
  api.hide();
  announce();
}

/** Whether the visitor has allowed the video service. */
export const mediaAllowed = () => allowed(MEDIA_CATEGORY);
/** Records that the visitor always allows the video service. */
export const allowMedia = () => allow(MEDIA_CATEGORY);
/** Whether the visitor has allowed comments from GitHub (giscus). */
export const commentsAllowed = () => allowed(COMMENTS_CATEGORY);
/** Records that the visitor always allows comments from GitHub (giscus). */
export const allowComments = () => allow(COMMENTS_CATEGORY);
/** Whether the visitor has allowed the owner's analytics provider to count the visit (refused until chosen). */
export const analyticsAllowed = () => allowed(ANALYTICS_CATEGORY);

export async function showConsentPreferences() {
  const api = await load();
  api.showPreferences();
}
