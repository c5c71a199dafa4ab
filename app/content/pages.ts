import type { z } from "zod";
import type { pagesSchema } from "./schema";

/**
 * The words of the pages themselves: titles, menu labels, descriptions, section headings,
 * the lines under page titles, calls to action and the not-found page. The pages' content
 * (projects, posts, services…) lives in the other files; words of the interface no owner
 * writes ("Next", "Close", "Search posts") stay in the code, in app/lib/words.ts.
 */
export const pages = {
  home: {
    menuLabel: "Home",
    profiles: { title: "Find my work and reviews on" },
    services: {
      eyebrow: "Services",
      title: "What I can build for you",
      lead: "From the first sketch to launch and beyond: one person who owns the whole job.",
    },
    portfolio: {
      eyebrow: "Portfolio",
      title: "Recent projects",
      lead: "Web applications, mobile apps and WordPress sites, built for clients in Bangladesh and abroad.",
      allLink: "All projects",
    },
    testimonials: { eyebrow: "Testimonials", title: "What clients say" },
    faq: { eyebrow: "FAQ", title: "Questions clients ask" },
    contactForm: { title: "Tell me about your project", lead: "All fields are required. I reply within one working day." },
    blog: { eyebrow: "Blog", title: "Notes from the work", allLink: "All posts" },
  },
  about: {
    title: "About me",
    menuLabel: "About",
    description: "Arif Hossain is a full-stack web designer & developer in Dhaka with 4 years of experience.",
    lead: "Full-Stack Web Designer & Developer based in Dhaka, working with clients around the world.",
  },
  resume: { skills: "Skills", tools: "Tools I use" },
  portfolio: {
    title: "Portfolio",
    description: "Web applications, mobile apps and WordPress sites by Arif Hossain.",
    lead: "Selected work for clients in Bangladesh and abroad: what the problem was, what I built, and what changed.",
    hireMe: {
      title: "Hire me as a Product Designer",
      lead: "I design and build the whole product: research, interface, code and launch.",
    },
    detail: {
      overview: "Overview",
      challenge: "The challenge",
      built: "What I built",
      result: "The result",
      similar: "Similar projects",
    },
  },
  services: {
    title: "Services",
    description: "Mobile app development, web app development and WordPress website development, by Arif Hossain.",
    lead: "Three ways I can help, each delivered end to end: planning, design, build, launch and support.",
    detail: { about: "How I work on it", deliverables: "What you get" },
  },
  products: {
    title: "Courses",
    menuLabel: "Products",
    description: "Practical web development courses by Arif Hossain.",
    lead: "Short, practical courses from real client work: build it, ship it, get paid for it.",
    detail: { details: "Product Details" },
  },
  blog: {
    title: "Blog",
    description: "Notes on web development, design and freelancing from Arif Hossain.",
    lead: "Notes from client work: stacks, speed, design and the business of freelancing from Dhaka.",
    latest: "Latest Blog",
    follow: "Follow Us",
  },
  contact: {
    title: "Contact",
    description: "Hire Arif Hossain: write, call, or send the form. Replies within one working day.",
    lead: "Tell me about your project. I reply within one working day, usually sooner.",
    direct: { title: "Reach me directly" },
    form: { title: "Send a message", lead: "All fields are required." },
  },
  /** The closing call to action of the about, services and portfolio pages. */
  hireMe: {
    title: "Have a project in mind?",
    lead: "Tell me what you need. You get a clear plan, a fixed quote and a launch date within two working days.",
  },
  common: {
    hireMe: "Hire Me",
    downloadCv: "Download CV",
    findMeOnline: "Find me online",
    contactDetails: "Official info",
  },
  notFound: {
    title: "Page not found",
    homeLink: "Go to the home page",
    contactLink: "Contact me",
    lead: "The address may be mistyped, or the page has moved. Everything on the site is one click away from the home page.",
  },
} satisfies z.input<typeof pagesSchema>;
