import type { z } from "zod";
import type { pagesSchema } from "./schema";

/**
 * The words of the pages themselves: section headings, the lines under page titles,
 * calls to action and the not-found page. The pages' content (projects, posts,
 * services…) lives in the other files; words of the interface no owner writes
 * ("Next", "Close") stay in the code.
 */
export const pages = {
  home: {
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
    },
    testimonials: { eyebrow: "Testimonials", title: "What clients say" },
    faq: { eyebrow: "FAQ", title: "Questions clients ask" },
    contactForm: { title: "Tell me about your project", lead: "All fields are required. I reply within one working day." },
    blog: { eyebrow: "Blog", title: "Notes from the work" },
  },
  about: { lead: "Full-Stack Web Designer & Developer based in Dhaka, working with clients around the world." },
  portfolio: {
    lead: "Selected work for clients in Bangladesh and abroad: what the problem was, what I built, and what changed.",
    hireMe: {
      title: "Hire me as a Product Designer",
      lead: "I design and build the whole product: research, interface, code and launch.",
    },
  },
  services: { lead: "Three ways I can help, each delivered end to end: planning, design, build, launch and support." },
  products: { lead: "Short, practical courses from real client work: build it, ship it, get paid for it." },
  contact: {
    lead: "Tell me about your project. I reply within one working day, usually sooner.",
    direct: { title: "Reach me directly" },
    form: { title: "Send a message", lead: "All fields are required." },
  },
  /** The closing call to action of the about, services and portfolio pages. */
  hireMe: {
    title: "Have a project in mind?",
    lead: "Tell me what you need. You get a clear plan, a fixed quote and a launch date within two working days.",
  },
  notFound: {
    lead: "The address may be mistyped, or the page has moved. Everything on the site is one click away from the home page.",
  },
} satisfies z.input<typeof pagesSchema>;
