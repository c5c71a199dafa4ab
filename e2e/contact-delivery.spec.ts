// The contact form as the demo content ships it ("demo" mode), against the built site:
// it acknowledges and sends nothing, its bot trap stays out of people's way, and a draft
// outlives a reload (in every mode: the draft is kept before any sending).
import type { Page } from "@playwright/test";
import { content, inLanguage } from "./site-map.ts";
import { fillIn } from "../app/lib/form-delivery.ts";
import { en as words } from "../app/lib/words.ts";
import { expect, hydrated, test } from "./test";

const forms = inLanguage(content.forms, "en");

const message = {
  "First name": "Tanvir",
  "Last name": "Rahman",
  Email: "tanvir@example.com",
  Telephone: "+8801911000000",
  Message: "Could you rebuild our school's website before the new term?",
};

function contactForm(page: Page) {
  return page.getByRole("form", { name: "Send a message" });
}

test.skip(forms.contact.delivery !== "demo", "the demo content's contact form is a demo");

test("the demo form acknowledges a message, sends nothing, and keeps it to be sent by mail", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() !== "GET" || request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`);
  });
  const form = contactForm(page);
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label).fill(value);
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText(fillIn(forms.messages.contact.thanks, { firstName: message["First name"] }))).toBeVisible();
  await expect(page.getByText(forms.messages.contact.demo)).toBeVisible();
  await expect(form.getByLabel("Message")).toHaveValue(message.Message);
  expect(sent).toEqual([]);
  // Not sent, so not lost: the draft brings it back after a reload.
  await page.reload();
  await hydrated(page);
  await expect(contactForm(page).getByLabel("Message")).toHaveValue(message.Message);
});

test("the bot trap is neither reachable by keyboard nor announced", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = contactForm(page);
  // It is there, for bots…
  await expect(form.getByRole("textbox", { name: words.forms.honeypot, includeHidden: true })).toHaveCount(1);
  // …but not in the accessibility tree,
  await expect(form.getByRole("textbox", { name: words.forms.honeypot })).toHaveCount(0);
  await expect(form.getByRole("textbox")).toHaveCount(Object.keys(message).length);
  // and Tab goes from the message straight to the button.
  await form.getByLabel("Message").focus();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("button", { name: "Send message" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(form.getByLabel("Message")).toBeFocused();
});

test("a draft survives a reload, and shows wherever the form is", async ({ page }) => {
  await page.goto("/contact");
  await hydrated(page);
  const form = contactForm(page);
  for (const [label, value] of Object.entries(message)) await form.getByLabel(label).fill(value);
  await page.reload();
  await hydrated(page);
  for (const [label, value] of Object.entries(message)) await expect(contactForm(page).getByLabel(label)).toHaveValue(value);

  await page.goto("/");
  await hydrated(page);
  await expect(page.getByRole("form", { name: "Tell me about your project" }).getByLabel("Message")).toHaveValue(message.Message);
});
