import type { z } from "zod";
import type { projectSchema } from "../data/schema/work.ts";

/** A text as the schema takes it: English only, or English and Bengali. */
type Text = string | { en: string; bn?: string };

/** The main 16:10 picture and the three square share pictures of project `id`. */
function pictures(id: number, alts: { main: Text; phone: Text; detail: Text; styleBoard: Text }) {
  return {
    image: { src: `/images/projects/project-${id}.svg`, alt: alts.main, width: 1600, height: 1000 },
    shareImages: [alts.phone, alts.detail, alts.styleBoard].map((alt, index) => ({
      src: `/images/projects/project-${id}-share-${index + 1}.svg`,
      alt,
      width: 800,
      height: 800,
    })),
  };
}

const author = { en: "Arif Hossain", bn: "আরিফ হোসেন" };

export const projects = [
  {
    id: 1,
    title: { en: "Noksha Studio Online Store", bn: "নকশা স্টুডিওর অনলাইন স্টোর" },
    ...pictures(1, {
      main: {
        en: "The Noksha Studio store in a browser: a festive collection banner above four kurtas in indigo, teal, amber and violet, with a product page open on a phone beside it",
        bn: "ব্রাউজারে নকশা স্টুডিওর স্টোর: উৎসবের কালেকশনের একটি ব্যানারের নিচে নীল, টিল, অ্যাম্বার আর বেগুনি রঙের চারটি কুর্তা, আর পাশে একটি ফোনে খোলা একটি প্রোডাক্ট পেজ",
      },
      phone: {
        en: "Noksha Studio product page on a phone: an indigo kurta, its price of Tk 3,950, size buttons and an Add to bag button",
        bn: "ফোনে নকশা স্টুডিওর প্রোডাক্ট পেজ: একটি নীল কুর্তা, তার দাম ৳৩,৯৫০, সাইজ বাছাইয়ের বাটন আর একটি Add to bag বাটন",
      },
      detail: {
        en: "Close-up of a Noksha Studio product card: a jamdani kurta with a 20% off badge, five stars, the price and an Add to bag button",
        bn: "নকশা স্টুডিওর একটি প্রোডাক্ট কার্ডের ক্লোজ-আপ: ২০% ছাড়ের ব্যাজসহ একটি জামদানি কুর্তা, পাঁচটি তারা, দাম আর একটি Add to bag বাটন",
      },
      styleBoard: {
        en: "Noksha Studio style board: a type specimen, primary and secondary buttons, five colour swatches and a small product card",
        bn: "নকশা স্টুডিওর স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট প্রোডাক্ট কার্ড",
      },
    }),
    author,
    date: "2026-09-14",
    summary: {
      en: "A fast online store for a Dhaka handloom fashion label, with bKash and card checkout, clear size guides and stock the shop team updates from their phones.",
      bn: "ঢাকার একটি তাঁতের পোশাকের ব্র্যান্ডের জন্য দ্রুতগতির অনলাইন স্টোর: বিকাশ ও কার্ডে চেকআউট, স্পষ্ট সাইজ গাইড, আর শপের টিম নিজেদের ফোন থেকেই স্টক আপডেট করে।",
    },
    mainText: {
      en: "Noksha Studio sells handloom kurtas, saris and panjabis from a small workshop in Mirpur and a showroom in Dhanmondi. Before this project almost every sale happened in Facebook Messenger: customers sent screenshots, staff checked stock by phone and typed addresses into a spreadsheet. In the festival rush the team answered more than 400 messages a day and still lost orders. They wanted a proper store that felt as personal as the showroom, worked on inexpensive Android phones and did not need a developer every time a new collection arrived.",
      bn: "নকশা স্টুডিও মিরপুরের একটি ছোট কারখানা আর ধানমন্ডির একটি শোরুম থেকে তাঁতের কুর্তা, শাড়ি ও পাঞ্জাবি বিক্রি করে। এই প্রজেক্টের আগে প্রায় সব বিক্রিই হতো Facebook Messenger-এ: গ্রাহকেরা স্ক্রিনশট পাঠাতেন, কর্মীরা ফোন করে স্টক মিলিয়ে দেখতেন আর ঠিকানাগুলো একটি স্প্রেডশিটে টাইপ করে রাখতেন। উৎসবের ভিড়ের সময় টিমটি দিনে ৪০০টির বেশি মেসেজের উত্তর দিত, তবু অর্ডার হাতছাড়া হতো। তাঁরা চেয়েছিলেন একটি পূর্ণাঙ্গ অনলাইন স্টোর, যা শোরুমের মতোই আন্তরিক লাগবে, কম দামের Android ফোনেও ঠিকঠাক চলবে, আর প্রতিবার নতুন কালেকশন এলেই ডেভেলপার ডাকতে হবে না।",
    },
    secondaryText: {
      en: "I started with two days in the showroom, watching how the staff sold and noting the questions customers asked most: size, fabric and delivery time. That shaped the product page: large photos, a size guide in centimetres and inches, fabric care notes, and the delivery estimate for the customer's district shown before checkout. The design uses the brand's indigo with a warm amber, and product names appear in Bangla and English side by side.",
      bn: "শুরুতে আমি দুই দিন শোরুমে কাটিয়েছি। কর্মীরা কীভাবে বিক্রি করেন তা দেখেছি, আর গ্রাহকেরা সবচেয়ে বেশি যে প্রশ্নগুলো করেন সেগুলো টুকে রেখেছি: সাইজ, কাপড় আর ডেলিভারির সময়। এ থেকেই প্রোডাক্ট পেজের রূপ ঠিক হয়েছে: বড় ছবি, সেন্টিমিটার ও ইঞ্চিতে সাইজ গাইড, কাপড়ের যত্নের নির্দেশনা, আর চেকআউটের আগেই গ্রাহকের জেলায় ডেলিভারির আনুমানিক সময়। ডিজাইনে ব্র্যান্ডের নীলের সঙ্গে উষ্ণ অ্যাম্বার রং ব্যবহার করেছি, আর প্রোডাক্টের নাম বাংলা ও ইংরেজিতে পাশাপাশি দেখানো হয়।",
    },
    bottomText: {
      en: "The store is built with React Router and TypeScript on the front and a Node.js API with PostgreSQL behind it. Checkout supports bKash, Nagad and cards through SSLCommerz, plus cash on delivery with a small advance to cut fake orders. Images are resized and served as WebP, and product pages are pre-rendered, so they load in under two seconds on a 3G connection. Staff manage stock and orders from a simple admin that works comfortably on a phone.",
      bn: "স্টোরের ফ্রন্ট এন্ড React Router আর TypeScript দিয়ে তৈরি, পেছনে আছে PostgreSQL-সহ একটি Node.js API। চেকআউটে SSLCommerz-এর মাধ্যমে বিকাশ, নগদ ও কার্ডে পেমেন্ট করা যায়, ক্যাশ অন ডেলিভারিও আছে; ভুয়া অর্ডার কমাতে সেখানে অল্প কিছু টাকা অগ্রিম নেওয়া হয়। ছবিগুলো রিসাইজ করে WebP ফরম্যাটে দেওয়া হয়, আর প্রোডাক্ট পেজগুলো আগে থেকেই রেন্ডার করা থাকে, তাই 3G সংযোগেও দুই সেকেন্ডের কম সময়ে লোড হয়। কর্মীরা একটি সহজ অ্যাডমিন প্যানেল থেকে স্টক ও অর্ডার সামলান, যা ফোনেও স্বচ্ছন্দে চলে।",
    },
    finalText: {
      en: "In the first three months after launch, online orders grew from about 35 to 160 a week, and 62% of them arrived without a single Messenger conversation. Cash-on-delivery returns fell by 41% after the advance-payment rule. The autumn collection went live in one evening without my help: the team uploaded all 86 products themselves.",
      bn: "লঞ্চের পর প্রথম তিন মাসে অনলাইন অর্ডার সপ্তাহে প্রায় ৩৫টি থেকে বেড়ে ১৬০টিতে দাঁড়ায়, আর এর ৬২% এসেছে Messenger-এ একটিও কথা না বলেই। অগ্রিম পেমেন্টের নিয়ম চালুর পর ক্যাশ অন ডেলিভারির রিটার্ন ৪১% কমেছে। শরতের কালেকশন আমার কোনো সাহায্য ছাড়াই এক সন্ধ্যায় লাইভ হয়েছে: টিম নিজেরাই ৮৬টি প্রোডাক্টের সবগুলো আপলোড করেছে।",
    },
    livePreview: "https://noksha-studio.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 2,
    title: { en: "CareSlot Clinic Booking App", bn: "CareSlot ক্লিনিক বুকিং অ্যাপ" },
    ...pictures(2, {
      main: {
        en: "The CareSlot booking page in a browser: a list of doctors, a week of appointment slots with Tuesday 10:30 selected, and the time picker on a phone beside it",
        bn: "ব্রাউজারে CareSlot-এর বুকিং পেজ: ডাক্তারদের তালিকা, মঙ্গলবার ১০:৩০ বাছাই করা অবস্থায় এক সপ্তাহের অ্যাপয়েন্টমেন্ট স্লট, আর পাশে একটি ফোনে সময় বাছাইয়ের স্ক্রিন",
      },
      phone: {
        en: "CareSlot on a phone: a strip of dates, a grid of appointment times with 10:30 chosen, and a Book visit button",
        bn: "ফোনে CareSlot: তারিখের একটি সারি, ১০:৩০ বাছাই করা অবস্থায় অ্যাপয়েন্টমেন্টের সময়ের একটি গ্রিড, আর একটি Book visit বাটন",
      },
      detail: {
        en: "Close-up of the CareSlot calendar: a grid of free, booked and selected slots above a Confirm appointment button",
        bn: "CareSlot ক্যালেন্ডারের ক্লোজ-আপ: খালি, বুক করা ও বাছাই করা স্লটের একটি গ্রিড, তার নিচে Confirm appointment বাটন",
      },
      styleBoard: {
        en: "CareSlot style board: a type specimen, primary and secondary buttons, five colour swatches and a small appointment calendar",
        bn: "CareSlot-এর স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট অ্যাপয়েন্টমেন্ট ক্যালেন্ডার",
      },
    }),
    author,
    date: "2026-06-22",
    summary: {
      en: "Online appointments for a family clinic in Chattogram: patients pick a doctor and a time in under a minute, and the front desk no longer juggles a paper diary.",
      bn: "চট্টগ্রামের একটি ফ্যামিলি ক্লিনিকের জন্য অনলাইন অ্যাপয়েন্টমেন্ট: রোগীরা এক মিনিটের কম সময়ে ডাক্তার ও সময় বেছে নেন, আর ফ্রন্ট ডেস্ককে এখন কাগজের ডায়েরি নিয়ে হিমশিম খেতে হয় না।",
    },
    mainText: {
      en: "Shefa Family Clinic has eleven doctors on two floors in Chattogram's GEC area and used to take every appointment by phone. The lines were busy from 8 a.m., patients waited hours for popular doctors, and about one in five booked patients never came. The clinic wanted patients to book and cancel online, doctors to see their day at a glance, and the reception team to stay in control of walk-ins.",
      bn: "চট্টগ্রামের জিইসি এলাকায় শেফা ফ্যামিলি ক্লিনিকের দুই তলায় এগারোজন ডাক্তার বসেন, আর আগে প্রতিটি অ্যাপয়েন্টমেন্ট নেওয়া হতো ফোনে। সকাল ৮টা থেকেই লাইন ব্যস্ত থাকত, জনপ্রিয় ডাক্তারদের জন্য রোগীরা ঘণ্টার পর ঘণ্টা অপেক্ষা করতেন, আর বুকিং দেওয়া প্রতি পাঁচজনের মধ্যে প্রায় একজন রোগী আসতেনই না। ক্লিনিক চেয়েছিল রোগীরা অনলাইনে বুকিং দেবেন ও বাতিল করবেন, ডাক্তাররা এক নজরে নিজের দিনের তালিকা দেখবেন, আর সরাসরি চলে আসা রোগীদের সামলানোর দায়িত্ব রিসেপশন টিমের হাতেই থাকবে।",
    },
    secondaryText: {
      en: "I mapped the booking flow with the receptionists first, because they knew every exception: follow-up visits that need a shorter slot, doctors who see only children in the afternoon, fasting blood tests that must happen before 10 a.m. The patient side became three steps: choose a doctor or a problem, pick a slot, confirm with a phone number. There is no account to create; a one-time code by SMS is enough. Large type and high-contrast buttons help older patients and the grown-up children who often book for them.",
      bn: "বুকিংয়ের ধাপগুলো আমি প্রথমে রিসেপশনিস্টদের সঙ্গে বসে সাজিয়েছি, কারণ প্রতিটি ব্যতিক্রম তাঁদের জানা: ফলো-আপ ভিজিটে ছোট স্লট লাগে, কোনো কোনো ডাক্তার বিকেলে শুধু শিশুদের দেখেন, খালি পেটে রক্ত পরীক্ষা সকাল ১০টার আগেই করতে হয়। রোগীর দিকটা দাঁড়াল তিন ধাপে: ডাক্তার বা সমস্যা বেছে নিন, একটি স্লট বাছুন, ফোন নম্বর দিয়ে নিশ্চিত করুন। কোনো অ্যাকাউন্ট খুলতে হয় না; SMS-এ আসা একটি ওয়ান-টাইম কোডই যথেষ্ট। বড় অক্ষর আর স্পষ্ট কনট্রাস্টের বাটন বয়স্ক রোগীদের সুবিধা দেয়, সুবিধা দেয় তাঁদের প্রাপ্তবয়স্ক সন্তানদেরও, যাঁরা প্রায়ই তাঁদের হয়ে বুকিং দেন।",
    },
    bottomText: {
      en: "The web app has a React front end and a Node.js and PostgreSQL back end. Slot rules live in the database, so the clinic changes a doctor's hours without a developer. Patients get an SMS reminder the evening before with a link to cancel, and a cancelled slot goes straight back on the calendar. The reception screen shows today's queue, walk-ins and late arrivals in one place and runs on the clinic's existing desktop PCs.",
      bn: "ওয়েব অ্যাপটির ফ্রন্ট এন্ড React-এ, আর ব্যাক এন্ড Node.js ও PostgreSQL-এ। স্লটের নিয়মগুলো ডেটাবেসে রাখা, তাই কোনো ডাক্তারের সময় বদলাতে ক্লিনিকের ডেভেলপার লাগে না। আগের দিন সন্ধ্যায় রোগীরা একটি SMS রিমাইন্ডার পান, তাতে বাতিল করার লিংকও থাকে, আর বাতিল হওয়া স্লট সঙ্গে সঙ্গে আবার ক্যালেন্ডারে ফিরে আসে। রিসেপশনের স্ক্রিনে আজকের সিরিয়াল, সরাসরি আসা আর দেরিতে পৌঁছানো রোগীদের এক জায়গায় দেখা যায়, আর এটি ক্লিনিকের আগের ডেস্কটপ পিসিগুলোতেই চলে।",
    },
    finalText: {
      en: "Within eight weeks, 58% of appointments were booked online, calls to the front desk dropped by about half, and no-shows fell from 21% to 9% thanks to the reminders and easy cancellation. Booking now takes 48 seconds on average. The clinic has since added its diagnostic lab to the same system.",
      bn: "আট সপ্তাহের মধ্যে ৫৮% অ্যাপয়েন্টমেন্ট অনলাইনে বুক হতে থাকে, ফ্রন্ট ডেস্কে ফোন কল প্রায় অর্ধেকে নেমে আসে, আর রিমাইন্ডার ও সহজে বাতিলের সুযোগের কারণে বুকিং দিয়েও না আসা রোগীর হার ২১% থেকে কমে ৯% হয়। এখন একটি বুকিংয়ে গড়ে ৪৮ সেকেন্ড লাগে। পরে ক্লিনিকটি তাদের ডায়াগনস্টিক ল্যাবকেও একই সিস্টেমে যুক্ত করেছে।",
    },
    livePreview: "https://careslot.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 3,
    title: { en: "Dhaka Dash Delivery App", bn: "ঢাকা ড্যাশ ডেলিভারি অ্যাপ" },
    ...pictures(3, {
      main: {
        en: "Three phones showing the Dhaka Dash app: a map with the rider's route, the order tracking steps, and a rider's earnings for the day, with an 'ETA 18 min' badge above them",
        bn: "ঢাকা ড্যাশ অ্যাপ দেখানো তিনটি ফোন: ম্যাপে রাইডারের রুট, অর্ডার ট্র্যাকিংয়ের ধাপ আর একজন রাইডারের সেদিনের আয়; ওপরে 'ETA 18 min' লেখা একটি ব্যাজ",
      },
      phone: {
        en: "Dhaka Dash order tracking on a phone: order placed, picked up and on the way are ticked, delivered is still to come",
        bn: "ফোনে ঢাকা ড্যাশের অর্ডার ট্র্যাকিং: অর্ডার দেওয়া, পিকআপ আর পথে থাকার ধাপে টিক চিহ্ন, ডেলিভারির ধাপটি এখনো বাকি",
      },
      detail: {
        en: "Close-up of the Dhaka Dash map: a dotted route to an amber pin and a card saying the rider is on the way, 1.8 km away in Dhanmondi 27",
        bn: "ঢাকা ড্যাশের ম্যাপের ক্লোজ-আপ: একটি অ্যাম্বার পিন পর্যন্ত ডট দেওয়া রুট, আর একটি কার্ডে লেখা রাইডার পথে আছেন, ধানমন্ডি ২৭-এ ১.৮ কিমি দূরে",
      },
      styleBoard: {
        en: "Dhaka Dash style board: a type specimen, primary and secondary buttons, five colour swatches and a small map preview",
        bn: "ঢাকা ড্যাশের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর ম্যাপের একটি ছোট প্রিভিউ",
      },
    }),
    author,
    date: "2026-04-08",
    summary: {
      en: "One Flutter app for customers and riders with live order tracking, plus a web dispatch panel, for a growing same-day courier in Dhaka.",
      bn: "ঢাকার দ্রুত বাড়তে থাকা একটি সেম-ডে কুরিয়ারের জন্য গ্রাহক ও রাইডারদের একটিই Flutter অ্যাপ, লাইভ অর্ডার ট্র্যাকিংসহ, আর সঙ্গে ডিসপ্যাচের জন্য একটি ওয়েব প্যানেল।",
    },
    mainText: {
      en: "Dhaka Dash delivers food and parcels from 300 partner shops in Dhanmondi, Mohammadpur and Gulshan. Riders were coordinated through WhatsApp groups, customers phoned to ask where their order was, and dispatchers could not tell which rider was nearest. The founders needed a customer app, a rider app and a web panel for the dispatch team, on a budget that ruled out three separate code bases.",
      bn: "ঢাকা ড্যাশ ধানমন্ডি, মোহাম্মদপুর ও গুলশানের ৩০০টি পার্টনার দোকান থেকে খাবার ও পার্সেল ডেলিভারি করে। রাইডারদের সমন্বয় চলত WhatsApp গ্রুপে, অর্ডার কোথায় আছে জানতে গ্রাহকেরা ফোন করতেন, আর কোন রাইডার সবচেয়ে কাছে আছেন, ডিসপ্যাচাররা তা বুঝতে পারতেন না। প্রতিষ্ঠাতাদের দরকার ছিল একটি গ্রাহক অ্যাপ, একটি রাইডার অ্যাপ আর ডিসপ্যাচ টিমের জন্য একটি ওয়েব প্যানেল, অথচ বাজেটে তিনটি আলাদা কোডবেসের জায়গা ছিল না।",
    },
    secondaryText: {
      en: "I designed a single Flutter code base with two roles, so customers and riders install the same app and see different screens after signing in. The tracking screen shows four plain steps and the rider's position on a map, which answers the question behind most support calls. For riders, the screens use large touch targets that work in bright sun and on the move: accept, navigate, picked up, delivered, cash collected.",
      bn: "আমি দুটি রোলসহ একটিই Flutter কোডবেস ডিজাইন করেছি, তাই গ্রাহক ও রাইডার একই অ্যাপ ইনস্টল করেন আর সাইন ইন করার পর আলাদা আলাদা স্ক্রিন দেখেন। ট্র্যাকিং স্ক্রিনে চারটি সহজ ধাপ আর ম্যাপে রাইডারের অবস্থান দেখা যায়, যা সাপোর্টে আসা বেশির ভাগ কলের আসল প্রশ্নের উত্তর দিয়ে দেয়। রাইডারদের স্ক্রিনে বড় বড় টাচ টার্গেট, যা কড়া রোদে আর চলতি পথেও সহজে চাপা যায়: গ্রহণ, নেভিগেট, পিকআপ হয়েছে, ডেলিভারি হয়েছে, টাকা নেওয়া হয়েছে।",
    },
    bottomText: {
      en: "The apps talk to a Node.js API with PostgreSQL and PostGIS for the location queries. A rider's position is sent every 15 seconds while an order is active and not at all otherwise, which keeps battery and data use low. The dispatch panel, built in React, shows every active order on a map and suggests the nearest free rider. Push notifications go through Firebase Cloud Messaging, and the app runs on Android phones from 2018 onwards.",
      bn: "অ্যাপগুলো একটি Node.js API-র সঙ্গে যুক্ত, যার পেছনে লোকেশন কোয়েরির জন্য আছে PostgreSQL ও PostGIS। কোনো অর্ডার চলাকালীন রাইডারের অবস্থান প্রতি ১৫ সেকেন্ডে পাঠানো হয়, অন্য সময় একেবারেই না; এতে ব্যাটারি আর ডেটা খরচ কম থাকে। React-এ তৈরি ডিসপ্যাচ প্যানেল চলমান প্রতিটি অর্ডার ম্যাপে দেখায় এবং সবচেয়ে কাছের ফাঁকা রাইডারকে প্রস্তাব করে। পুশ নোটিফিকেশন যায় Firebase Cloud Messaging দিয়ে, আর অ্যাপটি ২০১৮ সাল ও তার পরের Android ফোনে চলে।",
    },
    finalText: {
      en: "Average delivery time fell from 52 to 34 minutes in the first two months, and 'where is my order' calls dropped by 70%. Riders complete about 30% more deliveries per shift because they no longer wait for instructions. The app holds a 4.6 rating on Google Play from more than 2,000 reviews.",
      bn: "প্রথম দুই মাসে গড় ডেলিভারি সময় ৫২ মিনিট থেকে কমে ৩৪ মিনিটে নেমেছে, আর 'আমার অর্ডার কোথায়' জাতীয় কল কমেছে ৭০%। নির্দেশের জন্য আর অপেক্ষা করতে হয় না বলে রাইডাররা প্রতি শিফটে প্রায় ৩০% বেশি ডেলিভারি করেন। Google Play-তে ২,০০০-এর বেশি রিভিউতে অ্যাপটির রেটিং ৪.৬।",
    },
    livePreview: "https://dhakadash.example.com",
    category: "Mobile Apps",
    group: ["Mobile Apps", "Web Applications"],
  },
  {
    id: 4,
    title: { en: "Shobuj Alo Foundation Website", bn: "সবুজ আলো ফাউন্ডেশনের ওয়েবসাইট" },
    ...pictures(4, {
      main: {
        en: "The Shobuj Alo Foundation website in a browser: a landscape banner reading 'Clean water for 12,000 families' with a Donate now button, three impact figures and three programme cards",
        bn: "ব্রাউজারে সবুজ আলো ফাউন্ডেশনের ওয়েবসাইট: 'Clean water for 12,000 families' লেখা প্রাকৃতিক দৃশ্যের একটি ব্যানার ও Donate now বাটন, প্রভাবের তিনটি পরিসংখ্যান আর কর্মসূচির তিনটি কার্ড",
      },
      phone: {
        en: "Shobuj Alo Foundation on a phone: the landscape banner, the clean-water headline, a fundraising bar at 72% and a Donate now button",
        bn: "ফোনে সবুজ আলো ফাউন্ডেশন: প্রাকৃতিক দৃশ্যের ব্যানার, বিশুদ্ধ পানির শিরোনাম, ৭২%-এ পৌঁছানো তহবিল সংগ্রহের বার আর একটি Donate now বাটন",
      },
      detail: {
        en: "Close-up of the impact section: 12,000 families with safe water, 48 villages in Satkhira and Khulna, and 96% of every taka spent on programmes",
        bn: "প্রভাব অংশের ক্লোজ-আপ: নিরাপদ পানি পাওয়া ১২,০০০ পরিবার, সাতক্ষীরা ও খুলনার ৪৮টি গ্রাম, আর প্রতি টাকার ৯৬% কর্মসূচিতে ব্যয়",
      },
      styleBoard: {
        en: "Shobuj Alo Foundation style board: a type specimen, primary and secondary buttons, five colour swatches and a small impact panel",
        bn: "সবুজ আলো ফাউন্ডেশনের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর প্রভাবের তথ্যের একটি ছোট প্যানেল",
      },
    }),
    author,
    date: "2026-02-17",
    summary: {
      en: "A bilingual WordPress site for a clean-water NGO in the south-west, with field stories, a donation page and reports the team publishes themselves.",
      bn: "দক্ষিণ-পশ্চিমাঞ্চলের একটি বিশুদ্ধ পানির এনজিওর জন্য দুই ভাষার WordPress সাইট, যেখানে আছে মাঠের গল্প, একটি ডোনেশন পেজ আর টিমের নিজেদের প্রকাশ করা রিপোর্ট।",
    },
    mainText: {
      en: "Shobuj Alo Foundation installs deep tube wells and rainwater tanks in salt-affected villages of Satkhira and Khulna. Its old website had not changed in three years because only a former volunteer knew how to update it. Donors in Dhaka and abroad could not find recent reports, and the team shared stories from the field only on Facebook, where they were buried within a week.",
      bn: "সবুজ আলো ফাউন্ডেশন সাতক্ষীরা ও খুলনার লবণাক্ততাপ্রবণ গ্রামগুলোতে গভীর নলকূপ আর বৃষ্টির পানি ধরে রাখার ট্যাংক বসায়। তাদের পুরোনো ওয়েবসাইট তিন বছরে একটুও বদলায়নি, কারণ সেটি আপডেট করতে জানতেন শুধু একজন সাবেক স্বেচ্ছাসেবক। ঢাকা ও বিদেশের দাতারা সাম্প্রতিক রিপোর্ট খুঁজে পেতেন না, আর টিম মাঠের গল্পগুলো শেয়ার করত কেবল Facebook-এ, যেখানে এক সপ্তাহের মধ্যেই সেগুলো চাপা পড়ে যেত।",
    },
    secondaryText: {
      en: "The brief was trust and clarity. The home page opens with one plain promise and three figures the team updates every quarter, then leads to programme pages, field stories and annual reports. I designed a small set of block patterns (story, programme, report, appeal), so staff can publish a new story in minutes and it always looks right. Every page works in both Bangla and English.",
      bn: "ব্রিফের মূল কথা ছিল আস্থা আর স্পষ্টতা। হোম পেজ শুরু হয় একটি সহজ প্রতিশ্রুতি আর তিনটি পরিসংখ্যান দিয়ে, যা টিম প্রতি প্রান্তিকে হালনাগাদ করে; এরপর পথ দেখায় কর্মসূচির পেজ, মাঠের গল্প আর বার্ষিক রিপোর্টের দিকে। আমি কয়েকটি ব্লক প্যাটার্ন ডিজাইন করেছি (গল্প, কর্মসূচি, রিপোর্ট, আবেদন), যাতে কর্মীরা কয়েক মিনিটেই নতুন গল্প প্রকাশ করতে পারেন আর তা সবসময় ঠিকঠাক দেখায়। প্রতিটি পেজ বাংলা ও ইংরেজি দুই ভাষাতেই আছে।",
    },
    bottomText: {
      en: "The site runs on WordPress with a custom block theme and only six plugins, including Polylang for the two languages. Donations go through a short form connected to SSLCommerz, which accepts local cards, mobile wallets and international cards. Images are compressed on upload and lazy-loaded, and the templates meet WCAG 2.1 AA for contrast and keyboard use.",
      bn: "সাইটটি চলে WordPress-এ, একটি কাস্টম ব্লক থিম আর মাত্র ছয়টি প্লাগইন নিয়ে, যার একটি দুই ভাষার জন্য Polylang। ডোনেশন নেওয়া হয় SSLCommerz-এর সঙ্গে যুক্ত একটি ছোট ফর্মে, যেখানে দেশি কার্ড, মোবাইল ওয়ালেট ও আন্তর্জাতিক কার্ড সবই চলে। আপলোডের সময়েই ছবি কমপ্রেস হয় এবং সেগুলো lazy-load হয়, আর টেমপ্লেটগুলো কনট্রাস্ট ও কিবোর্ড ব্যবহারে WCAG 2.1 AA মান পূরণ করে।",
    },
    finalText: {
      en: "The team published 24 field stories in the first four months without outside help. Online donations in the first year reached 3.4 times the previous year's total, and the annual report was downloaded more than 1,100 times. The home page loads in 1.4 seconds on a mid-range phone.",
      bn: "প্রথম চার মাসে টিম বাইরের কোনো সাহায্য ছাড়াই মাঠের ২৪টি গল্প প্রকাশ করেছে। প্রথম বছরে অনলাইন ডোনেশন আগের বছরের মোট অঙ্কের ৩.৪ গুণে পৌঁছেছে, আর বার্ষিক রিপোর্ট ডাউনলোড হয়েছে ১,১০০ বারের বেশি। মাঝারি মানের একটি ফোনে হোম পেজ লোড হয় ১.৪ সেকেন্ডে।",
    },
    livePreview: "https://shobujalo.example.org",
    category: "WordPress",
    group: ["WordPress"],
  },
  {
    id: 5,
    title: { en: "Cargoline Logistics Dashboard", bn: "কার্গোলাইন লজিস্টিকস ড্যাশবোর্ড" },
    ...pictures(5, {
      main: {
        en: "The Cargoline dashboard in a browser: a dark sidebar, figures for shipments, on-time rate, shipments in transit and delays, a weekly volume chart, a route map and a table of the latest shipments",
        bn: "ব্রাউজারে কার্গোলাইনের ড্যাশবোর্ড: গাঢ় রঙের সাইডবার, শিপমেন্ট, সময়মতো ডেলিভারির হার, পথে থাকা শিপমেন্ট ও দেরির পরিসংখ্যান, সাপ্তাহিক পরিমাণের একটি চার্ট, রুটের ম্যাপ আর সর্বশেষ শিপমেন্টগুলোর একটি টেবিল",
      },
      phone: {
        en: "The Cargoline dashboard on a phone: shipment and on-time figures, a line chart and a list of shipments with coloured status dots",
        bn: "ফোনে কার্গোলাইনের ড্যাশবোর্ড: শিপমেন্ট ও সময়মতো ডেলিভারির পরিসংখ্যান, একটি লাইন চার্ট আর রঙিন স্ট্যাটাস ডটসহ শিপমেন্টের তালিকা",
      },
      detail: {
        en: "Close-up of the on-time delivery chart over ten weeks, with 96.2% on time and 38% fewer delays",
        bn: "দশ সপ্তাহের সময়মতো ডেলিভারির চার্টের ক্লোজ-আপ: ৯৬.২% সময়মতো, দেরি ৩৮% কম",
      },
      styleBoard: {
        en: "Cargoline style board: a type specimen, primary and secondary buttons, five colour swatches and a small line chart",
        bn: "কার্গোলাইনের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট লাইন চার্ট",
      },
    }),
    author,
    date: "2025-11-03",
    summary: {
      en: "An operations dashboard for a freight forwarder between Chattogram and the UK that shows every shipment, container and delay in one place.",
      bn: "চট্টগ্রাম ও যুক্তরাজ্যের মধ্যে কাজ করা একটি ফ্রেইট ফরোয়ার্ডারের জন্য অপারেশনস ড্যাশবোর্ড, যেখানে প্রতিটি শিপমেন্ট, কনটেইনার আর দেরি এক জায়গায় দেখা যায়।",
    },
    mainText: {
      en: "Cargoline Freight moves garments and leather goods from Chattogram to ports in the UK and Europe for about 40 exporters. Its operations team tracked shipments in eleven shared spreadsheets and answered client emails by pasting rows into messages. Delays were often noticed only when a buyer complained, and the offices in Chattogram and Felixstowe rarely looked at the same numbers.",
      bn: "কার্গোলাইন ফ্রেইট প্রায় ৪০টি রপ্তানিকারক প্রতিষ্ঠানের পোশাক ও চামড়াজাত পণ্য চট্টগ্রাম থেকে যুক্তরাজ্য ও ইউরোপের বন্দরে পাঠায়। তাদের অপারেশনস টিম এগারোটি শেয়ার করা স্প্রেডশিটে শিপমেন্ট ট্র্যাক করত, আর ক্লায়েন্টদের ইমেইলের উত্তর দিত স্প্রেডশিটের সারি কপি করে মেসেজে বসিয়ে। দেরির কথা প্রায়ই জানা যেত কেবল তখন, যখন কোনো বায়ার অভিযোগ করতেন, আর চট্টগ্রাম ও ফেলিক্সস্টোর অফিস খুব কমই একই সংখ্যা দেখত।",
    },
    secondaryText: {
      en: "I interviewed the people who would use it every day: the operations lead in Chattogram, two coordinators and the account manager in the UK. Together we chose the four numbers that matter each morning (shipments, on-time rate, in transit, delayed) and built the dashboard around them. Each delayed shipment opens into a timeline that shows what happened, who is responsible and what the client has been told.",
      bn: "যাঁরা প্রতিদিন এটি ব্যবহার করবেন, আমি তাঁদের সাক্ষাৎকার নিয়েছি: চট্টগ্রামের অপারেশনস লিড, দুজন কো-অর্ডিনেটর আর যুক্তরাজ্যের অ্যাকাউন্ট ম্যানেজার। সবাই মিলে আমরা সেই চারটি সংখ্যা বেছে নিয়েছি, যা প্রতিদিন সকালে সবচেয়ে জরুরি (শিপমেন্ট, সময়মতো ডেলিভারির হার, পথে থাকা, দেরিতে থাকা), আর ড্যাশবোর্ডটি সাজিয়েছি সেগুলো ঘিরে। দেরিতে থাকা প্রতিটি শিপমেন্ট খুললে একটি টাইমলাইন দেখা যায়: কী ঘটেছে, দায়িত্ব কার, আর ক্লায়েন্টকে কী জানানো হয়েছে।",
    },
    bottomText: {
      en: "The dashboard is a React and TypeScript single-page app with a Node.js API and PostgreSQL. A nightly job imports vessel schedules and container events from the carriers' data feeds, and coordinators attach notes and documents to any shipment. Clients get a read-only view of their own shipments through a secure link, which replaced most routine status emails. Access is role-based and every change is logged.",
      bn: "ড্যাশবোর্ডটি React ও TypeScript-এ তৈরি একটি সিঙ্গল-পেজ অ্যাপ, সঙ্গে Node.js API আর PostgreSQL। প্রতি রাতে একটি জব ক্যারিয়ারদের ডেটা ফিড থেকে জাহাজের শিডিউল আর কনটেইনারের হালনাগাদ তথ্য ইমপোর্ট করে, আর কো-অর্ডিনেটররা যেকোনো শিপমেন্টে নোট ও ডকুমেন্ট যুক্ত করতে পারেন। ক্লায়েন্টরা একটি সুরক্ষিত লিংকে শুধু নিজেদের শিপমেন্ট দেখতে পান, কিছু বদলাতে পারেন না; এতেই নিয়মিত স্ট্যাটাস ইমেইলের বেশির ভাগের প্রয়োজন ফুরিয়েছে। অ্যাক্সেস রোলভিত্তিক, আর প্রতিটি পরিবর্তনের লগ রাখা হয়।",
    },
    finalText: {
      en: "The share of delays caught before the client noticed rose from about 30% to 85% within a quarter. Status emails from clients fell by 38%, and the weekly report that used to take a coordinator half a day is now generated automatically. The dashboard is internal to Cargoline, so there is no public preview.",
      bn: "এক প্রান্তিকের মধ্যে ক্লায়েন্ট টের পাওয়ার আগেই ধরা পড়া দেরির হার প্রায় ৩০% থেকে বেড়ে ৮৫% হয়েছে। ক্লায়েন্টদের কাছ থেকে স্ট্যাটাস জানতে চাওয়া ইমেইল কমেছে ৩৮%, আর যে সাপ্তাহিক রিপোর্ট বানাতে একজন কো-অর্ডিনেটরের আধা দিন লাগত, সেটি এখন আপনাআপনি তৈরি হয়। ড্যাশবোর্ডটি কার্গোলাইনের অভ্যন্তরীণ ব্যবহারের জন্য, তাই এর কোনো পাবলিক প্রিভিউ নেই।",
    },
    livePreview: "",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 6,
    title: { en: "Hisab Shop Ledger App", bn: "হিসাব: দোকানের খাতার অ্যাপ" },
    ...pictures(6, {
      main: {
        en: "Three phones showing the Hisab app: a list of money in and out, the home screen with Tk 48,250 cash in hand and a weekly chart, and a list of customer dues with Remind buttons",
        bn: "হিসাব অ্যাপ দেখানো তিনটি ফোন: টাকা আসা-যাওয়ার তালিকা, হাতে নগদ ৳৪৮,২৫০ আর সাপ্তাহিক চার্টসহ হোম স্ক্রিন, আর Remind বাটনসহ গ্রাহকদের বাকির তালিকা",
      },
      phone: {
        en: "The Hisab home screen on a phone: Tk 48,250 cash in hand, buttons for sale, expense, due and report, and a bar chart of the week",
        bn: "ফোনে হিসাব অ্যাপের হোম স্ক্রিন: হাতে নগদ ৳৪৮,২৫০, বিক্রি, খরচ, বাকি ও রিপোর্টের বাটন, আর সপ্তাহের একটি বার চার্ট",
      },
      detail: {
        en: "Close-up of the Hisab transaction list, with money received in teal and money paid out in amber",
        bn: "হিসাব অ্যাপের লেনদেনের তালিকার ক্লোজ-আপ: পাওয়া টাকা টিল রঙে আর দেওয়া টাকা অ্যাম্বার রঙে",
      },
      styleBoard: {
        en: "Hisab style board: a type specimen, primary and secondary buttons, five colour swatches and a small transaction list",
        bn: "হিসাব অ্যাপের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর লেনদেনের একটি ছোট তালিকা",
      },
    }),
    author,
    date: "2025-08-19",
    summary: {
      en: "A React Native ledger that replaces the shopkeeper's paper khata, works offline and sends polite due reminders by SMS.",
      bn: "দোকানদারের কাগজের খাতার জায়গা নেওয়া একটি React Native অ্যাপ, যা ইন্টারনেট ছাড়াও চলে এবং SMS-এ বিনয়ের সঙ্গে বাকির কথা মনে করিয়ে দেয়।",
    },
    mainText: {
      en: "Most neighbourhood shops in Bangladesh still keep a paper khata: a notebook of sales, expenses and customers who pay later. Hisab's founders, two former bank officers in Rajshahi, wanted an app simple enough for a grocer who had only ever used Facebook and WhatsApp, and reliable enough that a shop could trust it with the money its regular customers owe.",
      bn: "বাংলাদেশের বেশির ভাগ পাড়ার দোকানে এখনো কাগজের খাতা চলে: বিক্রি, খরচ আর যেসব গ্রাহক পরে টাকা দেন তাঁদের হিসাব রাখার একটি নোটবুক। হিসাবের দুই প্রতিষ্ঠাতা, রাজশাহীর দুজন সাবেক ব্যাংক কর্মকর্তা, এমন একটি অ্যাপ চেয়েছিলেন, যা Facebook আর WhatsApp ছাড়া আর কিছু ব্যবহার না করা একজন মুদি দোকানিও সহজে চালাতে পারবেন, আর যা এতটাই নির্ভরযোগ্য হবে যে নিয়মিত গ্রাহকদের বাকির হিসাব দোকান নিশ্চিন্তে এর হাতে ছেড়ে দিতে পারে।",
    },
    secondaryText: {
      en: "I tested paper prototypes with eight shopkeepers in Rajshahi and Bogura before designing a single screen. The lesson was clear: four big buttons on the home screen (Sale, Expense, Due, Report), Bangla digits for those who prefer them, and no typing where a tap will do. Reminders are friendly messages the shopkeeper reads before sending, because the customers are also their neighbours.",
      bn: "একটি স্ক্রিনও ডিজাইন করার আগে আমি রাজশাহী ও বগুড়ার আটজন দোকানির সঙ্গে কাগজের প্রোটোটাইপ পরীক্ষা করেছি। শিক্ষাটা ছিল স্পষ্ট: হোম স্ক্রিনে চারটি বড় বাটন (বিক্রি, খরচ, বাকি, রিপোর্ট), যাঁরা পছন্দ করেন তাঁদের জন্য বাংলা অঙ্ক, আর যেখানে একটি ট্যাপেই কাজ হয় সেখানে কোনো টাইপিং নয়। রিমাইন্ডারগুলো আন্তরিক ভাষার মেসেজ, যা দোকানি পাঠানোর আগে পড়ে নেন, কারণ গ্রাহকেরা তাঁদের প্রতিবেশীও।",
    },
    bottomText: {
      en: "The app is built with React Native and TypeScript. Everything is saved on the phone first in SQLite, then synced to a Node.js and PostgreSQL back end whenever there is a connection. Conflicts are resolved entry by entry, so two family members can run the same shop from different phones. The weekly backup is encrypted on the phone before upload, and the install is under 12 MB for phones with little storage.",
      bn: "অ্যাপটি React Native ও TypeScript দিয়ে তৈরি। সবকিছু প্রথমে ফোনেই SQLite-এ সংরক্ষিত হয়, তারপর যখনই সংযোগ পাওয়া যায়, Node.js ও PostgreSQL ব্যাক এন্ডের সঙ্গে সিঙ্ক হয়। কনফ্লিক্ট মেটানো হয় প্রতিটি এন্ট্রি আলাদাভাবে ধরে, তাই পরিবারের দুজন সদস্য আলাদা ফোন থেকে একই দোকান চালাতে পারেন। সাপ্তাহিক ব্যাকআপ আপলোডের আগে ফোনেই এনক্রিপ্ট করা হয়, আর কম স্টোরেজের ফোনের কথা ভেবে অ্যাপের ইনস্টল সাইজ ১২ MB-র কম।",
    },
    finalText: {
      en: "After a six-month pilot with 1,200 shops, 71% were still recording sales every week, and shopkeepers said they collected dues about twice as fast with the SMS reminders. The app is in a closed beta while the founders raise funding, so there is no public link yet.",
      bn: "১,২০০টি দোকানে ছয় মাসের পাইলটের পর ৭১% দোকান তখনো প্রতি সপ্তাহে বিক্রির হিসাব তুলছিল, আর দোকানিরা জানিয়েছেন SMS রিমাইন্ডারের কারণে তাঁরা প্রায় দ্বিগুণ দ্রুত বাকি আদায় করছেন। প্রতিষ্ঠাতারা বিনিয়োগ সংগ্রহ করছেন বলে অ্যাপটি এখন ক্লোজড বেটায় আছে, তাই এখনো কোনো পাবলিক লিংক নেই।",
    },
    livePreview: "",
    category: "Mobile Apps",
    group: ["Mobile Apps"],
  },
  {
    id: 7,
    title: { en: "PayDhara Wallet Landing Page", bn: "PayDhara ওয়ালেটের ল্যান্ডিং পেজ" },
    ...pictures(7, {
      main: {
        en: "The PayDhara landing page in a browser: the headline 'Send money in seconds.', sign-up buttons and store badges, a phone showing the wallet, a QR code card and a 'Payment sent' confirmation",
        bn: "ব্রাউজারে PayDhara-র ল্যান্ডিং পেজ: 'Send money in seconds.' শিরোনাম, সাইন-আপ বাটন ও স্টোর ব্যাজ, ওয়ালেট দেখানো একটি ফোন, একটি QR কোড কার্ড আর 'Payment sent' নিশ্চিতকরণ বার্তা",
      },
      phone: {
        en: "The PayDhara wallet on a phone: a balance of Tk 12,640, six shortcuts such as Send, Pay and Cash out, and two recent payments",
        bn: "ফোনে PayDhara ওয়ালেট: ৳১২,৬৪০ ব্যালান্স, Send, Pay ও Cash out-এর মতো ছয়টি শর্টকাট, আর সাম্প্রতিক দুটি পেমেন্ট",
      },
      detail: {
        en: "Close-up of a PayDhara QR code with a Pay Tk 2,500 button below it",
        bn: "PayDhara-র একটি QR কোডের ক্লোজ-আপ, তার নিচে Pay Tk 2,500 বাটন",
      },
      styleBoard: {
        en: "PayDhara style board: a type specimen, primary and secondary buttons, five colour swatches and a small QR code card",
        bn: "PayDhara-র স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট QR কোড কার্ড",
      },
    }),
    author,
    date: "2025-05-27",
    summary: {
      en: "A bKash-style landing page for a new mobile wallet that explains fees plainly and turns visitors into sign-ups, even on slow phones.",
      bn: "নতুন একটি মোবাইল ওয়ালেটের জন্য বিকাশের ধাঁচের ল্যান্ডিং পেজ, যা সহজ ভাষায় খরচ বুঝিয়ে দেয় এবং ধীরগতির ফোনেও ভিজিটরদের সাইন-আপ পর্যন্ত নিয়ে আসে।",
    },
    mainText: {
      en: "PayDhara is a new mobile wallet entering a market where most people already use one or two. Its first landing page was a slideshow of stock photos that took nine seconds to load on mobile data and never said what sending money actually costs. The team needed a page that earned trust quickly and got people to install the app.",
      bn: "PayDhara নতুন একটি মোবাইল ওয়ালেট, যা এমন এক বাজারে আসছে যেখানে বেশির ভাগ মানুষ আগে থেকেই এক-দুটি ওয়ালেট ব্যবহার করেন। এর প্রথম ল্যান্ডিং পেজটি ছিল স্টক ছবির একটি স্লাইডশো, মোবাইল ডেটায় লোড হতে নয় সেকেন্ড লাগত, আর টাকা পাঠাতে আসলে কত খরচ হয়, তা কোথাও বলা ছিল না। টিমের দরকার ছিল এমন একটি পেজ, যা দ্রুত আস্থা অর্জন করবে এবং মানুষকে অ্যাপটি ইনস্টল করতে আগ্রহী করবে।",
    },
    secondaryText: {
      en: "I wrote the page around the three questions people ask about any wallet: is it safe, what does it cost, and how fast is it. The hero shows the app itself instead of stock photos, the fee table sits one scroll below, and each feature gets a one-line explanation in Bangla and English. The design uses a confident indigo with amber accents, and the phone mock-up is drawn in SVG so it stays sharp and light.",
      bn: "যেকোনো ওয়ালেট নিয়ে মানুষের তিনটি প্রশ্ন থাকে: এটা কি নিরাপদ, খরচ কত, আর কতটা দ্রুত। পেজটি আমি এই তিন প্রশ্ন ঘিরেই লিখেছি। হিরো অংশে স্টক ছবির বদলে অ্যাপটিকেই দেখানো হয়েছে, খরচের টেবিল আছে এক স্ক্রল নিচেই, আর প্রতিটি ফিচারের এক লাইনের ব্যাখ্যা দেওয়া আছে বাংলা ও ইংরেজিতে। ডিজাইনে আত্মবিশ্বাসী ইন্ডিগো রঙের সঙ্গে অ্যাম্বারের ছোঁয়া, আর ফোনের মক-আপটি SVG-তে আঁকা, তাই সেটি ঝকঝকে থাকে, ওজনেও হালকা হয়।",
    },
    bottomText: {
      en: "The page is pre-rendered with React Router and ships about 60 KB of JavaScript; everything else is HTML, CSS and inline SVG. Fonts are subset to the characters in use, and photos are AVIF with WebP fallbacks. A fee calculator shows the exact charge for any amount. The store buttons point Android and iPhone visitors to the right store, and the page scores above 95 in Lighthouse on a throttled mobile profile.",
      bn: "পেজটি React Router দিয়ে আগে থেকেই রেন্ডার করা, আর এতে JavaScript মাত্র প্রায় ৬০ KB; বাকি সবই HTML, CSS আর ইনলাইন SVG। ফন্টে শুধু ব্যবহৃত অক্ষরগুলো রাখা হয়েছে, আর ছবিগুলো AVIF ফরম্যাটে, বিকল্প হিসেবে WebP। একটি ফি ক্যালকুলেটর যেকোনো অঙ্কের জন্য ঠিক কত চার্জ লাগবে তা দেখায়। স্টোর বাটনগুলো Android ও iPhone ব্যবহারকারীদের সঠিক স্টোরে নিয়ে যায়, আর থ্রটল করা মোবাইল প্রোফাইলে Lighthouse-এ পেজটির স্কোর ৯৫-এর ওপরে।",
    },
    finalText: {
      en: "Largest Contentful Paint fell from 9.1 to 1.3 seconds on a mid-range Android phone. Over the first campaign month, the share of visitors who tapped a store button rose from 3.2% to 8.7%, and questions to support about fees dropped noticeably once the calculator went live.",
      bn: "মাঝারি মানের একটি Android ফোনে Largest Contentful Paint ৯.১ সেকেন্ড থেকে কমে ১.৩ সেকেন্ডে নেমেছে। প্রথম ক্যাম্পেইনের মাসে স্টোর বাটনে ট্যাপ করা ভিজিটরের হার ৩.২% থেকে বেড়ে ৮.৭% হয়েছে, আর ক্যালকুলেটর চালুর পর ফি নিয়ে সাপোর্টে আসা প্রশ্ন চোখে পড়ার মতো কমেছে।",
    },
    livePreview: "https://paydhara.example.com",
    category: "Web Applications",
    group: ["Web Applications"],
  },
  {
    id: 8,
    title: { en: "Sundarban Trails Travel Website", bn: "সুন্দরবন ট্রেইলস ট্রাভেল ওয়েবসাইট" },
    ...pictures(8, {
      main: {
        en: "The Sundarban Trails website in a browser: a river and mangrove banner headed 'Explore the Sundarbans', a search bar for destination, dates and travellers, and three tour cards with prices",
        bn: "ব্রাউজারে সুন্দরবন ট্রেইলসের ওয়েবসাইট: 'Explore the Sundarbans' শিরোনামসহ নদী আর ম্যানগ্রোভের একটি ব্যানার, গন্তব্য, তারিখ ও ভ্রমণকারীর সংখ্যা দিয়ে খোঁজার সার্চ বার, আর দামসহ তিনটি ট্যুর কার্ড",
      },
      phone: {
        en: "A Sundarban Trails tour page on a phone: the 3-Day Mangrove Cruise with its rating, what is included, the price and a Send enquiry button",
        bn: "ফোনে সুন্দরবন ট্রেইলসের একটি ট্যুর পেজ: ৩ দিনের ম্যানগ্রোভ ক্রুজ, এর রেটিং, কী কী অন্তর্ভুক্ত, দাম আর একটি Send enquiry বাটন",
      },
      detail: {
        en: "Close-up of the 3-Day Mangrove Cruise card: mangrove trees by a river, five stars, Tk 14,500 and an Enquire button",
        bn: "৩ দিনের ম্যানগ্রোভ ক্রুজের কার্ডের ক্লোজ-আপ: নদীর ধারে ম্যানগ্রোভ গাছ, পাঁচটি তারা, ৳১৪,৫০০ আর একটি Enquire বাটন",
      },
      styleBoard: {
        en: "Sundarban Trails style board: a type specimen, primary and secondary buttons, five colour swatches and a small tour card",
        bn: "সুন্দরবন ট্রেইলসের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট ট্যুর কার্ড",
      },
    }),
    author,
    date: "2025-02-11",
    summary: {
      en: "A WordPress site for a Khulna travel agency with clear tour pages, date-based enquiries and guides that bring in search traffic.",
      bn: "খুলনার একটি ট্রাভেল এজেন্সির জন্য WordPress সাইট, যেখানে আছে স্পষ্ট ট্যুর পেজ, তারিখ ধরে খোঁজখবর নেওয়ার ব্যবস্থা, আর সার্চ থেকে ভিজিটর আনা ভ্রমণ গাইড।",
    },
    mainText: {
      en: "Sundarban Trails has run small-group boat tours into the mangrove forest since 2012 and now also sells tea-garden trips to Srimangal and beach holidays on Saint Martin's Island. Bookings came through phone calls and a Facebook page, and foreign travellers struggled to find clear information about permits, seasons and what a trip actually includes.",
      bn: "সুন্দরবন ট্রেইলস ২০১২ সাল থেকে ম্যানগ্রোভ বনে ছোট দলের নৌভ্রমণ পরিচালনা করছে, আর এখন শ্রীমঙ্গলের চা-বাগান ভ্রমণ ও সেন্ট মার্টিন দ্বীপে সমুদ্রসৈকতের ছুটির প্যাকেজও বিক্রি করে। বুকিং আসত ফোনকলে আর একটি Facebook পেজের মাধ্যমে, আর বিদেশি পর্যটকেরা অনুমতিপত্র, মৌসুম এবং একটি ট্রিপে আসলে কী কী থাকে, সে বিষয়ে স্পষ্ট তথ্য খুঁজে পেতে হিমশিম খেতেন।",
    },
    secondaryText: {
      en: "Each tour page answers the questions travellers ask before they book: the day-by-day plan, what is included, the boat and cabins, the best months and the price per person. A short enquiry bar (destination, dates, travellers) sits on every page. I designed the site around the agency's own photographs from real trips, with a calm teal and amber palette that suits the forest and the river.",
      bn: "বুকিংয়ের আগে পর্যটকেরা যেসব প্রশ্ন করেন, প্রতিটি ট্যুর পেজ সেগুলোর উত্তর দেয়: দিনভিত্তিক পরিকল্পনা, কী কী অন্তর্ভুক্ত, নৌকা ও কেবিন, ভ্রমণের সেরা মাস আর জনপ্রতি দাম। প্রতিটি পেজে আছে খোঁজখবরের একটি ছোট বার (গন্তব্য, তারিখ, ভ্রমণকারী)। সাইটের ডিজাইন আমি সাজিয়েছি আসল ট্রিপে এজেন্সির নিজেদের তোলা ছবি ঘিরে, শান্ত টিল ও অ্যাম্বার রঙে, যা বন আর নদীর সঙ্গে মানানসই।",
    },
    bottomText: {
      en: "The site uses WordPress with a block theme, a custom post type for tours and Advanced Custom Fields for itineraries, prices and seasons. Enquiries go to the office inbox and to a WhatsApp Business number. I added structured data for tours and reviews, an XML sitemap and clean URLs, and wrote the first eight travel guides with the owner, including a permit checklist for foreign visitors.",
      bn: "সাইটটি WordPress-এ তৈরি: একটি ব্লক থিম, ট্যুরের জন্য একটি কাস্টম পোস্ট টাইপ, আর ভ্রমণসূচি, দাম ও মৌসুমের জন্য Advanced Custom Fields। খোঁজখবরগুলো যায় অফিসের ইনবক্সে আর একটি WhatsApp Business নম্বরে। আমি ট্যুর ও রিভিউয়ের জন্য স্ট্রাকচার্ড ডেটা, একটি XML সাইটম্যাপ আর পরিচ্ছন্ন URL যোগ করেছি, এবং মালিকের সঙ্গে মিলে প্রথম আটটি ভ্রমণ গাইড লিখেছি, যার মধ্যে বিদেশি পর্যটকদের জন্য অনুমতিপত্রের একটি চেকলিস্টও আছে।",
    },
    finalText: {
      en: "Search visits grew from around 900 to 7,400 a month within a year, and the permit guide alone brings in more than 1,500 visitors a month. Enquiries from foreign travellers tripled, and the team spends far less time on the phone explaining the basics.",
      bn: "এক বছরের মধ্যে সার্চ থেকে আসা ভিজিট মাসে প্রায় ৯০০ থেকে বেড়ে ৭,৪০০ হয়েছে, আর শুধু অনুমতিপত্রের গাইডটিই মাসে ১,৫০০-র বেশি ভিজিটর আনে। বিদেশি পর্যটকদের খোঁজখবর তিন গুণ হয়েছে, আর মৌলিক বিষয়গুলো ফোনে বোঝাতে টিমের এখন অনেক কম সময় যায়।",
    },
    livePreview: "https://sundarbantrails.example.com",
    category: "WordPress",
    group: ["WordPress"],
  },
  {
    id: 9,
    title: { en: "Bhoj Restaurant Ordering PWA", bn: "ভোজ রেস্টুরেন্টের অর্ডারিং PWA" },
    ...pictures(9, {
      main: {
        en: "The Bhoj ordering app in a browser: menu categories with Biryani selected and six dish cards with prices, and the cart on a phone beside it with a Place order button",
        bn: "ব্রাউজারে ভোজের অর্ডারিং অ্যাপ: বিরিয়ানি বাছাই করা অবস্থায় মেনুর ক্যাটাগরি আর দামসহ খাবারের ছয়টি কার্ড, পাশে একটি ফোনে Place order বাটনসহ কার্ট",
      },
      phone: {
        en: "The Bhoj cart on a phone: kacchi biryani, borhani and mishti doi, a total of Tk 560, an add-to-home-screen prompt and a Place order button",
        bn: "ফোনে ভোজের কার্ট: কাচ্চি বিরিয়ানি, বোরহানি আর মিষ্টি দই, মোট ৳৫৬০, হোম স্ক্রিনে যোগ করার একটি প্রস্তাব আর একটি Place order বাটন",
      },
      detail: {
        en: "Close-up of the Bhoj dish card for kacchi biryani at Tk 360, with an Add to cart button",
        bn: "ভোজের কাচ্চি বিরিয়ানির কার্ডের ক্লোজ-আপ: দাম ৳৩৬০, সঙ্গে একটি Add to cart বাটন",
      },
      styleBoard: {
        en: "Bhoj style board: a type specimen, primary and secondary buttons, five colour swatches and a small dish card",
        bn: "ভোজের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর খাবারের একটি ছোট কার্ড",
      },
    }),
    author,
    date: "2024-10-06",
    summary: {
      en: "An installable web app for a Dhaka restaurant group, so customers order directly instead of through apps that take a heavy commission.",
      bn: "ঢাকার একটি রেস্টুরেন্ট গ্রুপের জন্য ইনস্টল করা যায় এমন ওয়েব অ্যাপ, যাতে মোটা কমিশন কেটে নেওয়া অ্যাপের বদলে গ্রাহকেরা সরাসরি অর্ডার দেন।",
    },
    mainText: {
      en: "Bhoj runs three restaurants in Uttara, Banani and Bashundhara, known for kacchi biryani and home-style bhorta. Around 70% of its delivery orders came through third-party apps that charged up to 25% commission. The owners wanted their own ordering channel that felt as easy as those apps, without the cost of publishing and maintaining native apps.",
      bn: "উত্তরা, বনানী ও বসুন্ধরায় ভোজের তিনটি রেস্টুরেন্ট, কাচ্চি বিরিয়ানি আর ঘরোয়া স্বাদের ভর্তার জন্য যাদের নামডাক। তাদের ডেলিভারি অর্ডারের প্রায় ৭০% আসত থার্ড-পার্টি অ্যাপের মাধ্যমে, যারা ২৫% পর্যন্ত কমিশন কাটত। মালিকেরা নিজেদের একটি অর্ডারিং ব্যবস্থা চেয়েছিলেন, যা ওই অ্যাপগুলোর মতোই সহজ হবে, কিন্তু নেটিভ অ্যাপ প্রকাশ ও রক্ষণাবেক্ষণের খরচ লাগবে না।",
    },
    secondaryText: {
      en: "I designed a progressive web app that opens straight into the menu, remembers the customer's last order and branch, and lets them reorder in two taps. Photos are large, and dishes are grouped the way people actually order: biryani, kebab, bhorta, desserts. After a second order the app offers to sit on the home screen, so it behaves like an installed app without an app store.",
      bn: "আমি একটি প্রোগ্রেসিভ ওয়েব অ্যাপ ডিজাইন করেছি, যা খুললেই সরাসরি মেনু দেখায়, গ্রাহকের শেষ অর্ডার ও শাখা মনে রাখে, আর দুই ট্যাপেই আবার সেই অর্ডার দেওয়া যায়। ছবিগুলো বড়, আর খাবারগুলো সাজানো মানুষ আসলে যেভাবে অর্ডার করেন সেভাবে: বিরিয়ানি, কাবাব, ভর্তা, ডেজার্ট। দ্বিতীয় অর্ডারের পর অ্যাপটি হোম স্ক্রিনে জায়গা নেওয়ার প্রস্তাব দেয়, ফলে অ্যাপ স্টোর ছাড়াই এটি ইনস্টল করা অ্যাপের মতো কাজ করে।",
    },
    bottomText: {
      en: "The front end is React with a service worker that caches the menu and images, so the app opens instantly even on a weak connection. Orders go to a Node.js API and appear on a kitchen screen in the right branch with an audible alert. Customers pay with bKash or a card through SSLCommerz, or cash on delivery. Managers edit the menu, prices and sold-out dishes from a simple admin.",
      bn: "ফ্রন্ট এন্ড React-এ, সঙ্গে একটি সার্ভিস ওয়ার্কার, যা মেনু ও ছবি ক্যাশ করে রাখে, তাই দুর্বল সংযোগেও অ্যাপটি সঙ্গে সঙ্গে খোলে। অর্ডার যায় একটি Node.js API-তে, আর সঠিক শাখার কিচেন স্ক্রিনে শব্দসংকেতসহ ভেসে ওঠে। গ্রাহকেরা বিকাশে বা SSLCommerz-এর মাধ্যমে কার্ডে পেমেন্ট করেন, অথবা ক্যাশ অন ডেলিভারি বেছে নেন। ম্যানেজাররা একটি সহজ অ্যাডমিন থেকে মেনু, দাম আর ফুরিয়ে যাওয়া খাবারের তালিকা বদলাতে পারেন।",
    },
    finalText: {
      en: "Six months after launch, 41% of delivery orders came through Bhoj's own app, saving the group an estimated Tk 3.2 lakh a month in commission. Repeat customers order 1.8 times a month on average, and 9,500 people have added the app to their home screen.",
      bn: "লঞ্চের ছয় মাস পর ডেলিভারি অর্ডারের ৪১% আসছিল ভোজের নিজস্ব অ্যাপ থেকে, এতে গ্রুপটির মাসে আনুমানিক ৳৩.২ লাখ কমিশন বাঁচছে। নিয়মিত গ্রাহকেরা মাসে গড়ে ১.৮ বার অর্ডার দেন, আর ৯,৫০০ জন অ্যাপটি তাঁদের হোম স্ক্রিনে যোগ করেছেন।",
    },
    livePreview: "https://bhoj.example.com",
    category: "Web Applications",
    group: ["Web Applications", "Mobile Apps"],
  },
  {
    id: 10,
    title: { en: "Krishi Bazar Farmer Marketplace", bn: "কৃষি বাজার: কৃষকদের মার্কেটপ্লেস" },
    ...pictures(10, {
      main: {
        en: "Three phones showing Krishi Bazar: today's potato price with a trend line, a grid of fresh vegetables with prices per kilo, and an order confirmation with a large tick",
        bn: "কৃষি বাজার দেখানো তিনটি ফোন: ট্রেন্ড লাইনসহ আজকের আলুর দাম, কেজিপ্রতি দামসহ তাজা সবজির একটি গ্রিড, আর বড় একটি টিক চিহ্নসহ অর্ডার নিশ্চিতকরণ",
      },
      phone: {
        en: "Krishi Bazar on a phone: a search box and cards for tomato, brinjal, gourd and carrot with prices per kilo",
        bn: "ফোনে কৃষি বাজার: একটি সার্চ বক্স, আর কেজিপ্রতি দামসহ টমেটো, বেগুন, লাউ ও গাজরের কার্ড",
      },
      detail: {
        en: "Close-up of four vegetable cards: tomato, brinjal, gourd and carrot",
        bn: "সবজির চারটি কার্ডের ক্লোজ-আপ: টমেটো, বেগুন, লাউ আর গাজর",
      },
      styleBoard: {
        en: "Krishi Bazar style board: a type specimen, primary and secondary buttons, five colour swatches and small vegetable cards",
        bn: "কৃষি বাজারের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর সবজির ছোট ছোট কার্ড",
      },
    }),
    author,
    date: "2024-06-18",
    summary: {
      en: "A React Native marketplace that shows vegetable farmers in northern Bangladesh fair daily prices and lets them sell directly to city retailers.",
      bn: "উত্তরবঙ্গের সবজিচাষিদের প্রতিদিনের ন্যায্য দাম দেখায় আর শহরের খুচরা বিক্রেতাদের কাছে সরাসরি বিক্রির সুযোগ দেয়, এমন একটি React Native মার্কেটপ্লেস।",
    },
    mainText: {
      en: "Krishi Bazar is a social enterprise working with about 600 vegetable farmers around Bogura. Farmers usually sold to middlemen at prices they could not check, while shops in the city paid far more for the same produce. The organisation wanted an app that showed daily wholesale prices and let Dhaka retailers order directly from farmer groups, with collection from local hubs.",
      bn: "কৃষি বাজার একটি সামাজিক উদ্যোগ, যা বগুড়ার আশপাশের প্রায় ৬০০ সবজিচাষির সঙ্গে কাজ করে। কৃষকেরা সাধারণত মধ্যস্বত্বভোগীদের কাছে এমন দামে বিক্রি করতেন, যা যাচাই করার উপায় তাঁদের ছিল না, অথচ শহরের দোকানগুলো একই পণ্যের জন্য অনেক বেশি দাম দিত। প্রতিষ্ঠানটি এমন একটি অ্যাপ চেয়েছিল, যা প্রতিদিনের পাইকারি দাম দেখাবে এবং যার মাধ্যমে ঢাকার খুচরা বিক্রেতারা কৃষক দলগুলোর কাছ থেকে সরাসরি অর্ডার দিতে পারবেন, আর পণ্য সংগ্রহ করা হবে স্থানীয় হাব থেকে।",
    },
    secondaryText: {
      en: "Many households share one smartphone and read most comfortably in Bangla, so the app uses a picture for each vegetable, large prices and voice prompts for the main steps. Retailers see a different view with weekly availability and bulk prices. I ran two rounds of field testing with farmer groups near Mahasthangarh before the design was fixed.",
      bn: "অনেক পরিবারে একটিই স্মার্টফোন সবাই মিলে ব্যবহার করে, আর বেশির ভাগ মানুষ বাংলাতেই সবচেয়ে স্বচ্ছন্দে পড়েন; তাই অ্যাপে প্রতিটি সবজির ছবি, বড় অক্ষরে দাম আর মূল ধাপগুলোর জন্য কণ্ঠে নির্দেশনা রাখা হয়েছে। খুচরা বিক্রেতারা আলাদা একটি ভিউ দেখেন, যেখানে সাপ্তাহিক প্রাপ্যতা আর পাইকারি দাম থাকে। ডিজাইন চূড়ান্ত করার আগে আমি মহাস্থানগড়ের কাছের কৃষক দলগুলোর সঙ্গে দুই দফা মাঠপর্যায়ে পরীক্ষা চালিয়েছি।",
    },
    bottomText: {
      en: "The app is built with React Native and a Node.js API on PostgreSQL. Hub staff update prices each morning, and the app shows them with a seven-day trend. Orders are grouped by hub and day, and a route sheet for the drivers is generated every evening. The latest prices are cached on the phone, so farmers can check them without a connection.",
      bn: "অ্যাপটি React Native দিয়ে তৈরি, সঙ্গে PostgreSQL-এর ওপর একটি Node.js API। হাবের কর্মীরা প্রতিদিন সকালে দাম হালনাগাদ করেন, আর অ্যাপ সেগুলো সাত দিনের প্রবণতাসহ দেখায়। অর্ডারগুলো হাব ও দিন অনুযায়ী ভাগ করা হয়, আর প্রতি সন্ধ্যায় চালকদের জন্য একটি রুট শিট তৈরি হয়। সর্বশেষ দাম ফোনে ক্যাশ করা থাকে, তাই ইন্টারনেট সংযোগ ছাড়াও কৃষকেরা দাম দেখে নিতে পারেন।",
    },
    finalText: {
      en: "In the first season, participating farmers earned on average 18% more per kilo than the year before, and 140 Dhaka retailers placed regular orders. The app is distributed privately to registered farmers and retailers, so there is no public link.",
      bn: "প্রথম মৌসুমে অংশ নেওয়া কৃষকেরা আগের বছরের চেয়ে কেজিপ্রতি গড়ে ১৮% বেশি আয় করেছেন, আর ঢাকার ১৪০ জন খুচরা বিক্রেতা নিয়মিত অর্ডার দিয়েছেন। অ্যাপটি শুধু নিবন্ধিত কৃষক ও খুচরা বিক্রেতাদের মধ্যে আলাদাভাবে বিতরণ করা হয়, তাই এর কোনো পাবলিক লিংক নেই।",
    },
    livePreview: "",
    category: "Mobile Apps",
    group: ["Mobile Apps"],
  },
  {
    id: 11,
    title: { en: "Nibash Property Listings", bn: "নিবাস প্রপার্টি লিস্টিং" },
    ...pictures(11, {
      main: {
        en: "Nibash listings in a browser: filter chips for Dhanmondi, 3 beds, budget and ready flats, four property cards with prices in lakh, and a map with price tags",
        bn: "ব্রাউজারে নিবাসের লিস্টিং: ধানমন্ডি, ৩ বেড, বাজেট ও রেডি ফ্ল্যাটের ফিল্টার চিপ, লাখ টাকায় দামসহ চারটি প্রপার্টি কার্ড, আর দামের ট্যাগসহ একটি ম্যাপ",
      },
      phone: {
        en: "Nibash on a phone: a map above a property card for Tk 95 lakh, 3 bed, 1,450 sqft, with a Book a visit button",
        bn: "ফোনে নিবাস: ওপরে একটি ম্যাপ, নিচে ৳৯৫ লাখ, ৩ বেড, ১,৪৫০ বর্গফুটের একটি প্রপার্টি কার্ড আর Book a visit বাটন",
      },
      detail: {
        en: "Close-up of a new listing: a house illustration, Tk 95 lakh, Road 9A, Dhanmondi, 3 bed, 3 bath, 1,450 sqft",
        bn: "নতুন একটি লিস্টিংয়ের ক্লোজ-আপ: একটি বাড়ির আঁকা ছবি, ৳৯৫ লাখ, রোড ৯/এ, ধানমন্ডি, ৩ বেড, ৩ বাথ, ১,৪৫০ বর্গফুট",
      },
      styleBoard: {
        en: "Nibash style board: a type specimen, primary and secondary buttons, five colour swatches and a small listing card",
        bn: "নিবাসের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর একটি ছোট লিস্টিং কার্ড",
      },
    }),
    author,
    date: "2024-01-23",
    summary: {
      en: "A WordPress property site with map search, filters that match how people in Dhaka look for flats, and a form to book a visit.",
      bn: "ম্যাপে খোঁজার সুবিধা, ঢাকার মানুষ যেভাবে ফ্ল্যাট খোঁজেন সেভাবে সাজানো ফিল্টার, আর ফ্ল্যাট দেখতে যাওয়ার সময় বুক করার ফর্মসহ একটি WordPress প্রপার্টি সাইট।",
    },
    mainText: {
      en: "Nibash Properties sells and rents flats in Dhanmondi, Mohammadpur and Bashundhara for about 50 building owners and developers. Listings lived in Facebook posts and a PDF catalogue, so buyers asked the same questions again and again, and agents spent hours sending photos over WhatsApp.",
      bn: "নিবাস প্রপার্টিজ প্রায় ৫০ জন ভবন মালিক ও ডেভেলপারের হয়ে ধানমন্ডি, মোহাম্মদপুর ও বসুন্ধরায় ফ্ল্যাট বিক্রি করে ও ভাড়া দেয়। লিস্টিংগুলো থাকত Facebook পোস্ট আর একটি PDF ক্যাটালগে, ফলে ক্রেতারা একই প্রশ্ন বারবার করতেন, আর এজেন্টরা WhatsApp-এ ছবি পাঠাতে ঘণ্টার পর ঘণ্টা কাটাতেন।",
    },
    secondaryText: {
      en: "Buyers in Dhaka search by area, number of bedrooms, budget in lakh and whether a flat is ready or still under construction, so those became the filters. Every listing shows the price, size in square feet, floor, facing, parking and a map pin, with a short video where there is one. A 'book a visit' form lets buyers pick a time that suits them.",
      bn: "ঢাকার ক্রেতারা ফ্ল্যাট খোঁজেন এলাকা, বেডরুমের সংখ্যা, লাখ টাকায় বাজেট আর ফ্ল্যাটটি রেডি নাকি এখনো নির্মাণাধীন, তা দেখে; তাই এগুলোই হয়েছে ফিল্টার। প্রতিটি লিস্টিংয়ে দাম, বর্গফুটে আয়তন, তলা, কোন দিকে মুখ, পার্কিং আর ম্যাপে অবস্থান দেখানো হয়, আর ভিডিও থাকলে একটি ছোট ভিডিও। 'ফ্ল্যাট দেখার সময় বুক করুন' ফর্মে ক্রেতারা নিজের সুবিধামতো সময় বেছে নিতে পারেন।",
    },
    bottomText: {
      en: "I built it on WordPress with a custom post type for properties, a block theme and a small React component for the map and filters, fed by the WordPress REST API. Agents add listings through a form with required fields, so the data stays consistent. Results are cached and photos are served in modern formats, which keeps search fast with more than 400 properties online.",
      bn: "সাইটটি আমি WordPress-এ বানিয়েছি: প্রপার্টির জন্য একটি কাস্টম পোস্ট টাইপ, একটি ব্লক থিম, আর ম্যাপ ও ফিল্টারের জন্য একটি ছোট React কম্পোনেন্ট, যা ডেটা নেয় WordPress REST API থেকে। এজেন্টরা বাধ্যতামূলক ঘরসহ একটি ফর্মে লিস্টিং যোগ করেন, তাই ডেটা সামঞ্জস্যপূর্ণ থাকে। ফলাফল ক্যাশ করা হয় আর ছবি দেওয়া হয় আধুনিক ফরম্যাটে, তাই ৪০০-র বেশি প্রপার্টি অনলাইনে থাকার পরও সার্চ দ্রুত থাকে।",
    },
    finalText: {
      en: "Within six months the site generated 1,900 visit requests, and agents said buyers arrived with far fewer basic questions. Visitors spend over four minutes on the site on average, and 35% of enquiries come from Bangladeshis abroad who can now shortlist flats before flying home.",
      bn: "ছয় মাসের মধ্যে সাইট থেকে ফ্ল্যাট দেখতে যাওয়ার ১,৯০০টি অনুরোধ এসেছে, আর এজেন্টরা জানিয়েছেন ক্রেতারা এখন মৌলিক প্রশ্ন অনেক কম নিয়ে আসেন। ভিজিটররা গড়ে চার মিনিটের বেশি সাইটে থাকেন, আর ৩৫% খোঁজখবর আসে প্রবাসী বাংলাদেশিদের কাছ থেকে, যাঁরা এখন দেশে ফেরার আগেই পছন্দের ফ্ল্যাটগুলো বাছাই করে রাখতে পারেন।",
    },
    livePreview: "https://nibash.example.com",
    category: "WordPress",
    group: ["WordPress", "Web Applications"],
  },
  {
    id: 12,
    title: { en: "Shikkha School Management System", bn: "শিক্ষা স্কুল ম্যানেজমেন্ট সিস্টেম" },
    ...pictures(12, {
      main: {
        en: "The Shikkha dashboard in a browser: a sidebar menu, figures for students, attendance and fees paid, an attendance bar chart by class, a fee collection ring at 82% and a results table",
        bn: "ব্রাউজারে শিক্ষা সিস্টেমের ড্যাশবোর্ড: সাইডবার মেনু, শিক্ষার্থী, উপস্থিতি ও পরিশোধিত ফির পরিসংখ্যান, শ্রেণিভিত্তিক উপস্থিতির বার চার্ট, ৮২%-এ থাকা ফি আদায়ের রিং চার্ট আর ফলাফলের একটি টেবিল",
      },
      phone: {
        en: "Shikkha attendance on a phone: 94% for class 8, section B, and a list of students marked present or absent",
        bn: "ফোনে শিক্ষা সিস্টেমের উপস্থিতি: ৮ম শ্রেণির বি শাখায় ৯৪%, আর উপস্থিত বা অনুপস্থিত চিহ্নিত শিক্ষার্থীদের তালিকা",
      },
      detail: {
        en: "Close-up of the fee collection ring at 82%, split into paid, waived and due",
        bn: "৮২%-এ থাকা ফি আদায়ের রিং চার্টের ক্লোজ-আপ, পরিশোধিত, মওকুফ ও বকেয়া অংশে ভাগ করা",
      },
      styleBoard: {
        en: "Shikkha style board: a type specimen, primary and secondary buttons, five colour swatches and a small fee collection chart",
        bn: "শিক্ষা সিস্টেমের স্টাইল বোর্ড: টাইপোগ্রাফির নমুনা, প্রাইমারি ও সেকেন্ডারি বাটন, পাঁচটি রঙের সোয়াচ আর ফি আদায়ের একটি ছোট চার্ট",
      },
    }),
    author,
    date: "2023-07-30",
    summary: {
      en: "A school management system for a secondary school in Narayanganj that brings attendance, results and fees into one place.",
      bn: "নারায়ণগঞ্জের একটি মাধ্যমিক বিদ্যালয়ের জন্য স্কুল ম্যানেজমেন্ট সিস্টেম, যা উপস্থিতি, ফলাফল আর ফি এক জায়গায় নিয়ে আসে।",
    },
    mainText: {
      en: "Shapla Ideal High School in Narayanganj has about 1,240 students from class 6 to class 10. Attendance was taken on paper, two teachers spent a week calculating results in Excel, and parents queued at the office to pay fees and collect mark sheets. The principal wanted a system the teachers would actually use and the parents could reach from their phones.",
      bn: "নারায়ণগঞ্জের শাপলা আইডিয়াল হাই স্কুলে ৬ষ্ঠ থেকে ১০ম শ্রেণি পর্যন্ত প্রায় ১,২৪০ জন শিক্ষার্থী পড়ে। উপস্থিতি নেওয়া হতো কাগজে, দুজন শিক্ষক Excel-এ ফলাফল হিসাব করতে পুরো এক সপ্তাহ কাটাতেন, আর অভিভাবকেরা ফি দিতে ও মার্কশিট নিতে অফিসে লাইনে দাঁড়াতেন। প্রধান শিক্ষক এমন একটি সিস্টেম চেয়েছিলেন, যা শিক্ষকেরা সত্যিই ব্যবহার করবেন এবং অভিভাবকেরা ফোন থেকেই দেখতে পাবেন।",
    },
    secondaryText: {
      en: "I spent a week at the school before designing anything, sitting with class teachers, the accounts officer and the principal. Teachers take attendance on a phone in under a minute per class, with the list in roll order. Results follow the national grading scale, so GPA and letter grades are calculated automatically. Parents sign in with their phone number and see attendance, results, notices and fees due.",
      bn: "কিছু ডিজাইন করার আগে আমি এক সপ্তাহ স্কুলে কাটিয়েছি, শ্রেণিশিক্ষক, হিসাবরক্ষণ কর্মকর্তা আর প্রধান শিক্ষকের সঙ্গে বসে। শিক্ষকেরা রোল নম্বরের ক্রমে সাজানো তালিকা থেকে ফোনে প্রতি ক্লাসের উপস্থিতি এক মিনিটেরও কম সময়ে নেন। ফলাফল জাতীয় গ্রেডিং পদ্ধতি মেনে তৈরি হয়, তাই GPA আর লেটার গ্রেড আপনাআপনি হিসাব হয়ে যায়। অভিভাবকেরা নিজের ফোন নম্বর দিয়ে সাইন ইন করে উপস্থিতি, ফলাফল, নোটিশ আর বকেয়া ফি দেখতে পান।",
    },
    bottomText: {
      en: "The system is a React web app with a Node.js API and PostgreSQL, hosted on a small cloud server with daily backups. Fees can be paid through bKash or at the bank, and payments are matched to students automatically. Mark sheets and admit cards are generated as PDFs in the school's own format, and separate roles keep teachers, accounts, the principal and parents to their own data.",
      bn: "সিস্টেমটি একটি React ওয়েব অ্যাপ, সঙ্গে Node.js API আর PostgreSQL; এটি একটি ছোট ক্লাউড সার্ভারে হোস্ট করা, প্রতিদিন ব্যাকআপ নেওয়া হয়। ফি দেওয়া যায় বিকাশে বা ব্যাংকে, আর পেমেন্টগুলো আপনাআপনি সংশ্লিষ্ট শিক্ষার্থীর সঙ্গে মিলিয়ে নেওয়া হয়। মার্কশিট আর প্রবেশপত্র স্কুলের নিজস্ব ফরম্যাটে PDF হিসেবে তৈরি হয়, আর আলাদা আলাদা রোলের কারণে শিক্ষক, হিসাব বিভাগ, প্রধান শিক্ষক ও অভিভাবকেরা শুধু নিজেদের ডেটাই দেখতে পান।",
    },
    finalText: {
      en: "Results now take one afternoon instead of a week, and 82% of fees were paid before the due date in the first term, up from around 60%. Parents can see the day's attendance by 10 a.m., which the principal credits for a clear drop in unexplained absences. The system is private to the school, so there is no public preview.",
      bn: "ফলাফল তৈরিতে এখন এক সপ্তাহের বদলে এক বিকেল লাগে, আর প্রথম টার্মে ৮২% ফি নির্ধারিত তারিখের আগেই পরিশোধ হয়েছে, যা আগে ছিল প্রায় ৬০%। অভিভাবকেরা সকাল ১০টার মধ্যেই দিনের উপস্থিতি দেখতে পান, আর প্রধান শিক্ষকের মতে এর ফলেই কারণ ছাড়া অনুপস্থিতি স্পষ্টভাবে কমেছে। সিস্টেমটি কেবল স্কুলের নিজস্ব ব্যবহারের জন্য, তাই এর কোনো পাবলিক প্রিভিউ নেই।",
    },
    livePreview: "",
    category: "Web Applications",
    group: ["Web Applications"],
  },
] satisfies z.input<typeof projectSchema>[];
