import type { z } from "zod";
import type { serviceSchema } from "../data/schema/work.ts";

export const services = [
  {
    id: "mobile-app-development",
    title: { en: "Mobile App Development", bn: "মোবাইল অ্যাপ ডেভেলপমেন্ট" },
    icon: "mobile",
    details: {
      en: "Android and iOS apps built with Flutter or React Native from one code base. Designed for real phones on real networks, and ready for the Play Store and the App Store.",
      bn: "Flutter বা React Native দিয়ে একটি কোডবেস থেকে তৈরি Android ও iOS অ্যাপ। মানুষের হাতের আসল ফোন আর আসল নেটওয়ার্কের কথা ভেবে ডিজাইন করা, Play Store ও App Store-এ প্রকাশের জন্য প্রস্তুত।",
    },
    body: [
      {
        en: "A good app feels simple because someone made hard choices for the user. I start by finding the two or three jobs your customers open the app to do, such as ordering, tracking or paying, and design those screens first. We test a clickable Figma prototype with a handful of real users before any code is written, so the expensive decisions are made while they are still cheap to change.",
        bn: "একটি ভালো অ্যাপ সহজ মনে হয়, কারণ কেউ একজন ব্যবহারকারীর হয়ে কঠিন সিদ্ধান্তগুলো আগেই নিয়ে রেখেছেন। আমি শুরু করি সেই দুই-তিনটি কাজ খুঁজে বের করে, যেগুলোর জন্য আপনার গ্রাহকেরা অ্যাপটি খোলেন, যেমন অর্ডার করা, ট্র্যাক করা বা পেমেন্ট করা, আর সেই স্ক্রিনগুলোই সবার আগে ডিজাইন করি। কোড লেখার আগেই আমরা অল্প কয়েকজন সত্যিকারের ব্যবহারকারীকে দিয়ে একটি ক্লিকযোগ্য Figma প্রোটোটাইপ যাচাই করি, যাতে ব্যয়বহুল সিদ্ধান্তগুলো এমন সময়ে নেওয়া হয়, যখন সেগুলো বদলাতে খরচ এখনো কম।",
      },
      {
        en: "I build with Flutter or React Native, depending on your team and your plans, so Android and iOS share one code base and one budget. Apps are designed for the phones your customers actually carry: they work offline where it matters, keep data and battery use low, and handle slow or patchy connections gracefully. Payments (bKash, Nagad, cards), maps, push notifications and SMS sign-in are all familiar ground.",
        bn: "আপনার টিম আর পরিকল্পনা অনুযায়ী আমি Flutter বা React Native দিয়ে অ্যাপ বানাই, ফলে Android আর iOS চলে একই কোডবেসে, একই বাজেটে। অ্যাপগুলো ডিজাইন করা হয় আপনার গ্রাহকেরা আসলে যে ফোন ব্যবহার করেন, সেগুলোর কথা ভেবে: যেখানে দরকার সেখানে অফলাইনেও চলে, ডেটা আর ব্যাটারি কম খরচ করে, আর ধীর বা বারবার বিচ্ছিন্ন হওয়া কানেকশনও ঠিকঠাক সামলে নেয়। পেমেন্ট (বিকাশ, নগদ, কার্ড), ম্যাপ, পুশ নোটিফিকেশন আর SMS দিয়ে সাইন-ইন, সবই আমার চেনা কাজ।",
      },
      {
        en: "Launch is the start, not the finish. I prepare the store listings, screenshots and privacy details, handle review feedback from Google and Apple, and set up crash reporting so we know about problems before your users do. After launch you get a month of free fixes, then the choice of a monthly care plan or help whenever you need it.",
        bn: "লঞ্চ মানে শেষ নয়, শুরু। আমি স্টোর লিস্টিং, স্ক্রিনশট আর প্রাইভেসি-সংক্রান্ত তথ্য প্রস্তুত করি, Google ও Apple-এর রিভিউ ফিডব্যাক সামলাই, আর ক্র্যাশ রিপোর্টিং সেট আপ করি, যাতে আপনার ব্যবহারকারীদের আগেই আমরা সমস্যার কথা জানতে পারি। লঞ্চের পর এক মাস বিনা খরচে ফিক্স পাবেন; এরপর চাইলে মাসিক কেয়ার প্ল্যান নিতে পারেন, অথবা যখন দরকার তখন সাহায্য নিতে পারেন।",
      },
    ],
    deliverables: [
      { en: "Clickable Figma prototype tested with real users", bn: "সত্যিকারের ব্যবহারকারীদের দিয়ে যাচাই করা ক্লিকযোগ্য Figma প্রোটোটাইপ" },
      {
        en: "Android and iOS apps from one Flutter or React Native code base",
        bn: "Flutter বা React Native-এর একটি কোডবেস থেকে Android ও iOS অ্যাপ",
      },
      {
        en: "Admin panel or API for managing content, orders and users",
        bn: "কনটেন্ট, অর্ডার আর ব্যবহারকারী ম্যানেজ করার জন্য অ্যাডমিন প্যানেল বা API",
      },
      {
        en: "Play Store and App Store listings, submission and review support",
        bn: "Play Store ও App Store-এ লিস্টিং, সাবমিশন আর রিভিউয়ের সময় সহায়তা",
      },
      {
        en: "Crash reporting, analytics set-up and 30 days of free fixes after launch",
        bn: "ক্র্যাশ রিপোর্টিং, অ্যানালিটিক্স সেট-আপ আর লঞ্চের পর ৩০ দিন বিনা খরচে ফিক্স",
      },
    ],
    packages: [
      {
        name: { en: "Prototype", bn: "প্রোটোটাইপ" },
        summary: {
          en: "For founders who want to test an app idea with real users before paying for the build.",
          bn: "যাঁরা অ্যাপ বানানোর খরচ করার আগে আসল ব্যবহারকারীদের দিয়ে আইডিয়াটি যাচাই করে নিতে চান, তাঁদের জন্য।",
        },
        price: { BDT: 80000, USD: 1200 },
        deliveryDays: 12,
        revisions: 3,
        includes: [
          { en: "Discovery session and user flows", bn: "ডিসকভারি সেশন আর ইউজার ফ্লো" },
          { en: "Up to 12 screens designed in Figma", bn: "Figma-তে সর্বোচ্চ ১২টি স্ক্রিনের ডিজাইন" },
          { en: "Clickable prototype for Android and iOS", bn: "Android ও iOS-এর জন্য ক্লিকযোগ্য প্রোটোটাইপ" },
          { en: "Testing with five real users", bn: "পাঁচজন আসল ব্যবহারকারীকে দিয়ে যাচাই" },
          { en: "Written findings and a build estimate", bn: "লিখিত ফলাফল আর অ্যাপ বানানোর খরচের হিসাব" },
        ],
      },
      {
        name: { en: "Standard", bn: "স্ট্যান্ডার্ড" },
        summary: {
          en: "For businesses launching their first app on both stores.",
          bn: "যেসব ব্যবসা দুই স্টোরেই প্রথম অ্যাপ প্রকাশ করতে চায়, তাদের জন্য।",
        },
        price: { BDT: 350000, USD: 5000 },
        from: true,
        deliveryDays: 45,
        revisions: 3,
        includes: [
          { en: "Android and iOS apps from one code base", bn: "একটি কোডবেস থেকে Android ও iOS অ্যাপ" },
          { en: "Up to 15 screens, sign-in by phone or email", bn: "সর্বোচ্চ ১৫টি স্ক্রিন, ফোন নম্বর বা ইমেইল দিয়ে সাইন-ইন" },
          { en: "bKash, Nagad or card payments", bn: "বিকাশ, নগদ বা কার্ডে পেমেন্ট" },
          { en: "Admin panel and push notifications", bn: "অ্যাডমিন প্যানেল আর পুশ নোটিফিকেশন" },
          { en: "Play Store and App Store submission", bn: "Play Store ও App Store-এ সাবমিশন" },
          { en: "30 days of free fixes after launch", bn: "লঞ্চের পর ৩০ দিন বিনা খরচে ফিক্স" },
        ],
      },
      {
        name: { en: "Custom", bn: "কাস্টম" },
        summary: {
          en: "For larger apps: marketplaces, delivery services, or apps tied to your existing systems.",
          bn: "বড় অ্যাপের জন্য: মার্কেটপ্লেস, ডেলিভারি সার্ভিস, কিংবা আপনার বর্তমান সিস্টেমের সঙ্গে যুক্ত অ্যাপ।",
        },
        quote: true,
        deliveryDays: 80,
        revisions: "unlimited",
        includes: [
          { en: "Separate apps for customers, riders or staff", bn: "গ্রাহক, রাইডার বা কর্মীদের জন্য আলাদা অ্যাপ" },
          { en: "Offline mode, maps and live tracking", bn: "অফলাইন মোড, ম্যাপ আর লাইভ ট্র্যাকিং" },
          { en: "Integration with your ERP, POS or API", bn: "আপনার ERP, POS বা API-এর সঙ্গে ইন্টিগ্রেশন" },
          { en: "A new test version every two weeks", bn: "প্রতি দুই সপ্তাহে যাচাই করার মতো নতুন ভার্সন" },
          { en: "Monthly care plan after launch", bn: "লঞ্চের পর মাসিক কেয়ার প্ল্যান" },
        ],
      },
    ],
  },
  {
    id: "web-app-development",
    title: { en: "Web App Development", bn: "ওয়েব অ্যাপ ডেভেলপমেন্ট" },
    icon: "web",
    details: {
      en: "Custom web applications, from online stores and booking systems to dashboards, built with React, TypeScript and Node.js. Fast on slow connections, accessible, and easy for your team to run.",
      bn: "অনলাইন স্টোর আর বুকিং সিস্টেম থেকে শুরু করে ড্যাশবোর্ড পর্যন্ত, React, TypeScript আর Node.js দিয়ে তৈরি কাস্টম ওয়েব অ্যাপ্লিকেশন। ধীর কানেকশনেও দ্রুত, সবার জন্য ব্যবহারযোগ্য, আর আপনার টিমের পক্ষে চালানো সহজ।",
    },
    body: [
      {
        en: "Many businesses outgrow spreadsheets, Messenger orders and off-the-shelf tools at the same moment. I build web applications that fit the way your team already works: an online store with local payments, a booking system for a clinic, a dashboard that pulls data from several places into one screen, or a customer portal that answers the questions your staff answer all day.",
        bn: "অনেক ব্যবসার বেলায় একই সময়ে স্প্রেডশিট, Messenger-এ অর্ডার নেওয়া আর রেডিমেড টুল, সবই আর যথেষ্ট থাকে না। আপনার টিম এখন যেভাবে কাজ করে, তার সঙ্গে মানিয়ে যায় এমন ওয়েব অ্যাপ্লিকেশন আমি বানাই: দেশীয় পেমেন্টসহ একটি অনলাইন স্টোর, কোনো ক্লিনিকের বুকিং সিস্টেম, কয়েক জায়গা থেকে ডেটা এনে এক স্ক্রিনে দেখানো একটি ড্যাশবোর্ড, কিংবা এমন একটি কাস্টমার পোর্টাল, যা সেই প্রশ্নগুলোর উত্তর দেয়, যেগুলোর উত্তর দিতে আপনার কর্মীদের সারা দিন কেটে যায়।",
      },
      {
        en: "Every project starts with a short discovery: who uses the app, what they need to get done and what success looks like in numbers. From there I design the key screens in Figma, agree the scope and price with you in writing, and build in small steps you can try on a staging link every week. The stack is React and TypeScript on the front and Node.js with PostgreSQL behind it, chosen because it is fast, well supported and easy to hand over to another developer.",
        bn: "প্রতিটি প্রজেক্ট শুরু হয় ছোট একটি ডিসকভারি দিয়ে: অ্যাপটি কারা ব্যবহার করবেন, তাঁদের কোন কাজ সারতে হবে, আর সংখ্যার হিসাবে সাফল্য কেমন দেখাবে। সেখান থেকে আমি Figma-তে মূল স্ক্রিনগুলো ডিজাইন করি, কাজের পরিধি আর দাম আপনার সঙ্গে লিখিতভাবে ঠিক করি, তারপর ছোট ছোট ধাপে বানাই, যা আপনি প্রতি সপ্তাহে একটি স্টেজিং লিংকে চালিয়ে দেখতে পারেন। সামনের দিকে React ও TypeScript, আর পেছনে PostgreSQL-সহ Node.js; এই স্ট্যাক বেছে নিয়েছি, কারণ এটা দ্রুত, এর সাপোর্ট ভালো, আর অন্য ডেভেলপারের হাতে তুলে দেওয়াও সহজ।",
      },
      {
        en: "Performance and accessibility are part of the job, not extras. Pages are pre-rendered where possible, images are optimised, and the interface works with a keyboard and a screen reader. You get the source code, documentation and a walk-through for your team, and I stay available for fixes and new features after launch.",
        bn: "পারফরম্যান্স আর অ্যাক্সেসিবিলিটি কাজেরই অংশ, বাড়তি কিছু নয়। যেখানে সম্ভব পেজগুলো আগে থেকে রেন্ডার করা থাকে, ছবিগুলো অপটিমাইজ করা হয়, আর ইন্টারফেসটি কিবোর্ড ও স্ক্রিন রিডার দিয়েও ব্যবহার করা যায়। আপনি পাবেন সোর্স কোড, ডকুমেন্টেশন, আর আপনার টিমের জন্য সবকিছু ঘুরিয়ে দেখানো একটি সেশন; লঞ্চের পরও ফিক্স আর নতুন ফিচারের জন্য আমাকে পাবেন।",
      },
    ],
    deliverables: [
      { en: "Discovery workshop, written scope and fixed-price quote", bn: "ডিসকভারি ওয়ার্কশপ, লিখিত কাজের পরিধি আর নির্দিষ্ট দামের কোটেশন" },
      { en: "UI design in Figma for desktop and mobile", bn: "ডেস্কটপ ও মোবাইলের জন্য Figma-তে UI ডিজাইন" },
      {
        en: "React and TypeScript front end with a Node.js and PostgreSQL back end",
        bn: "React ও TypeScript-এর ফ্রন্ট এন্ড, সঙ্গে Node.js ও PostgreSQL-এর ব্যাক এন্ড",
      },
      { en: "Payment, email, SMS and third-party integrations as needed", bn: "প্রয়োজনমতো পেমেন্ট, ইমেইল, SMS আর থার্ড-পার্টি ইন্টিগ্রেশন" },
      {
        en: "Deployment, documentation, team hand-over and 30 days of free fixes",
        bn: "ডিপ্লয়মেন্ট, ডকুমেন্টেশন, টিমকে কাজ বুঝিয়ে দেওয়া আর ৩০ দিন বিনা খরচে ফিক্স",
      },
    ],
    packages: [
      {
        name: { en: "Starter", bn: "স্টার্টার" },
        summary: {
          en: "For a first version built around one core task, ready for real users.",
          bn: "একটি মূল কাজকে ঘিরে বানানো প্রথম ভার্সনের জন্য, যা আসল ব্যবহারকারীদের হাতে দেওয়ার উপযোগী।",
        },
        price: { BDT: 150000, USD: 2500 },
        from: true,
        deliveryDays: 25,
        revisions: 3,
        includes: [
          { en: "Discovery and a written scope", bn: "ডিসকভারি আর লিখিত কাজের পরিধি" },
          { en: "Up to 8 screens designed in Figma", bn: "Figma-তে ডিজাইন করা সর্বোচ্চ ৮টি স্ক্রিন" },
          { en: "User sign-in and a simple admin panel", bn: "ইউজার সাইন-ইন আর সহজ একটি অ্যাডমিন প্যানেল" },
          { en: "One payment gateway or SMS integration", bn: "একটি পেমেন্ট গেটওয়ে বা SMS ইন্টিগ্রেশন" },
          { en: "Deployment and 30 days of free fixes", bn: "ডিপ্লয়মেন্ট আর ৩০ দিন বিনা খরচে ফিক্স" },
        ],
      },
      {
        name: { en: "Business", bn: "বিজনেস" },
        summary: {
          en: "For online stores, booking systems and portals that run a whole part of your business.",
          bn: "যে অনলাইন স্টোর, বুকিং সিস্টেম বা পোর্টালে আপনার ব্যবসার পুরো একটি অংশ চলে, তার জন্য।",
        },
        price: { BDT: 400000, USD: 6500 },
        from: true,
        deliveryDays: 50,
        revisions: 5,
        includes: [
          { en: "Up to 25 screens for desktop and mobile", bn: "ডেস্কটপ ও মোবাইলের জন্য সর্বোচ্চ ২৫টি স্ক্রিন" },
          { en: "Staff roles and permissions", bn: "কর্মীদের রোল ও পারমিশন" },
          { en: "Payments, email and SMS", bn: "পেমেন্ট, ইমেইল আর SMS" },
          { en: "Dashboard with reports and exports", bn: "রিপোর্ট ও এক্সপোর্টসহ ড্যাশবোর্ড" },
          { en: "A staging link to try every week", bn: "প্রতি সপ্তাহে চালিয়ে দেখার জন্য স্টেজিং লিংক" },
          { en: "Documentation and team hand-over", bn: "ডকুমেন্টেশন আর টিমকে কাজ বুঝিয়ে দেওয়া" },
        ],
      },
      {
        name: { en: "Custom", bn: "কাস্টম" },
        summary: {
          en: "For complex platforms, SaaS products and work that connects many systems.",
          bn: "জটিল প্ল্যাটফর্ম, SaaS প্রোডাক্ট আর অনেকগুলো সিস্টেমকে জুড়ে দেওয়ার মতো কাজের জন্য।",
        },
        quote: true,
        deliveryDays: 90,
        revisions: "unlimited",
        includes: [
          { en: "Architecture planned for growth", bn: "ভবিষ্যতে বড় হওয়ার কথা ভেবে সাজানো আর্কিটেকচার" },
          { en: "Subscriptions, invoices and team accounts", bn: "সাবস্ক্রিপশন, ইনভয়েস আর টিম অ্যাকাউন্ট" },
          { en: "Integration with your ERP, CRM or APIs", bn: "আপনার ERP, CRM বা অন্য API-এর সঙ্গে ইন্টিগ্রেশন" },
          { en: "Automated tests and monitoring", bn: "অটোমেটেড টেস্ট আর মনিটরিং" },
          { en: "A new release every two weeks", bn: "প্রতি দুই সপ্তাহে নতুন রিলিজ" },
        ],
      },
    ],
  },
  {
    id: "wordpress-website-development",
    title: { en: "WordPress Website Development", bn: "WordPress ওয়েবসাইট ডেভেলপমেন্ট" },
    icon: "wordpress",
    details: {
      en: "Fast, secure WordPress and WooCommerce sites your team can update without calling a developer. Custom block themes, few plugins, and good search visibility from day one.",
      bn: "দ্রুত ও নিরাপদ WordPress আর WooCommerce সাইট, যা ডেভেলপার না ডেকেই আপনার টিম আপডেট করতে পারে। কাস্টম ব্লক থিম, হাতে গোনা কয়েকটি প্লাগইন, আর প্রথম দিন থেকেই সার্চে ভালোভাবে দেখা যাওয়া।",
    },
    body: [
      {
        en: "WordPress is still the best choice for many organisations: NGOs, schools, travel agencies, consultancies and small shops that publish often and need to update the site themselves. The trouble is that many WordPress sites are slow, fragile and stuffed with plugins. I build them differently, with a custom block theme designed for your content and only the plugins that earn their place.",
        bn: "অনেক প্রতিষ্ঠানের জন্য WordPress এখনো সেরা পছন্দ: এনজিও, স্কুল, ট্রাভেল এজেন্সি, কনসালট্যান্সি আর ছোট দোকান, যারা প্রায়ই নতুন কিছু প্রকাশ করে এবং সাইট নিজেরাই আপডেট করতে চায়। সমস্যা হলো, অনেক WordPress সাইট ধীর, অল্পতেই ভেঙে পড়ে, আর প্লাগইনে ঠাসা। আমি এগুলো অন্যভাবে বানাই: আপনার কনটেন্টের জন্য ডিজাইন করা একটি কাস্টম ব্লক থিম দিয়ে, আর কেবল সেই প্লাগইনগুলো রেখে, যেগুলো সত্যিই কাজে লাগে।",
      },
      {
        en: "I design a set of page patterns for the things you publish, such as a programme, a tour, a product or a report, so your team can add a new page in minutes and it always looks right. Sites can be bilingual in Bangla and English, and WooCommerce shops take payments through local gateways and cash on delivery. Search basics are built in: clean URLs, structured data, an XML sitemap and fast pages.",
        bn: "আপনি যা প্রকাশ করেন, যেমন কোনো কর্মসূচি, ট্যুর, পণ্য বা রিপোর্ট, সেগুলোর জন্য আমি কয়েকটি পেজ প্যাটার্ন ডিজাইন করি, যাতে আপনার টিম কয়েক মিনিটেই নতুন পেজ যোগ করতে পারে আর তা সবসময় ঠিকঠাক দেখায়। সাইট বাংলা ও ইংরেজি দুই ভাষাতেই হতে পারে, আর WooCommerce শপে দেশীয় পেমেন্ট গেটওয়ে ও ক্যাশ অন ডেলিভারিতে টাকা নেওয়া যায়। সার্চের মৌলিক বিষয়গুলো শুরু থেকেই থাকে: পরিচ্ছন্ন URL, স্ট্রাকচার্ড ডেটা, XML সাইটম্যাপ আর দ্রুত পেজ।",
      },
      {
        en: "Before launch I set up caching, image optimisation, daily backups and security hardening, and I train your team in a recorded session they can watch again. Afterwards I can keep WordPress, the theme and plugins up to date on a monthly care plan, so the site stays fast and safe without you thinking about it.",
        bn: "লঞ্চের আগে আমি ক্যাশিং, ছবি অপটিমাইজেশন, প্রতিদিনের ব্যাকআপ আর নিরাপত্তা জোরদারের ব্যবস্থা করি, এবং একটি রেকর্ড করা সেশনে আপনার টিমকে ট্রেনিং দিই, যা তাঁরা পরে আবার দেখতে পারবেন। এরপর মাসিক কেয়ার প্ল্যানে আমি WordPress, থিম আর প্লাগইনগুলো হালনাগাদ রাখতে পারি, ফলে আপনাকে এ নিয়ে ভাবতে হবে না, অথচ সাইট থাকবে দ্রুত ও নিরাপদ।",
      },
    ],
    deliverables: [
      { en: "Custom WordPress block theme designed around your content", bn: "আপনার কনটেন্টকে ঘিরে ডিজাইন করা কাস্টম WordPress ব্লক থিম" },
      { en: "Reusable page patterns and a bilingual set-up where needed", bn: "বারবার ব্যবহারযোগ্য পেজ প্যাটার্ন, আর প্রয়োজনে দ্বিভাষিক সেট-আপ" },
      { en: "WooCommerce with local payment gateways for online shops", bn: "অনলাইন শপের জন্য দেশীয় পেমেন্ট গেটওয়েসহ WooCommerce" },
      { en: "Speed, SEO and security set-up with daily backups", bn: "প্রতিদিনের ব্যাকআপসহ স্পিড, SEO ও নিরাপত্তার সেট-আপ" },
      { en: "Recorded training session and an optional monthly care plan", bn: "রেকর্ড করা ট্রেনিং সেশন, আর চাইলে মাসিক কেয়ার প্ল্যান" },
    ],
    packages: [
      {
        name: { en: "Starter", bn: "স্টার্টার" },
        summary: {
          en: "For a small business or professional who needs a clean, fast site.",
          bn: "ছোট ব্যবসা বা পেশাজীবীদের জন্য, যাঁদের দরকার পরিচ্ছন্ন ও দ্রুত একটি সাইট।",
        },
        price: { BDT: 25000, USD: 350 },
        deliveryDays: 7,
        revisions: 2,
        includes: [
          { en: "Up to 5 pages on a custom block theme", bn: "কাস্টম ব্লক থিমে সর্বোচ্চ ৫টি পেজ" },
          { en: "Design that works on every phone", bn: "যেকোনো ফোনে ঠিকঠাক দেখায় এমন ডিজাইন" },
          { en: "Contact form and WhatsApp button", bn: "কন্টাক্ট ফর্ম আর WhatsApp বাটন" },
          { en: "Basic SEO and speed set-up", bn: "বেসিক SEO আর স্পিড সেট-আপ" },
          { en: "One training session", bn: "একটি ট্রেনিং সেশন" },
        ],
      },
      {
        name: { en: "Business", bn: "বিজনেস" },
        summary: {
          en: "For NGOs, schools and companies that publish often, in Bangla and English.",
          bn: "যেসব এনজিও, স্কুল আর কোম্পানি প্রায়ই বাংলা ও ইংরেজিতে নতুন কিছু প্রকাশ করে, তাদের জন্য।",
        },
        price: { BDT: 60000, USD: 800 },
        deliveryDays: 15,
        revisions: 3,
        includes: [
          { en: "Up to 15 pages and reusable page patterns", bn: "সর্বোচ্চ ১৫টি পেজ আর বারবার ব্যবহারযোগ্য পেজ প্যাটার্ন" },
          { en: "Bangla and English versions", bn: "বাংলা ও ইংরেজি দুই ভাষার সংস্করণ" },
          { en: "Blog or news section", bn: "ব্লগ বা নিউজ সেকশন" },
          { en: "SEO, sitemap and structured data", bn: "SEO, সাইটম্যাপ আর স্ট্রাকচার্ড ডেটা" },
          { en: "Daily backups and security hardening", bn: "প্রতিদিনের ব্যাকআপ আর নিরাপত্তা জোরদার" },
          { en: "Recorded training session", bn: "রেকর্ড করা ট্রেনিং সেশন" },
        ],
      },
      {
        name: { en: "Online Shop", bn: "অনলাইন শপ" },
        summary: {
          en: "For shops selling online with local payments and cash on delivery.",
          bn: "দেশীয় পেমেন্ট আর ক্যাশ অন ডেলিভারিতে অনলাইনে বিক্রি করতে চাওয়া দোকানের জন্য।",
        },
        price: { BDT: 90000, USD: 1200 },
        from: true,
        deliveryDays: 20,
        revisions: 3,
        includes: [
          { en: "WooCommerce store on a custom theme", bn: "কাস্টম থিমে WooCommerce স্টোর" },
          { en: "bKash, Nagad, SSLCommerz and cash on delivery", bn: "বিকাশ, নগদ, SSLCommerz আর ক্যাশ অন ডেলিভারি" },
          { en: "Up to 50 products uploaded", bn: "সর্বোচ্চ ৫০টি পণ্য আপলোড" },
          { en: "Order emails and SMS alerts", bn: "অর্ডারের ইমেইল আর SMS নোটিফিকেশন" },
          { en: "Delivery charges by area", bn: "এলাকাভেদে ডেলিভারি চার্জ" },
          { en: "Speed, SEO and daily backups", bn: "স্পিড, SEO আর প্রতিদিনের ব্যাকআপ" },
        ],
      },
    ],
  },
] satisfies z.input<typeof serviceSchema>[];
