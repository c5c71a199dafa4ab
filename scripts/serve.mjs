// Serves the production build (build/client) the way a static host does:
// /about is about/index.html, and any path that was not pre-rendered gets the
// not-found page with status 404. A port already in use is an error.
// Text files go out as the .br or .gz twins scripts/precompress.mjs wrote, when
// the browser accepts that encoding, with `Vary: Accept-Encoding`.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join, relative, sep } from "node:path";
import sirv from "sirv";
import { COMPRESSIBLE, extensionOf } from "./precompress.mjs";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";

if (!existsSync(join(root, "404.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

// Content types by extension. sirv's own table has none for .data and .ico and
// gives a charset only to HTML. `.data` is React Router's turbo-stream route data:
// its own server answers those requests with text/x-script.
const TYPES = {
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
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
};

// Every file of the build, as sirv sees it at start-up (it reads the folder once).
const files = new Set(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => "/" + relative(root, join(entry.parentPath, entry.name)).split(sep).join("/")),
);

/** The headers a request path gets, whatever encoding is chosen for it. */
function describe(pathname) {
  // A path that names no file is a clean URL: sirv answers it with an .html file.
  const name = files.has(pathname) ? pathname.replace(/\.(br|gz)$/, "") : "/index.html";
  const extension = extensionOf(name);
  return {
    type: TYPES[extension] ?? "application/octet-stream",
    compressible: COMPRESSIBLE.has(extension),
    // Vite's fingerprinted output (name-HASH.ext, an 8-character hash) never changes
    // content, so browsers may keep it for a year; everything else is revalidated.
    cacheControl: /^\/assets\/.+-[\w-]{8}\.[a-z\d]+(\.(br|gz))?$/i.test(pathname) ? "public, max-age=31536000, immutable" : "no-cache",
  };
}

function pathnameOf(req) {
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

// The not-found page, in each encoding it was precompressed to.
const notFound = Object.fromEntries(
  [
    ["br", "404.html.br"],
    ["gzip", "404.html.gz"],
    ["identity", "404.html"],
  ]
    .filter(([, file]) => existsSync(join(root, file)))
    .map(([encoding, file]) => [encoding, readFileSync(join(root, file))]),
);

function sendNotFound(req, res) {
  // The same choice sirv makes for files: brotli first, then gzip.
  const accepted = req.headers["accept-encoding"] ?? "";
  const encoding =
    /\b(br|brotli)\b/i.test(accepted) && notFound.br ? "br" : /\bgzip\b/i.test(accepted) && notFound.gzip ? "gzip" : "identity";
  const body = notFound[encoding];
  res.statusCode = 404;
  res.setHeader("Content-Type", TYPES.html);
  res.setHeader("Cache-Control", "no-cache");
  res.setHeader("Vary", "Accept-Encoding");
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  else res.removeHeader("Content-Encoding");
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

const server = createServer((req, res) => {
  // Set before sirv runs, so a 304 (which sirv answers without calling setHeaders) carries them too;
  // sirv keeps a Content-Type or Cache-Control already set on the response.
  const { type, compressible, cacheControl } = describe(pathnameOf(req));
  res.setHeader("Content-Type", type);
  res.setHeader("Cache-Control", cacheControl);
  if (compressible) res.setHeader("Vary", "Accept-Encoding");
  serveFile(req, res, () => sendNotFound(req, res));
});

server.on("error", (error) => {
  if (error.code === "EADDRINUSE") {
    console.error(`Port ${port} is already in use. Stop whatever is using it, or choose another port: PORT=5000 npm start`);
  } else {
    console.error(error);
  }
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving build/client at http://localhost:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.close(() => process.exit(0)));
