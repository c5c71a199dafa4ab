import type { z } from "zod";
import type { faqSchema } from "../data/schema/pages.ts";

export const faq = [
  {
    id: 1,
    title: { en: "How long does a typical project take?", bn: "সাধারণত একটি প্রজেক্টে কত সময় লাগে?" },
    content: {
      en: "A WordPress site for a small business or NGO usually takes 3 to 5 weeks. A custom web app or an online store takes 6 to 12 weeks, and a mobile app 8 to 14 weeks, depending on how many features the first version needs. After our first call I send a written plan with milestones, and you can try the work on a staging link every week, so there are no surprises at the end.",
      bn: "ছোট ব্যবসা বা এনজিওর জন্য একটি WordPress সাইট তৈরিতে সাধারণত ৩ থেকে ৫ সপ্তাহ লাগে। প্রথম ভার্সনে কতগুলো ফিচার দরকার তার ওপর নির্ভর করে একটি কাস্টম ওয়েব অ্যাপ বা অনলাইন স্টোরে লাগে ৬ থেকে ১২ সপ্তাহ, আর একটি মোবাইল অ্যাপে ৮ থেকে ১৪ সপ্তাহ। আমাদের প্রথম কলের পর আমি মাইলস্টোনসহ একটি লিখিত পরিকল্পনা পাঠাই, আর প্রতি সপ্তাহে আপনি একটি স্টেজিং লিংকে কাজটি চালিয়ে দেখতে পারেন, তাই শেষে গিয়ে কোনো অপ্রত্যাশিত চমক থাকে না।",
    },
  },
  {
    id: 2,
    title: { en: "How much does it cost?", bn: "খরচ কত?" },
    content: {
      en: "Every project gets a fixed-price quote after a short discovery call, so you know the full cost before we start. Payment is split into milestones: usually 40% to begin, 40% when the design and main features are approved, and 20% at launch, each with a proper invoice.",
      bn: "ছোট একটি ডিসকভারি কলের পর প্রতিটি প্রজেক্টের জন্য আমি নির্দিষ্ট দামের কোটেশন দিই, ফলে কাজ শুরুর আগেই আপনি পুরো খরচ জেনে যান। পেমেন্ট কয়েকটি মাইলস্টোনে ভাগ করা থাকে: সাধারণত শুরুতে ৪০%, ডিজাইন ও মূল ফিচারগুলো অনুমোদনের পর ৪০%, আর লঞ্চের সময় ২০%, প্রতিবার যথাযথ ইনভয়েসসহ।",
    },
  },
  {
    id: 4,
    title: { en: "How do I pay?", bn: "কীভাবে পেমেন্ট করব?" },
    content: {
      en: "In Bangladesh by bKash, Nagad or bank transfer; from abroad through Payoneer. Each invoice gives the amount and the reference to write.",
      bn: "বাংলাদেশ থেকে বিকাশ, নগদ বা ব্যাংক ট্রান্সফারে; বিদেশ থেকে Payoneer-এর মাধ্যমে। প্রতিটি ইনভয়েসে টাকার পরিমাণ আর রেফারেন্সে কী লিখবেন তা দেওয়া থাকে।",
    },
    link: { label: { en: "See how to pay", bn: "কীভাবে পেমেন্ট করবেন, দেখুন" }, to: "/services#how-to-pay" },
  },
  {
    id: 3,
    title: { en: "What happens after launch?", bn: "লঞ্চের পর কী হয়?" },
    content: {
      en: "Every project includes 30 days of free fixes after launch, plus a hand-over session and written notes for your team. After that you can choose a monthly care plan that covers updates, backups, security checks and a set number of hours for small changes, or simply contact me when you need something. I reply to support messages within one working day, and you always own your code, your domain and your hosting accounts.",
      bn: "প্রতিটি প্রজেক্টে থাকে লঞ্চের পর ৩০ দিন বিনা খরচে ফিক্স, সঙ্গে আপনার টিমের জন্য একটি হ্যান্ড-ওভার সেশন ও লিখিত নোট। এরপর আপনি একটি মাসিক কেয়ার প্ল্যান বেছে নিতে পারেন, যাতে থাকে আপডেট, ব্যাকআপ, নিরাপত্তা যাচাই আর ছোটখাটো পরিবর্তনের জন্য নির্দিষ্ট কয়েক ঘণ্টা সময়; অথবা দরকার হলে সরাসরি আমার সঙ্গে যোগাযোগ করতে পারেন। সাপোর্টের বার্তার উত্তর আমি এক কার্যদিবসের মধ্যে দিই, আর আপনার কোড, ডোমেইন ও হোস্টিং অ্যাকাউন্টের মালিক সবসময় আপনিই থাকেন।",
    },
  },
] satisfies z.input<typeof faqSchema>[];
