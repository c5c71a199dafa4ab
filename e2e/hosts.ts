// The web servers the site is tested on, and the one way their answers are checked: Apache
// reading the build's .htaccess (as cPanel's shared hosting does), nginx with the generated
// server block, and `npm start`'s server (pipeline/serve.ts). Each spec gives a table of
// request → expected response; every host answers every row, so the hosts cannot drift apart.
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { dirname, join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { apacheBinary, startApache } from "./servers/apache.ts";
import { nginxBinary, startNginx } from "./servers/nginx.ts";
import { freePort, waitForServer } from "./servers/local-server.ts";
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from "../pipeline/hosting/policy.ts";

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: nothing decompressed. */
  body: Buffer;
}

/** A raw request (no URL normalisation by a client library, nothing decompressed), as an attacker would send it. */
export function get(port: number, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers, method: "GET" }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

export type Encoding = "br" | "gzip";

export interface Host {
  name: string;
  /** The precompressed twins it sends, best first (Debian's nginx has no brotli). */
  encodings: readonly Encoding[];
  start: (build: string) => Promise<{ port: number; stop: () => void | Promise<void>; errorLog?: () => string }>;
}

/** A server missing from the machine skips its tests, but fails them in CI, which installs it (.ci/run). */
export function required(binary: string | undefined, name: string, install: string) {
  if (binary) return;
  if (process.env.CI) throw new Error(`${name} is not installed (${install})`);
  test.skip(true, `${name} is not installed (${install})`);
}

export const APACHE: Host = {
  name: "Apache (.htaccess)",
  encodings: ["br", "gzip"],
  start: (build: string) => {
    required(apacheBinary, "Apache", "apt-get install apache2");
    return startApache(build);
  },
};

export const NGINX: Host = {
  name: "nginx (nginx.conf)",
  encodings: ["gzip"],
  start: (build: string) => {
    required(nginxBinary, "nginx", "apt-get install nginx");
    return startNginx(build);
  },
};

/** `npm start`'s server on a build of its own (the other specs use the one Playwright starts). */
export const NODE: Host = {
  name: "npm start (serve.ts)",
  encodings: ["br", "gzip"],
  start: async (build: string) => {
    const port = await freePort();
    const child = spawn(process.execPath, ["pipeline/serve.ts"], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", BUILD_DIR: build },
      stdio: "inherit",
    });
    await waitForServer(port, () => child.exitCode === null);
    return {
      port,
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once("exit", () => resolve());
          child.kill("SIGTERM");
        }),
    };
  },
};

/** What a row expects. Leave a field out to not check it. */
export interface Row {
  /** What the row shows, for the report. */
  label: string;
  path: string;
  headers?: Record<string, string>;
  status: number | readonly number[];
  /** The redirect's target, as a path with its query. */
  location?: string;
  /** The Content-Type, compared without spaces and case. */
  type?: string;
  cache?: "revalidate" | "immutable";
  /** The security headers every host sends (the policy with frame-ancestors, nosniff, ...). */
  security?: boolean;
  /** Strict-Transport-Security present (true) or absent (false). */
  hsts?: boolean;
  /** Vary names Accept-Encoding (true), or there is no Vary at all (false). */
  vary?: boolean;
  /**
   * The encoding sent: "best" is the best twin the host sends among those the request accepts
   * (Accept-Encoding), and the bytes are that twin's; "identity" is the file as it is.
   */
  encoding?: "best" | "identity";
  /** The file (in build/client) whose bytes, or whose twin's, the body is. */
  file?: string;
  /** Text the body contains (after decompressing what the encoding says). */
  contains?: string;
  /** Text the body must not contain. */
  excludes?: RegExp;
}

function accepted(row: Row): Encoding[] {
  const accept = Object.entries(row.headers ?? {}).find(([name]) => name.toLowerCase() === "accept-encoding")?.[1] ?? "";
  return (["br", "gzip"] as const).filter((encoding) => new RegExp(`\\b${encoding}\\b`).test(accept));
}

/** The encoding a host should send for a row. */
export function expectedEncoding(row: Row, host: Host): Encoding | undefined {
  if (row.encoding !== "best") return undefined;
  return host.encodings.find((encoding) => accepted(row).includes(encoding));
}

const header = (answer: Answer, name: string) => {
  const value = answer.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

function decoded(answer: Answer): string {
  const encoding = header(answer, "content-encoding");
  const bytes = encoding === "br" ? brotliDecompressSync(answer.body) : encoding === "gzip" ? gunzipSync(answer.body) : answer.body;
  return bytes.toString("utf8");
}

/** Checks one answer against its row. */
export function check(answer: Answer, row: Row, host: Host, client: string) {
  const what = `${host.name}: ${row.label} (${row.path.slice(0, 60)})`;
  const statuses = typeof row.status === "number" ? [row.status] : row.status;
  expect(statuses, `${what}: status`).toContain(answer.status);
  if (row.location !== undefined) {
    const location = new URL(String(header(answer, "location")), "http://x");
    expect(location.pathname + location.search, `${what}: Location`).toBe(row.location);
  }
  if (row.type !== undefined) {
    const normal = (type: string) => type.replace(/\s/g, "").toLowerCase();
    expect(normal(String(header(answer, "content-type"))), `${what}: Content-Type`).toBe(normal(row.type));
  }
  if (row.cache !== undefined) {
    expect(header(answer, "cache-control"), `${what}: Cache-Control`).toBe(row.cache === "immutable" ? CACHE_IMMUTABLE : CACHE_REVALIDATE);
  }
  if (row.security) {
    const policy = String(header(answer, "content-security-policy") ?? "");
    expect(policy, `${what}: Content-Security-Policy`).toContain("frame-ancestors 'none'");
    // The site's own scripts, WebAssembly for the site search, and inline scripts by hash only.
    expect(policy, `${what}: Content-Security-Policy`).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-");
    expect(policy, `${what}: Content-Security-Policy`).not.toContain("unsafe-inline");
    expect(header(answer, "x-content-type-options"), `${what}: X-Content-Type-Options`).toBe("nosniff");
    expect(header(answer, "x-frame-options"), `${what}: X-Frame-Options`).toBe("DENY");
    expect(header(answer, "referrer-policy"), `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
    expect(header(answer, "cross-origin-opener-policy"), `${what}: Cross-Origin-Opener-Policy`).toBe("same-origin");
    expect(header(answer, "permissions-policy"), `${what}: Permissions-Policy`).toContain("camera=()");
  }
  if (row.hsts !== undefined) {
    if (row.hsts) expect(header(answer, "strict-transport-security"), `${what}: Strict-Transport-Security`).toMatch(/^max-age=\d{7,}$/);
    else expect(header(answer, "strict-transport-security"), `${what}: no Strict-Transport-Security over plain HTTP`).toBeUndefined();
  }
  if (row.vary !== undefined) {
    if (row.vary) expect(header(answer, "vary"), `${what}: Vary`).toMatch(/accept-encoding/i);
    else expect(header(answer, "vary"), `${what}: no Vary`).toBeUndefined();
  }
  if (row.encoding !== undefined) {
    const encoding = expectedEncoding(row, host);
    expect(header(answer, "content-encoding"), `${what}: Content-Encoding`).toBe(encoding);
    if (row.file) {
      const file = join(client, row.file + (encoding === "br" ? ".br" : encoding === "gzip" ? ".gz" : ""));
      expect(answer.body.equals(readFileSync(file)), `${what}: the bytes of ${file}`).toBe(true);
    }
  }
  if (row.contains !== undefined) expect(decoded(answer).includes(row.contains), `${what}: the body has "${row.contains}"`).toBe(true);
  if (row.excludes !== undefined)
    expect(decoded(answer).match(row.excludes)?.[0], `${what}: the body has nothing like ${row.excludes}`).toBeUndefined();
}

/** A short account of an answer for the side-by-side table: status, and the headers that matter. */
export function summary(answer: Answer): string {
  const parts = [String(answer.status)];
  const location = header(answer, "location");
  if (location) {
    const url = new URL(location, "http://127.0.0.1");
    // The server's own address is left out; another (the owner's url) is written in full.
    parts.push(`→ ${url.hostname === "127.0.0.1" ? "" : url.origin}${url.pathname}${url.search}`);
  }
  const type = header(answer, "content-type");
  if (type && answer.status < 300) parts.push(type.replace(/;\s*charset=utf-8/i, "").replace(/^application\//, ""));
  const encoding = header(answer, "content-encoding");
  if (encoding) parts.push(encoding);
  const cache = header(answer, "cache-control");
  if (cache) parts.push(cache === CACHE_IMMUTABLE ? "1 year, immutable" : cache);
  if (/accept-encoding/i.test(header(answer, "vary") ?? "")) parts.push("Vary");
  const security = [
    "content-security-policy",
    "x-content-type-options",
    "referrer-policy",
    "permissions-policy",
    "cross-origin-opener-policy",
  ];
  if (security.every((name) => header(answer, name))) parts.push("security headers");
  if (header(answer, "strict-transport-security")) parts.push("HSTS");
  return parts.join(" · ");
}

/** The answers of a spec's hosts, row by row, written as a Markdown table once the spec is done. */
export class Responses {
  private readonly answers = new Map<string, Map<string, string>>();
  constructor(
    private readonly file: string,
    private readonly title: string,
  ) {}
  /** Records a host's answer to a row; `group` tells rows of the same name apart (a configuration's). */
  record(row: Row, host: Host, answer: Answer, group?: string) {
    const key = `${group ? `${group}: ` : ""}${row.label} | \`${row.path.length > 48 ? row.path.slice(0, 45) + "…" : row.path}\`${
      row.headers
        ? ` ${Object.entries(row.headers)
            .map(([name, value]) => `${name}: ${value}`)
            .join(", ")}`
        : ""
    }`;
    if (!this.answers.has(key)) this.answers.set(key, new Map());
    this.answers.get(key)!.set(host.name, summary(answer));
  }
  write(hosts: readonly Host[]) {
    if (!this.answers.size) return;
    const lines = [
      `# ${this.title}`,
      "",
      `| what | request | ${hosts.map((host) => host.name).join(" | ")} |`,
      `|---|---|${hosts.map(() => "---").join("|")}|`,
      ...[...this.answers].map(([key, byHost]) => `| ${key} | ${hosts.map((host) => byHost.get(host.name) ?? "–").join(" | ")} |`),
      "",
    ];
    mkdirSync(dirname(this.file), { recursive: true });
    writeFileSync(this.file, lines.join("\n"));
  }
}

/** Where the side-by-side tables go (Playwright's output folder, emptied at each run). */
export const responsesFile = (name: string) => join(import.meta.dirname, "..", "test-results", `${name}.md`);
