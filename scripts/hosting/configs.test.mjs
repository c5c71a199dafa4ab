import { describe, expect, it } from "vitest";
import { headerSet, netlifyHeaders, netlifyRedirects, nginxConf, vercelJson } from "./configs.mjs";
import { NOT_FOUND_PAGES, REDIRECTS, sha256Source } from "./policy.ts";

const hashes = [sha256Source("a()"), sha256Source("b()")];

describe("host configurations", () => {
  it("give Netlify and Cloudflare the headers with every hash, and each redirect as a 301", () => {
    const headers = netlifyHeaders(hashes);
    for (const hash of hashes) expect(headers).toContain(hash);
    expect(headers).toMatch(/^\/assets\/\*\n {2}Cache-Control: public, max-age=31536000, immutable$/m);
    // Then each language's not-found page for the addresses under its prefix, with status 404.
    const languages = NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/");
    expect(netlifyRedirects().trim().split("\n")).toEqual([
      ...REDIRECTS.map(({ from, to }) => `${from} ${to} 301`),
      ...languages.map(({ prefix, page }) => `${prefix}* ${page} 404`),
    ]);
  });

  it("give Vercel the same headers and 301s (not its default 308)", () => {
    const config = JSON.parse(vercelJson(hashes));
    expect(config.outputDirectory).toBe("build/client");
    expect(config.redirects).toEqual(REDIRECTS.map(({ from, to }) => ({ source: from, destination: to, statusCode: 301 })));
    const all = config.headers.find((rule) => rule.source === "/(.*)").headers;
    expect(all.map(({ key, value }) => [key, value])).toEqual([...headerSet(hashes), ["Cache-Control", "no-cache"]]);
  });

  it("give nginx the headers in every location, since a location's add_header replaces the server's", () => {
    const conf = nginxConf(hashes, { root: "/srv/site", listen: "8080" });
    expect(conf).toContain("root /srv/site;");
    expect(conf).toContain("listen 8080;");
    const blocks = conf
      .split(/^\s*location /m)
      .slice(1)
      .filter((block) => !block.includes("return 301"));
    const languages = NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/");
    expect(blocks.map((block) => block.slice(0, block.indexOf("{")).trim())).toEqual([
      "/",
      "/assets/",
      ...languages.map(({ prefix }) => prefix),
      ...NOT_FOUND_PAGES.map(({ page }) => `= ${page}`),
    ]);
    for (const { prefix, page } of languages) expect(conf).toMatch(new RegExp(`location ${prefix} \\{\\s*error_page 404 ${page};`));
    for (const block of blocks) expect(block).toContain("add_header Content-Security-Policy");
    for (const { from, to } of REDIRECTS) expect(conf).toContain(`location = ${from} { return 301 ${to}; }`);
  });
});
