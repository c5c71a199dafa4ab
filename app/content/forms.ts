import type { z } from "zod";
import type { formsSchema } from "../data/schema/forms.ts";

/**
 * How the contact form and the newsletter box reach you. Both are "demo" until you choose:
 * see "Contact form and newsletter" in README.md, and the comments in app/data/schema/forms.ts (`formsSchema`).
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
      thanks: { en: "Thank you, {firstName}!", bn: "ধন্যবাদ, {firstName}!" },
      sent: {
        en: "Your message reached me. I reply within one working day, usually sooner.",
        bn: "আপনার বার্তা আমার কাছে পৌঁছেছে। আমি এক কর্মদিবসের মধ্যে উত্তর দিই, সাধারণত তার আগেই।",
      },
      demo: {
        en: "This is a demo site, so your message was not sent anywhere. Please write to the email address on this page.",
        bn: "এটি একটি ডেমো সাইট, তাই আপনার বার্তা কোথাও পাঠানো হয়নি। অনুগ্রহ করে এই পৃষ্ঠায় দেওয়া ইমেইল ঠিকানায় লিখুন।",
      },
    },
    newsletter: {
      thanks: { en: "Thanks for subscribing!", bn: "সাবস্ক্রাইব করার জন্য ধন্যবাদ!" },
      sent: {
        en: "Please confirm with the link in the email that is on its way to {email}.",
        bn: "{email} ঠিকানায় একটি ইমেইল যাচ্ছে: তাতে দেওয়া লিংক দিয়ে সাবস্ক্রিপশন নিশ্চিত করুন।",
      },
      demo: {
        en: "This is a demo site: {email} stays in your browser and was not sent anywhere.",
        bn: "এটি একটি ডেমো সাইট: {email} আপনার ব্রাউজারেই রয়ে গেছে, কোথাও পাঠানো হয়নি।",
      },
    },
  },
} satisfies z.input<typeof formsSchema>;
