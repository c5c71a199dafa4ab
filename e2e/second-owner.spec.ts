// A smoke run of a second owner's site (tests/fixtures/second-owner), built with
// CONTENT_DIR to build-fixtures/second-owner and served on its own port (the
// "second-owner" project in playwright.config.ts): every pre-rendered page answers,
// has one h1, logs no error and passes axe; and nothing of the demo owner is left in it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { site as demo } from "../app/content/site";
import { telHref } from "../app/lib/contact";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf } from "../scripts/content-dir.ts";
import { redirects } from "../tests/fixtures/second-owner/redirects";
import { site as owner } from "../tests/fixtures/second-owner/site";
import { axeViolations, expect, test, useColorMode } from "./fixtures";

const build = buildDirOf(SECOND_OWNER);
const client = join(build, "client");
const files = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join("/"));

/** Every pre-rendered page, by the address it is served at; not the not-found page, nor the moved addresses (a 301). */
const pages = files(client)
  .filter((file) => file.endsWith(".html") && !["404.html", "__spa-fallback.html"].includes(file))
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, "").replace(/\.html$/, "")}`.replace(/(.)\/$/, "$1"))
  .filter((path) => !(path in redirects))
  .sort();

test("the fixture is this owner's build", () => {
  expect(pages).toContain("/");
  expect(pages.length).toBeGreaterThan(10);
  expect(readFileSync(join(client, "index.html"), "utf8")).toContain(owner.name);
});

for (const path of pages) {
  test(`${path}: 200, one h1, no console error, and axe finds nothing`, async ({ page }) => {
    await useColorMode(page, "light");
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await axeViolations(page)).toEqual([]);
  });
}

// Text files of the build, as a visitor's browser or a crawler receives them.
const TEXT = /\.(html|js|mjs|css|xml|json|txt|webmanifest|data)$/;

// FIXME: fails until the copy and settings still written in code move into the content
// (the lead is moving them). Offenders, by the file that writes them:
// - "+880 1712-345678": the telephone field's title, app/components/sections/contact-form.tsx
//   (pages and client JS); the phone example in the error message and a comment of
//   app/content/schema.ts and a comment of app/lib/contact.ts (with "+8801712345678"), server bundle
// - "Dhaka": the "Asia/Dhaka" time zone and a comment of app/lib/dates.ts (client JS and server
//   bundle); the workingHours example comment of app/content/schema.ts (server bundle)
// - "Arif Hossain": a comment of app/lib/cv.ts (server bundle)
// Remove .fixme once they are gone.
test.fixme("no trace of the demo owner in any built text file", () => {
  const traces = [demo.name, demo.email, demo.phone, telHref(demo.phone).slice("tel:".length), demo.address.city];
  const found = files(build)
    .filter((file) => TEXT.test(file))
    .flatMap((file) => {
      const text = readFileSync(join(build, file), "utf8");
      return traces.filter((trace) => text.includes(trace)).map((trace) => `${file}: ${trace}`);
    });
  expect(found).toEqual([]);
});
