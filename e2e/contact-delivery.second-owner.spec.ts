// The contact form and newsletter against a real (local) form service, which each test
// starts on the port the build's content sends the forms to (tests/fixtures/second-owner/forms.ts).
import type { Page } from "@playwright/test";
import { en as words } from "../app/lib/words.ts";
import { loadContent } from "../app/data/load.ts";
import { SECOND_OWNER } from "../playwright.config";
import { inLanguage } from "./site-map.ts";
import { startEndpoint, type TestEndpoint } from "./contact-delivery.endpoint";
import { axeViolations, expect, hydrated, type PageProblems, test, useColorMode } from "./test";

// Runs against the second owner's build (the "second-owner" project, as its file name says),
// whose forms.ts sends both forms to a local service on a fixed port; another build can be
// given with FIXTURE_BASE_URL and FIXTURE_ENDPOINT_PORT.
const { forms: fixtureForms, pages: fixturePages } = inLanguage(await loadContent(SECOND_OWNER), "en");
const BASE_URL = process.env.FIXTURE_BASE_URL;
/** The contact page's form, named by its heading in that owner's pages.ts. */
const FORM_NAME = fixturePages.contact.form.title;
const delivery = fixtureForms.contact.delivery;
const ENDPOINT_PORT = Number(process.env.FIXTURE_ENDPOINT_PORT ?? (typeof delivery === "object" ? new URL(delivery.endpoint).port : NaN));

test.skip(!ENDPOINT_PORT, "needs a build whose content sets a form endpoint");
if (BASE_URL) test.use({ baseURL: BASE_URL });
// One service on one fixed port: these tests take turns.
test.describe.configure({ mode: "serial" });

const message = {
  "First name": "Farhana",
  "Last name": "Islam",
  Email: "farhana@example.com",
  Telephone: "+8801511000000",
  Message: "We need a website for our bakery in Chattogram.",
};

let endpoint: TestEndpoint;
test.beforeEach(async () => {
  endpoint = await startEndpoint(ENDPOINT_PORT);
});
test.afterEach(async () => {
  await endpoint.close();
});

async function open(page: Page) {
  // A controlled clock: the form's "faster than a person" rule is passed by moving time on, not by waiting.
  await page.clock.install();
  await page.goto("/contact");
  await hydrated(page);
  const form = page.getByRole("form", { name: FORM_NAME });
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label).fill(value);
  await page.clock.fastForward(5_000);
  return form;
}

/** A failed post is what these tests ask for: the page's watcher is told it was expected. */
function expectFailedPost(problems: PageProblems) {
  const ours = (line: string) => line.includes(`127.0.0.1:${ENDPOINT_PORT}`) || /Failed to load resource/.test(line);
  problems.failedRequests = problems.failedRequests.filter((line) => !ours(line));
  problems.consoleMessages = problems.consoleMessages.filter((line) => !ours(line));
}

async function expectKeptWithFallback(page: Page, form: ReturnType<Page["getByRole"]>, text: string) {
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(text);
  await expect(alert).toBeFocused();
  await expect(alert.getByRole("link", { name: words.forms.mailFallback })).toHaveAttribute("href", /^mailto:/);
  for (const [label, value] of Object.entries(message)) await expect(form.getByLabel(label)).toHaveValue(value);
}

test("a message reaches the service, and the visitor is told", async ({ page }) => {
  const form = await open(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toContainText(message["First name"]);
  await expect(form.getByLabel("Message")).toHaveValue("");
  expect(endpoint.received).toEqual([
    expect.objectContaining({
      path: "/contact",
      accept: "application/json",
      fields: expect.objectContaining({ description: message.Message }),
    }),
  ]);
  await page.reload();
  await expect(page.getByRole("form", { name: FORM_NAME }).getByLabel("Message")).toHaveValue("");
});

for (const mode of ["light", "dark"] as const) {
  test(`a refusal keeps the message and offers the mail program (${mode}, axe-clean)`, async ({ page, problems }) => {
    await useColorMode(page, mode);
    endpoint.answer("fail");
    const form = await open(page);
    await form.getByRole("button", { name: "Send message" }).click();
    await expectKeptWithFallback(page, form, words.forms.failed.http(500));
    expect(await axeViolations(page)).toEqual([]);
    expectFailedPost(problems);
  });
}

test("a service that does not answer is given up on after the timeout", async ({ page }) => {
  endpoint.answer("hang");
  const form = await open(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByRole("status")).toHaveText(words.forms.sending);
  await page.clock.fastForward(16_000);
  await expectKeptWithFallback(page, form, words.forms.failed.timeout);
});

test("a service that is down keeps the message, and it survives a reload", async ({ page, problems }) => {
  await endpoint.close();
  const form = await open(page);
  await form.getByRole("button", { name: "Send message" }).click();
  await expectKeptWithFallback(page, form, words.forms.failed.network);
  expectFailedPost(problems);
  await page.reload();
  await expect(page.getByRole("form", { name: FORM_NAME }).getByLabel("Message")).toHaveValue(message.Message);
});

test("without JavaScript the browser posts the form to the service itself", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: BASE_URL ?? baseURL });
  const page = await context.newPage();
  await page.goto("/contact");
  const form = page.getByRole("form", { name: FORM_NAME });
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByRole("heading", { name: "Thanks, received" })).toBeVisible();
  expect(endpoint.received[0]?.fields).toMatchObject({ firstName: message["First name"], description: message.Message, _gotcha: "" });
  await context.close();
});

test("the newsletter subscribes through the service", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const newsletter = page.getByRole("form", { name: "Newsletter" });
  await newsletter.getByRole("textbox").fill(message.Email);
  await newsletter.getByRole("button", { name: "Subscribe" }).click();
  await expect(newsletter.getByRole("status")).toContainText(message.Email);
  expect(endpoint.received).toEqual([expect.objectContaining({ path: "/newsletter" })]);
});
