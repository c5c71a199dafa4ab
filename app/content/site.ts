import type { z } from "zod";
import type { siteSchema } from "./schema";

export const site = {
  name: "Arif Hossain",
  title: "Full-Stack Web Designer & Developer",
  description:
    "Arif Hossain is a freelance full-stack web designer and developer in Dhaka who builds fast web apps, mobile apps and WordPress sites for clients in Bangladesh and abroad.",
  url: "https://arifhossain.example.com",
  language: "en",
  email: "hello@example.com",
  phone: "+880 1712-345678",
  address: {
    street: "House 12, Road 5, Dhanmondi",
    city: "Dhaka",
    postalCode: "1205",
    country: "Bangladesh",
    countryCode: "BD",
  },
  logo: {
    src: "/images/logo-mark.svg",
    alt: "Arif Hossain",
    width: 64,
    height: 64,
  },
  socials: [
    { label: "GitHub", url: "https://github.com/arifhossain-demo", icon: "github" },
    { label: "LinkedIn", url: "https://www.linkedin.com/in/arifhossain-demo", icon: "linkedin" },
    { label: "Dribbble", url: "https://dribbble.com/arifhossain-demo", icon: "dribbble" },
    { label: "Behance", url: "https://www.behance.net/arifhossain-demo", icon: "behance" },
    { label: "Facebook", url: "https://www.facebook.com/arifhossain.demo", icon: "facebook" },
  ],
  // The main menu, in order: page names, or a group of pages under a label. "services" brings a
  // sub-menu of every service; pages of a part switched off below are left out on their own.
  menu: ["home", "about", "portfolio", "services", { label: "Pages", items: ["products", "terms", "privacy"] }, "blog", "contact"],
  // Optional parts, all on unless set to false: introVideo, products, blog, testimonials, faq, comments, newsletter.
  parts: {},
  workingHours: "Sunday to Thursday, 10:00–18:00 Dhaka time (GMT+6)",
  currency: "BDT",
  locale: "en-IN",
  timeZone: "Asia/Dhaka",
  // "on-arrival" shows a consent bar on the first visit: only for something that needs consent before the visitor acts.
  askForConsent: "when-used",
} satisfies z.input<typeof siteSchema>;
