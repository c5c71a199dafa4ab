// The one source of what the site asks of a web server: its content security policy and
// other security headers, cache rules, content types and permanent redirects. The build
// writes every host's configuration from it (configs.ts), puts the policy into each
// page (csp.ts), and `npm start` (pipeline/serve.ts) applies it too.
import { createHash } from "node:crypto";
import type { Content } from "../../app/data/content.ts";
import { type AnalyticsSettings, analyticsSettings, originsOf } from "../../app/lib/analytics-providers.ts";
import { LANGUAGE_INFO, notFoundPage } from "../../app/lib/i18n.ts";

/**
 * What the owner's content asks of a web server, read from the checked content (`loadContent`,
 * app/data/load.ts): what the policy allows beyond the site's own origin, each language's
 * not-found page, the address visitors are sent to, the addresses that moved, and the cache rules
 * of the search index. The build's steps, `npm start` and the tests make it once, with
 * `ownerPolicy(await loadContent())`, and hand it to the functions below.
 */
export interface OwnerPolicy {
  /** What the content security policy allows for the features the owner kept and the services they chose. */
  choices: PolicyChoices;
  /**
   * The not-found page of each part of the site, most specific first: an unknown address under
   * /bn/ gets the Bengali one (written by the build from /bn/404), any other the English one.
   */
  notFoundPages: readonly NotFoundPage[];
  /** Where the web servers send a visitor who arrives at another address than site.ts `url`. */
  canonical: Canonical;
  /** Addresses that moved (redirects.ts), answered with a permanent redirect. */
  redirects: readonly Redirect[];
  /** The search index's folders of content-named chunks (none without the search), cached for a year. */
  contentNamedDirs: readonly string[];
}

export interface NotFoundPage {
  prefix: string;
  page: string;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/**
 * Where the web servers the owner runs or rents (Apache and LiteSpeed through .htaccess, nginx)
 * send a visitor who arrives at another address than site.ts `url`, as the owner chose in
 * site.ts `redirectToUrl`: plain http:// to https:// (`https`), another host name (www. or
 * not, a hosting company's preview name) to url's (`host`). Both off unless switched on:
 * the site must also work on a preview address. Hosts that take the site over HTTPS only
 * (Netlify, Cloudflare Pages, Vercel, GitHub Pages) set both in their own dashboards.
 */
export interface Canonical {
  /** http:// requests get a 301 to the same address over https://. */
  redirectHttps: boolean;
  /** Requests for another host name get a 301 to the same path on url's. */
  redirectHost: boolean;
  /** url's scheme and host (with its port, if it names one): where the redirects go. */
  origin: string;
  /** url's host, with its port if it names one. */
  host: string;
}

/** What an owner's checked content asks of the web server. */
export function ownerPolicy(content: Content): OwnerPolicy {
  const { features, languages, url, redirectToUrl } = content.site;
  const ownerUrl = new URL(url);
  return {
    choices: {
      forms: content.forms,
      newsletter: features.newsletter,
      video: features.introVideo,
      search: features.search,
      comments: features.blog && features.comments ? content.commentSystem : undefined,
      // Where the owner counts visits (analytics.ts): that provider's script and reporting origins, none where analytics is off.
      analytics: analyticsSettings(content.analytics),
    },
    notFoundPages: [
      ...languages.filter((lang) => lang !== "en").map((lang) => ({ prefix: `${LANGUAGE_INFO[lang].prefix}/`, page: notFoundPage(lang) })),
      { prefix: "/", page: notFoundPage("en") },
    ],
    canonical: {
      redirectHttps: redirectToUrl.https,
      redirectHost: redirectToUrl.host,
      origin: ownerUrl.origin,
      host: ownerUrl.host,
    },
    redirects: Object.entries(content.redirects).map(([from, to]) => ({ from, to, status: 301 })),
    contentNamedDirs: features.search ? ["fragment", "index", "filter"].map((folder) => `${SEARCH_INDEX_DIR}/${folder}`) : [],
  };
}

/** The not-found page for an address. */
export function notFoundPageFor(pathname: string, notFoundPages: readonly NotFoundPage[]): string {
  return notFoundPages.find(({ prefix }) => pathname.startsWith(prefix))!.page;
}

/** The video plays from YouTube's privacy-enhanced domain, and only once a visitor asks. */
export const VIDEO_ORIGIN = "https://www.youtube-nocookie.com";
/** giscus' frame, where the owner takes comments from GitHub Discussions, and only once a visitor asks. */
export const GISCUS_ORIGIN = "https://giscus.app";

/**
 * Content types by extension. `.data` is React Router's turbo-stream route data: its own
 * server answers those requests with text/x-script.
 */
export const CONTENT_TYPES = {
  html: "text/html; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  mjs: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  json: "application/json; charset=utf-8",
  map: "application/json; charset=utf-8",
  webmanifest: "application/manifest+json; charset=utf-8",
  svg: "image/svg+xml; charset=utf-8",
  xml: "application/xml; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  data: "text/x-script; charset=utf-8",
  ico: "image/x-icon",
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  woff2: "font/woff2",
  woff: "font/woff",
  ttf: "font/ttf",
  otf: "font/otf",
  mp4: "video/mp4",
  webm: "video/webm",
  // The site search's index (pipeline/search-index.ts): Pagefind writes each part gzipped and
  // unzips it itself, so it goes out as it is, named for what it is (and no host zips it again).
  pagefind: "application/gzip",
  pf_meta: "application/gzip",
  pf_index: "application/gzip",
  pf_filter: "application/gzip",
  pf_fragment: "application/gzip",
} as const satisfies Record<string, string>;

/** The folder of Vite's output, every file in it named name-HASH.ext. */
export const ASSETS_DIR = "assets";
/** How long Vite's hashes are, and the build's own (fingerprintOf). */
const HASH_LENGTH = 8;
/** The end of a fingerprinted file's name: an 8-character hash and the extension. */
export const FINGERPRINT = new RegExp(`-[\\w-]{${HASH_LENGTH}}\\.[a-z\\d]+$`, "i");
/**
 * The hash the build's own files are named with (start-HASH.js, route-data-HASH.txt, icons-HASH.svg,
 * bengali-page-HASH.woff2): as long as FINGERPRINT asks, so every host caches them for good.
 */
export const fingerprintOf = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex").slice(0, HASH_LENGTH);
/** Vite's fingerprinted output (name-HASH.ext, an 8-character hash) never changes content. */
export const FINGERPRINTED = new RegExp(`^/${ASSETS_DIR}/.+${FINGERPRINT.source}`, "i");
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
/** The site search's index (pipeline/search-index.ts). */
export const SEARCH_INDEX_DIR = "pagefind";
/** Everything else (pages, the route data files, icons, the search's script) is checked with the server on each use. */
export const CACHE_REVALIDATE = "no-cache";

/**
 * A path's cache rule. The search index's folders of chunks (`contentNamedDirs`) hold files named
 * by their content by Pagefind (en_3a9cb51.pf_fragment): a new index has new names, so they never
 * change. Pagefind's script, its entry file, each language's meta file and the WebAssembly keep
 * their names from build to build.
 */
export function cacheControl(pathname: string, contentNamedDirs: readonly string[]): string {
  const path = pathname.replace(/\.(br|gz)$/, "");
  const contentNamed = contentNamedDirs.some((folder) => new RegExp(`^/${folder}/[^/]+$`).test(path));
  return FINGERPRINTED.test(path) || contentNamed ? CACHE_IMMUTABLE : CACHE_REVALIDATE;
}

/** A CSP source expression for the SHA-256 hash of an inline script or style. */
export function sha256Source(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

const EXECUTABLE = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The text of every inline script a page executes (data blocks such as JSON-LD are not scripts to the policy). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? "";
    if (EXECUTABLE.has(type.trim().toLowerCase())) scripts.push(text);
  }
  return scripts;
}

/**
 * The content security policy: the site's own origin for everything (styles, fetches,
 * media and the manifest fall back to default-src, so they are not repeated: no inline style,
 * no style attribute; the toast library's styles come from a file, see
 * pipeline/vite/sonner-styles.ts), inline scripts only by hash, WebAssembly for the search (no
 * eval), no plugins, no <base>, forms
 * posting to the site only (and to the form services the owner chose, which may be fetched
 * too), the video's frame, and giscus' frame where the owner has switched comments to it (the
 * site builds that frame itself: no script comes from giscus, docs/decisions/015-giscus-comments.md),
 * and where the owner counts visits, exactly that provider's script and reporting origins
 * (docs/decisions/030-analytics.md).
 * `header` adds what only a header can carry (a <meta> policy cannot forbid framing).
 */
export interface PolicyInput extends PolicyChoices {
  /** Hash sources of the inline scripts to allow. */
  scriptHashes: readonly string[];
  /** The header form: adds frame-ancestors. */
  header?: boolean;
}

/** What the policy allows for the owner's choices (`ownerPolicy(content).choices`, or what a test says). */
export interface PolicyChoices {
  /** Where the forms send (forms.ts). */
  forms: FormChoices;
  /** Whether the newsletter box exists (site.ts `features.newsletter`). */
  newsletter: boolean;
  /** Whether the intro video exists (site.ts `features.introVideo`). */
  video: boolean;
  /** Whether the site search exists (site.ts `features.search`). */
  search: boolean;
  /** Where post comments come from (comments.ts `commentSystem`); none where the blog or its comments are off. */
  comments?: CommentChoices;
  /** Where visits are counted (analytics.ts); none where analytics is off. */
  analytics?: AnalyticsSettings | null;
}

/** The part of comments.ts `commentSystem` the policy reads. */
export interface CommentChoices {
  provider?: string;
}

/** The part of forms.ts the policy reads. */
export interface FormChoices {
  contact?: { delivery?: "demo" | "mailto" | { endpoint: string } };
  newsletter?: "demo" | { action: string };
}

/**
 * What the owner's form choices ask of the policy: the origins the forms post to (a form
 * service, a mailing list), which the browser must be allowed to send a form to and to fetch;
 * and mailto: in "mailto" mode, where without JavaScript the form hands itself to the mail program.
 */
export function formTargets(forms: FormChoices = {}, newsletter = true): { origins: string[]; mailto: boolean } {
  const delivery = forms.contact?.delivery;
  const urls = [
    typeof delivery === "object" ? delivery.endpoint : undefined,
    // A newsletter switched off (site.ts `features`) has no box on any page, and so no form to allow.
    newsletter && typeof forms.newsletter === "object" ? forms.newsletter.action : undefined,
  ];
  const origins = [...new Set(urls.filter((url) => url !== undefined).map((url) => new URL(url).origin))];
  return { origins, mailto: delivery === "mailto" };
}

export function contentSecurityPolicy({
  scriptHashes,
  header = false,
  forms,
  newsletter,
  video,
  search,
  comments,
  analytics,
}: PolicyInput): string {
  const targets = formTargets(forms, newsletter);
  // The analytics provider's own origins, each in the one directive it needs (app/lib/analytics-providers.ts).
  const counted = analytics ? originsOf(analytics) : { script: [], connect: [], img: [] };
  // Frames only from the third parties the site has: the video service, and giscus where comments come from it.
  const frames = [...(video ? [VIDEO_ORIGIN] : []), ...(comments?.provider === "giscus" ? [GISCUS_ORIGIN] : [])];
  const directives: string[][] = [
    ["default-src", "'self'"],
    // The site search compiles Pagefind's WebAssembly, which needs 'wasm-unsafe-eval' (it allows
    // WebAssembly only: no eval, no inline script; docs/decisions/024-site-search.md). Without
    // the search, nothing compiles WebAssembly.
    ["script-src", "'self'", ...(search ? ["'wasm-unsafe-eval'"] : []), ...counted.script, ...new Set(scriptHashes)],
    ["img-src", "'self'", "data:", ...counted.img],
    // The stylesheet carries one small font as a data: URL (app/fonts/bengali.css).
    ["font-src", "'self'", "data:"],
    ["frame-src", ...(frames.length ? frames : ["'none'"])],
    // One worker, the site's own: it loads the browser's date data off the page's thread
    // (app/lib/warm-up-dates.ts).
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["form-action", "'self'", ...targets.origins, ...(targets.mailto ? ["mailto:"] : [])],
  ];
  // Fetches fall back to default-src 'self'; a form service's origin, or where analytics reports, needs saying.
  const connect = [...new Set([...targets.origins, ...counted.connect])];
  if (connect.length) directives.splice(3, 0, ["connect-src", "'self'", ...connect]);
  if (header) directives.push(["frame-ancestors", "'none'"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}

const VIDEO_FEATURES = ["autoplay", "encrypted-media", "fullscreen", "picture-in-picture"];
const UNUSED_FEATURES = [
  "accelerometer",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "usb",
];

/** Features the site never uses are off; the video's are allowed to the site and the player only. */
export const PERMISSIONS_POLICY = [
  ...UNUSED_FEATURES.map((feature) => `${feature}=()`),
  ...VIDEO_FEATURES.map((feature) => `${feature}=(self "${VIDEO_ORIGIN}")`),
].join(", ");

/**
 * The headers every response gets. Strict-Transport-Security is among them for the hosts that
 * serve the site over HTTPS only (Netlify, Cloudflare Pages, Vercel); the servers that also
 * answer plain http:// (Apache and LiteSpeed, nginx, `npm start`) send it only over HTTPS
 * (HTTPS_ONLY_HEADERS).
 */
export function securityHeaders(csp: string): [string, string][] {
  return [
    ["Content-Security-Policy", csp],
    ["Strict-Transport-Security", "max-age=63072000"],
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "DENY"],
    // The video embed needs the site's origin as referrer; nothing more leaves.
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
  ];
}

/**
 * Headers a server sends only over HTTPS: RFC 6797 (section 7.2) forbids Strict-Transport-Security
 * over plain HTTP. A request is over HTTPS when its connection is, or when the proxy in front of
 * the server says so (`X-Forwarded-Proto: https`, as Cloudflare and other CDNs send; a visitor who
 * forges it only gets a header their browser ignores over HTTP).
 */
export const HTTPS_ONLY_HEADERS: ReadonlySet<string> = new Set(["Strict-Transport-Security"]);
