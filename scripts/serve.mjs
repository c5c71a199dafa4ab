// Serves the production build (build/client) the way a static host does:
// /about is about/index.html, and any path that was not pre-rendered gets the
// not-found page with status 404. A port already in use is an error.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = join(import.meta.dirname, "..", "build", "client");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";

if (!existsSync(join(root, "404.html"))) {
  console.error(`No build found in ${root}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}
const notFoundPage = readFileSync(join(root, "404.html"));

const files = sirv(root, {
  dev: false,
  etag: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    // Hashed file names never change content, so browsers may keep them for a year.
    if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    else res.setHeader("Cache-Control", "no-cache");
  },
});

const server = createServer((req, res) => {
  files(req, res, () => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "no-cache");
    res.end(req.method === "HEAD" ? undefined : notFoundPage);
  });
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
