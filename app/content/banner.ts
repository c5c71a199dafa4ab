import type { z } from "zod";
import type { bannerSchema } from "../data/schema/pages.ts";

export const banner = {
  greeting: { en: "Hello, I'm", bn: "হ্যালো, আমি" },
  intro: {
    en: "I design and build fast, dependable websites, web apps and mobile apps for businesses in Bangladesh and around the world. You get one person who cares about the details from the first sketch to launch day, and who is still answering your messages after it.",
    bn: "বাংলাদেশ ও সারা বিশ্বের ব্যবসাপ্রতিষ্ঠানের জন্য আমি দ্রুতগতির, নির্ভরযোগ্য ওয়েবসাইট, ওয়েব অ্যাপ ও মোবাইল অ্যাপ ডিজাইন করি এবং তৈরি করি। আপনি পাবেন এমন একজনকে, যে প্রথম স্কেচ থেকে লঞ্চের দিন পর্যন্ত প্রতিটি খুঁটিনাটির যত্ন নেয়, আর লঞ্চের পরেও আপনার বার্তার উত্তর দিয়ে যায়।",
  },
  image: {
    src: "/images/hero.svg",
    alt: {
      en: "Illustration of Arif Hossain smiling behind a laptop, with a code card, a bar chart and a five-star badge floating around him",
      bn: "ল্যাপটপের ওপাশে হাসিমুখে আরিফ হোসেনের একটি ইলাস্ট্রেশন, তাঁর চারপাশে ভেসে আছে একটি কোড কার্ড, একটি বার চার্ট আর পাঁচ তারকার একটি ব্যাজ",
    },
    width: 560,
    height: 640,
  },
  videoId: "aqz-KE-bpKQ",
  videoTitle: {
    en: "Big Buck Bunny, an open movie by the Blender Foundation (CC BY 3.0)",
    bn: "Big Buck Bunny, Blender Foundation-এর একটি ওপেন মুভি (CC BY 3.0)",
  },
} satisfies z.input<typeof bannerSchema>;
