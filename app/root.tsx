import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
// The colour tokens and font stack derived from the owner's theme.ts (pipeline/vite/theme.ts); after app.css, in the same stylesheet.
import "virtual:theme.css";
import "virtual:code-theme.css";
import { NotFound } from "~/components/sections/not-found";
import { NoCurrentPage } from "~/components/layout/menu-link";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";
import { SiteFrame } from "~/components/layout/site-frame";
import { pageData } from "~/data/index.server";
import { colorModeScript } from "~/lib/color-mode";
import { currencyScript } from "~/lib/currency";
import { TAP_KEEPER_SRC } from "virtual:tap-keeper";
import { loadWords, wordsFor } from "~/lib/dictionaries";
import { feedPath, FEED_TYPE, feedTitle } from "~/lib/feed-address";
import { BENGALI_LOCALE, type Lang, LANGUAGE_INFO, langOfPath, pathIn } from "~/lib/i18n";
import { LanguageProvider, useWords } from "~/lib/language";
import { languageTag, structuredData, TITLE_SEPARATOR } from "~/lib/seo";
import { deriveTheme } from "~/lib/theme";

export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  // A Bengali address on an English-only site is simply not found, in English.
  const { languages } = await pageData("en");
  const lang: Lang = languages.includes(langOfPath(pathname)) ? langOfPath(pathname) : "en";
  await loadWords(lang);
  const { analytics, analyticsConsent, bothCurrencies, chat, commentSystem, footer, forms, menu, pages, features, resume, site, theme } =
    await pageData(lang);
  const colors = deriveTheme(theme.accent);
  return {
    site: {
      lang,
      name: site.name,
      title: site.title,
      language: languageTag(lang, site.language),
      email: site.email,
      phone: site.phone,
      address: site.address,
      logo: site.logo,
      socials: site.socials,
      menu,
      // A provider that sets cookies counts nobody until asked: the bar asks on arrival.
      askForConsent: analyticsConsent ? ("on-arrival" as const) : site.askForConsent,
      locale: lang === "en" ? site.locale : BENGALI_LOCALE,
      timeZone: site.timeZone,
      // For the structured data of every page (~/lib/seo.ts `SiteData`).
      url: site.url,
      portrait: resume.image.src,
    },
    footer,
    /** The owner's chat apps, in the footer's contact details. */
    chat,
    /** The language switch: the same page in the site's other languages (none on an English-only site). */
    otherLanguages: languages
      .filter((other) => other !== lang)
      .map((other) => ({ lang: other, name: LANGUAGE_INFO[other].name, tag: languageTag(other, site.language) })),
    /** The owner's texts of the header's, the mobile menu's and the footer's buttons and headings. */
    texts: pages.common,
    /** What the not-found page says, on any page that turns out not to exist. */
    notFound: pages.notFound,
    newsletter: features.newsletter ? { delivery: forms.newsletter, messages: forms.messages.newsletter } : null,
    /** Whether the blog, and so its feed, exists. */
    blog: features.blog,
    /** Whether the site search exists (the header's button). */
    search: features.search,
    /** What the privacy settings offer beyond the video, on every page: the owner's choices. */
    consent: {
      comments: features.blog && features.comments && commentSystem.provider === "giscus",
      ...(analyticsConsent ? { analytics: analyticsConsent } : {}),
    },
    /** Where the owner counts visits (analytics.ts); absent where analytics is off, so nothing of it reaches those pages. */
    ...(analytics ? { analytics } : {}),
    /**
     * Where prices come in taka and dollars, the currency this page starts in (the visitor's
     * stored choice wins, app/lib/currency.ts): taka on Bengali pages, the owner's on English ones.
     */
    currencyDefault: bothCurrencies ? (lang === "bn" ? "BDT" : site.currency) : null,
    /** The browser's own bar in the accent of each mode (and the share images in the light one: pipeline/share-images.ts reads the first). */
    themeColor: { light: colors.light.accent, dark: colors.dark.accent },
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * The title of the fallback page (404.html), where the root is the only route that
 * matches; every page's own route sets its title. Not indexed, like the not-found
 * route, and so without a share image.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  matches.length === 1 && loaderData
    ? [
        { title: `${loaderData.notFound.title}${TITLE_SEPARATOR}${loaderData.site.name}` },
        { name: "robots", content: "noindex" },
        ...structuredData(matches),
      ]
    : [];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    // The colour-mode script sets <html>'s class and colour-scheme before the page hydrates;
    // suppressHydrationWarning keeps React from reporting those attributes, which it leaves as they are.
    <html suppressHydrationWarning lang={data?.site.language ?? "en"} data-currency-default={data?.currencyDefault ?? undefined}>
      <head>
        {/* The content security policy follows it, put there after the build with the page's script hashes (pipeline/hosting/csp.ts). */}
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <meta name="theme-color" media="(prefers-color-scheme: light)" content={data.themeColor.light} /> : null}
        {data ? <meta name="theme-color" media="(prefers-color-scheme: dark)" content={data.themeColor.dark} /> : null}
        <script dangerouslySetInnerHTML={{ __html: `${colorModeScript};${currencyScript}` }} />
        {/* The taps before the page hydrates (app/lib/tap-keeper.ts): a file of its own, cached for good, that the
            first paint waits for (blocking="render"), as it waits for the stylesheet: a painted control is never
            dead. React writes it at the start of <head>; it follows the stylesheet after the build (pipeline/stylesheet-first.ts). */}
        <script async src={TAP_KEEPER_SRC} blocking="render" />
        {/* The stylesheet first: the first paint waits for it, and for nothing in the meta (the JSON-LD among it).
            A Bengali page's own face follows it, put there after the build (pipeline/page-fonts.ts). */}
        <Links />
        <Meta />
        {/* Feed readers find the blog's feed from any page. Here, not in `links`, which cannot read the site's name. */}
        {data?.blog ? (
          <link
            rel="alternate"
            type={FEED_TYPE}
            title={feedTitle(wordsFor(data.site.lang), data.site.name)}
            href={feedPath(data.site.lang)}
          />
        ) : null}
      </head>
      <body>
        <LanguageProvider
          value={{ lang: data?.site.lang ?? "en", locale: data?.site.locale ?? "en", timeZone: data?.site.timeZone ?? "UTC" }}
        >
          {children}
        </LanguageProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteFrame data={loaderData}>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * Shown only by the fallback page (404.html), which the static server sends for
 * any path that was not pre-rendered; the route that matches then takes over.
 */
export function HydrateFallback({ loaderData }: Route.ComponentProps) {
  return (
    <NoCurrentPage.Provider value={true}>
      <SiteFrame data={loaderData}>
        <NotFound />
      </SiteFrame>
    </NoCurrentPage.Provider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const words = useWords();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const details = import.meta.env.DEV ? describe(error) : undefined;

  const body = notFound ? (
    <NotFound />
  ) : (
    <section className="mx-auto flex max-w-prose flex-col items-start gap-4 px-4 py-24 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-accent-text uppercase">{words.errors.eyebrow}</p>
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{words.errors.heading}</h1>
      <p className="text-lg text-muted-foreground">
        {words.errors.advice}{" "}
        <a href={pathIn(data?.site.lang ?? "en", "/")} className="font-medium text-accent-text underline">
          {words.errors.home}
        </a>
        .
      </p>
      {details ? <pre className="w-full overflow-x-auto rounded-card bg-surface-muted p-4 text-sm">{details}</pre> : null}
    </section>
  );

  return data ? <SiteFrame data={data}>{body}</SiteFrame> : <main id="main">{body}</main>;
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}\n${String(error.data ?? "")}`;
  if (error instanceof Error) return `${error.message}\n\n${error.stack ?? ""}`;
  return String(error);
}
