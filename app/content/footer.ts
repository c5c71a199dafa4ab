import type { z } from "zod";
import type { footerSchema } from "./schema";

export const footer = {
  text: "Freelance full-stack web designer and developer in Dhaka. I build websites, web apps and mobile apps that load fast, read clearly and are easy to run after launch.",
  // Two columns of links; a link to a part switched off (site.ts `parts`) is left out on its own.
  columns: [
    {
      title: "Links",
      links: [
        { label: "Home", to: "/" },
        { label: "Service", to: "/services" },
        { label: "Blog", to: "/blog" },
        { label: "Contact US", to: "/contact" },
      ],
    },
    {
      title: "Services",
      links: [
        { label: "Contact & Faq", to: "/#faq" },
        { label: "Terms and Conditions", to: "/terms-conditions" },
        { label: "Privacy Policy", to: "/privacy-policy" },
        { label: "Trade Program", to: "/products" },
      ],
    },
  ],
  newsletterText:
    "One short email a month: new articles, course discounts and lessons from client work. No spam, and you can leave with one click.",
  copyrightText: "© 2026 Arif Hossain. All rights reserved.",
  madeByText: "Designed and built in Dhaka by Arif Hossain",
} satisfies z.input<typeof footerSchema>;
