import type { z } from "zod";
import type { commentSchema, commentSystemSchema } from "../data/schema/blog.ts";

/**
 * Where the comments under your posts come from. "demo" shows the list below, with a form
 * that sends nothing. To take real comments as GitHub Discussions, switch on giscus
 * (README.md, "Comments from GitHub"), e.g.:
 *
 *   export const commentSystem = {
 *     provider: "giscus",
 *     repo: "your-name/your-repo",
 *     repoId: "R_kgDO…",
 *     category: "Comments",
 *     categoryId: "DIC_kwDO…",
 *   } satisfies z.input<typeof commentSystemSchema>;
 */
export const commentSystem = { provider: "demo" } satisfies z.input<typeof commentSystemSchema>;

const avatar = (n: number, name: string | { en: string; bn?: string }) => {
  const en = `Illustrated portrait of ${typeof name === "string" ? name : name.en}`;
  return {
    src: `/images/avatars/reader-${n}.svg`,
    alt: typeof name === "string" || name.bn === undefined ? en : { en, bn: `আঁকা প্রতিকৃতি: ${name.bn}` },
    width: 96,
    height: 96,
  };
};

const rakibul = { en: "Rakibul Islam", bn: "রাকিবুল ইসলাম" };
const mitu = { en: "Mitu Chowdhury", bn: "মিতু চৌধুরী" };
const tanvir = { en: "Tanvir Alam", bn: "তানভীর আলম" };
const emily = { en: "Emily Carter", bn: "এমিলি কার্টার" };
const sabbir = { en: "Sabbir Hasan", bn: "সাব্বির হাসান" };
const nadia = { en: "Nadia Sultana", bn: "নাদিয়া সুলতানা" };

/** The demo's comments, by post id (shown only while commentSystem is "demo"). */
export const comments = [
  {
    postId: "how-i-scope-a-freelance-project",
    author: rakibul,
    timestamp: "2026-10-14T21:12:00+06:00",
    text: {
      en: "The 'later' list is such a simple idea. I always felt rude saying no to client ideas, but moving them to version two sounds much friendlier. Going to try it on my next WordPress project.",
      bn: "“পরে”-র তালিকাটা কী সহজ একটা আইডিয়া! ক্লায়েন্টের আইডিয়ায় না বলতে সবসময় কেমন অভদ্রতা মনে হতো, কিন্তু সেগুলো দ্বিতীয় ভার্সনে সরিয়ে রাখার কথা বললে অনেক বেশি আন্তরিক শোনায়। পরের WordPress প্রজেক্টেই চেষ্টা করে দেখব।",
    },
    avatar: avatar(1, rakibul),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: mitu,
    timestamp: "2026-10-15T09:40:00+06:00",
    text: {
      en: "Do you share the internal best-case and worst-case estimates with the client, or only the fixed price? I worry that showing ranges invites bargaining.",
      bn: "নিজেদের হিসাবের বেস্ট-কেস আর ওয়ার্স্ট-কেস এস্টিমেট কি আপনি ক্লায়েন্টকেও দেখান, নাকি শুধু ফিক্সড দামটা জানান? আমার ভয় হয়, পরিসর দেখালে দরদাম শুরু হয়ে যাবে।",
    },
    avatar: avatar(2, mitu),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: tanvir,
    timestamp: "2026-10-16T13:05:00+06:00",
    text: {
      en: "As a client who has been burned twice by vague quotes, I wish every developer worked like this. A two-page scope with what is NOT included would have saved me a lot of money and stress.",
      bn: "অস্পষ্ট কোটেশনের কারণে দুবার ঠকেছি, এমন একজন ক্লায়েন্ট হিসেবে বলছি: সব ডেভেলপার যদি এভাবে কাজ করতেন! কী কী কাজের মধ্যে থাকবে না, সেটাও স্পষ্ট করে লেখা দুই পাতার একটা স্কোপ থাকলে আমার অনেক টাকা আর দুশ্চিন্তা বেঁচে যেত।",
    },
    avatar: avatar(3, tanvir),
  },
  {
    postId: "how-i-scope-a-freelance-project",
    author: emily,
    timestamp: "2026-10-18T16:27:00+06:00",
    text: {
      en: "Great write-up. I run a small agency in Manchester and we do almost exactly this, including paid discovery. The one-sentence goal test is brilliant; we are adding it to our proposal template.",
      bn: "দারুণ লেখা। ম্যানচেস্টারে আমার একটা ছোট এজেন্সি আছে, আমরাও প্রায় হুবহু এভাবেই কাজ করি, পেইড ডিসকভারিসহ। লক্ষ্যটা এক বাক্যে লিখে যাচাই করার পদ্ধতিটা চমৎকার; এটা আমরা আমাদের প্রপোজাল টেমপ্লেটে যোগ করে নিচ্ছি।",
    },
    avatar: avatar(4, emily),
  },
  {
    postId: "accepting-online-payments-in-bangladesh",
    author: sabbir,
    timestamp: "2026-07-03T11:18:00+06:00",
    text: {
      en: "The double callback point is so true. We had a shop sending two confirmation SMS for every bKash payment until we made the update idempotent. Thanks for the clear example.",
      bn: "দুবার কলব্যাক আসার কথাটা একদম ঠিক। আমাদের একটা শপ প্রতিটি বিকাশ পেমেন্টে দুটো করে কনফার্মেশন SMS পাঠাত, যতদিন না আমরা আপডেটটা idempotent করেছি। পরিষ্কার উদাহরণের জন্য ধন্যবাদ।",
    },
    avatar: avatar(5, sabbir),
  },
  {
    postId: "accepting-online-payments-in-bangladesh",
    author: nadia,
    timestamp: "2026-07-05T20:52:00+06:00",
    text: {
      en: "How small an advance do you usually ask for on cash on delivery? We sell home decor and I am afraid of scaring off first-time buyers.",
      bn: "ক্যাশ অন ডেলিভারির অর্ডারে আপনি সাধারণত কত কম অগ্রিম চান? আমরা হোম ডেকর বিক্রি করি, ভয় হয় প্রথমবারের ক্রেতারা না আবার সরে যান।",
    },
    avatar: avatar(6, nadia),
  },
] satisfies z.input<typeof commentSchema>[];
