import type { z } from "zod";
import type { siteSchema } from "../data/schema/site.ts";

export const site = {
  name: { en: "Arif Hossain", bn: "আরিফ হোসেন" },
  title: { en: "Full-Stack Web Designer & Developer", bn: "ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার" },
  description: {
    en: "Arif Hossain is a freelance full-stack web designer and developer in Dhaka who builds fast web apps, mobile apps and WordPress sites for clients in Bangladesh and abroad.",
    bn: "আরিফ হোসেন ঢাকার একজন ফ্রিল্যান্স ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার, যিনি বাংলাদেশ ও বিদেশের ক্লায়েন্টদের জন্য দ্রুতগতির ওয়েব অ্যাপ, মোবাইল অ্যাপ ও WordPress সাইট তৈরি করেন।",
  },
  url: "https://arifhossain.example.com",
  // Once the site is live at `url` with a certificate: https: true sends http:// visitors to
  // https://, host: true sends other host names (www. or not, a preview name) to url's.
  // Apache, LiteSpeed (.htaccess) and nginx do it; off, the site also works on a preview address.
  redirectToUrl: { https: false, host: false },
  language: "en",
  // English, and Bengali under /bn/; ["en"] for English only (see "Two languages" in README.md).
  languages: ["en", "bn"],
  email: "hello@example.com",
  phone: "+880 1712-345678",
  address: {
    street: { en: "House 12, Road 5, Dhanmondi", bn: "বাড়ি ১২, রোড ৫, ধানমন্ডি" },
    city: { en: "Dhaka", bn: "ঢাকা" },
    postalCode: "1205",
    country: { en: "Bangladesh", bn: "বাংলাদেশ" },
    countryCode: "BD",
  },
  logo: {
    src: "/images/logo-mark.svg",
    alt: { en: "Arif Hossain", bn: "আরিফ হোসেন" },
    width: 64,
    height: 64,
  },
  socials: [
    { label: { en: "GitHub", bn: "GitHub" }, url: "https://github.com/arifhossain-demo", icon: "github" },
    { label: { en: "LinkedIn", bn: "LinkedIn" }, url: "https://www.linkedin.com/in/arifhossain-demo", icon: "linkedin" },
    { label: { en: "Dribbble", bn: "Dribbble" }, url: "https://dribbble.com/arifhossain-demo", icon: "dribbble" },
    { label: { en: "Behance", bn: "Behance" }, url: "https://www.behance.net/arifhossain-demo", icon: "behance" },
    { label: { en: "Facebook", bn: "Facebook" }, url: "https://www.facebook.com/arifhossain.demo", icon: "facebook" },
  ],
  // The main menu, in order: page names, or a group of pages under a label. "services" brings a
  // sub-menu of every service; pages of a feature switched off below are left out on their own.
  menu: [
    "home",
    "about",
    "portfolio",
    "services",
    { label: { en: "Pages", bn: "পৃষ্ঠাসমূহ" }, items: ["products", "terms", "privacy"] },
    "blog",
    "contact",
  ],
  // Optional features, all on unless set to false: introVideo, products, blog, testimonials, faq, comments, newsletter, hours, search.
  features: {},
  currency: "BDT",
  locale: "en-IN",
  // Comment times and, unless hours.ts names another, your working hours (hours.ts) are in this zone.
  timeZone: "Asia/Dhaka",
  // "on-arrival" shows a consent bar on the first visit: only for something that needs consent before the visitor acts.
  askForConsent: "when-used",
} satisfies z.input<typeof siteSchema>;
