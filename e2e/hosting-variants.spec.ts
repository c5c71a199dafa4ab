// The generated host configurations in the cases the demo's build does not show: a file of
// every type the policy knows (the demo has no photos, so no .avif or .webp), on Apache, nginx
// and `npm start`'s server alike; the owner's redirects to site.ts `url` switched on (Apache and
// nginx; `npm start` serves a build on this machine only and never redirects); and Apache
// without the modules a cheap host may lack, which must still serve the site. Each runs on a
// small build folder of its own, made here from the demo's pages and configurations generated
// with the other choices.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "@playwright/test";
import { APACHE, check, get, type Host, NGINX, NODE, required, Responses, responsesFile, type Row } from "./hosts.ts";
import { apacheBinary, startApache } from "./servers/apache.ts";
import { headerSet, nginxConf, writeHtaccessFiles } from "../pipeline/hosting/configs.ts";
import { type Canonical, CONTENT_TYPES, ownerPolicy } from "../pipeline/hosting/policy.ts";
import { buildRoot } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";

/** What the demo's content asks of the servers; each variant changes where visitors are sent. */
const owner = ownerPolicy(await loadContent());
const { canonical: CANONICAL, notFoundPages: NOT_FOUND_PAGES } = owner;

const demo = join(buildRoot, "client");
/** The inline scripts' hashes the demo's build allows (its header policy). */
const scriptHashes = () =>
  (JSON.parse(readFileSync(join(buildRoot, "deploy", "headers.json"), "utf8")) as [string, string][])
    .find(([name]) => name === "Content-Security-Policy")![1]
    .match(/'sha256-[^']+'/g)!;

/** A build folder of a few pages and one file of every type, with configurations generated for `canonical`. */
function smallBuild(canonical: Canonical): string {
  const build = mkdtempSync(join(tmpdir(), "portfolio-variant-"));
  const client = join(build, "client");
  const pages = ["index.html", "about/index.html", ...NOT_FOUND_PAGES.map(({ page }) => page.slice(1))];
  for (const page of pages) {
    mkdirSync(dirname(join(client, page)), { recursive: true });
    copyFileSync(join(demo, page), join(client, page));
  }
  for (const extension of Object.keys(CONTENT_TYPES))
    if (extension !== "html") writeFileSync(join(client, `sample.${extension}`), `a .${extension} file\n`);
  mkdirSync(join(client, "assets"), { recursive: true });
  writeFileSync(join(client, "assets", "entry-AbCd_1-2.js"), "export {};\n");
  mkdirSync(join(client, ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(client, ".well-known", "acme-challenge", "token"), "token.key\n");
  const hashes = scriptHashes();
  writeHtaccessFiles(client, hashes, { ...owner, canonical });
  mkdirSync(join(build, "deploy"));
  writeFileSync(join(build, "deploy", "nginx.conf"), nginxConf(hashes, { ...owner, canonical }));
  writeFileSync(join(build, "deploy", "headers.json"), JSON.stringify(headerSet(hashes, owner)));
  return build;
}

/** Runs the rows against each host on a small build made for `canonical`. */
function table(title: string, canonical: Canonical, hosts: readonly Host[], rows: Row[], responses: Responses) {
  for (const host of hosts) {
    test.describe(`${title}: ${host.name}`, () => {
      let build = "";
      let server: Awaited<ReturnType<Host["start"]>> | undefined;
      test.beforeAll(async () => {
        build = smallBuild(canonical);
        server = await host.start(build);
      });
      test.afterAll(async () => {
        await server?.stop();
        rmSync(build, { recursive: true, force: true });
      });
      test("answers every request of the table", async () => {
        for (const row of rows) {
          const answer = await get(server!.port, row.path, row.headers);
          responses.record(row, host, answer, responses === types ? undefined : title);
          check(answer, row, host, join(build, "client"));
        }
      });
    });
  }
}

const OFF: Canonical = { ...CANONICAL, redirectHttps: false, redirectHost: false };
const site = { origin: "https://portfolio.example", host: "portfolio.example" };

const types = new Responses(responsesFile("hosting-types"), "Every file type the policy knows, on Apache, nginx and npm start");
table(
  "every file type",
  OFF,
  [APACHE, NGINX, NODE],
  [
    ...Object.entries(CONTENT_TYPES)
      .filter(([extension]) => extension !== "html")
      .map(([extension, type]): Row =>
        // Source maps are never served.
        extension === "map"
          ? { label: "a source map", path: "/sample.map", status: 404, excludes: /a \.map file/ }
          : { label: `.${extension}`, path: `/sample.${extension}`, status: 200, type, cache: "revalidate", security: true },
      ),
    { label: "a fingerprinted file", path: "/assets/entry-AbCd_1-2.js", status: 200, type: CONTENT_TYPES.js, cache: "immutable" },
  ],
  types,
);
test.afterAll(() => types.write([APACHE, NGINX, NODE]));

const redirects = new Responses(responsesFile("hosting-redirects-to-url"), "site.ts redirectToUrl switched on, on Apache and nginx");
const onPreview = { Host: "preview.host.example" };
table(
  "redirectToUrl { https: true, host: true }",
  { ...CANONICAL, redirectHttps: true, redirectHost: true, ...site },
  [APACHE, NGINX],
  [
    {
      label: "another host name",
      path: "/about?ref=card",
      headers: { Host: "www.portfolio.example", "X-Forwarded-Proto": "https" },
      status: 301,
      location: "/about?ref=card",
    },
    { label: "http://", path: "/about", headers: { Host: "portfolio.example" }, status: 301, location: "/about" },
    {
      label: "https:// (the proxy in front says so) at url's host",
      path: "/about",
      headers: { Host: "portfolio.example", "X-Forwarded-Proto": "https" },
      status: 200,
      hsts: true,
      security: true,
    },
    {
      label: "a certificate's check, over http:// at another host",
      path: "/.well-known/acme-challenge/token",
      headers: onPreview,
      status: 200,
      contains: "token.key",
    },
  ],
  redirects,
);
table(
  "redirectToUrl { https: true }",
  { ...CANONICAL, redirectHttps: true, redirectHost: false, ...site },
  [APACHE, NGINX],
  [
    { label: "http:// at a preview name", path: "/about", headers: onPreview, status: 301, location: "/about" },
    { label: "https:// at a preview name", path: "/about", headers: { ...onPreview, "X-Forwarded-Proto": "https" }, status: 200 },
  ],
  redirects,
);
table(
  "redirectToUrl off (the default)",
  OFF,
  [APACHE, NGINX],
  [
    { label: "http:// at a preview name", path: "/about", headers: onPreview, status: 200, hsts: false },
    { label: "another host name", path: "/about", headers: { Host: "www.portfolio.example" }, status: 200 },
  ],
  redirects,
);
test.afterAll(() => redirects.write([APACHE, NGINX]));

test.describe("the redirects go to url's address itself", () => {
  for (const host of [APACHE, NGINX]) {
    test(host.name, async () => {
      const build = smallBuild({ ...CANONICAL, redirectHttps: true, redirectHost: true, ...site });
      const server = await host.start(build);
      try {
        const other = await get(server.port, "/about?ref=card", { Host: "www.portfolio.example" });
        expect(other.headers.location).toBe("https://portfolio.example/about?ref=card");
        const plain = await get(server.port, "/about", { Host: "portfolio.example" });
        expect(plain.headers.location).toBe("https://portfolio.example/about");
      } finally {
        await server.stop();
        rmSync(build, { recursive: true, force: true });
      }
    });
  }
});

test("Apache with none of the modules a host may lack (rewrite, headers, expires, deflate) still serves the site", async () => {
  required(apacheBinary, "Apache", "apt-get install apache2");
  const server = await startApache(buildRoot, { modules: ["mime", "dir"] });
  try {
    const home = await get(server.port, "/");
    expect(home.status).toBe(200);
    expect(home.headers["content-type"]).toBe(CONTENT_TYPES.html);
    // Without mod_rewrite, Apache's own way: the folder's address with a slash.
    const about = await get(server.port, "/about");
    expect(about.status).toBe(301);
    expect(new URL(String(about.headers.location)).pathname).toBe("/about/");
    expect((await get(server.port, "/about/")).status).toBe(200);
    for (const { prefix, page } of NOT_FOUND_PAGES) {
      const missing = await get(server.port, `${prefix}no-such-page`);
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain(/<title>([^<]*)<\/title>/.exec(readFileSync(join(demo, page), "utf8"))![1]);
    }
    // Dotfiles are still refused, by mod_authz_core.
    const htaccess = await get(server.port, "/.htaccess");
    expect(htaccess.status).toBe(403);
    expect(htaccess.body.toString()).not.toContain("IfModule");
    expect(server.errorLog()).not.toMatch(/\.htaccess:|Invalid command|not allowed here|\[(alert|crit|emerg)\]/);
  } finally {
    await server.stop();
  }
});
