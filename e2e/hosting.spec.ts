// The production policy, tested on what the build wrote and on real servers: every page's
// content security policy against its inline scripts, the generated host configurations,
// and the same requests answered by nginx (started with the generated server block) and by
// `npm start`'s server (the one the other end-to-end tests use).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join, relative } from "node:path";
import { expect, test } from "@playwright/test";
import { nginxBinary, startNginx } from "../scripts/hosting/local-nginx.ts";
import { CONTENT_TYPES, inlineScripts, REDIRECTS, sha256Source } from "../scripts/hosting/policy.ts";
import { buildRoot } from "../scripts/content-dir.ts";

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
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw request (no URL normalisation by a client library), as an attacker would send it. */
function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("latin1") }));
    });
    req.on("error", reject);
    req.end();
  });
}

const notFoundTitle = /<title>([^<]*)<\/title>/.exec(read("404.html"))?.[1] ?? "";
const asset = readdirSync(join(client, "assets")).find((file) => /^entry\.client-.+\.js$/.test(file));

/** The same checks against each server. */
function serverChecks(name: string, start: () => Promise<{ port: number; stop: () => void }>) {
  test.describe(`${name} answers as the policy says`, () => {
    let port = 0;
    let stop = () => {};
    test.beforeAll(async () => {
      ({ port, stop } = await start());
    });
    test.afterAll(() => stop());

    test("a page, an asset and the not-found page carry the security headers and cache rules", async () => {
      for (const [path, status] of [
        ["/about", 200],
        [`/assets/${asset}`, 200],
        ["/no-such-page", 404],
      ] as const) {
        const answer = await get(port, path);
        expect(answer.status, path).toBe(status);
        const policy = String(answer.headers["content-security-policy"] ?? "");
        expect(policy, path).toContain("frame-ancestors 'none'");
        expect(policy, path).not.toContain("unsafe-inline");
        expect(answer.headers["strict-transport-security"], path).toMatch(/max-age=\d{7,}/);
        expect(answer.headers["x-content-type-options"], path).toBe("nosniff");
        expect(answer.headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
        expect(answer.headers["cross-origin-opener-policy"], path).toBe("same-origin");
        expect(answer.headers["permissions-policy"], path).toContain("camera=()");
        expect(answer.headers["cache-control"], path).toBe(
          path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        );
      }
      expect((await get(port, "/no-such-page")).body).toContain(notFoundTitle);
    });

    test("moved addresses and slashed page addresses answer 301 with the new address", async () => {
      for (const { from, to } of REDIRECTS) {
        const answer = await get(port, from);
        expect(answer.status, from).toBe(301);
        expect(new URL(String(answer.headers.location), "http://x").pathname, from).toBe(to);
      }
      const slashed = await get(port, "/about/");
      expect(slashed.status).toBe(301);
      expect(new URL(String(slashed.headers.location), "http://x").pathname).toBe("/about");
    });

    test("files get their content types, and text its gzip twin", async () => {
      const data = readdirSync(client).find((file) => file.endsWith(".data"));
      const cases: [string, string][] = [
        ["/site.webmanifest", CONTENT_TYPES.webmanifest],
        ["/images/cv.pdf", CONTENT_TYPES.pdf],
        ["/favicon.ico", CONTENT_TYPES.ico],
        ["/about", CONTENT_TYPES.html],
      ];
      if (data) cases.push([`/${data}`, CONTENT_TYPES.data]);
      if (existsSync(join(client, "sitemap.xml"))) cases.push(["/sitemap.xml", CONTENT_TYPES.xml]);
      for (const [path, type] of cases) {
        const answer = await get(port, path);
        expect(answer.status, path).toBe(200);
        expect(String(answer.headers["content-type"]).replace(/\s/g, "").toLowerCase(), path).toBe(type.replace(/\s/g, "").toLowerCase());
      }
      const zipped = await get(port, "/about", { "Accept-Encoding": "gzip" });
      expect(zipped.headers["content-encoding"]).toBe("gzip");
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    });

    test("requests that try to leave the build folder get 400 or 404, never a file", async () => {
      for (const path of [
        "/..%2f..%2f..%2f..%2fetc%2fpasswd",
        "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
        "/../../../../etc/passwd",
        "/assets/..%2f..%2f..%2fpackage.json",
        "/about%00.html",
        "/%00",
        `/${"a".repeat(9000)}`,
        "/..\\..\\..\\etc\\passwd",
      ]) {
        const answer = await get(port, path).catch(() => ({ status: 400, headers: {}, body: "" }));
        expect([400, 404, 414, 431], path).toContain(answer.status);
        expect(answer.body, path).not.toMatch(/root:x:0:0|"devDependencies"/);
      }
    });
  });
}

serverChecks("nginx with the generated server block", async () => {
  test.skip(!nginxBinary, "nginx is not installed (apt-get install nginx)");
  return startNginx(buildRoot);
});

serverChecks("npm start's server", async () => ({ port: Number(process.env.E2E_PORT ?? 4174), stop: () => {} }));
