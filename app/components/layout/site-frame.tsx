import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import type { CommonTexts, Site } from "~/data/schema";
import type { AnalyticsSettings } from "~/lib/analytics-providers";
import { askOnArrival, configureConsent, type ConsentChoices } from "~/lib/consent";
import { whenIdle } from "~/lib/idle";
import { langOfPath } from "~/lib/i18n";
import { drawWithSiteFace, loadSiteFace } from "~/lib/page-face";
import { BackToTop } from "./back-to-top";
import { Footer, type FooterProps } from "./footer";
import { Header, type HeaderProps } from "./header";
import { LazyToaster } from "./lazy-toaster";
import { useWords } from "~/lib/language";
import { searchBody } from "~/lib/search-marks";

export type SiteFrameData = {
  site: HeaderProps["site"] & FooterProps["site"] & Pick<Site, "askForConsent">;
  footer: FooterProps["footer"];
  chat: FooterProps["chat"];
  /** Null when the owner switched the newsletter off. */
  newsletter: FooterProps["newsletter"];
  texts: CommonTexts;
  consent: ConsentChoices;
  otherLanguages: HeaderProps["otherLanguages"];
  /** Whether the blog exists (site.ts `features`). */
  blog: boolean;
  /** Whether the site search exists (site.ts `features`). */
  search: boolean;
  /** Where the owner counts visits (analytics.ts); absent where analytics is off. */
  analytics?: AnalyticsSettings;
};

/**
 * Words the page was not served with need the site's Bengali face (app/lib/page-face.ts): from the
 * first move to another page, or to another part of a list (?page=, ?tag=), fetched as the move
 * starts and drawn with before the new words' first paint; for an address that arrives with a
 * query, once the face is there, so the words already shown never wait for it. A component of its
 * own, so that a move's states re-render nothing else.
 */
function SiteFaceAfterMoves() {
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const arrival = useRef({ pathname, search, hydrated: false });
  useEffect(() => {
    const to = navigation.location;
    if (to && langOfPath(to.pathname) === "bn") void loadSiteFace(document);
  }, [navigation]);
  useLayoutEffect(() => {
    const first = arrival.current;
    if (!first.hydrated) {
      first.hydrated = true;
      if (search) drawWithSiteFace(document, { whenLoaded: true });
    } else if (pathname !== first.pathname || search !== first.search) drawWithSiteFace(document);
  }, [pathname, search]);
  return null;
}

/** The frame of every page: skip link, header, the page, footer, back-to-top, toasts. */
export function SiteFrame({ data, children }: { data: SiteFrameData; children: ReactNode }) {
  const words = useWords();
  // As it renders, not in an effect: the sections inside run their effects first, and one may load the library.
  configureConsent(data.consent);

  useEffect(() => {
    // Marks the moment React has taken over the pre-rendered page (the end-to-end tests wait for it).
    document.documentElement.dataset.hydrated = "true";
  }, []);

  const askForConsent = data.site.askForConsent;
  useEffect(() => {
    // Only when the owner has added something that needs consent before the visitor acts.
    if (askForConsent === "on-arrival") return whenIdle(() => void askOnArrival());
  }, [askForConsent]);

  const analytics = data.analytics;
  const hireMe = data.texts.hireMe;
  useEffect(() => {
    // Only where the owner counts visits, once the page is React's and the browser is idle; never
    // in development, which would count the owner's own visits (docs/decisions/030-analytics.md).
    if (!analytics || import.meta.env.DEV) return;
    let stop: (() => void) | undefined;
    const cancel = whenIdle(
      () => void import("~/lib/analytics").then(({ startAnalytics }) => (stop = startAnalytics(analytics, { hireMe }))),
    );
    return () => {
      cancel();
      stop?.();
    };
  }, [analytics, hireMe]);

  return (
    <>
      <SiteFaceAfterMoves />
      <a
        id="skip-link"
        href="#main"
        className="sr-only z-50 rounded-control bg-accent px-4 py-2 font-semibold text-accent-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {words.frame.skipToContent}
      </a>
      <Header site={data.site} texts={data.texts} otherLanguages={data.otherLanguages} blog={data.blog} search={data.search} />
      <main id="main" tabIndex={-1} className="outline-none" {...searchBody}>
        {children}
      </main>
      <Footer site={data.site} footer={data.footer} chat={data.chat} newsletter={data.newsletter} texts={data.texts} />
      <BackToTop />
      <LazyToaster />
    </>
  );
}
