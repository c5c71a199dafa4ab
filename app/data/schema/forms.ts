/** Where the contact form and the newsletter box send (forms.ts), and what a visitor reads once they are done. */
import { z } from "zod";
import { externalUrl, type Shown, text } from "./fields.ts";

/**
 * Where an address for a form to post to may point: https only (a form sent over plain
 * http could be read on the way), except a server on this computer, for tests.
 */
const formEndpoint = externalUrl.refine(
  (url) => url.startsWith("https://") || /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?(\/|$)/.test(url),
  "must be an https:// address",
);
/**
 * Extra fields some providers need with every message, sent unseen with the form: name →
 * value, e.g. { access_key: "…" } for Web3Forms or { _subject: "New message" } for Formspree.
 */
const hiddenFields = z.record(z.string().regex(/^[\w.[\]-]+$/, "must be a field name of letters, digits, _ . - [ ]"), z.string());

/** What a visitor reads once a form is done; `{firstName}` and `{email}` are filled in. */
const formMessagesSchema = z.object({
  /** The title of the thank-you message, e.g. "Thank you, {firstName}!". */
  thanks: text,
  /** Said under it when the message really went out. */
  sent: text,
  /** Said under it in "demo" mode, where nothing is sent: say so, and where to write instead. */
  demo: text,
});

/**
 * How the contact form and the newsletter box reach you (`forms.ts`). The site is static: it
 * has no server of its own, so a message goes to your mail program or to a form service.
 */
export const formsSchema = z.object({
  contact: z.object({
    /**
     * - "demo": nothing is sent; the visitor is told this is a demo.
     * - "mailto": the visitor's own mail program opens with a message to `site.email`,
     *   subject and text filled in from the form; they press send there.
     * - { endpoint: "https://…" }: the form is posted to that address, a form service such as
     *   Formspree ("https://formspree.io/f/your-id") or Web3Forms ("https://api.web3forms.com/submit",
     *   with `hidden: { access_key: "your-key" }`). The service emails it to you.
     */
    delivery: z
      .union([z.literal("demo"), z.literal("mailto"), z.object({ endpoint: formEndpoint, hidden: hiddenFields.default({}) })])
      .default("demo"),
  }),
  /**
   * The newsletter box in the footer. "demo": nothing is sent. Or the address your mailing
   * list service gives for its sign-up form (Buttondown, Mailchimp, a form service), with the
   * name it expects for the email field (default "email") and any fields it needs unseen.
   */
  newsletter: z
    .union([
      z.literal("demo"),
      z.object({
        action: formEndpoint,
        emailField: z
          .string()
          .regex(/^[\w.[\]-]+$/, "must be a field name")
          .default("email"),
        hidden: hiddenFields.default({}),
      }),
    ])
    .default("demo"),
  /** What the visitor reads after sending the contact form and after subscribing. */
  messages: z.object({ contact: formMessagesSchema, newsletter: formMessagesSchema }),
});

export type Forms = Shown<typeof formsSchema>;
export type ContactDelivery = Forms["contact"]["delivery"];
export type NewsletterDelivery = Forms["newsletter"];
export type FormMessages = Shown<typeof formMessagesSchema>;
