import type { z } from "zod";
import type { footerSchema } from "../data/schema/pages.ts";

export const footer = {
  text: {
    en: "Freelance full-stack web designer and developer in Dhaka. I build websites, web apps and mobile apps that load fast, read clearly and are easy to run after launch.",
    bn: "ঢাকার ফ্রিল্যান্স ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার। আমি এমন ওয়েবসাইট, ওয়েব অ্যাপ ও মোবাইল অ্যাপ তৈরি করি, যা দ্রুত লোড হয়, সহজে পড়া যায় এবং লঞ্চের পরে চালানোও সহজ।",
  },
  // Two columns of links; a link to a feature switched off (site.ts `features`) is left out on its own.
  columns: [
    {
      title: { en: "Links", bn: "লিংক" },
      links: [
        { label: { en: "Home", bn: "হোম" }, to: "/" },
        { label: { en: "Service", bn: "সেবা" }, to: "/services" },
        { label: { en: "Blog", bn: "ব্লগ" }, to: "/blog" },
        { label: { en: "Contact US", bn: "যোগাযোগ" }, to: "/contact" },
      ],
    },
    {
      title: { en: "Services", bn: "সেবাসমূহ" },
      links: [
        { label: { en: "Contact & Faq", bn: "যোগাযোগ ও প্রশ্নোত্তর" }, to: "/#faq" },
        { label: { en: "Terms and Conditions", bn: "শর্তাবলি" }, to: "/terms-conditions" },
        { label: { en: "Privacy Policy", bn: "গোপনীয়তা নীতি" }, to: "/privacy-policy" },
        { label: { en: "Trade Program", bn: "প্রশিক্ষণ প্রোগ্রাম" }, to: "/products" },
      ],
    },
  ],
  newsletterText: {
    en: "One short email a month: new articles, course discounts and lessons from client work. No spam, and you can leave with one click.",
    bn: "মাসে একটি ছোট ইমেইল: নতুন লেখা, কোর্সে ছাড় আর ক্লায়েন্টের কাজ থেকে পাওয়া শিক্ষা। কোনো স্প্যাম নয়, আর এক ক্লিকেই আনসাবস্ক্রাইব করতে পারবেন।",
  },
  copyrightText: { en: "© 2026 Arif Hossain. All rights reserved.", bn: "© ২০২৬ আরিফ হোসেন। সর্বস্বত্ব সংরক্ষিত।" },
  madeByText: { en: "Designed and built in Dhaka by Arif Hossain", bn: "ঢাকায় ডিজাইন ও তৈরি করেছেন আরিফ হোসেন" },
} satisfies z.input<typeof footerSchema>;
