import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { buildDirOf } from "./app/data/content-dir.ts";

const port = Number(process.env.E2E_PORT ?? 4174);
// Debian's Chromium: its headless shell where it is installed (.ci/run installs it), which opens a
// page in half the time of the whole browser's headless mode (docs/decisions/037-headless-shell.md).
const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

// The second owner (tests/fixtures/second-owner), built to its own folder by
// `CONTENT_DIR=tests/fixtures/second-owner npm run build` and served on a port of its own.
export const SECOND_OWNER = "tests/fixtures/second-owner";
const secondOwnerPort = Number(process.env.E2E_FIXTURE_PORT ?? port + 1);

// The second owner with every optional feature off (tests/fixtures/features-off), built by
// `npm run build:features-off` to its own folder and served on the next port.
export const FEATURES_OFF = "tests/fixtures/features-off";
const featuresOffPort = Number(process.env.E2E_FEATURES_OFF_PORT ?? port + 2);

// The demo's content counted with Google Analytics 4 (tests/fixtures/analytics), built by
// `npm run build:analytics` to its own folder and served on the next port.
export const ANALYTICS = "tests/fixtures/analytics";
const analyticsPort = Number(process.env.E2E_ANALYTICS_PORT ?? port + 3);

/** `npm start`'s server for a content folder's build (CONTENT_DIR "" is the demo's, whatever the shell has). */
function server(at: number, contentDir: string) {
  return {
    command: "node pipeline/serve.ts",
    env: { PORT: String(at), CONTENT_DIR: contentDir, BUILD_DIR: "" },
    url: `http://localhost:${at}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  };
}

/** A fixture's server, started only once the fixture is built (npm test builds it): the demo's specs run without it. */
function fixtureServer(at: number, contentDir: string) {
  return existsSync(`${buildDirOf(contentDir)}/client/404.html`) ? [server(at, contentDir)] : [];
}

// A spec says in its file name which site it runs against: `<name>.second-owner.spec.ts` (or
// `second-owner.spec.ts`) the second owner's, `<name>.features-off.spec.ts` (or `features-off.spec.ts`)
// that owner's with every feature off, `<name>.analytics.spec.ts` (or `analytics.spec.ts`) the
// analytics owner's, and any other spec the demo's.
const SECOND_OWNER_SPEC = /(^|[/.])second-owner\.spec\.ts$/;
const FEATURES_OFF_SPEC = /(^|[/.])features-off\.spec\.ts$/;
const ANALYTICS_SPEC = /(^|[/.])analytics\.spec\.ts$/;

const browser = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: chromium,
    args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  },
};

export default defineConfig({
  testDir: "e2e",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Many tests visit several pages; on a machine half as fast as usual (2026-11-27) a few took
  // 30-33 s, past Playwright's default 30 s. A failing assertion still fails at once.
  timeout: 60_000,
  workers: 2,
  reporter: "list",
  use: {
    // A trace of a test's first run costs a fifth more time (2026-11-28, 40 page tests: 69-80 s
    // against 55-58 s); a test that fails on CI is run again, and that run keeps its trace. Run
    // with `--trace on` for one locally.
    trace: "on-first-retry",
  },
  projects: [
    // The demo owner's site (build/): every spec not named for another site.
    {
      name: "chromium",
      testIgnore: [SECOND_OWNER_SPEC, FEATURES_OFF_SPEC, ANALYTICS_SPEC],
      use: { ...browser, baseURL: `http://localhost:${port}` },
    },
    // The second owner's site: a smoke run of every page, and what differs from the demo.
    { name: "second-owner", testMatch: SECOND_OWNER_SPEC, use: { ...browser, baseURL: `http://localhost:${secondOwnerPort}` } },
    // The same owner with every optional feature switched off.
    { name: "features-off", testMatch: FEATURES_OFF_SPEC, use: { ...browser, baseURL: `http://localhost:${featuresOffPort}` } },
    // The demo's content with analytics on: consent, the provider's script and events, the policy.
    { name: "analytics", testMatch: ANALYTICS_SPEC, use: { ...browser, baseURL: `http://localhost:${analyticsPort}` } },
  ],
  // The tests run against the production build, served as in production.
  webServer: [
    server(port, ""),
    ...fixtureServer(secondOwnerPort, SECOND_OWNER),
    ...fixtureServer(featuresOffPort, FEATURES_OFF),
    ...fixtureServer(analyticsPort, ANALYTICS),
  ],
});
