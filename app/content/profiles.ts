import type { z } from "zod";
import type { profileLinkSchema } from "../data/schema/site.ts";

export const profiles = [
  {
    name: { en: "Upwork", bn: "Upwork" },
    url: "https://www.upwork.com/freelancers/arifhossain-demo",
    icon: "upwork",
    note: { en: "Top Rated · 100% Job Success", bn: "Top Rated · ১০০% জব সাকসেস" },
  },
  {
    name: { en: "Fiverr", bn: "Fiverr" },
    url: "https://www.fiverr.com/arifhossain_demo",
    icon: "fiverr",
    note: { en: "Level 2 Seller · 4.9 from 140 reviews", bn: "Level 2 Seller · ১৪০টি রিভিউতে ৪.৯" },
  },
  {
    name: { en: "GitHub", bn: "GitHub" },
    url: "https://github.com/arifhossain-demo",
    icon: "github",
    note: { en: "Open-source starters and snippets", bn: "ওপেন-সোর্স স্টার্টার ও কোড স্নিপেট" },
  },
  {
    name: { en: "LinkedIn", bn: "LinkedIn" },
    url: "https://www.linkedin.com/in/arifhossain-demo",
    icon: "linkedin",
    note: { en: "Recommendations from past clients", bn: "আগের ক্লায়েন্টদের সুপারিশ" },
  },
  {
    name: { en: "Dribbble", bn: "Dribbble" },
    url: "https://dribbble.com/arifhossain-demo",
    icon: "dribbble",
    note: { en: "UI shots and dashboard concepts", bn: "UI শট ও ড্যাশবোর্ডের কনসেপ্ট" },
  },
  {
    name: { en: "Behance", bn: "Behance" },
    url: "https://www.behance.net/arifhossain-demo",
    icon: "behance",
    note: { en: "Full case studies with process", bn: "কাজের প্রক্রিয়াসহ পূর্ণাঙ্গ কেস স্টাডি" },
  },
  {
    name: { en: "CodePen", bn: "CodePen" },
    url: "https://codepen.io/arifhossain-demo",
    icon: "codepen",
    note: { en: "Small CSS and animation experiments", bn: "CSS ও অ্যানিমেশন নিয়ে ছোট ছোট পরীক্ষা" },
  },
] satisfies z.input<typeof profileLinkSchema>[];
