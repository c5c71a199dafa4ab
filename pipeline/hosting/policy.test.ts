import { describe, expect, it } from "vitest";
import {
  cacheControl,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  FINGERPRINTED,
  formTargets,
  HTTPS_ONLY_HEADERS,
  inlineScripts,
  ownerPolicy,
  type PolicyChoices,
  securityHeaders,
  sha256Source,
} from "./policy.ts";
import { loadContent } from "../../app/data/load.ts";
import { type AnalyticsSettings, originsOf } from "../../app/lib/analytics-providers.ts";

// The content folder the build reads (CONTENT_DIR), checked as the build reads it.
const content = await loadContent();
const owner = ownerPolicy(content);
/** A site with every feature on and no third party chosen: forms and comments as the demo ships them, no analytics. */
const SITE: PolicyChoices = { forms: {}, newsletter: true, video: true, search: true };
/** The search index's folders, as a site with the search has them. */
const SEARCH_DIRS = ownerPolicy({
  ...content,
  site: { ...content.site, features: { ...content.site.features, search: true } },
}).contentNamedDirs;

describe("inlineScripts", () => {
  it("finds the scripts a page runs inline, and only those", () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script>' +
      '<script type="application/ld+json">{"@type":"Person"}</script><script type="application/json" id="p">{}</script>' +
      '<script type="text/javascript">c()</script>';
    expect(inlineScripts(html)).toEqual(["a()", "b()", "c()"]);
  });
});

describe("contentSecurityPolicy", () => {
  const policy = contentSecurityPolicy({ ...SITE, scriptHashes: [sha256Source("a()"), sha256Source("a()")] });

  it("allows inline scripts by hash only, once each, and nothing unsafe", () => {
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha256Source("a()")};`);
    expect(policy).not.toMatch(/'unsafe-|\*|nonce/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
  });

  it("lets the site search compile its WebAssembly, and still allows no eval and no worker but the site's own", () => {
    // 'wasm-unsafe-eval' allows WebAssembly.instantiate() only; 'unsafe-eval' would allow eval().
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' /);
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("worker-src 'self';");
  });

  it("forbids framing in the header policy only, where browsers honour it", () => {
    expect(policy).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy({ ...SITE, scriptHashes: [], header: true })).toContain("frame-ancestors 'none'");
  });

  it("hashes as browsers do: SHA-256 of the exact text, base64", () => {
    expect(sha256Source("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });

  it("allows styles from the site's own files only, never inline", () => {
    // No style-src: styles fall back to default-src 'self', which allows no inline style.
    expect(policy.split("; ")[0]).toBe("default-src 'self'");
    expect(policy).not.toContain("style-src");
  });

  it("does not repeat default-src in the fetch directives that fall back to it", () => {
    // worker-src is not among them: it falls back to script-src, which names more than 'self' (its
    // hashes, an analytics provider), so worker-src 'self' keeps workers to the site's own.
    const fallsBack = /^(script|style|img|font|connect|media|manifest|frame|object|child)-src /;
    for (const directive of policy.split("; ").filter((d) => fallsBack.test(d))) {
      expect(directive.replace(fallsBack, "")).not.toBe("'self'");
    }
  });
});

describe("the policy follows the owner's form choices", () => {
  const hashes = { ...SITE, scriptHashes: [] };
  const demo = contentSecurityPolicy(hashes);
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));

  it("is unchanged while the forms are demos, as app/content/forms.ts ships", () => {
    expect(contentSecurityPolicy({ ...hashes, forms: { contact: { delivery: "demo" }, newsletter: "demo" } })).toBe(demo);
    expect(contentSecurityPolicy({ ...hashes, forms: {} })).toBe(demo);
    expect(directive(demo, "form-action")).toBe("form-action 'self'");
    expect(demo).not.toContain("connect-src");
  });

  it("lets the contact form post to and fetch its endpoint's origin, and nothing wider", () => {
    const policy = contentSecurityPolicy({ ...hashes, forms: { contact: { delivery: { endpoint: "https://formspree.io/f/abc123" } } } });
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://formspree.io");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://formspree.io");
    expect(policy).not.toMatch(/\*|'unsafe-/);
  });

  it("lets the newsletter post to its list, once per origin when both share one", () => {
    const policy = contentSecurityPolicy({
      ...hashes,
      forms: {
        contact: { delivery: { endpoint: "https://api.web3forms.com/submit" } },
        newsletter: { action: "https://buttondown.com/api/emails/embed-subscribe/me" },
      },
    });
    expect(directive(policy, "form-action")).toBe("form-action 'self' https://api.web3forms.com https://buttondown.com");
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://api.web3forms.com https://buttondown.com");
    const shared = formTargets({
      contact: { delivery: { endpoint: "https://x.example/a" } },
      newsletter: { action: "https://x.example/b" },
    });
    expect(shared.origins).toEqual(["https://x.example"]);
  });

  it("keeps a local test endpoint's port", () => {
    expect(formTargets({ newsletter: { action: "http://127.0.0.1:4999/subscribe" } }).origins).toEqual(["http://127.0.0.1:4999"]);
    // A newsletter switched off has no box, so its service is not allowed.
    expect(formTargets({ newsletter: { action: "http://127.0.0.1:4999/subscribe" } }, false).origins).toEqual([]);
  });

  it("in mailto mode, lets the form hand itself to the mail program without JavaScript, and fetches nothing", () => {
    const policy = contentSecurityPolicy({ ...hashes, forms: { contact: { delivery: "mailto" } } });
    expect(directive(policy, "form-action")).toBe("form-action 'self' mailto:");
    expect(policy).not.toContain("connect-src");
  });
});

describe("the policy follows the owner's comment system", () => {
  const hashes = { ...SITE, scriptHashes: [] };
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
  const giscus = { provider: "giscus", repo: "lena-martinez/journal", repoId: "R_1", category: "Comments", categoryId: "DIC_1" };

  it("frames only the video while comments are the demo, as app/content/comments.ts ships", () => {
    const demo = contentSecurityPolicy({ ...hashes, comments: { provider: "demo" } });
    expect(directive(demo, "frame-src")).toBe("frame-src https://www.youtube-nocookie.com");
    expect(contentSecurityPolicy(hashes)).toBe(demo);
    expect(contentSecurityPolicy({ ...hashes, comments: {} })).toBe(demo);
    expect(demo).not.toContain("giscus");
  });

  it("lets giscus' frame in when the owner switches comments to it, and no script of giscus'", () => {
    const policy = contentSecurityPolicy({ ...hashes, comments: giscus });
    expect(directive(policy, "frame-src")).toBe("frame-src https://www.youtube-nocookie.com https://giscus.app");
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy.match(/giscus/g)).toHaveLength(1);
    expect(policy).not.toMatch(/\*|'unsafe-/);
    // The rest of the policy is the demo's.
    expect(policy.replace(" https://giscus.app", "")).toBe(contentSecurityPolicy({ ...hashes, comments: { provider: "demo" } }));
  });

  it("follows the features the owner switched off: no video, no video frame; no newsletter, no newsletter service; no search, no WebAssembly", () => {
    expect(directive(contentSecurityPolicy({ ...hashes, search: false }), "script-src")).toBe("script-src 'self'");
    expect(directive(contentSecurityPolicy({ ...hashes, scriptHashes: ["'sha256-a'"], search: false }), "script-src")).toBe(
      "script-src 'self' 'sha256-a'",
    );
    expect(directive(contentSecurityPolicy({ ...hashes, video: false }), "frame-src")).toBe("frame-src 'none'");
    expect(directive(contentSecurityPolicy({ ...hashes, video: false, comments: giscus }), "frame-src")).toBe(
      "frame-src https://giscus.app",
    );
    const newsletter = { newsletter: { action: "https://buttondown.com/api/emails/embed-subscribe/x" } };
    expect(directive(contentSecurityPolicy({ ...hashes, forms: newsletter }), "form-action")).toContain("https://buttondown.com");
    expect(directive(contentSecurityPolicy({ ...hashes, forms: newsletter, newsletter: false }), "form-action")).toBe("form-action 'self'");
  });
});

describe("the other rules", () => {
  it("keeps fingerprinted assets for a year and revalidates everything else", () => {
    expect(cacheControl("/assets/root-b3BEalq7.css", SEARCH_DIRS)).toBe(CACHE_IMMUTABLE);
    expect(cacheControl("/assets/root-b3BEalq7.css.br", SEARCH_DIRS)).toBe(CACHE_IMMUTABLE);
    expect(cacheControl("/about/index.html", SEARCH_DIRS)).toBe(CACHE_REVALIDATE);
    expect(cacheControl("/favicon.ico", SEARCH_DIRS)).toBe(CACHE_REVALIDATE);
    // Only Vite's output folder holds fingerprinted files.
    expect(FINGERPRINTED.test("/images/photo-abcdefgh.png")).toBe(false);
  });

  it("keeps the search index's content-named chunks for a year, and revalidates the files that keep their names", () => {
    for (const path of [
      "/pagefind/pagefind.js",
      "/pagefind/pagefind.js.br",
      "/pagefind/pagefind-entry.json",
      "/pagefind/wasm.en.pagefind",
      "/pagefind/pagefind.en_717bf4adfb.pf_meta",
    ]) {
      expect(cacheControl(path, SEARCH_DIRS), path).toBe(CACHE_REVALIDATE);
    }
    for (const path of [
      "/pagefind/fragment/en_3a9cb51.pf_fragment",
      "/pagefind/index/bn_80eedef.pf_index",
      "/pagefind/filter/en_3f3c932.pf_filter",
    ]) {
      expect(cacheControl(path, SEARCH_DIRS), path).toBe(CACHE_IMMUTABLE);
    }
    // Only those folders, not a page whose address happens to start with their name.
    expect(cacheControl("/pagefind/fragment", SEARCH_DIRS)).toBe(CACHE_REVALIDATE);
    expect(cacheControl("/blog/pagefind/index/x", SEARCH_DIRS)).toBe(CACHE_REVALIDATE);
  });

  it("redirects every moved address of the content permanently", () => {
    expect(owner.redirects).toEqual(Object.entries(content.redirects).map(([from, to]) => ({ from, to, status: 301 })));
  });

  it("sends the headers the Observatory looks for", () => {
    const names = securityHeaders("default-src 'self'").map(([name]) => name);
    for (const name of [
      "Content-Security-Policy",
      "Strict-Transport-Security",
      "X-Content-Type-Options",
      "Referrer-Policy",
      "Cross-Origin-Opener-Policy",
      "Permissions-Policy",
    ])
      expect(names).toContain(name);
  });

  it("sends Strict-Transport-Security over HTTPS only where a server also speaks plain HTTP", () => {
    expect([...HTTPS_ONLY_HEADERS]).toEqual(["Strict-Transport-Security"]);
  });

  it("redirects to the owner's url only when site.ts says so, to url's scheme and host", () => {
    const { site } = content;
    expect(owner.canonical.redirectHttps).toBe(site.redirectToUrl.https);
    expect(owner.canonical.redirectHost).toBe(site.redirectToUrl.host);
    expect(owner.canonical.origin).toBe(new URL(site.url).origin);
    expect(owner.canonical.host).toBe(new URL(site.url).host);
  });
});

describe("the policy follows the owner's analytics", () => {
  const hashes = { ...SITE, scriptHashes: ["'sha256-a'"], search: false };
  const directive = (policy: string, name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
  const off = contentSecurityPolicy({ ...hashes, analytics: null });
  const each: AnalyticsSettings[] = [
    { provider: "plausible", id: "arifhossain.com" },
    { provider: "plausible", id: "arifhossain.com", host: "https://stats.arifhossain.com" },
    { provider: "umami", id: "94db1cb1-74f4-4a40-ad6c-962362670409" },
    { provider: "umami", id: "94db1cb1-74f4-4a40-ad6c-962362670409", host: "https://umami.arifhossain.com" },
    { provider: "goatcounter", id: "arifhossain" },
    { provider: "goatcounter", host: "https://count.arifhossain.com" },
    { provider: "cloudflare", id: "0123456789abcdef0123456789abcdef" },
    { provider: "ga4", id: "G-ABC123XYZ9" },
  ];

  it("adds nothing where the owner counts nothing (analytics.ts off, or none)", () => {
    const { analytics } = owner.choices;
    expect(analytics === undefined || typeof analytics?.provider === "string").toBe(true);
    expect(off).not.toMatch(/plausible|umami|goatcounter|gc\.zgo\.at|cloudflareinsights|google/);
    expect(directive(off, "connect-src")).toBeUndefined();
  });

  for (const analytics of each) {
    it(`adds exactly ${analytics.provider}'s origins${analytics.host ? " on the owner's server" : ""}, each to the directive that needs it`, () => {
      const policy = contentSecurityPolicy({ ...hashes, analytics });
      const { script, connect, img } = originsOf(analytics);
      expect(directive(policy, "script-src")).toBe(["script-src 'self'", ...script, "'sha256-a'"].join(" "));
      expect(directive(policy, "connect-src")).toBe(["connect-src 'self'", ...connect].join(" "));
      expect(directive(policy, "img-src")).toBe(["img-src 'self' data:", ...img].join(" "));
      // Everything else is as without analytics.
      const others = (text: string) => text.split("; ").filter((d) => !/^(script|connect|img)-src /.test(d));
      expect(others(policy)).toEqual(others(off));
    });
  }

  it("names a form service and the provider each once in connect-src, the form service first", () => {
    const policy = contentSecurityPolicy({
      ...hashes,
      forms: {
        contact: { delivery: { endpoint: "https://plausible.io/f/odd-but-possible" } },
        newsletter: { action: "https://lists.example/s" },
      },
      analytics: { provider: "plausible", id: "arifhossain.com" },
    });
    expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://plausible.io https://lists.example");
  });
});
