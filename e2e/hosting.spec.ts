// The production policy, tested on what the build wrote and on real servers: every page's
// content security policy against its inline scripts, the generated host configurations,
// and one table of requests answered alike by Apache (reading the build's .htaccess, as cPanel's
// shared hosting does), nginx (started with the generated server block) and `npm start`'s server
// (the one the other end-to-end tests use). The answers, side by side, go to
// test-results/hosting-responses.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { APACHE, check, get, type Host, NGINX, NODE, Responses, responsesFile, type Row } from "./hosts.ts";
import { CONTENT_TYPES, inlineScripts, ownerPolicy, sha256Source } from "../pipeline/hosting/policy.ts";
import { loadContent } from "../app/data/load.ts";
import { buildRoot } from "../app/data/content-dir.ts";

/** What the demo's content asks of the servers (pipeline/hosting/policy.ts), as its build wrote it. */
const { contentNamedDirs: CONTENT_NAMED_DIRS, notFoundPages: NOT_FOUND_PAGES, redirects: REDIRECTS } = ownerPolicy(await loadContent());

const repo = join(import.meta.dirname, "..");
const client = join(buildRoot, "client");
const pages = readdirSync(client, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
  .map((entry) => relative(client, join(entry.parentPath, entry.name)));
const read = (page: string) => readFileSync(join(client, page), "utf8");

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

const metaPolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/?>/.exec(html)?.[1];

test.describe("the content security policy in every built page", () => {
  test("lists exactly the hashes of the page's inline scripts, before any script, with nothing unsafe", () => {
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const html = read(page);
      const policy = metaPolicy(html);
      expect(policy, page).toBeDefined();
      const scriptSrc = directives(policy!).get("script-src") ?? [];
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"));
      expect(new Set(hashes), page).toEqual(new Set(inlineScripts(html).map(sha256Source)));
      // 'wasm-unsafe-eval' lets the site search compile its WebAssembly; 'unsafe-eval' and 'unsafe-inline' never.
      expect(policy, page).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(directives(policy!).get("script-src"), page).toContain("'wasm-unsafe-eval'");
      expect(html.indexOf("Content-Security-Policy"), page).toBeLessThan(html.indexOf("<script"));
      expect(directives(policy!).get("object-src"), page).toEqual(["'none'"]);
      expect(directives(policy!).get("base-uri"), page).toEqual(["'none'"]);
    }
  });

  test("a script added without its hash is not allowed by the page's policy", () => {
    const html = read("index.html");
    const tampered = html.replace("</body>", "<script>alert(1)</script></body>");
    const allowed = directives(metaPolicy(tampered)!).get("script-src") ?? [];
    expect(allowed).not.toContain(sha256Source("alert(1)"));
    expect(inlineScripts(tampered).map(sha256Source)).toContain(sha256Source("alert(1)"));
  });

  test("no page has a style attribute, which the policy would block", () => {
    const styled = pages.filter((page) => /<[^>]+\sstyle="/.test(read(page)));
    expect(styled).toEqual([]);
  });
});

test.describe("the generated host configurations", () => {
  test("vercel.json at the root is the one the build generates (copy build/deploy/vercel.json there if not)", () => {
    expect(readFileSync(join(repo, "vercel.json"), "utf8")).toBe(readFileSync(join(buildRoot, "deploy", "vercel.json"), "utf8"));
  });

  test("Netlify's and Cloudflare's files carry every redirect and the policy with every page's hashes", () => {
    const redirects = readFileSync(join(client, "_redirects"), "utf8");
    for (const { from, to } of REDIRECTS) expect(redirects).toContain(`${from} ${to} 301`);
    const headers = readFileSync(join(client, "_headers"), "utf8");
    const policy = /Content-Security-Policy: (.+)/.exec(headers)?.[1] ?? "";
    for (const page of pages) for (const hash of inlineScripts(read(page)).map(sha256Source)) expect(policy).toContain(hash);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(existsSync(join(client, ".nojekyll"))).toBe(true);
  });

  test("Apache's and LiteSpeed's .htaccess carry the policy with every page's hashes, each part inside <IfModule>", () => {
    const htaccess = readFileSync(join(client, ".htaccess"), "utf8");
    const policy = /Header always set Content-Security-Policy "(.+)"/.exec(htaccess)?.[1] ?? "";
    for (const page of pages) for (const hash of inlineScripts(read(page)).map(sha256Source)) expect(policy).toContain(hash);
    expect(policy).toContain("frame-ancestors 'none'");
    // Outside any <IfModule>: comments and ErrorDocument (Apache's core) only.
    let depth = 0;
    for (const line of htaccess.split("\n").map((text) => text.trim())) {
      if (/^<IfModule /.test(line)) depth++;
      else if (line === "</IfModule>") depth--;
      else if (depth === 0 && line && !line.startsWith("#")) expect(line).toMatch(/^ErrorDocument 404 \//);
    }
    expect(depth).toBe(0);
    expect(readFileSync(join(client, "assets", ".htaccess"), "utf8")).toContain("immutable");
    for (const { prefix, page } of NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/")) {
      expect(readFileSync(join(client, prefix, ".htaccess"), "utf8")).toContain(`ErrorDocument 404 ${page}`);
    }
  });
});

const notFoundTitle = (page: string) => /<title>([^<]*)<\/title>/.exec(readFileSync(join(client, page), "utf8"))?.[1] ?? "";
const english404 = notFoundTitle("404.html");
const languages = NOT_FOUND_PAGES.filter(({ prefix }) => prefix !== "/");
const assets = readdirSync(join(client, "assets"));
const script = `assets/${assets.find((file) => /^entry\.client-.+\.js$/.test(file))}`;
const stylesheet = `assets/${assets.find((file) => file.endsWith(".css"))}`;
const font = assets.find((file) => file.endsWith(".woff2"));
/** A chunk of the search index, named by its content, and the search's script, which keeps its name. */
const searchChunk = `${CONTENT_NAMED_DIRS[0]}/${readdirSync(join(client, CONTENT_NAMED_DIRS[0]!)).find((file) => !file.startsWith("."))}`;
const routeData = readdirSync(client).find((file) => file === "blog.data") ?? readdirSync(client).find((file) => file.endsWith(".data"))!;
const secrets = /root:x:0:0|"devDependencies"|RewriteEngine|ErrorDocument/;

/** Request → expected response: what every host must answer alike. */
/**
 * A file asked for with an Accept-Encoding: the host sends the best twin both sides take (for
 * "identity", the file as it is), says the answer varies by it, and the bytes are that twin's.
 */
function negotiated(label: string, path: string, file: string, accept: string, more: Partial<Row> = {}): Row {
  return {
    label,
    path,
    headers: { "Accept-Encoding": accept },
    status: 200,
    vary: true,
    encoding: accept === "identity" ? "identity" : "best",
    file,
    ...more,
  };
}

const ROWS: Row[] = [
  // Pages: clean addresses, served as they are, with every security header.
  {
    label: "the home page",
    path: "/",
    status: 200,
    type: CONTENT_TYPES.html,
    cache: "revalidate",
    security: true,
    hsts: false,
    vary: true,
    encoding: "identity",
    file: "index.html",
  },
  {
    label: "a page",
    path: "/about",
    status: 200,
    type: CONTENT_TYPES.html,
    cache: "revalidate",
    security: true,
    hsts: false,
    vary: true,
    encoding: "identity",
    file: "about/index.html",
  },
  {
    label: "a page over HTTPS (the proxy in front says so)",
    path: "/about",
    headers: { "X-Forwarded-Proto": "https" },
    status: 200,
    security: true,
    hsts: true,
  },
  ...languages.map(({ prefix }): Row => ({
    label: "a page in another language",
    path: `${prefix}about`,
    status: 200,
    type: CONTENT_TYPES.html,
    security: true,
  })),
  // One address per page, and the addresses that moved.
  { label: "a page's address with a slash", path: "/about/", status: 301, location: "/about", security: true },
  { label: "… keeping the query", path: "/about/?ref=card", status: 301, location: "/about?ref=card" },
  ...languages.map(({ prefix }): Row => ({
    label: "a language's home with a slash",
    path: prefix,
    status: 301,
    location: prefix.replace(/\/$/, ""),
    security: true,
  })),
  ...REDIRECTS.flatMap(({ from, to }): Row[] => [
    { label: "an address that moved", path: from, status: 301, location: to, security: true },
    { label: "… with a slash", path: `${from.replace(/\/$/, "")}/`, status: 301, location: to },
  ]),
  // Unknown addresses: the site's not-found page in the address's language, with status 404.
  {
    label: "an unknown address",
    path: "/no-such-page",
    status: 404,
    type: CONTENT_TYPES.html,
    cache: "revalidate",
    security: true,
    hsts: false,
    contains: english404,
  },
  { label: "an unknown address, nested", path: "/blog/no-such-post", status: 404, contains: english404 },
  ...languages.map(({ prefix, page }): Row => ({
    label: "an unknown address in another language",
    path: `${prefix}no-such-page`,
    status: 404,
    security: true,
    contains: notFoundTitle(page),
  })),
  negotiated("the not-found page, compressed", "/no-such-page", "404.html", "br, gzip", { status: 404 }),
  // Fingerprinted assets: a year, immutable.
  {
    label: "a fingerprinted script",
    path: `/${script}`,
    status: 200,
    type: CONTENT_TYPES.js,
    cache: "immutable",
    security: true,
    hsts: false,
    vary: true,
    encoding: "identity",
    file: script,
  },
  negotiated("… to a browser that takes br", `/${script}`, script, "br", { cache: "immutable" }),
  negotiated("… to a browser that takes br and gzip", `/${script}`, script, "gzip, deflate, br", { cache: "immutable" }),
  { label: "a fingerprinted stylesheet", path: `/${stylesheet}`, status: 200, type: CONTENT_TYPES.css, cache: "immutable" },
  ...(font
    ? [{ label: "a font", path: `/assets/${font}`, status: 200, type: CONTENT_TYPES.woff2, cache: "immutable", vary: false } satisfies Row]
    : []),
  // The precompressed twins of a page: the best the browser and the host share, else the file.
  negotiated("a page to a browser that takes br and gzip", "/about", "about/index.html", "br, gzip", { type: CONTENT_TYPES.html }),
  negotiated("a page to a browser that takes gzip", "/about", "about/index.html", "gzip"),
  negotiated("a page to a browser that takes neither", "/about", "about/index.html", "identity"),
  // Content types, and cache rules of the files that are not fingerprinted.
  { label: "route data", path: `/${routeData}`, status: 200, type: CONTENT_TYPES.data, cache: "revalidate", vary: true },
  { label: "a chunk of the search index", path: `/${searchChunk}`, status: 200, type: CONTENT_TYPES.pf_fragment, cache: "immutable" },
  { label: "the search's script", path: "/pagefind/pagefind.js", status: 200, type: CONTENT_TYPES.js, cache: "revalidate" },
  { label: "the manifest", path: "/site.webmanifest", status: 200, type: CONTENT_TYPES.webmanifest, cache: "revalidate" },
  { label: "the sitemap", path: "/sitemap.xml", status: 200, type: CONTENT_TYPES.xml, cache: "revalidate" },
  { label: "the CV", path: "/images/cv.pdf", status: 200, type: CONTENT_TYPES.pdf, cache: "revalidate", vary: false, security: true },
  { label: "the icon", path: "/favicon.ico", status: 200, type: CONTENT_TYPES.ico, cache: "revalidate" },
  // Nothing that is not the site's: no listing, no dotfile (the .htaccess files), no way out of the folder.
  { label: "a folder without a page", path: "/assets", status: 404, contains: english404 },
  { label: "… with a slash", path: "/assets/", status: 301, location: "/assets" },
  ...[
    ".htaccess",
    "assets/.htaccess",
    ...CONTENT_NAMED_DIRS.map((folder) => `${folder}/.htaccess`),
    ...languages.map(({ prefix }) => `${prefix.slice(1)}.htaccess`),
    ".nojekyll",
  ].map((file): Row => ({
    label: "a dotfile",
    path: `/${file}`,
    status: 404,
    excludes: secrets,
  })),
  ...[
    "/..%2f..%2f..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/../../../../etc/passwd",
    "/assets/..%2f..%2f..%2fpackage.json",
    "/%2e%2e%2f.htaccess",
    "/about%00.html",
    "/%00",
    `/${"a".repeat(9000)}`,
    "/..\\..\\..\\etc\\passwd",
  ].map((path): Row => ({ label: "a way out of the folder", path, status: [400, 404, 414], excludes: secrets })),
];

const responses = new Responses(responsesFile("hosting-responses"), "The same requests to Apache, nginx and npm start");
/** `npm start`'s server: the one Playwright starts for every spec (playwright.config.ts). */
const NPM_START: Host = { ...NODE, start: async () => ({ port: Number(process.env.E2E_PORT ?? 4174), stop: () => {} }) };
const HOSTS = [APACHE, NGINX, NPM_START];

for (const host of HOSTS) {
  test.describe(`${host.name} answers as the policy says`, () => {
    let server: Awaited<ReturnType<Host["start"]>> | undefined;
    test.beforeAll(async () => {
      server = await host.start(buildRoot);
    });
    test.afterAll(async () => {
      await server?.stop();
    });

    for (const row of ROWS) {
      test(`${row.label}: ${row.path.length > 60 ? `${row.path.slice(0, 57)}…` : row.path}${row.headers ? ` (${Object.values(row.headers).join(", ")})` : ""}`, async () => {
        const answer = await get(server!.port, row.path, row.headers).catch((): Awaited<ReturnType<typeof get>> => ({
          status: 400,
          headers: {},
          body: Buffer.alloc(0),
        }));
        responses.record(row, host, answer);
        check(answer, row, host, client);
      });
    }

    if (host === APACHE) {
      test("its error log names no fault in the .htaccess files", () => {
        const log = server!.errorLog!();
        expect(log).not.toMatch(/\.htaccess:|Invalid command|not allowed here|AH00124|\[(alert|crit|emerg)\]/);
      });
    }
  });
}

test.afterAll(() => responses.write(HOSTS));
