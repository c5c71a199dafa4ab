import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { forms } from "~/content/forms";
import { formsSchema } from "~/data/schema";
import { checkOne, ContentError } from "./validate";

const FILE = "app/content/forms.ts";
const messages = forms.messages;

describe("formsSchema", () => {
  it("reads the content as it ships: each form goes where the content says", () => {
    const parsed = checkOne(FILE, formsSchema, forms);
    const written: z.input<typeof formsSchema> = forms;
    // A choice left out is "demo"; a service's address is kept, with the defaults filled in around it.
    const asWritten = (choice: unknown) => (typeof choice === "object" && choice ? expect.objectContaining(choice) : (choice ?? "demo"));
    expect(parsed.contact.delivery).toEqual(asWritten(written.contact.delivery));
    expect(parsed.newsletter).toEqual(asWritten(written.newsletter));
  });

  it("defaults to demo, an email field named email and no hidden fields", () => {
    expect(formsSchema.parse({ contact: {}, messages }).contact.delivery).toBe("demo");
    expect(formsSchema.parse({ contact: {}, messages }).newsletter).toBe("demo");
    const parsed = formsSchema.parse({
      contact: { delivery: { endpoint: "https://formspree.io/f/abc" } },
      newsletter: { action: "https://buttondown.com/api/emails/embed-subscribe/me" },
      messages,
    });
    expect(parsed.contact.delivery).toEqual({ endpoint: "https://formspree.io/f/abc", hidden: {} });
    expect(parsed.newsletter).toEqual({ action: "https://buttondown.com/api/emails/embed-subscribe/me", emailField: "email", hidden: {} });
  });

  it("accepts mailto and a provider's hidden fields", () => {
    expect(formsSchema.parse({ contact: { delivery: "mailto" }, messages }).contact.delivery).toBe("mailto");
    const delivery = { endpoint: "https://api.web3forms.com/submit", hidden: { access_key: "k", _subject: "Hi" } };
    expect(formsSchema.parse({ contact: { delivery }, messages }).contact.delivery).toEqual(delivery);
  });

  it("refuses a form address that is not https, except on this computer", () => {
    expect(() => checkOne(FILE, formsSchema, { contact: { delivery: { endpoint: "http://forms.example/f" } }, messages })).toThrow(
      /field "contact.delivery.endpoint": must be an https:\/\/ address/,
    );
    expect(() => checkOne(FILE, formsSchema, { contact: {}, newsletter: { action: "ftp://x.example" }, messages })).toThrow(ContentError);
    expect(() => checkOne(FILE, formsSchema, { contact: {}, newsletter: { action: "http://localhost.evil.example/x" }, messages })).toThrow(
      ContentError,
    );
    expect(
      formsSchema.parse({ contact: {}, newsletter: { action: "http://127.0.0.1:4999/subscribe" }, messages }).newsletter,
    ).toMatchObject({
      action: "http://127.0.0.1:4999/subscribe",
    });
  });

  it("refuses a delivery it does not know, and missing words", () => {
    expect(() => checkOne(FILE, formsSchema, { contact: { delivery: "email" }, messages })).toThrow(/contact.delivery/);
    expect(() => checkOne(FILE, formsSchema, { contact: {}, messages: { contact: messages.contact } })).toThrow(/messages.newsletter/);
  });
});
