// `npm run dev`: the development server renders each page with React DOM and the browser
// hydrates it, with no console error or warning (the fixture watches the console, failed
// requests and requests that leave the site). The other specs test the production build.
import { spawn, type ChildProcess } from "node:child_process";
import { freePort } from "./servers/local-server.ts";
import { expect, hydrated, test } from "./test";
import { bengali } from "./site-map";

let server: ChildProcess | undefined;
let origin = "";

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const port = await freePort();
  // Its own process group: the react-router CLI relaunches itself as a child, and both are stopped.
  server = spawn(
    process.execPath,
    ["node_modules/@react-router/dev/bin.cjs", "dev", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
    {
      env: { ...process.env, CONTENT_DIR: "", BUILD_DIR: "" },
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
  origin = `http://127.0.0.1:${port}`;
  // A cold start (its dependencies bundled, the Bengali font cut) takes seconds, more on a busy machine.
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (server.exitCode !== null) throw new Error(`the development server exited (${server.exitCode}) before it answered`);
    if (
      await fetch(origin).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > 100_000) throw new Error(`the development server did not answer on ${origin} within 100 s`);
  }
});

test.afterAll(() => {
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
});

const paths = ["/", ...(bengali ? ["/bn"] : [])];
for (const path of paths) {
  test(`${path} renders on the server and hydrates in the browser, with no console message`, async ({ page }) => {
    let loads = 0;
    page.on("load", () => loads++);
    const response = await page.goto(`${origin}${path}`);
    expect(response?.status()).toBe(200);
    // Rendered before any script ran: the page's heading is in the HTML the server sent.
    expect(await response?.text()).toMatch(/<h1[\s>]/);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // A fresh server that bundles a dependency it found late reloads the page: it must not.
    await page.waitForTimeout(1_500);
    expect(loads, "the page loaded once").toBe(1);
  });
}
