import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";

// The production server (scripts/serve.mjs), started the way `npm start` starts it.
function serve(port: number) {
  const child = spawn(process.execPath, ["scripts/serve.mjs"], { env: { ...process.env, PORT: String(port) } });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, exited, output: () => output };
}

test("PORT chooses the port; pages, nested pages and unknown paths are served as a static host would", async ({ request }) => {
  const port = 4191;
  const server = serve(port);
  try {
    await expect.poll(() => server.output(), { timeout: 10_000 }).toContain(`http://localhost:${port}`);
    const base = `http://localhost:${port}`;
    expect((await request.get(`${base}/`)).status()).toBe(200);
    const nested = await request.get(`${base}/portfolio/3`);
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
