import { describe, expect, it } from "vitest";
import {
  cacheControl,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  contentSecurityPolicy,
  inlineScripts,
  REDIRECTS,
  securityHeaders,
  sha256Source,
} from "./policy.ts";
import { importContent } from "../content-dir.ts";

// The content folder the build reads (CONTENT_DIR), as the policy reads it.
const { redirects } = await importContent("redirects.ts");

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
  const policy = contentSecurityPolicy({ scriptHashes: [sha256Source("a()"), sha256Source("a()")] });

  it("allows inline scripts by hash only, once each, and nothing unsafe", () => {
    expect(policy).toContain(`script-src 'self' ${sha256Source("a()")};`);
    expect(policy).not.toMatch(/unsafe|\*|nonce/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("form-action 'self'");
    expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
  });

  it("forbids framing in the header policy only, where browsers honour it", () => {
    expect(policy).not.toContain("frame-ancestors");
    expect(contentSecurityPolicy({ scriptHashes: [], header: true })).toContain("frame-ancestors 'none'");
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
    const fallsBack = /^(script|style|img|font|connect|media|manifest|worker|frame|object|child)-src /;
    for (const directive of policy.split("; ").filter((d) => fallsBack.test(d))) {
      expect(directive.replace(fallsBack, "")).not.toBe("'self'");
    }
  });
});

describe("the other rules", () => {
  it("keeps fingerprinted assets for a year and revalidates everything else", () => {
    expect(cacheControl("/assets/root-b3BEalq7.css")).toBe(CACHE_IMMUTABLE);
    expect(cacheControl("/assets/root-b3BEalq7.css.br")).toBe(CACHE_IMMUTABLE);
    expect(cacheControl("/about/index.html")).toBe(CACHE_REVALIDATE);
    expect(cacheControl("/favicon.ico")).toBe(CACHE_REVALIDATE);
  });

  it("redirects every moved address of the content permanently", () => {
    expect(REDIRECTS).toEqual(Object.entries(redirects).map(([from, to]) => ({ from, to, status: 301 })));
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
});
