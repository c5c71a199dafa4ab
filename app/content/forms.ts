import type { z } from "zod";
import type { formsSchema } from "./schema";

/**
 * How the contact form and the newsletter box reach you. Both are "demo" until you choose:
 * see "Contact form and newsletter" in README.md, and the comments in schema.ts (`formsSchema`).
 *
 * Examples:
 *   contact: { delivery: "mailto" },
 *   contact: { delivery: { endpoint: "https://formspree.io/f/your-form-id" } },
 *   contact: { delivery: { endpoint: "https://api.web3forms.com/submit", hidden: { access_key: "your-access-key" } } },
 *   newsletter: { action: "https://buttondown.com/api/emails/embed-subscribe/your-name" },
 */
export const forms = {
  contact: { delivery: "demo" },
  newsletter: "demo",
  messages: {
    contact: {
      thanks: "Thank you, {firstName}!",
      sent: "Your message reached me. I reply within one working day, usually sooner.",
      demo: "This is a demo site, so your message was not sent anywhere. Please write to the email address on this page.",
    },
    newsletter: {
      thanks: "Thanks for subscribing!",
      sent: "Please confirm with the link in the email that is on its way to {email}.",
      demo: "This is a demo site: {email} stays in your browser and was not sent anywhere.",
    },
  },
} satisfies z.input<typeof formsSchema>;
