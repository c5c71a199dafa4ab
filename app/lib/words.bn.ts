/**
 * The interface's own words in Bengali (বাংলা), for the site's pages in Bengali: the same
 * entries as the English ones in words.ts, where each is documented (where it appears, what
 * comes before or after it). Standard Bengali as Bangladeshi websites write it, in the polite
 * "আপনি" register, with the owner speaking in the first person as in English.
 *
 * Numbers in the text are in Bengali digits, grouped the Bangladeshi way (`bnNumber`). A count
 * takes the classifier "টি" and the noun stays as it is: "১টি মন্তব্য", "৩টি মন্তব্য".
 *
 * Loaded in plain Node too, like words.ts: no path aliases, and only TypeScript that type
 * stripping understands.
 */
import { formatCount } from "./i18n.ts";
import type { PostFilter, ShownRange, Words } from "./words.ts";

/** A number in Bengali digits, grouped the Bangladeshi way: 125000 is "১,২৫,০০০". */
export function bnNumber(n: number): string {
  return formatCount(n, "bn-BD");
}

/** The list pages' results line, given the noun and its genitive: "মোট ১২টি প্রকল্পের মধ্যে ১–৬ দেখানো হচ্ছে". */
const resultsLine =
  (noun: string, nounOf: string) =>
  ({ first, last, total }: ShownRange): string =>
    total === 0 ? `কোনো ${noun} পাওয়া যায়নি` : `মোট ${bnNumber(total)}টি ${nounOf} মধ্যে ${bnNumber(first)}–${bnNumber(last)} দেখানো হচ্ছে`;

export const bn: Words = {
  frame: {
    skipToContent: "মূল বিষয়বস্তুতে যান",
    backToTop: "উপরে ফিরে যান",
  },

  menu: {
    main: "প্রধান",
    mobile: "মোবাইল",
    dialog: "মেনু",
    open: "মেনু খুলুন",
    close: "মেনু বন্ধ করুন",
    subMenu: (label: string) => `${label} সাবমেনু`,
    logoHome: "– হোম",
    email: "ইমেইল:",
    phone: "ফোন:",
  },

  colourMode: {
    label: "রঙের মোড",
    light: { name: "লাইট", title: "লাইট মোড" },
    dark: { name: "ডার্ক", title: "ডার্ক মোড" },
    system: { name: "সিস্টেম", title: "সিস্টেম মোড" },
  },

  footer: {
    privacySettings: "গোপনীয়তা সেটিংস",
  },

  breadcrumb: {
    label: "ব্রেডক্রাম্ব",
    home: "হোম",
  },

  links: {
    newTab: "(নতুন ট্যাবে খোলে)",
    namedNewTab: (label: string) => `${label} (নতুন ট্যাবে খোলে)`,
  },

  pagination: {
    label: "পৃষ্ঠা নির্বাচন",
    previous: "আগের",
    previousPage: "আগের পৃষ্ঠা",
    next: "পরের",
    nextPage: "পরের পৃষ্ঠা",
    page: (number: number) => `পৃষ্ঠা ${bnNumber(number)}`,
  },

  carousel: {
    carouselRole: "ক্যারোসেল",
    slideRole: "স্লাইড",
    slide: (number: number, count: number) => `${bnNumber(count)}টির মধ্যে ${bnNumber(number)}`,
    previous: "আগের স্লাইড",
    next: "পরের স্লাইড",
    goTo: (number: number) => `স্লাইড ${bnNumber(number)}-এ যান`,
    pause: "স্বয়ংক্রিয় স্লাইড শো থামান",
    play: "স্বয়ংক্রিয় স্লাইড শো চালু করুন",
  },

  price: {
    now: "দাম:",
    was: "আগের দাম",
    from: "শুরু",
    onRequest: "দাম আলোচনাসাপেক্ষ",
  },

  currency: {
    label: "মুদ্রা",
    names: { BDT: "৳ টাকা", USD: "$ ডলার" } as Record<"BDT" | "USD", string>,
    now: { BDT: "দাম এখন বাংলাদেশি টাকায়", USD: "দাম এখন মার্কিন ডলারে" } as Record<"BDT" | "USD", string>,
  },

  packages: {
    heading: "প্যাকেজ",
    lead: "কাজ শুরুর আগেই দাম ঠিক হয়ে যায়। আপনার প্রয়োজনের সবচেয়ে কাছের প্যাকেজটি বেছে নিন; দরকার হলে আমরা মিলে সেটি সাজিয়ে নেব।",
    delivery: "ডেলিভারি",
    days: (days: number) => `${bnNumber(days)} কর্মদিবস`,
    revisions: "রিভিশন",
    revisionCount: (count: number | "unlimited") => (count === "unlimited" ? "সীমাহীন" : bnNumber(count)),
    includes: "যা থাকছে",
    askOn: (name: string, service: string) => `${name} নিয়ে ${service}-এ জিজ্ঞেস করুন`,
    choose: (name: string) => `${name} বেছে নিন`,
    message: (service: string, pack: string) => `হ্যালো! আমি ${service}-এর ${pack} প্যাকেজটি নিয়ে আগ্রহী।`,
  },

  rating: {
    stars: (rating: number, max: number) => `${bnNumber(max)}-এর মধ্যে ${bnNumber(rating)} রেটিং`,
  },

  forms: {
    firstName: "নামের প্রথম অংশ",
    lastName: "নামের শেষ অংশ",
    email: "ইমেইল",
    telephone: "ফোন নম্বর",
    telephoneHint: "একটি ফোন নম্বর: অঙ্ক, স্পেস, +, -, ( এবং )",
    message: "বার্তা",
    send: "বার্তা পাঠান",
    fillIn: "অনুগ্রহ করে এই ঘরটি পূরণ করুন।",
    sending: "পাঠানো হচ্ছে…",
    failed: {
      network: "আপনার বার্তা পাঠানো যায়নি: সংযোগ ব্যর্থ হয়েছে। আপনি অনলাইনে আছেন কি না দেখে নিয়ে আবার চেষ্টা করুন।",
      timeout: "আপনার বার্তা পাঠানো যায়নি: সার্ভার উত্তর দিতে অনেক বেশি সময় নিয়েছে। একটু পরে আবার চেষ্টা করুন।",
      http: (status: number) => `আপনার বার্তা পাঠানো যায়নি: সার্ভার এটি গ্রহণ করেনি (ত্রুটি ${bnNumber(status)})। অনুগ্রহ করে পরে আবার চেষ্টা করুন।`,
    },
    kept: "আপনি যা লিখেছিলেন, তার সবই ফর্মে রয়ে গেছে।",
    mailFallback: "অথবা আপনার মেইল প্রোগ্রাম থেকে পাঠান",
    mailtoOpened: "আপনার বার্তাসহ মেইল প্রোগ্রাম খুলে যাওয়ার কথা: সেখান থেকেই পাঠিয়ে দিন। কিছু না খুললে এই ঠিকানায় লিখুন:",
    mailSubject: (name: string) => `${name}-এর কাছ থেকে বার্তা`,
    mailLabels: { name: "নাম", email: "ইমেইল", telephone: "ফোন" },
    honeypot: "এই ঘরটি ফাঁকা রাখুন",
    demoWithoutScript: "এটি একটি ডেমো সাইট: এই ফর্ম কিছুই পাঠায় না। অনুগ্রহ করে এই পৃষ্ঠায় দেওয়া ইমেইল ঠিকানায় লিখুন।",
  },

  newsletter: {
    label: "নিউজলেটার",
    placeholder: "you@example.com",
    subscribe: "সাবস্ক্রাইব করুন",
    subscribing: "সাবস্ক্রাইব করা হচ্ছে…",
    demoWithoutScript: "এটি একটি ডেমো সাইট: এই বক্স থেকে কারও সাবস্ক্রিপশন হয় না।",
    failed: {
      network: "আপনার সাবস্ক্রিপশন এখনো হয়নি: সংযোগ ব্যর্থ হয়েছে। আপনি অনলাইনে আছেন কি না দেখে নিয়ে আবার চেষ্টা করুন।",
      timeout: "আপনার সাবস্ক্রিপশন এখনো হয়নি: নিউজলেটারের সার্ভার উত্তর দিতে অনেক বেশি সময় নিয়েছে। একটু পরে আবার চেষ্টা করুন।",
      http: (status: number) =>
        `আপনার সাবস্ক্রিপশন এখনো হয়নি: নিউজলেটারের সার্ভার এটি গ্রহণ করেনি (ত্রুটি ${bnNumber(status)})। অনুগ্রহ করে পরে আবার চেষ্টা করুন।`,
    },
  },

  video: {
    watch: "পরিচিতিমূলক ভিডিওটি দেখুন",
    watchLinkEnd: "YouTube-এ (নতুন ট্যাবে খোলে)",
    close: "ভিডিও বন্ধ করুন",
    askTitle: "ভিডিওটি YouTube থেকে লোড করবেন?",
    askText: "এখানে চালালে youtube-nocookie.com থেকে YouTube-এর প্লেয়ার লোড হবে, যা আপনার IP ঠিকানা দেখতে পায় এবং কুকি সেট করতে পারে।",
    remember: "এই সাইটে সবসময় YouTube ভিডিও চালানোর অনুমতি দিন",
    play: "ভিডিও চালান",
    watchElsewhere: "এর বদলে YouTube-এ দেখুন",
  },

  comments: {
    heading: "মন্তব্য",
    count: (count: number) => `${bnNumber(count)}টি মন্তব্য`,
    reply: "উত্তর দিন",
    replyTo: (author: string) => `(${author}-কে)`,
    replyHeading: (author: string) => `${author}-কে উত্তর দিন`,
    leave: "মন্তব্য করুন",
    cancelReply: "উত্তর বাতিল করুন",
    name: "নাম",
    email: "ইমেইল",
    comment: "মন্তব্য",
    post: "মন্তব্য প্রকাশ করুন",
    demoThanks: "আপনার মন্তব্যের জন্য ধন্যবাদ!",
    demoNote: "এই ডেমো সাইটের মন্তব্য কোথাও সংরক্ষণ করা হয় না, কোথাও পাঠানোও হয় না।",
    loading: "মন্তব্য লোড হচ্ছে…",
    askTitle: "মন্তব্যগুলো GitHub থেকে লোড করবেন?",
    askText:
      "মন্তব্যগুলো আসলে GitHub Discussions, যা এখানে giscus দিয়ে দেখানো হয়। এগুলো লোড করলে giscus.app ও GitHub-এর সঙ্গে সংযোগ হবে, যারা আপনার IP ঠিকানা দেখতে পায়; মন্তব্য লিখতে হলে GitHub দিয়ে সাইন ইন করতে হবে।",
    privacyPolicy: "গোপনীয়তা নীতি",
    remember: "এই সাইটে সবসময় GitHub থেকে মন্তব্য লোড করুন",
    load: "মন্তব্য লোড করুন",
    readOnGitHub: "এর বদলে GitHub-এ পড়ুন",
    noScript: "এই পোস্টের মন্তব্যগুলো GitHub-এ আলোচনা (Discussions) হিসেবে রাখা আছে।",
    readAndWrite: "GitHub-এ মন্তব্য পড়ুন ও লিখুন",
    frameTitle: "GitHub Discussions থেকে মন্তব্য (giscus)",
  },

  home: {
    profiles: "অন্যান্য প্ল্যাটফর্মে আমার প্রোফাইল",
    services: "সেবাসমূহ",
    reviews: "গ্রাহকদের মতামত",
    latestPosts: "সাম্প্রতিক ব্লগ পোস্ট",
    projectCategories: "প্রকল্পের বিভাগ",
    allProjects: "সব",
  },

  resume: {
    eyebrow: "জীবনবৃত্তান্ত",
    experience: "অভিজ্ঞতা",
    yearsOfExperience: (_years: number): [string, string] => ["বছরের", "অভিজ্ঞতা"],
    coreSkill: "(মূল দক্ষতা)",
  },

  cv: {
    documentTitle: (name: string) => `${name}-এর সিভি`,
    yearsOfExperience: (years: number) => `${bnNumber(years)} বছরের অভিজ্ঞতা।`,
    profile: "পরিচিতি",
    experience: "অভিজ্ঞতা",
    skills: "দক্ষতা",
    tools: "টুলস",
    services: "সেবাসমূহ",
    projects: "নির্বাচিত প্রকল্প",
  },

  blog: {
    posts: "পোস্টসমূহ",
    results: (shown: ShownRange, filter: PostFilter) => {
      const where = filter ? (filter.kind === "category" ? `“${filter.value}” বিভাগে ` : `“${filter.value}” ট্যাগযুক্ত `) : "";
      return `${where}${resultsLine("পোস্ট", "পোস্টের")(shown)}`;
    },
    showAll: "সব পোস্ট দেখুন",
    noMatch: "কোনো পোস্ট মেলেনি। অন্য কোনো শব্দ দিয়ে চেষ্টা করুন, অথবা সব পোস্ট দেখুন।",
    search: "পোস্ট খুঁজুন",
    searchPlaceholder: "পোস্টের যেকোনো শব্দ",
    sidebar: "ব্লগের সাইডবার",
    categories: "বিভাগ",
    tags: "ট্যাগ",
    postCount: (_count: number) => "পোস্ট",
    feed: "RSS ফিড",
    feedTitle: (siteName: string) => `${siteName}-এর ব্লগ`,
    pages: "ব্লগের পৃষ্ঠাগুলো",
    readingTime: (minutes: number) => `${bnNumber(minutes)} মিনিটে পড়ুন`,
    onThisPage: "এই লেখায়",
    linkToSection: (heading: string) => `এই অংশের লিংক: ${heading}`,
    keepReading: "আরও পড়ুন",
    previousPost: "আগের পোস্ট",
    nextPost: "পরের পোস্ট",
    relatedPosts: "সম্পর্কিত পোস্ট",
  },

  search: {
    open: "খুঁজুন",
    label: "সাইটে খুঁজুন",
    placeholder: "পোস্ট, প্রকল্প, সেবা…",
    close: "সার্চ বন্ধ করুন",
    searching: "খোঁজা হচ্ছে…",
    found: (count: number, query: string) =>
      count === 0 ? `“${query}” লিখে কিছু পাওয়া যায়নি` : `“${query}” লিখে ${bnNumber(count)}টি ফলাফল পাওয়া গেছে`,
    results: "ফলাফল",
    tryOther: "অন্য শব্দ লিখে দেখুন, অথবা এই তালিকাগুলো দেখুন:",
    lists: { post: "সব পোস্ট", project: "সব প্রকল্প", service: "সব সেবা" },
    all: (count: number) => `সব ${bnNumber(count)}টি ফলাফল দেখুন`,
    more: "আরও ফলাফল দেখুন",
    failed: "সার্চ লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।",
    kinds: { post: "পোস্ট", project: "প্রকল্প", service: "সেবা", course: "কোর্স", page: "পৃষ্ঠা" },
    keys: { move: "সরাতে", open: "খুলতে", close: "বন্ধ করতে", escape: "Esc" },
    loading: "সার্চ লোড হচ্ছে…",
    noScript: "সাইটে খুঁজতে জাভাস্ক্রিপ্ট লাগে। সার্চে যা পাওয়া যায়, তার সবই এই তালিকাগুলোতেও আছে:",
  },

  code: {
    copy: "কপি",
    copyCode: (language: string | undefined) => (language ? `${language} কোড কপি করুন` : "কোড কপি করুন"),
    copied: "কপি হয়েছে",
    copiedCode: "কোড ক্লিপবোর্ডে কপি হয়েছে",
    copyFailed: "নির্বাচিত কোড কপি করতে Ctrl+C (Mac-এ ⌘C) চাপুন",
    plainText: "লেখা",
    languageNames: { shellsession: "শেল সেশন" } as Readonly<Record<string, string>>,
  },

  clipboard: {
    copy: "কপি",
    copied: "কপি হয়েছে",
    copyThis: (what: string) => `${what} কপি করুন`,
    copiedThis: (what: string) => `${what} ক্লিপবোর্ডে কপি হয়েছে`,
    copyFailed: "নির্বাচিত লেখাটি কপি করতে Ctrl+C (Mac-এ ⌘C) চাপুন",
  },

  payments: {
    heading: "কীভাবে পেমেন্ট করবেন",
    lead: "প্রতিটি ইনভয়েসে টাকার পরিমাণ আর রেফারেন্সে কী লিখবেন, তা দেওয়া থাকে। নিচের যে উপায়ে আপনার সুবিধা, সেভাবেই পেমেন্ট করুন।",
    local: (country: string) => `${country}-এর ক্লায়েন্টদের জন্য`,
    abroad: "বিদেশের ক্লায়েন্টদের জন্য",
    link: "কীভাবে পেমেন্ট করবেন",
    paying: "ইনভয়েসের পেমেন্ট করবেন?",
    bankTransfer: (currency: string) => `ব্যাংক ট্রান্সফার (${currency})`,
    steps: {
      mobile: (provider: string) => `আপনার ${provider} অ্যাপ থেকে নিচের রেফারেন্স লিখে ইনভয়েসের টাকা এই নম্বরে পাঠান।`,
      bank: "আপনার ব্যাংকের অ্যাপ থেকে, অথবা শাখায় গিয়ে, ইনভয়েসের টাকা এই অ্যাকাউন্টে ট্রান্সফার করুন।",
      online: (provider: string) => `আপনার ${provider} অ্যাকাউন্ট থেকে ইনভয়েসের টাকা এই অ্যাকাউন্টে পাঠান।`,
    },
    details: {
      number: "নম্বর",
      account: "অ্যাকাউন্টের ধরন",
      how: "অ্যাপে বেছে নিন",
      reference: "রেফারেন্স",
      bank: "ব্যাংক",
      branch: "শাখা",
      accountName: "অ্যাকাউন্টের নাম",
      accountNumber: "অ্যাকাউন্ট নম্বর",
      routingNumber: "রাউটিং নম্বর",
      swift: "SWIFT কোড",
      email: "ইমেইল",
      accountId: "অ্যাকাউন্ট আইডি",
    },
    detailOf: (detail: string, whose: string) => `${detail} (${whose})`,
    accountKinds: { personal: "পার্সোনাল", merchant: "মার্চেন্ট" },
    how: { "Send Money": "সেন্ড মানি", Payment: "পেমেন্ট" },
    providers: { bKash: "বিকাশ", Nagad: "নগদ", Rocket: "রকেট", Payoneer: "Payoneer", Wise: "Wise" },
  },

  projects: {
    heading: "প্রকল্পসমূহ",
    results: resultsLine("প্রকল্প", "প্রকল্পের"),
    pages: "পোর্টফোলিওর পৃষ্ঠাগুলো",
    view: "প্রকল্পটি দেখুন",
    viewWhich: (title: string) => `: ${title}`,
    details: "প্রকল্পের বিবরণ",
    author: "নির্মাতা",
    date: "তারিখ",
    category: "বিভাগ",
    livePreview: "লাইভ প্রিভিউ",
    noLivePreview: "লাইভ প্রিভিউ নেই: প্রকল্পটি ক্লায়েন্টের নিজস্ব নেটওয়ার্কে চলে।",
    share: "এই প্রকল্পটি শেয়ার করুন",
    moreImages: "আরও ছবি",
  },

  share: {
    facebook: "Facebook-এ শেয়ার করুন",
    x: "X-এ শেয়ার করুন",
    linkedin: "LinkedIn-এ শেয়ার করুন",
    whatsapp: "WhatsApp-এ শেয়ার করুন",
  },

  chat: {
    chatOn: (service: string) => `${service}-এ চ্যাট করুন`,
    label: "চ্যাট অ্যাপ",
    askAbout: (service: string) => `এ বিষয়ে ${service}-এ জিজ্ঞেস করুন`,
    message: (title: string, url: string) => `হ্যালো! আমি ${title} সম্পর্কে জানতে চাই: ${url}`,
    notPrefilled: (service: string) => `${service} একটি খালি চ্যাট খোলে: কোন পৃষ্ঠা নিয়ে জিজ্ঞেস করছেন, তা লিখে দিন।`,
  },

  services: {
    all: "সব সেবা",
    learnMore: "আরও জানুন",
    learnMoreAbout: (title: string) => `${title} সম্পর্কে`,
    sendMessage: "বার্তা পাঠান",
    aside: "বুকিং ও অন্যান্য সেবা",
    book: "অ্যাপয়েন্টমেন্ট বুক করুন",
    bookText: (workingHours: string) => `আপনার প্রকল্প নিয়ে আলোচনার জন্য ${bnNumber(30)} মিনিটের একটি ফ্রি কল, ${workingHours}।`,
    bookTextAnytime: `আপনার প্রকল্প নিয়ে আলোচনার জন্য ${bnNumber(30)} মিনিটের একটি ফ্রি কল।`,
    call: (phone: string) => `${phone} নম্বরে কল করুন`,
    emailToBook: "সময় বুক করতে ইমেইল করুন",
    bookingSubject: (service: string) => `অ্যাপয়েন্টমেন্ট: ${service}`,
    others: "অন্যান্য সেবা",
  },

  products: {
    region: "কোর্সের তালিকা",
    search: "শিরোনাম দিয়ে কোর্স খুঁজুন",
    results: resultsLine("কোর্স", "কোর্সের"),
    layout: "দেখার ধরন",
    gridView: "গ্রিড ভিউ",
    listView: "তালিকা ভিউ",
    subscribe: "সাবস্ক্রাইব করুন",
    noMatch: (query: string) => `শিরোনামে “${query}” আছে এমন কোনো কোর্স নেই। আরও ছোট কোনো শব্দ দিয়ে চেষ্টা করুন।`,
    pages: "কোর্সের পৃষ্ঠাগুলো",
    reviews: (count: number) => `${bnNumber(count)}টি রিভিউ`,
    images: (title: string) => `${title}-এর ছবি`,
    purchase: "এখনই কিনুন",
    demoStore: "এটি একটি ডেমো স্টোর",
    demoStoreText: (title: string) => `${title} কেনা হয়নি, কোনো টাকাও কাটা হয়নি। পরের ব্যাচে যোগ দিতে আমাকে লিখুন।`,
    additionalDetails: "আরও বিবরণ",
    yes: "হ্যাঁ",
    no: "না",
  },

  contact: {
    address: "ঠিকানা",
    phone: "ফোন",
    email: "ইমেইল",
    workingHours: "কাজের সময়",
  },

  // "ঢাকা সময়" as Bangladeshi news writes "বাংলাদেশ সময়": the place's name stays as the content
  // gives it, with no case ending to guess.
  availability: {
    schedule: (days: string, from: string, to: string, place: string) => `${days}, ${from} থেকে ${to} (${place} সময়)`,
    dayRange: (first: string, last: string) => `${first} থেকে ${last}`,
    everyDay: "প্রতিদিন",
    scheduleLine: (schedule: string) => `${schedule}।`,
    replyWithin: (duration: string) => `উত্তর পেতে সাধারণত বড়জোর ${duration} লাগে।`,
    open: (time: string, place: string) => `${place} সময় এখন ${time}, আমার কাজের সময় চলছে।`,
    closed: (time: string, place: string) => `${place} সময় এখন ${time}।`,
    today: "আজ",
    tomorrow: "আগামীকাল",
    onDay: (weekday: string) => weekday,
    at: (day: string, time: string) => `${day} ${time}`,
    back: (when: string, place: string) => `আবার কাজে ফিরব ${when} (${place} সময়)।`,
    backForYou: (when: string, place: string, yours: string) => `আবার কাজে ফিরব ${when} (${place} সময়), আপনার সময়ে ${yours}।`,
  },

  legal: {
    lastUpdated: "সর্বশেষ হালনাগাদ:",
  },

  notFound: {
    title: "পৃষ্ঠাটি পাওয়া যায়নি",
    homeLink: "হোম পেজে যান",
    contactLink: "আমার সঙ্গে যোগাযোগ করুন",
    kinds: {
      Post: {
        title: "পোস্টটি পাওয়া যায়নি",
        message: "এই ঠিকানায় কোনো পোস্ট নেই। হয়তো এর নাম বদলানো হয়েছে, অথবা লিংকে কোনো ভুল আছে।",
        back: "সব পোস্ট দেখুন",
      },
      Project: {
        title: "প্রকল্পটি পাওয়া যায়নি",
        message: "এই ঠিকানায় কোনো প্রকল্প নেই। হয়তো এটি সরিয়ে ফেলা হয়েছে, অথবা লিংকে কোনো ভুল আছে।",
        back: "সব প্রকল্প দেখুন",
      },
      Service: {
        title: "সেবাটি পাওয়া যায়নি",
        message: "এই ঠিকানায় আমার কোনো সেবা নেই। আমি যেসব সেবা দিই, সেগুলো দেখুন।",
        back: "সব সেবা দেখুন",
      },
      Product: {
        title: "কোর্সটি পাওয়া যায়নি",
        message: "এই ঠিকানায় কোনো কোর্স নেই। হয়তো কোর্সটি বন্ধ হয়ে গেছে, অথবা লিংকে কোনো ভুল আছে।",
        back: "সব কোর্স দেখুন",
      },
    },
  },

  redirect: {
    title: "পৃষ্ঠাটি সরানো হয়েছে",
    heading: "এই পৃষ্ঠাটি নতুন ঠিকানায় সরানো হয়েছে",
    link: "নতুন ঠিকানায় যান",
  },

  errors: {
    eyebrow: "কোনো একটা সমস্যা হয়েছে",
    heading: "এই পৃষ্ঠাটি দেখানো যায়নি",
    advice: "অনুগ্রহ করে পৃষ্ঠাটি আবার লোড করুন। আবারও এমন হলে জেনে রাখুন, সাইটের বাকি অংশ ঠিকই কাজ করছে:",
    home: "হোম পেজে যান",
  },
};
