import type { z } from "zod";
import type { testimonialSchema } from "../data/schema/pages.ts";

const avatar = (n: number, alt: string | { en: string; bn?: string }) => ({
  src: `/images/avatars/client-${n}.svg`,
  alt,
  width: 160,
  height: 160,
});

export const testimonials = [
  {
    name: { en: "Sadia Rahman", bn: "সাদিয়া রহমান" },
    role: { en: "Founder & Creative Director, Noksha Studio, Dhaka", bn: "প্রতিষ্ঠাতা ও ক্রিয়েটিভ ডিরেক্টর, নকশা স্টুডিও, ঢাকা" },
    text: {
      en: "Arif spent two days in our showroom before he designed anything, and it shows. Our customers find their size, pay with bKash and get a delivery date without messaging us. Online orders more than quadrupled, and my team adds new collections on their own.",
      bn: "কোনো কিছু ডিজাইন করার আগে আরিফ আমাদের শোরুমে দুই দিন কাটিয়েছিলেন, আর কাজে সেটা স্পষ্ট বোঝা যায়। আমাদের গ্রাহকেরা এখন আমাদের মেসেজ না করেই নিজের সাইজ খুঁজে নেন, বিকাশে পেমেন্ট করেন আর ডেলিভারির তারিখ জেনে যান। অনলাইন অর্ডার চার গুণেরও বেশি বেড়েছে, আর আমার টিম নিজেরাই নতুন কালেকশন যোগ করে।",
    },
    image: avatar(1, { en: "Illustrated portrait of Sadia Rahman", bn: "ইলাস্ট্রেশনে আঁকা সাদিয়া রহমানের প্রতিকৃতি" }),
    rating: 5,
  },
  {
    name: { en: "Oliver Bennett", bn: "অলিভার বেনেট" },
    role: { en: "Operations Director, Cargoline Freight, UK", bn: "অপারেশনস ডিরেক্টর, কার্গোলাইন ফ্রেইট, যুক্তরাজ্য" },
    text: {
      en: "We hired Arif to replace eleven spreadsheets with one dashboard for our Chattogram and UK offices. He asked the right questions, kept us updated every week across two time zones and delivered on the date he promised. We now catch delays before our clients do.",
      bn: "আমাদের চট্টগ্রাম ও যুক্তরাজ্যের অফিসের এগারোটি স্প্রেডশিটের জায়গায় একটি ড্যাশবোর্ড বানাতে আমরা আরিফকে নিয়োগ দিয়েছিলাম। তিনি ঠিক প্রশ্নগুলোই করেছেন, দুই টাইম জোনের ব্যবধান সত্ত্বেও প্রতি সপ্তাহে আমাদের আপডেট দিয়েছেন, আর যে তারিখের কথা দিয়েছিলেন, সেদিনই কাজ বুঝিয়ে দিয়েছেন। এখন কোথাও দেরি হলে আমাদের ক্লায়েন্টদের আগেই আমরা তা টের পাই।",
    },
    image: avatar(2, { en: "Illustrated portrait of Oliver Bennett", bn: "ইলাস্ট্রেশনে আঁকা অলিভার বেনেটের প্রতিকৃতি" }),
    rating: 5,
  },
  {
    name: { en: "Dr. Farhana Siddiqua", bn: "ডা. ফারহানা সিদ্দিকা" },
    role: { en: "Managing Director, Shefa Family Clinic, Chattogram", bn: "ব্যবস্থাপনা পরিচালক, শেফা ফ্যামিলি ক্লিনিক, চট্টগ্রাম" },
    text: {
      en: "Our receptionists were on the phone all morning and one patient in five never turned up. With CareSlot most patients book online, the reminders have cut no-shows by more than half, and older patients tell us it is easy to use. Arif still answers within the day when we need a change.",
      bn: "আমাদের রিসেপশনিস্টরা সারা সকাল ফোনেই ব্যস্ত থাকতেন, আর প্রতি পাঁচজন রোগীর একজন শেষ পর্যন্ত আসতেনই না। CareSlot চালুর পর বেশির ভাগ রোগী অনলাইনে অ্যাপয়েন্টমেন্ট নেন, রিমাইন্ডারের কারণে না-আসা রোগীর সংখ্যা অর্ধেকেরও বেশি কমেছে, আর বয়স্ক রোগীরাও বলেন, এটা ব্যবহার করা সহজ। কোনো পরিবর্তন দরকার হলে আরিফ এখনো সেদিনের মধ্যেই সাড়া দেন।",
    },
    image: avatar(3, { en: "Illustrated portrait of Dr. Farhana Siddiqua", bn: "ইলাস্ট্রেশনে আঁকা ডা. ফারহানা সিদ্দিকার প্রতিকৃতি" }),
    rating: 5,
  },
] satisfies z.input<typeof testimonialSchema>[];
