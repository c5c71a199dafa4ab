import type { z } from "zod";
import type { resumeSchema } from "../data/schema/pages.ts";

const logo = (file: string, alt: string | { en: string; bn?: string }) => ({
  src: `/images/experience/${file}.svg`,
  alt,
  width: 64,
  height: 64,
});
const tool = (file: string, name: string) => ({
  name,
  image: { src: `/images/tools/${file}.svg`, alt: { en: `${name} mark`, bn: `${name}-এর লোগো` }, width: 48, height: 48 },
});

export const resume = {
  yearsOfExperience: 4,
  experienceText: {
    en: "For four years I have been turning rough ideas into working products: online shops, booking systems, internal dashboards, mobile apps and WordPress sites. I started in a Dhaka agency, learned to ship on deadlines for real clients, and now work directly with founders, NGOs and small teams in Bangladesh, the UK, the Gulf and Australia. I design in Figma, build with React, Node.js and Flutter, and stay with my clients after launch.",
    bn: "চার বছর ধরে আমি কাঁচা আইডিয়াকে কাজের উপযোগী প্রোডাক্টে রূপ দিচ্ছি: অনলাইন শপ, বুকিং সিস্টেম, প্রতিষ্ঠানের ভেতরের ড্যাশবোর্ড, মোবাইল অ্যাপ আর WordPress সাইট। শুরু করেছিলাম ঢাকার একটি এজেন্সিতে, সেখানে বাস্তব ক্লায়েন্টদের জন্য ডেডলাইন মেনে কাজ ডেলিভারি দিতে শিখেছি। এখন সরাসরি কাজ করি বাংলাদেশ, যুক্তরাজ্য, উপসাগরীয় দেশগুলো আর অস্ট্রেলিয়ার ফাউন্ডার, এনজিও ও ছোট টিমের সঙ্গে। ডিজাইন করি Figma-তে, তৈরি করি React, Node.js আর Flutter দিয়ে, আর লঞ্চের পরেও ক্লায়েন্টদের পাশে থাকি।",
  },
  image: {
    src: "/images/resume-portrait.svg",
    alt: {
      en: "Illustration of Arif Hossain at his desk behind a laptop, with a monitor full of code, a mug of tea and a window",
      bn: "ডেস্কে ল্যাপটপের ওপাশে বসা আরিফ হোসেনের একটি ইলাস্ট্রেশন, সঙ্গে কোডে ভরা একটি মনিটর, এক মগ চা আর একটি জানালা",
    },
    width: 480,
    height: 560,
  },
  experiences: [
    {
      title: { en: "Freelance Full-Stack Web Designer & Developer", bn: "ফ্রিল্যান্স ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার" },
      organisation: {
        en: "Independent · clients in Bangladesh, the UK, the UAE and Australia",
        bn: "স্বাধীনভাবে · বাংলাদেশ, যুক্তরাজ্য, সংযুক্ত আরব আমিরাত ও অস্ট্রেলিয়ার ক্লায়েন্ট",
      },
      image: logo("freelance", { en: "Briefcase mark for freelance work", bn: "ফ্রিল্যান্স কাজের প্রতীক: একটি ব্রিফকেস" }),
      date: { en: "2024 – Present", bn: "২০২৪ – বর্তমান" },
    },
    {
      title: { en: "Frontend Developer", bn: "ফ্রন্টএন্ড ডেভেলপার" },
      organisation: { en: "Brightline Digital Ltd., Dhaka", bn: "ব্রাইটলাইন ডিজিটাল লিমিটেড, ঢাকা" },
      image: logo("brightline", {
        en: "Brightline Digital mark: a rising sun over a line",
        bn: "ব্রাইটলাইন ডিজিটালের লোগো: একটি রেখার ওপর উদীয়মান সূর্য",
      }),
      date: { en: "2023 – 2024", bn: "২০২৩ – ২০২৪" },
    },
    {
      title: { en: "Junior Web Developer", bn: "জুনিয়র ওয়েব ডেভেলপার" },
      organisation: { en: "PixelNest Studio, Dhaka", bn: "পিক্সেলনেস্ট স্টুডিও, ঢাকা" },
      image: logo("pixelnest", {
        en: "PixelNest Studio mark: a grid of white pixels around an amber one",
        bn: "পিক্সেলনেস্ট স্টুডিওর লোগো: অ্যাম্বার রঙের একটি পিক্সেলের চারপাশে সাদা পিক্সেলের গ্রিড",
      }),
      date: { en: "2022 – 2023", bn: "২০২২ – ২০২৩" },
    },
    {
      title: { en: "Web Development Intern", bn: "ওয়েব ডেভেলপমেন্ট ইন্টার্ন" },
      organisation: { en: "Codebari Labs, Dhaka", bn: "কোডবাড়ি ল্যাবস, ঢাকা" },
      image: logo("codebari", {
        en: "Codebari Labs mark: code brackets inside a house shape",
        bn: "কোডবাড়ি ল্যাবসের লোগো: একটি ঘরের আকৃতির ভেতরে কোডের ব্র্যাকেট",
      }),
      date: { en: "Jan – Jun 2022", bn: "জানুয়ারি – জুন ২০২২" },
    },
  ],
  skills: [
    { name: { en: "React & Next.js", bn: "React ও Next.js" }, link: "/services/web-app-development", active: true },
    { name: { en: "TypeScript", bn: "TypeScript" }, link: "/portfolio" },
    { name: { en: "Node.js & REST APIs", bn: "Node.js ও REST API" }, link: "/services/web-app-development" },
    { name: { en: "UI/UX Design in Figma", bn: "Figma-তে UI/UX ডিজাইন" }, link: "/portfolio", active: true },
    { name: { en: "Tailwind CSS", bn: "Tailwind CSS" }, link: "/products/2" },
    {
      name: { en: "WordPress & WooCommerce", bn: "WordPress ও WooCommerce" },
      link: "/services/wordpress-website-development",
      active: true,
    },
    { name: { en: "Flutter & React Native", bn: "Flutter ও React Native" }, link: "/services/mobile-app-development" },
    { name: { en: "PostgreSQL & Prisma", bn: "PostgreSQL ও Prisma" }, link: "/products/4" },
    { name: { en: "Payment Gateway Integration", bn: "পেমেন্ট গেটওয়ে ইন্টিগ্রেশন" }, link: "/blog/accepting-online-payments-in-bangladesh" },
    { name: { en: "Web Performance & SEO", bn: "ওয়েব পারফরম্যান্স ও SEO" }, link: "/blog/a-wordpress-speed-checklist" },
  ],
  tools: [
    tool("react", "React"),
    tool("typescript", "TypeScript"),
    tool("nodejs", "Node.js"),
    tool("tailwindcss", "Tailwind CSS"),
    tool("figma", "Figma"),
    tool("wordpress", "WordPress"),
    tool("flutter", "Flutter"),
    tool("postgresql", "PostgreSQL"),
  ],
} satisfies z.input<typeof resumeSchema>;
