// Serves the production build (build/client) the way a static host does:
// /about is about/index.html, and any path that was not pre-rendered gets the
// not-found page with status 404. A port already in use is an error.
// Text files go out as the .br or .gz twins precompress.ts wrote, when
// the browser accepts that encoding, with `Vary: Accept-Encoding`. Every response carries
// the security headers (Strict-Transport-Security only behind a proxy that took the request
// over HTTPS), cache rules and redirects every host's configuration gets (hosting/policy.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { join, relative, sep } from "node:path";
import sirv from "sirv";
import { CACHE_REVALIDATE, cacheControl, CONTENT_TYPES, HTTPS_ONLY_HEADERS, notFoundPageFor, ownerPolicy } from "./hosting/policy.ts";
import { COMPRESSIBLE, extensionOf } from "./precompress.ts";
import { BUILD_DIR, buildRoot } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";

const root = join(buildRoot, "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";

if (![join(root, "404.html"), join(root, "..", "deploy", "headers.json")].every((file) => existsSync(file))) {
  console.error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

// The same rules every host's configuration gets (hosting/policy.ts), from the content the build was made from.
const owner = ownerPolicy(await loadContent());
const MOVED = new Map(owner.redirects.map((redirect) => [redirect.from, redirect]));

// Every file of the build, as sirv sees it at start-up (it reads the folder once).
const files = new Set(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => "/" + relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")),
);

/** Content types by extension, any extension asked. */
const CONTENT_TYPE_OF: Readonly<Record<string, string>> = CONTENT_TYPES;

/** The headers a request path gets, whatever encoding is chosen for it. */
function describe(pathname: string): { type: string; compressible: boolean; cache: string } {
  // A path that names no file is a clean URL: sirv answers it with an .html file.
  const name = files.has(pathname) ? pathname.replace(/\.(br|gz)$/, "") : "/index.html";
  const extension = extensionOf(name);
  return {
    type: CONTENT_TYPE_OF[extension] ?? "application/octet-stream",
    compressible: COMPRESSIBLE.has(extension),
    cache: cacheControl(pathname, owner.contentNamedDirs),
  };
}

function pathnameOf(req: IncomingMessage): string {
  const { pathname } = new URL(req.url ?? "/", "http://localhost");
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

const serveFile = sirv(root, {
  dev: false,
  etag: true,
  extensions: ["html"],
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    // sirv varies every response on Accept-Encoding once brotli or gzip is on; only text has twins.
    if (!describe(pathname).compressible) res.removeHeader("Vary");
  },
});

// Each not-found page (the English one, and one per language under its prefix), in each
// encoding it was precompressed to.
const notFoundPages = new Map<string, Partial<Record<"br" | "gzip" | "identity", Buffer>>>(
  owner.notFoundPages.map(({ page }) => [
    page,
    Object.fromEntries(
      (
        [
          ["br", `${page}.br`],
          ["gzip", `${page}.gz`],
          ["identity", page],
        ] as const
      )
        .filter(([, file]) => existsSync(join(root, file)))
        .map(([encoding, file]) => [encoding, readFileSync(join(root, file))]),
    ),
  ]),
);

function sendNotFound(req: IncomingMessage, res: ServerResponse): void {
  const notFound = notFoundPages.get(notFoundPageFor(pathnameOf(req), owner.notFoundPages))!;
  // The same choice sirv makes for files: brotli first, then gzip.
  const accepted = req.headers["accept-encoding"] ?? "";
  const encoding =
    /\b(br|brotli)\b/i.test(accepted) && notFound.br ? "br" : /\bgzip\b/i.test(accepted) && notFound.gzip ? "gzip" : "identity";
  // The page itself: the build writes every not-found page.
  const body = notFound[encoding]!;
  res.statusCode = 404;
  res.setHeader("Content-Type", CONTENT_TYPES.html);
  res.setHeader("Cache-Control", CACHE_REVALIDATE);
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  else res.removeHeader("Content-Encoding");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

// The security headers the build wrote for every host, with the policy naming every page's
// inline scripts (pipeline/hosting/configs.ts); Strict-Transport-Security over HTTPS only: behind
// a proxy that took the request over HTTPS and says so (X-Forwarded-Proto), as this server
// itself speaks plain HTTP.
const SECURITY = JSON.parse(readFileSync(join(root, "..", "deploy", "headers.json"), "utf8")) as [name: string, value: string][];
const PLAIN_HTTP = SECURITY.filter(([name]) => !HTTPS_ONLY_HEADERS.has(name));
const overHttps = (req: IncomingMessage) =>
  ("encrypted" in req.socket && req.socket.encrypted === true) || /^https$/i.test(String(req.headers["x-forwarded-proto"] ?? "").trim());

function redirectTo(res: ServerResponse, location: string): void {
  res.statusCode = 301;
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", CACHE_REVALIDATE);
  res.end();
}

const server = createServer((req, res) => {
  for (const [name, value] of overHttps(req) ? SECURITY : PLAIN_HTTP) res.setHeader(name, value);
  const pathname = pathnameOf(req);
  const { search } = new URL(req.url ?? "/", "http://localhost");
  // Addresses that moved (keeping the query, as the other hosts do), and a page's address with a
  // trailing slash: one address per page.
  const moved = MOVED.get(pathname.replace(/(.)\/$/, "$1"));
  if (moved) return redirectTo(res, /[?#]/.test(moved.to) ? moved.to : moved.to + search);
  if (pathname.length > 1 && pathname.endsWith("/") && !files.has(pathname)) {
    return redirectTo(res, encodeURI(pathname.replace(/\/+$/, "")) + search);
  }
  // Source maps are never served (dotfiles neither: sirv leaves them out, .well-known/ aside).
  if (/\.map$/i.test(pathname)) return sendNotFound(req, res);
  // Set before sirv runs, so a 304 (which sirv answers without calling setHeaders) carries them too;
  // sirv keeps a Content-Type or Cache-Control already set on the response.
  const { type, compressible, cache } = describe(pathname);
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cache);
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  serveFile(req, res, () => sendNotFound(req, res));
});

server.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EADDRINUSE") {
    console.error(`Port ${port} is already in use. Stop whatever is using it, or choose another port: PORT=5000 npm start`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving ${BUILD_DIR}/client at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
