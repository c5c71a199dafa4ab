import type { z } from "zod";
import type { pagesSchema } from "../data/schema/pages.ts";

/**
 * The words of the pages themselves: titles, menu labels, descriptions, section headings,
 * the lines under page titles, calls to action and the not-found page. The pages' content
 * (projects, posts, services…) lives in the other files; words of the interface no owner
 * writes ("Next", "Close", "Search posts") stay in the code, in app/lib/words.ts.
 */
export const pages = {
  home: {
    menuLabel: { en: "Home", bn: "হোম" },
    profiles: { title: { en: "Find my work and reviews on", bn: "আমার কাজ ও রিভিউ পাবেন এসব প্ল্যাটফর্মে" } },
    services: {
      eyebrow: { en: "Services", bn: "সেবাসমূহ" },
      title: { en: "What I can build for you", bn: "আপনার জন্য আমি যা তৈরি করতে পারি" },
      lead: {
        en: "From the first sketch to launch and beyond: one person who owns the whole job.",
        bn: "প্রথম স্কেচ থেকে লঞ্চ, এমনকি তার পরেও: পুরো কাজের দায়িত্ব একজনের হাতেই।",
      },
    },
    portfolio: {
      eyebrow: { en: "Portfolio", bn: "পোর্টফোলিও" },
      title: { en: "Recent projects", bn: "সাম্প্রতিক প্রকল্প" },
      lead: {
        en: "Web applications, mobile apps and WordPress sites, built for clients in Bangladesh and abroad.",
        bn: "বাংলাদেশ ও বিদেশের ক্লায়েন্টদের জন্য তৈরি ওয়েব অ্যাপ্লিকেশন, মোবাইল অ্যাপ ও WordPress সাইট।",
      },
      allLink: { en: "All projects", bn: "সব প্রকল্প" },
    },
    testimonials: { eyebrow: { en: "Testimonials", bn: "মতামত" }, title: { en: "What clients say", bn: "ক্লায়েন্টরা যা বলেন" } },
    faq: { eyebrow: { en: "FAQ", bn: "প্রশ্নোত্তর" }, title: { en: "Questions clients ask", bn: "ক্লায়েন্টরা যেসব প্রশ্ন করেন" } },
    contactForm: {
      title: { en: "Tell me about your project", bn: "আপনার প্রকল্পের কথা আমাকে জানান" },
      lead: {
        en: "All fields are required.",
        bn: "সবগুলো ঘর পূরণ করা আবশ্যক।",
      },
    },
    blog: {
      eyebrow: { en: "Blog", bn: "ব্লগ" },
      title: { en: "Notes from the work", bn: "কাজের অভিজ্ঞতা থেকে লেখা" },
      allLink: { en: "All posts", bn: "সব পোস্ট" },
    },
  },
  about: {
    title: { en: "About me", bn: "আমার সম্পর্কে" },
    menuLabel: { en: "About", bn: "পরিচিতি" },
    description: {
      en: "Arif Hossain is a full-stack web designer & developer in Dhaka with 4 years of experience.",
      bn: "আরিফ হোসেন ঢাকার একজন ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার, যাঁর অভিজ্ঞতা ৪ বছরের।",
    },
    lead: {
      en: "Full-Stack Web Designer & Developer based in Dhaka, working with clients around the world.",
      bn: "ঢাকাভিত্তিক ফুল-স্ট্যাক ওয়েব ডিজাইনার ও ডেভেলপার, কাজ করি সারা বিশ্বের ক্লায়েন্টদের সঙ্গে।",
    },
  },
  resume: { skills: { en: "Skills", bn: "দক্ষতা" }, tools: { en: "Tools I use", bn: "যেসব টুল ব্যবহার করি" } },
  portfolio: {
    title: { en: "Portfolio", bn: "পোর্টফোলিও" },
    description: {
      en: "Web applications, mobile apps and WordPress sites by Arif Hossain.",
      bn: "আরিফ হোসেনের তৈরি ওয়েব অ্যাপ্লিকেশন, মোবাইল অ্যাপ ও WordPress সাইট।",
    },
    lead: {
      en: "Selected work for clients in Bangladesh and abroad: what the problem was, what I built, and what changed.",
      bn: "বাংলাদেশ ও বিদেশের ক্লায়েন্টদের জন্য করা বাছাই করা কিছু কাজ: সমস্যাটা কী ছিল, আমি কী তৈরি করেছি, আর তাতে কী বদলেছে।",
    },
    hireMe: {
      title: { en: "Hire me as a Product Designer", bn: "প্রোডাক্ট ডিজাইনার হিসেবে আমাকে হায়ার করুন" },
      lead: {
        en: "I design and build the whole product: research, interface, code and launch.",
        bn: "পুরো প্রোডাক্টটাই আমি ডিজাইন করি এবং তৈরি করি: রিসার্চ, ইন্টারফেস, কোড আর লঞ্চ।",
      },
    },
    detail: {
      overview: { en: "Overview", bn: "সংক্ষেপে" },
      challenge: { en: "The challenge", bn: "চ্যালেঞ্জ" },
      built: { en: "What I built", bn: "আমি যা তৈরি করেছি" },
      result: { en: "The result", bn: "ফলাফল" },
      similar: { en: "Similar projects", bn: "একই ধরনের আরও প্রকল্প" },
    },
  },
  services: {
    title: { en: "Services", bn: "সেবাসমূহ" },
    description: {
      en: "Mobile app development, web app development and WordPress website development, by Arif Hossain.",
      bn: "আরিফ হোসেনের সেবা: মোবাইল অ্যাপ ডেভেলপমেন্ট, ওয়েব অ্যাপ ডেভেলপমেন্ট ও WordPress ওয়েবসাইট ডেভেলপমেন্ট।",
    },
    lead: {
      en: "Three ways I can help, each delivered end to end: planning, design, build, launch and support.",
      bn: "তিনভাবে আমি আপনাকে সাহায্য করতে পারি, প্রতিটিই শুরু থেকে শেষ পর্যন্ত: পরিকল্পনা, ডিজাইন, তৈরি, লঞ্চ আর সাপোর্ট।",
    },
    detail: { about: { en: "How I work on it", bn: "আমি কীভাবে কাজটি করি" }, deliverables: { en: "What you get", bn: "আপনি যা পাবেন" } },
  },
  products: {
    title: { en: "Courses", bn: "কোর্স" },
    menuLabel: { en: "Products", bn: "প্রোডাক্ট" },
    description: { en: "Practical web development courses by Arif Hossain.", bn: "আরিফ হোসেনের হাতে-কলমে ওয়েব ডেভেলপমেন্ট কোর্স।" },
    lead: {
      en: "Short, practical courses from real client work: build it, ship it, get paid for it.",
      bn: "বাস্তব ক্লায়েন্টের কাজ থেকে তৈরি ছোট, হাতে-কলমে শেখার কোর্স: বানান, লঞ্চ করুন, আর তার জন্য পারিশ্রমিক পান।",
    },
    detail: { details: { en: "Product Details", bn: "প্রোডাক্টের বিবরণ" } },
  },
  blog: {
    title: { en: "Blog", bn: "ব্লগ" },
    description: {
      en: "Notes on web development, design and freelancing from Arif Hossain.",
      bn: "ওয়েব ডেভেলপমেন্ট, ডিজাইন আর ফ্রিল্যান্সিং নিয়ে আরিফ হোসেনের লেখা।",
    },
    lead: {
      en: "Notes from client work: stacks, speed, design and the business of freelancing from Dhaka.",
      bn: "ক্লায়েন্টের কাজ থেকে লেখা নোট: টেক স্ট্যাক, স্পিড, ডিজাইন আর ঢাকা থেকে ফ্রিল্যান্সিংয়ের ব্যবসায়িক দিক।",
    },
    latest: { en: "Latest Blog", bn: "সাম্প্রতিক পোস্ট" },
    follow: { en: "Follow Us", bn: "ফলো করুন" },
  },
  contact: {
    title: { en: "Contact", bn: "যোগাযোগ" },
    description: {
      en: "Hire Arif Hossain: write, call, or send the form. Replies within one working day.",
      bn: "আরিফ হোসেনকে হায়ার করুন: লিখুন, ফোন করুন বা ফর্মটি পাঠান। উত্তর পাবেন এক কর্মদিবসের মধ্যে।",
    },
    lead: {
      en: "Tell me about your project. I reply within one working day, usually sooner.",
      bn: "আপনার প্রকল্পের কথা আমাকে জানান। আমি এক কর্মদিবসের মধ্যে উত্তর দিই, সাধারণত তার আগেই।",
    },
    direct: { title: { en: "Reach me directly", bn: "সরাসরি যোগাযোগ করুন" } },
    form: { title: { en: "Send a message", bn: "বার্তা পাঠান" }, lead: { en: "All fields are required.", bn: "সবগুলো ঘর পূরণ করা আবশ্যক।" } },
  },
  search: {
    title: { en: "Search", bn: "খুঁজুন" },
    description: {
      en: "Search Arif Hossain's posts, projects, services and courses.",
      bn: "আরিফ হোসেনের পোস্ট, প্রকল্প, সেবা আর কোর্সে খুঁজুন।",
    },
    lead: {
      en: "Posts, projects, services and courses: type a word, a name or a technology.",
      bn: "পোস্ট, প্রকল্প, সেবা আর কোর্স: একটি শব্দ, নাম বা প্রযুক্তির নাম লিখুন।",
    },
  },
  /** The closing call to action of the about, services and portfolio pages. */
  hireMe: {
    title: { en: "Have a project in mind?", bn: "কোনো প্রকল্পের কথা ভাবছেন?" },
    lead: {
      en: "Tell me what you need. You get a clear plan, a fixed quote and a launch date within two working days.",
      bn: "আপনার কী দরকার, আমাকে জানান। দুই কর্মদিবসের মধ্যে পাবেন একটি স্পষ্ট পরিকল্পনা, নির্দিষ্ট দামের কোটেশন আর লঞ্চের তারিখ।",
    },
  },
  common: {
    hireMe: { en: "Hire Me", bn: "হায়ার করুন" },
    downloadCv: { en: "Download CV", bn: "সিভি ডাউনলোড করুন" },
    findMeOnline: { en: "Find me online", bn: "অনলাইনে আমাকে পাবেন" },
    contactDetails: { en: "Official info", bn: "যোগাযোগের তথ্য" },
  },
  notFound: {
    title: { en: "Page not found", bn: "পৃষ্ঠাটি পাওয়া যায়নি" },
    homeLink: { en: "Go to the home page", bn: "হোম পেজে যান" },
    contactLink: { en: "Contact me", bn: "আমার সঙ্গে যোগাযোগ করুন" },
    lead: {
      en: "The address may be mistyped, or the page has moved. Everything on the site is one click away from the home page.",
      bn: "ঠিকানাটি হয়তো ভুল লেখা হয়েছে, অথবা পৃষ্ঠাটি সরিয়ে নেওয়া হয়েছে। হোম পেজ থেকে সাইটের সবকিছুই মাত্র এক ক্লিক দূরে।",
    },
  },
} satisfies z.input<typeof pagesSchema>;
