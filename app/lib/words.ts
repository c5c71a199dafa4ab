/**
 * The interface's own words: what the site says about itself (menus, buttons, labels
 * for screen readers, status lines, error texts), the same for every owner. "Words" in
 * the code are these. The owner's texts (page titles, headings, calls to action) live in
 * app/content/pages.ts and reach components as props named for what they are: `heading`
 * (a section's title, with its eyebrow and lead), `headings`, or `texts` for a block's several.
 *
 * A translation is another object of the type `Words`. Each entry is a whole phrase or
 * sentence; a word that takes a value (a count, a name) is a function, so a translation
 * can put the value where its grammar wants it and choose its own plural forms.
 *
 * Loaded in plain Node too (app/lib/seo.ts, by pipeline/share-images.ts): no path
 * aliases here, and only TypeScript that type stripping understands.
 */

/** English plurals: one form for 1, another for every other count (0 included). */
export function plural(count: number, one: string, other: string): string {
  return count === 1 ? one : other;
}

/** What a list page shows: items `first` to `last` of `total` (all 0 when nothing matches). */
export interface ShownRange {
  first: number;
  last: number;
  total: number;
}

/** The list pages' results line; English keeps the plural noun even for one result. */
const resultsLine =
  (noun: string) =>
  ({ first, last, total }: ShownRange): string =>
    total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`;

/** What narrows the blog list, when something does. */
export type PostFilter = { kind: "category" | "tag"; value: string } | null;

export const en = {
  /** Around every page (app/components/layout/site-frame.tsx, back-to-top.tsx). */
  frame: {
    skipToContent: "Skip to content",
    backToTop: "Back to top",
  },

  /** The header, its menus and the mobile menu. */
  menu: {
    main: "Main",
    mobile: "Mobile",
    dialog: "Menu",
    open: "Open menu",
    close: "Close menu",
    subMenu: (label: string) => `${label} sub-menu`,
    /** Read after the site's name in the logo link. */
    logoHome: "– home",
    /** Read before the address and the number in the top bar. */
    email: "Email:",
    phone: "Phone:",
  },

  /** The light, dark and system switch (layout/theme-toggle.tsx). */
  colourMode: {
    label: "Colour mode",
    light: { name: "Light", title: "Light mode" },
    dark: { name: "Dark", title: "Dark mode" },
    system: { name: "System", title: "System mode" },
  },

  footer: {
    privacySettings: "Privacy settings",
  },

  breadcrumb: {
    label: "Breadcrumb",
    /** The first crumb of every breadcrumb, and the title of a page whose address has no words. */
    home: "Home",
  },

  /** Links that open another tab. */
  links: {
    newTab: "(opens in a new tab)",
    /** A link named only for screen readers, e.g. an icon link to a profile. */
    namedNewTab: (label: string) => `${label} (opens in a new tab)`,
  },

  pagination: {
    label: "Pagination",
    previous: "Previous",
    previousPage: "Previous page",
    next: "Next",
    nextPage: "Next page",
    page: (number: number) => `Page ${number}`,
  },

  carousel: {
    /** The roles a screen reader announces (aria-roledescription). */
    carouselRole: "carousel",
    slideRole: "slide",
    slide: (number: number, count: number) => `${number} of ${count}`,
    previous: "Previous slide",
    next: "Next slide",
    goTo: (number: number) => `Go to slide ${number}`,
    pause: "Pause automatic slide show",
    play: "Start automatic slide show",
  },

  price: {
    /** Read before the price and the old price. */
    now: "Price:",
    was: "Was",
    /** Before a package's price where the price is where it starts. */
    from: "from",
    /** A package priced on request. */
    onRequest: "Price on request",
  },

  /** The currency switch, where prices come in taka and dollars. */
  currency: {
    label: "Currency",
    /** Each currency's button: its sign and code. */
    names: { BDT: "৳ BDT", USD: "$ USD" } as Record<"BDT" | "USD", string>,
    /** Announced when the visitor changes it. */
    now: { BDT: "Prices in Bangladeshi taka", USD: "Prices in US dollars" } as Record<"BDT" | "USD", string>,
  },

  /** A service's packages. */
  packages: {
    heading: "Packages",
    lead: "Prices are fixed before work starts. Pick the one closest to what you need; we can adjust it together.",
    delivery: "Delivery",
    days: (days: number) => `${days} ${plural(days, "working day", "working days")}`,
    revisions: "Revisions",
    revisionCount: (count: number | "unlimited") => (count === "unlimited" ? "Unlimited" : String(count)),
    includes: "Includes",
    askOn: (name: string, service: string) => `Ask about ${name} on ${service}`,
    choose: (name: string) => `Choose ${name}`,
    /** Written into the contact form's message by a package's Choose link. */
    message: (service: string, pack: string) => `Hello! I'm interested in the ${pack} package of ${service}.`,
  },

  rating: {
    stars: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  },

  /** The contact form (sections/contact-form.tsx) and what it says while it sends or fails. */
  forms: {
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    telephone: "Telephone",
    telephoneHint: "A phone number: digits, spaces, +, -, ( and )",
    message: "Message",
    send: "Send message",
    fillIn: "Please fill in this field.",
    sending: "Sending…",
    failed: {
      network: "Your message could not be sent: the connection failed. Check that you are online, then try again.",
      timeout: "Your message could not be sent: the server took too long to answer. Please try again in a moment.",
      http: (status: number) => `Your message could not be sent: the server refused it (error ${status}). Please try again later.`,
    },
    kept: "Everything you typed is still in the form.",
    mailFallback: "Or send it from your mail program",
    /** Followed by a link to the owner's address. */
    mailtoOpened: "Your mail program should open with your message filled in: send it from there. If nothing opened, write to",
    mailSubject: (name: string) => `Message from ${name}`,
    mailLabels: { name: "Name", email: "Email", telephone: "Telephone" },
    /** The label of the field only bots fill in. */
    honeypot: "Leave this field empty",
    /** Beside the button of a form in "demo" mode, with JavaScript off: it sends nothing. */
    demoWithoutScript: "This is a demo site: this form sends nothing. Please write to the email address on this page.",
  },

  /** The newsletter box in the footer (layout/newsletter.tsx). */
  newsletter: {
    label: "Newsletter",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    subscribing: "Subscribing…",
    /** Under the box in "demo" mode, with JavaScript off: it signs no one up. */
    demoWithoutScript: "This is a demo site: this box signs no one up.",
    failed: {
      network: "You are not subscribed yet: the connection failed. Check that you are online, then try again.",
      timeout: "You are not subscribed yet: the list's server took too long to answer. Please try again in a moment.",
      http: (status: number) => `You are not subscribed yet: the list's server refused it (error ${status}). Please try again later.`,
    },
  },

  /** The intro video on the home page (sections/intro-video.tsx). */
  video: {
    watch: "Watch the intro video",
    /** Read after `watch` when the control is a link to the video service (before the page's script runs). */
    watchLinkEnd: "on YouTube (opens in a new tab)",
    close: "Close video",
    askTitle: "Load the video from YouTube?",
    askText: "Playing it here loads YouTube's player from youtube-nocookie.com, which sees your IP address and may set cookies.",
    remember: "Always allow YouTube videos on this site",
    play: "Play video",
    watchElsewhere: "Watch on YouTube instead",
  },

  /** The comments under a post: the demo's list and form (sections/comments.tsx), or giscus (sections/giscus-comments.tsx). */
  comments: {
    heading: "Comments",
    count: (count: number) => `${count} ${plural(count, "Comment", "Comments")}`,
    reply: "Reply",
    /** Read after `reply`, for screen readers. */
    replyTo: (author: string) => `to ${author}`,
    replyHeading: (author: string) => `Reply to ${author}`,
    leave: "Leave a comment",
    cancelReply: "Cancel reply",
    name: "Name",
    email: "Email",
    comment: "Comment",
    post: "Post comment",
    demoThanks: "Thanks for your comment!",
    demoNote: "Comments on this demo site are not saved or sent anywhere.",
    loading: "Loading comments…",
    askTitle: "Load the comments from GitHub?",
    askText:
      "The comments are GitHub Discussions, shown here by giscus. Loading them connects to giscus.app and GitHub, which see your IP address; to write one, you sign in with GitHub.",
    privacyPolicy: "Privacy policy",
    remember: "Always load comments from GitHub on this site",
    load: "Load comments",
    readOnGitHub: "Read them on GitHub instead",
    noScript: "The comments on this post are discussions on GitHub.",
    readAndWrite: "Read and write comments on GitHub",
    frameTitle: "Comments from GitHub Discussions (giscus)",
  },

  /** The home page's sections. */
  home: {
    profiles: "Profiles on other platforms",
    services: "Services",
    reviews: "Customer reviews",
    latestPosts: "Latest blog posts",
    projectCategories: "Project categories",
    /** The first project tab, showing every category. */
    allProjects: "All",
  },

  /** The resume block (sections/resume.tsx). */
  resume: {
    eyebrow: "Resume",
    experience: "Experience",
    /** Beside the number of years, in two lines. */
    yearsOfExperience: (years: number): [string, string] => [plural(years, "Year of", "Years of"), "experience"],
    coreSkill: "(core skill)",
  },

  /** The CV as a PDF (sections/cv-document.server.tsx). */
  cv: {
    documentTitle: (name: string) => `${name}, CV`,
    yearsOfExperience: (years: number) => `${years} ${plural(years, "year", "years")} of experience.`,
    profile: "Profile",
    experience: "Experience",
    skills: "Skills",
    tools: "Tools",
    services: "Services",
    projects: "Selected projects",
  },

  /** The blog list, its cards and its feed. */
  blog: {
    posts: "Posts",
    results: (shown: ShownRange, filter: PostFilter) => {
      const where = filter ? (filter.kind === "category" ? ` in “${filter.value}”` : ` tagged “${filter.value}”`) : "";
      return `${resultsLine("posts")(shown)}${where}`;
    },
    showAll: "Show all posts",
    noMatch: "No post matches. Try another word, or show all posts.",
    search: "Search posts",
    searchPlaceholder: "Any word of a post",
    sidebar: "Blog sidebar",
    categories: "Categories",
    tags: "Tags",
    /** Read after the number of posts in a category. */
    postCount: (count: number) => plural(count, "post", "posts"),
    feed: "RSS feed",
    feedTitle: (siteName: string) => `${siteName} blog`,
    pages: "Blog pages",
    readingTime: (minutes: number) => `${minutes} min read`,
    /** A post's table of contents, a navigation landmark. */
    onThisPage: "On this page",
    /** A heading's link to itself. */
    linkToSection: (heading: string) => `Link to this section: ${heading}`,
    /** More posts, at the end of a post (blog/more-posts.tsx). */
    keepReading: "Keep reading",
    previousPost: "Previous post",
    nextPost: "Next post",
    relatedPosts: "Related posts",
  },

  /**
   * The site search: the header's button and dialog, the search page and its results
   * (layout/search-button.tsx, layout/search-dialog.tsx, routes/search.tsx).
   */
  search: {
    /** The header's button. */
    open: "Search",
    /** The dialog's name, and the field's label. */
    label: "Search the site",
    placeholder: "Posts, projects, services…",
    close: "Close search",
    /** While the search loads or answers. */
    searching: "Searching…",
    /** Shown and announced when a search has answered. */
    found: (count: number, query: string) =>
      count === 0 ? `No results for “${query}”` : `${count} ${plural(count, "result", "results")} for “${query}”`,
    /** The list of results, for screen readers. */
    results: "Results",
    /** Under "No results", before links to the lists (`lists`). */
    tryOther: "Try other words, or look through:",
    lists: { post: "All posts", project: "All projects", service: "All services" },
    /** The dialog shows the first results; this link leads to them all on the search page. */
    all: (count: number) => `See all ${count} results`,
    more: "Show more results",
    failed: "The search could not load. Check your connection and try again.",
    /** What kind of page a result is. */
    kinds: { post: "Post", project: "Project", service: "Service", course: "Course", page: "Page" },
    /** The dialog's keys, after each key: "↑ ↓ to move". */
    keys: { move: "to move", open: "to open", close: "to close", escape: "Esc" },
    /** The search page between its script starting and its field arriving. */
    loading: "Loading the search…",
    /** The search page before its script runs, or without JavaScript; followed by `lists`. */
    noScript: "Searching the site needs JavaScript. Everything it finds is in these lists too:",
  },

  /** A code block in a post: its label and copy button. */
  code: {
    copy: "Copy",
    copyCode: (language: string | undefined) => (language ? `Copy the ${language} code` : "Copy the code"),
    copied: "Copied",
    /** Announced when the code was copied. */
    copiedCode: "Code copied to the clipboard",
    /** When the browser would not copy: the code is selected instead. */
    copyFailed: "Press Ctrl+C (⌘C on a Mac) to copy the selected code",
    plainText: "Text",
    /** Code languages with a name in this language (by Shiki's name for them). */
    languageNames: { shellsession: "Shell session" } as Readonly<Record<string, string>>,
  },

  /** A button that copies a value shown beside it (ui/copy-button.tsx): the payment details. */
  clipboard: {
    copy: "Copy",
    copied: "Copied",
    /** The button's name for screen readers, with what it copies (`payments.detailOf`). */
    copyThis: (what: string) => `Copy ${what}`,
    /** Announced once it is copied. */
    copiedThis: (what: string) => `${what} copied to the clipboard`,
    /** When the browser would not copy: the value is selected instead. */
    copyFailed: "Press Ctrl+C (⌘C on a Mac) to copy the selected text",
  },

  /** The ways to pay on the services page (sections/how-to-pay.tsx), and the links to them. */
  payments: {
    heading: "How to pay",
    lead: "Each invoice gives the amount and the reference to write. Pay it whichever way below suits you.",
    /** Over the ways for clients in the owner's own country (site.ts `address.country`). */
    local: (country: string) => `For clients in ${country}`,
    abroad: "For clients abroad",
    /** The link to the section from a service's page and the contact page. */
    link: "How to pay",
    /** Before `link` on the contact page. */
    paying: "Paying an invoice?",
    /** A bank account's heading, with its currency code. */
    bankTransfer: (currency: string) => `Bank transfer (${currency})`,
    /** What to do, under each way's heading. */
    steps: {
      mobile: (provider: string) => `From your ${provider} app, send your invoice's amount to this number with the reference below.`,
      bank: "Transfer your invoice's amount to this account from your bank's app or at a branch.",
      online: (provider: string) => `From your ${provider} account, send your invoice's amount to this one.`,
    },
    /** The names of the details. */
    details: {
      number: "Number",
      account: "Account type",
      how: "In the app, choose",
      reference: "Reference",
      bank: "Bank",
      branch: "Branch",
      accountName: "Account name",
      accountNumber: "Account number",
      routingNumber: "Routing number",
      swift: "SWIFT code",
      email: "Email",
      accountId: "Account ID",
    },
    /** A detail and whose it is (a provider's or a bank's name), for its copy button: "Number (bKash)". */
    detailOf: (detail: string, whose: string) => `${detail} (${whose})`,
    accountKinds: { personal: "Personal", merchant: "Merchant" },
    /** The mobile apps' menu items, as the apps in this language name them. */
    how: { "Send Money": "Send Money", Payment: "Payment" },
    providers: { bKash: "bKash", Nagad: "Nagad", Rocket: "Rocket", Payoneer: "Payoneer", Wise: "Wise" },
  },

  /** The portfolio list, its cards and a project's page. */
  projects: {
    heading: "Projects",
    results: resultsLine("projects"),
    pages: "Portfolio pages",
    view: "View Project",
    /** Read after `view`. */
    viewWhich: (title: string) => `: ${title}`,
    details: "Project details",
    author: "Author",
    date: "Date",
    category: "Category",
    livePreview: "Live Preview",
    noLivePreview: "No live preview: this project runs on the client's private network.",
    share: "Share this project",
    moreImages: "More images",
  },

  /** The links that share a page (app/lib/share.ts). */
  share: {
    facebook: "Share on Facebook",
    x: "Share on X",
    linkedin: "Share on LinkedIn",
    whatsapp: "Share on WhatsApp",
  },

  /** Links that open a chat with the owner in WhatsApp, Messenger or Telegram (components/layout/chat-links.tsx). */
  chat: {
    /** A link to the owner's chat, by the service's name ("WhatsApp"). */
    chatOn: (service: string) => `Chat on ${service}`,
    /** The chat links' list, for screen readers. */
    label: "Chat apps",
    /** A service's, a course's or a project's page: a link that opens the chat with a message about it. */
    askAbout: (service: string) => `Ask about this on ${service}`,
    /** The message written in advance: the page's title, then its full address. */
    message: (title: string, url: string) => `Hello! I'd like to ask about ${title}: ${url}`,
    /** Under the link of a service that takes no message written in advance (Messenger). */
    notPrefilled: (service: string) => `${service} opens an empty chat: say which page you are asking about.`,
  },

  /** The services list, the service cards and a service's page. */
  services: {
    all: "All services",
    learnMore: "Learn more",
    /** Read after `learnMore`. */
    learnMoreAbout: (title: string) => `about ${title}`,
    sendMessage: "Send Us Message",
    aside: "Booking and other services",
    book: "Book an appointment",
    /** `workingHours` is the owner's hours as text: availability.schedule, or site.ts `workingHours`. */
    bookText: (workingHours: string) => `A free 30-minute call to talk through your project, ${workingHours}.`,
    /** For an owner who gives no working hours. */
    bookTextAnytime: "A free 30-minute call to talk through your project.",
    call: (phone: string) => `Call ${phone}`,
    emailToBook: "Email to book a time",
    bookingSubject: (service: string) => `Appointment: ${service}`,
    others: "Other services",
  },

  /** The course list, the course cards and a course's page. */
  products: {
    region: "Course list",
    search: "Search courses by title",
    results: resultsLine("results"),
    layout: "Layout",
    gridView: "Grid view",
    listView: "List view",
    subscribe: "Subscribe",
    noMatch: (query: string) => `No course has “${query}” in its title. Try a shorter word.`,
    pages: "Course pages",
    reviews: (count: number) => `${count} ${plural(count, "review", "reviews")}`,
    images: (title: string) => `Images of ${title}`,
    purchase: "Purchase now",
    demoStore: "This is a demo store",
    demoStoreText: (title: string) => `${title} was not bought and nothing was charged. Write to me to join the next cohort.`,
    additionalDetails: "Additional Details",
    yes: "Yes",
    no: "No",
  },

  /** The contact page's list of ways to reach the owner. */
  contact: {
    address: "Address",
    phone: "Phone",
    email: "Email",
    workingHours: "Working hours",
  },

  /**
   * When the owner answers (app/components/sections/availability.tsx), from their hours in
   * hours.ts: the hours as text, in every page, and once the page has loaded, what they mean at
   * the visitor's moment. `place` is where the owner's clock is ("Dhaka"); times and days come
   * written in the page's locale ("10:00 am", "Sunday").
   */
  availability: {
    /** The hours: "Sunday to Thursday, 10:00 am to 6:00 pm (Dhaka time)"; also read inside services.bookText. */
    schedule: (days: string, from: string, to: string, place: string) => `${days}, ${from} to ${to} (${place} time)`,
    /** A run of three working days or more: "Sunday to Thursday". Other days are listed: "Monday, Wednesday and Friday". */
    dayRange: (first: string, last: string) => `${first} to ${last}`,
    /** Working all seven days. */
    everyDay: "Every day",
    /** `schedule` as a sentence. */
    scheduleLine: (schedule: string) => `${schedule}.`,
    /** `duration` is written out: "4 hours", "30 minutes", "1 day". */
    replyWithin: (duration: string) => `I usually reply within ${duration}.`,
    /** Inside the working hours. */
    open: (time: string, place: string) => `It's ${time} in ${place}, within my working hours.`,
    /** Outside them, followed by `back` or `backForYou`. */
    closed: (time: string, place: string) => `It's ${time} in ${place}.`,
    /** The day of the next working period, by the owner's calendar: today, tomorrow, or on a day of the week (`onDay`). */
    today: "today",
    tomorrow: "tomorrow",
    onDay: (weekday: string) => `on ${weekday}`,
    /** `day` (today, tomorrow, onDay) and the time the work starts: "on Sunday at 10:00 am". */
    at: (day: string, time: string) => `${day} at ${time}`,
    /** `when` is `at`; said alone when the visitor's clock shows the owner's time. */
    back: (when: string, place: string) => `I'm back ${when} ${place} time.`,
    /** `yours` is the same moment on the visitor's clock, with their day when it is another date: "Saturday 11:00 pm". */
    backForYou: (when: string, place: string, yours: string) => `I'm back ${when} ${place} time: ${yours} for you.`,
  },

  legal: {
    /** Followed by the date. */
    lastUpdated: "Last updated",
  },

  /** Not-found pages. The owner's own not-found title and links (pages.ts `notFound`) come first where given. */
  notFound: {
    title: "Page not found",
    homeLink: "Go to the home page",
    contactLink: "Contact me",
    /** A detail page whose id matches nothing, by the kind of page its route shows. */
    kinds: {
      Post: {
        title: "Post not found",
        message: "There is no post at this address. It may have been renamed, or the link has a typo.",
        back: "See all posts",
      },
      Project: {
        title: "Project not found",
        message: "There is no project at this address. It may have been removed, or the link has a typo.",
        back: "See all projects",
      },
      Service: {
        title: "Service not found",
        message: "I don't offer a service at this address. Here is what I do offer.",
        back: "See all services",
      },
      Product: {
        title: "Product not found",
        message: "There is no course at this address. It may have been retired, or the link has a typo.",
        back: "See all courses",
      },
    },
  },

  /** An old address (routes/redirect.tsx). */
  redirect: {
    title: "Page moved",
    heading: "This page has moved",
    link: "Go to its new address",
  },

  /** The page shown when a page fails (app/root.tsx). */
  errors: {
    eyebrow: "Something went wrong",
    heading: "This page could not be shown",
    /** Followed by a link `home`, and a full stop. */
    advice: "Please reload the page. If it happens again, the rest of the site still works:",
    home: "go to the home page",
  },
};

/** The shape every translation of the interface has. */
export type Words = typeof en;

/** The kinds of detail page that can be "not found": a post, a project, a service, a product. */
export type NotFoundKind = keyof Words["notFound"]["kinds"];
