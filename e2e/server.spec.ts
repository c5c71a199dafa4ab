import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, sep } from "node:path";
import { pathToFileURL } from "node:url";
import { expect, test } from "@playwright/test";
import { buildRoot } from "../app/data/content-dir.ts";
import { freePort } from "./servers/local-server.ts";
import { projects } from "./site-map";

const projectPage = `/portfolio/${projects.at(-1)!.id}`;

// The production server (pipeline/serve.ts), started the way `npm start` starts it.
function serve(port: number) {
  const child = spawn(process.execPath, ["pipeline/serve.ts"], { env: { ...process.env, PORT: String(port) } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

test("PORT chooses the port; pages, nested pages and unknown paths are served as a static host would", async ({ request }) => {
  const port = await freePort();
  const server = serve(port);
  try {
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(`http://localhost:${port}`);
    const base = `http://localhost:${port}`;
    expect((await request.get(`${base}/`)).status()).toBe(200);
    const nested = await request.get(`${base}${projectPage}`);
    expect(nested.status()).toBe(200);
    expect(await nested.text()).toContain("<h1");
    const missing = await request.get(`${base}/no/such/page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain("Page not found");
  } finally {
    server.child.kill();
  }
});

test("a port already in use is an error, not a silent move to another port", async ({ baseURL }) => {
  const busy = Number(new URL(baseURL!).port);
  const server = serve(busy);
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain(`Port ${busy} is already in use`);
});

// The build folder the server serves, to compare what it sends with the files on disk
// (read when a test runs, not when the spec is loaded: the build may not be there yet).
const client = pathToFileURL(join(buildRoot, "client") + "/");
const onDisk = (path: string) => readFileSync(new URL(`.${path}`, client));
const exists = (path: string) => existsSync(new URL(`.${path}`, client));
function build() {
  const files = (readdirSync(client, { recursive: true }) as string[])
    .map((name) => "/" + name.split(sep).join("/"))
    .filter((path) => statSync(new URL(`.${path}`, client)).isFile());
  const largestScript = files.filter((path) => /^\/assets\/.*\.js$/.test(path)).sort((a, b) => onDisk(b).length - onDisk(a).length)[0]!;
  const stylesheet = files.find((path) => /^\/assets\/.*\.css$/.test(path))!;
  // A page, the largest script and a route's data file, each with the file sirv reads for it.
  const compressed = [
    { path: "/", file: "/index.html" },
    { path: largestScript, file: largestScript },
    { path: "/blog.data", file: "/blog.data" },
  ];
  return { files, largestScript, stylesheet, compressed };
}

for (const { encoding, accept, suffix } of [
  { encoding: "br", accept: "br", suffix: ".br" },
  { encoding: "gzip", accept: "gzip", suffix: ".gz" },
]) {
  test(`with Accept-Encoding: ${accept}, pages, scripts and route data go out as the precompressed ${encoding} file`, async ({
    request,
  }) => {
    for (const { path, file } of build().compressed) {
      expect(exists(file + suffix), `${file}${suffix} was written by the build`).toBe(true);
      const response = await request.get(path, { headers: { "Accept-Encoding": accept } });
      expect(response.status(), path).toBe(200);
      const headers = response.headers();
      expect(headers["content-encoding"], path).toBe(encoding);
      expect(headers["vary"], path).toMatch(/accept-encoding/i);
      // The raw length is that of the twin on disk; Playwright hands back the body decompressed.
      expect(Number(headers["content-length"]), path).toBe(onDisk(file + suffix).length);
      expect((await response.body()).equals(onDisk(file)), path).toBe(true);
    }
  });
}

test("without an accepted encoding, files go out as they are on disk", async ({ request }) => {
  for (const { path, file } of build().compressed) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "identity" } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers["content-encoding"], path).toBeUndefined();
    expect(headers["vary"], path).toMatch(/accept-encoding/i);
    expect(Number(headers["content-length"]), path).toBe(onDisk(file).length);
    expect((await response.body()).equals(onDisk(file)), path).toBe(true);
  }
});

test("an unknown path gets the not-found page compressed too, with status 404", async ({ request }) => {
  const response = await request.get("/no/such/page", { headers: { "Accept-Encoding": "br, gzip" } });
  expect(response.status()).toBe(404);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["vary"]).toMatch(/accept-encoding/i);
  expect(await response.text()).toContain("Page not found");
});

test("every file type goes out with its content type, text with charset=utf-8", async ({ request }) => {
  const { files, largestScript, stylesheet } = build();
  const types: Record<string, string> = {
    "/": "text/html; charset=utf-8",
    [projectPage]: "text/html; charset=utf-8",
    // React Router's turbo-stream route data: its own server sends it as text/x-script.
    "/blog.data": "text/x-script; charset=utf-8",
    "/favicon.ico": "image/x-icon",
    "/favicon.svg": "image/svg+xml; charset=utf-8",
    "/site.webmanifest": "application/manifest+json; charset=utf-8",
    "/robots.txt": "text/plain; charset=utf-8",
    "/images/cv.pdf": "application/pdf",
    "/apple-touch-icon.png": "image/png",
    [largestScript]: "text/javascript; charset=utf-8",
    [stylesheet]: "text/css; charset=utf-8",
  };
  for (const [path, type] of Object.entries(types)) {
    for (const accept of ["br, gzip", "identity"]) {
      const response = await request.get(path, { headers: { "Accept-Encoding": accept } });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], `${path} (${accept})`).toBe(type);
    }
  }
  // And one file of every kind the build holds (the .br and .gz twins are only sent for their originals).
  const byExtension = new Map<string, string>();
  for (const path of files) {
    const extension = /\.([^./]+)$/.exec(path)?.[1];
    if (extension && !["br", "gz"].includes(extension) && !byExtension.has(extension)) byExtension.set(extension, path);
  }
  for (const [extension, path] of byExtension) {
    const type = (await request.head(path)).headers()["content-type"] ?? "";
    expect(type, `.${extension} (${path})`).not.toBe("");
    expect(type, `.${extension} (${path})`).not.toBe("application/octet-stream");
    if (/^text\/|javascript|json|xml/.test(type)) expect(type, `.${extension} (${path})`).toContain("charset=utf-8");
  }
});

test("fingerprinted assets are cached for a year, everything else is revalidated; only text varies by encoding", async ({ request }) => {
  const { largestScript, stylesheet } = build();
  for (const path of [largestScript, stylesheet]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("public, max-age=31536000, immutable");
  }
  for (const path of ["/", "/about", "/blog.data", "/favicon.ico", "/site.webmanifest", "/images/cv.pdf"]) {
    expect((await request.get(path)).headers()["cache-control"], path).toBe("no-cache");
  }
  for (const path of ["/images/cv.pdf", "/apple-touch-icon.png"]) {
    expect((await request.get(path)).headers()["vary"], path).toBeUndefined();
  }
});
