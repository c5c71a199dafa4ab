import type { z } from "zod";
import type { productSchema } from "../data/schema/work.ts";

/** An image's text: English only, or English and Bengali. */
type Alt = string | { en: string; bn?: string };

/** The three 16:10 pictures of course `id`: the cover, the curriculum and the final project. */
function pictures(id: number, alts: [Alt, Alt, Alt]) {
  return alts.map((alt, index) => ({ src: `/images/products/product-${id}-${index + 1}.svg`, alt, width: 1200, height: 750 }));
}

export const products = [
  {
    id: 1,
    title: { en: "React from Zero", bn: "শূন্য থেকে React" },
    images: pictures(1, [
      {
        en: "Course cover for React from Zero: the title on an indigo gradient, a 'Beginner · 24 lessons' badge and a tree of component cards",
        bn: "“শূন্য থেকে React” কোর্সের কভার: ইন্ডিগো গ্রেডিয়েন্টের ওপর কোর্সের নাম, ‘Beginner · 24 lessons’ লেখা একটি ব্যাজ আর কম্পোনেন্ট কার্ডের একটি ট্রি",
      },
      {
        en: "React from Zero curriculum: six modules from JSX and components to deploying your project, and a ring showing 6 modules",
        bn: "“শূন্য থেকে React” কোর্সের সিলেবাস: JSX ও কম্পোনেন্ট থেকে শুরু করে নিজের প্রজেক্ট ডিপ্লয় করা পর্যন্ত ছয়টি মডিউল, পাশে ৬টি মডিউল দেখানো একটি রিং",
      },
      {
        en: "The final project of React from Zero, a task board app in a browser, next to its code in an editor",
        bn: "“শূন্য থেকে React” কোর্সের ফাইনাল প্রজেক্ট: ব্রাউজারে একটি টাস্ক বোর্ড অ্যাপ, পাশে এডিটরে তার কোড",
      },
    ]),
    price: { BDT: 2500, USD: 29 },
    oldPrice: { BDT: 4000, USD: 45 },
    rating: 5,
    numReviews: 128,
    summary: {
      en: "Learn React properly from the first component to a deployed app, with plain explanations, small exercises and a real project at the end.",
      bn: "প্রথম কম্পোনেন্ট থেকে শুরু করে লাইভ অ্যাপ ডিপ্লয় করা পর্যন্ত React শিখুন ঠিকভাবে: সহজ ব্যাখ্যা, ছোট ছোট অনুশীলন আর শেষে একটি বাস্তব প্রজেক্টসহ।",
    },
    details: [
      {
        en: "This course is for people who know basic HTML, CSS and JavaScript and want to build interactive interfaces with React. We start with JSX and components, then props, state and forms, and move on to fetching data, handling loading and error states, and routing between pages. Every lesson is short and ends with an exercise you can check against a solution.",
        bn: "HTML, CSS আর JavaScript-এর মৌলিক বিষয়গুলো যাঁরা জানেন এবং React দিয়ে ইন্টারঅ্যাকটিভ ইন্টারফেস বানাতে চান, এই কোর্স তাঁদের জন্য। আমরা শুরু করব JSX আর কম্পোনেন্ট দিয়ে, তারপর props, state আর ফর্ম; এরপর এগোব ডেটা ফেচ করা, লোডিং ও এররের অবস্থা সামলানো আর এক পেজ থেকে আরেক পেজে রাউটিংয়ের দিকে। প্রতিটি লেসন ছোট, আর শেষে থাকে একটি অনুশীলন, যা আপনি সমাধানের সঙ্গে মিলিয়ে দেখতে পারবেন।",
      },
      {
        en: "In the last module you build and deploy a task board app step by step, using the same habits I use on client projects: small components, clear names, and code another developer can pick up. Lessons are recorded in English with Bangla subtitles, and you keep access to all future updates.",
        bn: "শেষ মডিউলে আপনি ধাপে ধাপে একটি টাস্ক বোর্ড অ্যাপ বানিয়ে ডিপ্লয় করবেন, ক্লায়েন্টের প্রজেক্টে আমি যে অভ্যাসগুলো মেনে চলি সেগুলো মেনেই: ছোট কম্পোনেন্ট, স্পষ্ট নাম, আর এমন কোড, যা অন্য যেকোনো ডেভেলপার সহজেই হাতে নিতে পারেন। লেসনগুলো ইংরেজিতে রেকর্ড করা, সঙ্গে বাংলা সাবটাইটেল; ভবিষ্যতের সব আপডেটও আপনি পেতে থাকবেন।",
      },
    ],
    additionalDetails: [
      {
        title: { en: "Course includes", bn: "কোর্সে যা থাকছে" },
        items: [
          { key: { en: "Certificate of completion", bn: "কোর্স সম্পন্ন করার সার্টিফিকেট" }, value: true },
          { key: { en: "Exercise files and solutions", bn: "অনুশীলনের ফাইল ও সমাধান" }, value: true },
          { key: { en: "Lifetime access and updates", bn: "আজীবন অ্যাক্সেস ও আপডেট" }, value: true },
          { key: { en: "Live sessions", bn: "লাইভ সেশন" }, value: false },
        ],
      },
      {
        title: { en: "Course facts", bn: "কোর্সের তথ্য" },
        items: [
          { key: { en: "Level", bn: "লেভেল" }, value: { en: "Beginner", bn: "বিগিনার" } },
          { key: { en: "Lessons", bn: "লেসন" }, value: { en: "24 video lessons", bn: "২৪টি ভিডিও লেসন" } },
          { key: { en: "Length", bn: "সময়কাল" }, value: { en: "9 hours", bn: "৯ ঘণ্টা" } },
          { key: { en: "Language", bn: "ভাষা" }, value: { en: "English, with Bangla subtitles", bn: "ইংরেজি, সঙ্গে বাংলা সাবটাইটেল" } },
        ],
      },
    ],
  },
  {
    id: 2,
    title: { en: "Tailwind CSS Design Systems", bn: "Tailwind CSS দিয়ে ডিজাইন সিস্টেম" },
    images: pictures(2, [
      {
        en: "Course cover for Tailwind CSS Design Systems: the title on a violet gradient, an 'Intermediate · 18 lessons' badge, a grid of colour swatches and a spacing scale",
        bn: "“Tailwind CSS দিয়ে ডিজাইন সিস্টেম” কোর্সের কভার: বেগুনি গ্রেডিয়েন্টের ওপর কোর্সের নাম, ‘Intermediate · 18 lessons’ লেখা একটি ব্যাজ, রঙের নমুনার একটি গ্রিড আর একটি স্পেসিং স্কেল",
      },
      {
        en: "Tailwind CSS Design Systems curriculum: six modules from utility-first thinking to documenting the system, and a ring showing 6 modules",
        bn: "“Tailwind CSS দিয়ে ডিজাইন সিস্টেম” কোর্সের সিলেবাস: utility-first ভাবনা থেকে শুরু করে সিস্টেমের ডকুমেন্টেশন পর্যন্ত ছয়টি মডিউল, পাশে ৬টি মডিউল দেখানো একটি রিং",
      },
      {
        en: "The final project of Tailwind CSS Design Systems, your own UI kit in a browser, next to its code in an editor",
        bn: "“Tailwind CSS দিয়ে ডিজাইন সিস্টেম” কোর্সের ফাইনাল প্রজেক্ট: ব্রাউজারে আপনার নিজের UI কিট, পাশে এডিটরে তার কোড",
      },
    ]),
    price: { BDT: 1800, USD: 24 },
    oldPrice: { BDT: 3000, USD: 35 },
    rating: 5,
    numReviews: 74,
    summary: {
      en: "Turn Tailwind CSS from a pile of class names into a consistent design system with tokens, components and dark mode.",
      bn: "একগাদা ক্লাস নামের স্তূপ থেকে Tailwind CSS-কে পরিণত করুন টোকেন, কম্পোনেন্ট আর ডার্ক মোডসহ একটি সুসংগত ডিজাইন সিস্টেমে।",
    },
    details: [
      {
        en: "Many Tailwind projects start clean and end with hundreds of one-off class combinations. In this course you set up design tokens for colour, type and spacing, build a small library of components (buttons, forms, cards, navigation) and learn when to extract a component and when to leave the utilities in place.",
        bn: "অনেক Tailwind প্রজেক্ট শুরু হয় পরিপাটিভাবে, কিন্তু শেষ হয় শত শত এককালীন ক্লাস কম্বিনেশনে। এই কোর্সে আপনি রং, টাইপোগ্রাফি আর স্পেসিংয়ের জন্য ডিজাইন টোকেন সেট আপ করবেন, কম্পোনেন্টের একটি ছোট লাইব্রেরি (বাটন, ফর্ম, কার্ড, নেভিগেশন) বানাবেন, আর শিখবেন কখন একটি কম্পোনেন্ট আলাদা করে নিতে হয়, আর কখন ইউটিলিটিগুলো যেমন আছে তেমনই রেখে দিতে হয়।",
      },
      {
        en: "We cover variants, dark mode, accessible focus styles and how to document the system so a team can use it. By the end you have your own UI kit that you can reuse on every project. Some experience with HTML and CSS is expected; Tailwind basics are reviewed in the first module.",
        bn: "আমরা দেখব variants, ডার্ক মোড, অ্যাক্সেসিবল ফোকাস স্টাইল, আর সিস্টেমটি কীভাবে ডকুমেন্ট করলে পুরো টিম তা ব্যবহার করতে পারে। কোর্স শেষে আপনার হাতে থাকবে নিজের একটি UI কিট, যা প্রতিটি প্রজেক্টে আবার ব্যবহার করতে পারবেন। HTML ও CSS-এ কিছুটা অভিজ্ঞতা থাকা দরকার; Tailwind-এর মৌলিক বিষয়গুলো প্রথম মডিউলে ঝালিয়ে নেওয়া হবে।",
      },
    ],
    additionalDetails: [
      {
        title: { en: "Course includes", bn: "কোর্সে যা থাকছে" },
        items: [
          { key: { en: "Certificate of completion", bn: "কোর্স সম্পন্ন করার সার্টিফিকেট" }, value: true },
          { key: { en: "Starter UI kit source code", bn: "স্টার্টার UI কিটের সোর্স কোড" }, value: true },
          { key: { en: "Figma design file", bn: "Figma ডিজাইন ফাইল" }, value: true },
          { key: { en: "Live sessions", bn: "লাইভ সেশন" }, value: false },
        ],
      },
      {
        title: { en: "Course facts", bn: "কোর্সের তথ্য" },
        items: [
          { key: { en: "Level", bn: "লেভেল" }, value: { en: "Intermediate", bn: "ইন্টারমিডিয়েট" } },
          { key: { en: "Lessons", bn: "লেসন" }, value: { en: "18 video lessons", bn: "১৮টি ভিডিও লেসন" } },
          { key: { en: "Length", bn: "সময়কাল" }, value: { en: "6.5 hours", bn: "সাড়ে ৬ ঘণ্টা" } },
          { key: { en: "Language", bn: "ভাষা" }, value: { en: "English, with Bangla subtitles", bn: "ইংরেজি, সঙ্গে বাংলা সাবটাইটেল" } },
        ],
      },
    ],
  },
  {
    id: 3,
    title: { en: "WordPress for Freelancers", bn: "ফ্রিল্যান্সারদের জন্য WordPress" },
    images: pictures(3, [
      {
        en: "Course cover for WordPress for Freelancers: the title on an indigo-to-teal gradient, a 'Beginner · 20 lessons' badge, a website sketch and a paid invoice for Tk 45,000",
        bn: "“ফ্রিল্যান্সারদের জন্য WordPress” কোর্সের কভার: ইন্ডিগো থেকে টিল রঙের গ্রেডিয়েন্টের ওপর কোর্সের নাম, ‘Beginner · 20 lessons’ লেখা একটি ব্যাজ, একটি ওয়েবসাইটের স্কেচ আর ৳৪৫,০০০-এর একটি পরিশোধিত ইনভয়েস",
      },
      {
        en: "WordPress for Freelancers curriculum: six modules from setting up a local site to handing over to clients, and a ring showing 6 modules",
        bn: "“ফ্রিল্যান্সারদের জন্য WordPress” কোর্সের সিলেবাস: লোকাল সাইট সেট আপ করা থেকে শুরু করে ক্লায়েন্টকে সাইট বুঝিয়ে দেওয়া পর্যন্ত ছয়টি মডিউল, পাশে ৬টি মডিউল দেখানো একটি রিং",
      },
      {
        en: "The final project of WordPress for Freelancers, a client-ready site in a browser, next to its code in an editor",
        bn: "“ফ্রিল্যান্সারদের জন্য WordPress” কোর্সের ফাইনাল প্রজেক্ট: ব্রাউজারে ক্লায়েন্টকে দেওয়ার উপযোগী একটি সাইট, পাশে এডিটরে তার কোড",
      },
    ]),
    price: { BDT: 2000, USD: 25 },
    oldPrice: { BDT: 3500, USD: 39 },
    rating: 5,
    numReviews: 211,
    summary: {
      en: "Build fast, client-ready WordPress sites and learn the business side: quoting, hand-over and monthly care plans.",
      bn: "ক্লায়েন্টকে দেওয়ার উপযোগী দ্রুত WordPress সাইট বানান, আর শিখুন ব্যবসার দিকটাও: কোটেশন, হ্যান্ড-ওভার আর মাসিক কেয়ার প্ল্যান।",
    },
    details: [
      {
        en: "This is the course I wish I had when I took my first paid website. You learn to build WordPress sites with block themes and patterns, choose a small set of reliable plugins, set up WooCommerce with local payment options, and make the site fast, secure and backed up before launch.",
        bn: "প্রথম যখন টাকার বিনিময়ে ওয়েবসাইটের কাজ নিয়েছিলাম, তখন এমন একটি কোর্সই খুঁজেছিলাম। এখানে আপনি শিখবেন ব্লক থিম আর প্যাটার্ন দিয়ে WordPress সাইট বানানো, অল্প কয়েকটি নির্ভরযোগ্য প্লাগইন বেছে নেওয়া, দেশীয় পেমেন্ট অপশনসহ WooCommerce সেট আপ করা, আর লঞ্চের আগেই সাইটকে দ্রুত ও নিরাপদ করে ব্যাকআপের ব্যবস্থা রাখা।",
      },
      {
        en: "Half of freelancing is not code, so we also cover how to scope a project, write a quote, handle revisions, train a client's team and offer a monthly care plan that brings in steady income. Templates for the proposal, the contract checklist and the hand-over notes are included.",
        bn: "ফ্রিল্যান্সিংয়ের অর্ধেকটাই কোড নয়। তাই আমরা এটাও দেখব: কীভাবে একটি প্রজেক্টের পরিধি ঠিক করবেন, কোটেশন লিখবেন, রিভিশন সামলাবেন, ক্লায়েন্টের টিমকে ট্রেনিং দেবেন, আর এমন একটি মাসিক কেয়ার প্ল্যান অফার করবেন, যা থেকে নিয়মিত আয় আসে। প্রপোজাল, চুক্তির চেকলিস্ট আর হ্যান্ড-ওভার নোটের টেমপ্লেটও কোর্সের সঙ্গে দেওয়া আছে।",
      },
    ],
    additionalDetails: [
      {
        title: { en: "Course includes", bn: "কোর্সে যা থাকছে" },
        items: [
          { key: { en: "Certificate of completion", bn: "কোর্স সম্পন্ন করার সার্টিফিকেট" }, value: true },
          { key: { en: "Proposal and hand-over templates", bn: "প্রপোজাল ও হ্যান্ড-ওভারের টেমপ্লেট" }, value: true },
          { key: { en: "Lifetime access and updates", bn: "আজীবন অ্যাক্সেস ও আপডেট" }, value: true },
          { key: { en: "Live sessions", bn: "লাইভ সেশন" }, value: true },
        ],
      },
      {
        title: { en: "Course facts", bn: "কোর্সের তথ্য" },
        items: [
          { key: { en: "Level", bn: "লেভেল" }, value: { en: "Beginner", bn: "বিগিনার" } },
          { key: { en: "Lessons", bn: "লেসন" }, value: { en: "20 video lessons", bn: "২০টি ভিডিও লেসন" } },
          { key: { en: "Length", bn: "সময়কাল" }, value: { en: "8 hours", bn: "৮ ঘণ্টা" } },
          { key: { en: "Language", bn: "ভাষা" }, value: { en: "Bangla, with English subtitles", bn: "বাংলা, সঙ্গে ইংরেজি সাবটাইটেল" } },
        ],
      },
    ],
  },
  {
    id: 4,
    title: { en: "Node.js APIs", bn: "Node.js দিয়ে API তৈরি" },
    images: pictures(4, [
      {
        en: "Course cover for Node.js APIs: the title on a violet-to-teal gradient, an 'Intermediate · 22 lessons' badge and a terminal showing API requests and a JSON response",
        bn: "“Node.js দিয়ে API তৈরি” কোর্সের কভার: বেগুনি থেকে টিল রঙের গ্রেডিয়েন্টের ওপর কোর্সের নাম, ‘Intermediate · 22 lessons’ লেখা একটি ব্যাজ, আর API রিকোয়েস্ট ও একটি JSON রেসপন্স দেখানো একটি টার্মিনাল",
      },
      {
        en: "Node.js APIs curriculum: six modules from Node and npm essentials to deploying and logging, and a ring showing 6 modules",
        bn: "“Node.js দিয়ে API তৈরি” কোর্সের সিলেবাস: Node ও npm-এর জরুরি বিষয়গুলো থেকে শুরু করে ডিপ্লয়মেন্ট ও লগিং পর্যন্ত ছয়টি মডিউল, পাশে ৬টি মডিউল দেখানো একটি রিং",
      },
      {
        en: "The final project of Node.js APIs, the page of an orders API in a browser, next to its code in an editor",
        bn: "“Node.js দিয়ে API তৈরি” কোর্সের ফাইনাল প্রজেক্ট: ব্রাউজারে একটি অর্ডার API-এর পেজ, পাশে এডিটরে তার কোড",
      },
    ]),
    price: { BDT: 3000, USD: 35 },
    oldPrice: { BDT: 4500, USD: 49 },
    rating: 4,
    numReviews: 56,
    summary: {
      en: "Design and build a real REST API with Node.js, PostgreSQL, validation, authentication and tests, then deploy it.",
      bn: "Node.js আর PostgreSQL দিয়ে ভ্যালিডেশন, অথেনটিকেশন ও টেস্টসহ একটি বাস্তব REST API ডিজাইন করে বানান, তারপর সেটি ডিপ্লয় করুন।",
    },
    details: [
      {
        en: "You build an orders API from an empty folder to a deployed service. Along the way you learn routing, request validation, working with PostgreSQL through an ORM, sessions and token-based authentication, error handling and sensible logging. Each step is explained with the reasons behind it, not just the commands.",
        bn: "একটি ফাঁকা ফোল্ডার থেকে শুরু করে আপনি একটি অর্ডার API বানাবেন, আর শেষে সেটি ডিপ্লয় করা একটি সার্ভিস হয়ে উঠবে। পথে শিখবেন রাউটিং, রিকোয়েস্ট ভ্যালিডেশন, ORM-এর মাধ্যমে PostgreSQL-এর সঙ্গে কাজ, সেশন ও টোকেনভিত্তিক অথেনটিকেশন, এরর হ্যান্ডলিং আর কাজের লগিং। প্রতিটি ধাপে শুধু কমান্ড নয়, তার পেছনের কারণগুলোও ব্যাখ্যা করা হয়েছে।",
      },
      {
        en: "We also write tests for the endpoints, document the API so a front-end developer can use it, and deploy it to a low-cost server. You should be comfortable with JavaScript before starting; no back-end experience is needed.",
        bn: "এ ছাড়া আমরা এন্ডপয়েন্টগুলোর জন্য টেস্ট লিখব, API-টি এমনভাবে ডকুমেন্ট করব যাতে একজন ফ্রন্ট-এন্ড ডেভেলপার তা ব্যবহার করতে পারেন, আর কম খরচের একটি সার্ভারে ডিপ্লয় করব। শুরু করার আগে JavaScript-এ স্বচ্ছন্দ হওয়া দরকার; ব্যাক-এন্ডের কোনো অভিজ্ঞতা লাগবে না।",
      },
    ],
    additionalDetails: [
      {
        title: { en: "Course includes", bn: "কোর্সে যা থাকছে" },
        items: [
          { key: { en: "Certificate of completion", bn: "কোর্স সম্পন্ন করার সার্টিফিকেট" }, value: true },
          { key: { en: "Complete source code", bn: "সম্পূর্ণ সোর্স কোড" }, value: true },
          { key: { en: "Postman collection", bn: "Postman কালেকশন" }, value: true },
          { key: { en: "Live sessions", bn: "লাইভ সেশন" }, value: false },
        ],
      },
      {
        title: { en: "Course facts", bn: "কোর্সের তথ্য" },
        items: [
          { key: { en: "Level", bn: "লেভেল" }, value: { en: "Intermediate", bn: "ইন্টারমিডিয়েট" } },
          { key: { en: "Lessons", bn: "লেসন" }, value: { en: "22 video lessons", bn: "২২টি ভিডিও লেসন" } },
          { key: { en: "Length", bn: "সময়কাল" }, value: { en: "10 hours", bn: "১০ ঘণ্টা" } },
          { key: { en: "Language", bn: "ভাষা" }, value: { en: "English, with Bangla subtitles", bn: "ইংরেজি, সঙ্গে বাংলা সাবটাইটেল" } },
        ],
      },
    ],
  },
  {
    id: 5,
    title: { en: "Figma to Code", bn: "Figma থেকে কোড" },
    images: pictures(5, [
      {
        en: "Course cover for Figma to Code: the title on an indigo gradient, an 'All levels · 16 lessons' badge and a design frame turning into code",
        bn: "“Figma থেকে কোড” কোর্সের কভার: ইন্ডিগো গ্রেডিয়েন্টের ওপর কোর্সের নাম, ‘All levels · 16 lessons’ লেখা একটি ব্যাজ আর কোডে রূপ নিতে থাকা একটি ডিজাইন ফ্রেম",
      },
      {
        en: "Figma to Code curriculum: six modules from reading a design file to pixel-checking the build, and a ring showing 6 modules",
        bn: "“Figma থেকে কোড” কোর্সের সিলেবাস: ডিজাইন ফাইল পড়া থেকে শুরু করে তৈরি পেজ পিক্সেল ধরে মিলিয়ে দেখা পর্যন্ত ছয়টি মডিউল, পাশে ৬টি মডিউল দেখানো একটি রিং",
      },
      {
        en: "The final project of Figma to Code, a landing page in a browser, next to its code in an editor",
        bn: "“Figma থেকে কোড” কোর্সের ফাইনাল প্রজেক্ট: ব্রাউজারে একটি ল্যান্ডিং পেজ, পাশে এডিটরে তার কোড",
      },
    ]),
    price: { BDT: 1500, USD: 19 },
    oldPrice: { BDT: 2500, USD: 29 },
    rating: 4,
    numReviews: 93,
    summary: {
      en: "Turn Figma designs into clean, responsive, accessible front-end code, and stop guessing at spacing and breakpoints.",
      bn: "Figma ডিজাইনকে পরিচ্ছন্ন, রেসপনসিভ ও অ্যাক্সেসিবল ফ্রন্ট-এন্ড কোডে রূপ দিন; স্পেসিং আর ব্রেকপয়েন্ট নিয়ে আর আন্দাজে কাজ করতে হবে না।",
    },
    details: [
      {
        en: "Designers and developers often lose days in the gap between a Figma file and a working page. This course shows you how to read a design file properly, translate auto layout into flexbox and grid, turn Figma components into React components, and handle breakpoints the designer did not draw.",
        bn: "একটি Figma ফাইল আর সত্যিই কাজ করে এমন একটি পেজের মাঝের ফাঁকে ডিজাইনার ও ডেভেলপারদের প্রায়ই কয়েক দিন নষ্ট হয়। এই কোর্সে দেখানো হয়েছে কীভাবে একটি ডিজাইন ফাইল ঠিকভাবে পড়তে হয়, auto layout-কে flexbox ও grid-এ রূপান্তর করতে হয়, Figma কম্পোনেন্টকে React কম্পোনেন্টে পরিণত করতে হয়, আর ডিজাইনার যেসব ব্রেকপয়েন্ট আঁকেননি, সেগুলো সামলাতে হয়।",
      },
      {
        en: "We finish by building a landing page from a real design file and checking it against the design at every screen size, including colour contrast and keyboard use. Useful for developers who work with designers, and for designers who want to understand how their work is built.",
        bn: "শেষে আমরা একটি বাস্তব ডিজাইন ফাইল থেকে একটি ল্যান্ডিং পেজ বানাব এবং রঙের কনট্রাস্ট আর কিবোর্ড দিয়ে ব্যবহারসহ প্রতিটি স্ক্রিন সাইজে সেটিকে ডিজাইনের সঙ্গে মিলিয়ে দেখব। যেসব ডেভেলপার ডিজাইনারদের সঙ্গে কাজ করেন, আর যেসব ডিজাইনার বুঝতে চান তাঁদের ডিজাইন কীভাবে তৈরি হয়, দুই পক্ষের জন্যই কোর্সটি কাজের।",
      },
    ],
    additionalDetails: [
      {
        title: { en: "Course includes", bn: "কোর্সে যা থাকছে" },
        items: [
          { key: { en: "Certificate of completion", bn: "কোর্স সম্পন্ন করার সার্টিফিকেট" }, value: true },
          { key: { en: "Figma design files", bn: "Figma ডিজাইন ফাইল" }, value: true },
          { key: { en: "Lifetime access and updates", bn: "আজীবন অ্যাক্সেস ও আপডেট" }, value: true },
          { key: { en: "Live sessions", bn: "লাইভ সেশন" }, value: false },
        ],
      },
      {
        title: { en: "Course facts", bn: "কোর্সের তথ্য" },
        items: [
          { key: { en: "Level", bn: "লেভেল" }, value: { en: "All levels", bn: "সব লেভেল" } },
          { key: { en: "Lessons", bn: "লেসন" }, value: { en: "16 video lessons", bn: "১৬টি ভিডিও লেসন" } },
          { key: { en: "Length", bn: "সময়কাল" }, value: { en: "5.5 hours", bn: "সাড়ে ৫ ঘণ্টা" } },
          { key: { en: "Language", bn: "ভাষা" }, value: { en: "English, with Bangla subtitles", bn: "ইংরেজি, সঙ্গে বাংলা সাবটাইটেল" } },
        ],
      },
    ],
  },
] satisfies z.input<typeof productSchema>[];
