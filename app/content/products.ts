import type { z } from "zod";
import type { productSchema } from "./schema";

/** The three 16:10 pictures of course `id`: the cover, the curriculum and the final project. */
function pictures(id: number, alts: [string, string, string]) {
  return alts.map((alt, index) => ({ src: `/images/products/product-${id}-${index + 1}.svg`, alt, width: 1200, height: 750 }));
}

export const products = [
  {
    id: 1,
    title: "React from Zero",
    images: pictures(1, [
      "Course cover for React from Zero: the title on an indigo gradient, a 'Beginner · 24 lessons' badge and a tree of component cards",
      "React from Zero curriculum: six modules from JSX and components to deploying your project, and a ring showing 6 modules",
      "The final project of React from Zero, a task board app in a browser, next to its code in an editor",
    ]),
    price: 2500,
    oldPrice: 4000,
    rating: 5,
    numReviews: 128,
    summary:
      "Learn React properly from the first component to a deployed app, with plain explanations, small exercises and a real project at the end.",
    details: [
      "This course is for people who know basic HTML, CSS and JavaScript and want to build interactive interfaces with React. We start with JSX and components, then props, state and forms, and move on to fetching data, handling loading and error states, and routing between pages. Every lesson is short and ends with an exercise you can check against a solution.",
      "In the last module you build and deploy a task board app step by step, using the same habits I use on client projects: small components, clear names, and code another developer can pick up. Lessons are recorded in English with Bangla subtitles, and you keep access to all future updates.",
    ],
    additionalDetails: [
      {
        title: "Course includes",
        items: [
          { key: "Certificate of completion", value: true },
          { key: "Exercise files and solutions", value: true },
          { key: "Lifetime access and updates", value: true },
          { key: "Live sessions", value: false },
        ],
      },
      {
        title: "Course facts",
        items: [
          { key: "Level", value: "Beginner" },
          { key: "Lessons", value: "24 video lessons" },
          { key: "Length", value: "9 hours" },
          { key: "Language", value: "English, with Bangla subtitles" },
        ],
      },
    ],
  },
  {
    id: 2,
    title: "Tailwind CSS Design Systems",
    images: pictures(2, [
      "Course cover for Tailwind CSS Design Systems: the title on a violet gradient, an 'Intermediate · 18 lessons' badge, a grid of colour swatches and a spacing scale",
      "Tailwind CSS Design Systems curriculum: six modules from utility-first thinking to documenting the system, and a ring showing 6 modules",
      "The final project of Tailwind CSS Design Systems, your own UI kit in a browser, next to its code in an editor",
    ]),
    price: 1800,
    oldPrice: 3000,
    rating: 5,
    numReviews: 74,
    summary: "Turn Tailwind CSS from a pile of class names into a consistent design system with tokens, components and dark mode.",
    details: [
      "Many Tailwind projects start clean and end with hundreds of one-off class combinations. In this course you set up design tokens for colour, type and spacing, build a small library of components (buttons, forms, cards, navigation) and learn when to extract a component and when to leave the utilities in place.",
      "We cover variants, dark mode, accessible focus styles and how to document the system so a team can use it. By the end you have your own UI kit that you can reuse on every project. Some experience with HTML and CSS is expected; Tailwind basics are reviewed in the first module.",
    ],
    additionalDetails: [
      {
        title: "Course includes",
        items: [
          { key: "Certificate of completion", value: true },
          { key: "Starter UI kit source code", value: true },
          { key: "Figma design file", value: true },
          { key: "Live sessions", value: false },
        ],
      },
      {
        title: "Course facts",
        items: [
          { key: "Level", value: "Intermediate" },
          { key: "Lessons", value: "18 video lessons" },
          { key: "Length", value: "6.5 hours" },
          { key: "Language", value: "English, with Bangla subtitles" },
        ],
      },
    ],
  },
  {
    id: 3,
    title: "WordPress for Freelancers",
    images: pictures(3, [
      "Course cover for WordPress for Freelancers: the title on an indigo-to-teal gradient, a 'Beginner · 20 lessons' badge, a website sketch and a paid invoice for Tk 45,000",
      "WordPress for Freelancers curriculum: six modules from setting up a local site to handing over to clients, and a ring showing 6 modules",
      "The final project of WordPress for Freelancers, a client-ready site in a browser, next to its code in an editor",
    ]),
    price: 2000,
    oldPrice: 3500,
    rating: 5,
    numReviews: 211,
    summary: "Build fast, client-ready WordPress sites and learn the business side: quoting, hand-over and monthly care plans.",
    details: [
      "This is the course I wish I had when I took my first paid website. You learn to build WordPress sites with block themes and patterns, choose a small set of reliable plugins, set up WooCommerce with local payment options, and make the site fast, secure and backed up before launch.",
      "Half of freelancing is not code, so we also cover how to scope a project, write a quote, handle revisions, train a client's team and offer a monthly care plan that brings in steady income. Templates for the proposal, the contract checklist and the hand-over notes are included.",
    ],
    additionalDetails: [
      {
        title: "Course includes",
        items: [
          { key: "Certificate of completion", value: true },
          { key: "Proposal and hand-over templates", value: true },
          { key: "Lifetime access and updates", value: true },
          { key: "Live sessions", value: true },
        ],
      },
      {
        title: "Course facts",
        items: [
          { key: "Level", value: "Beginner" },
          { key: "Lessons", value: "20 video lessons" },
          { key: "Length", value: "8 hours" },
          { key: "Language", value: "Bangla, with English subtitles" },
        ],
      },
    ],
  },
  {
    id: 4,
    title: "Node.js APIs",
    images: pictures(4, [
      "Course cover for Node.js APIs: the title on a violet-to-teal gradient, an 'Intermediate · 22 lessons' badge and a terminal showing API requests and a JSON response",
      "Node.js APIs curriculum: six modules from Node and npm essentials to deploying and logging, and a ring showing 6 modules",
      "The final project of Node.js APIs, the page of an orders API in a browser, next to its code in an editor",
    ]),
    price: 3000,
    oldPrice: 4500,
    rating: 4,
    numReviews: 56,
    summary: "Design and build a real REST API with Node.js, PostgreSQL, validation, authentication and tests, then deploy it.",
    details: [
      "You build an orders API from an empty folder to a deployed service. Along the way you learn routing, request validation, working with PostgreSQL through an ORM, sessions and token-based authentication, error handling and sensible logging. Each step is explained with the reasons behind it, not just the commands.",
      "We also write tests for the endpoints, document the API so a front-end developer can use it, and deploy it to a low-cost server. You should be comfortable with JavaScript before starting; no back-end experience is needed.",
    ],
    additionalDetails: [
      {
        title: "Course includes",
        items: [
          { key: "Certificate of completion", value: true },
          { key: "Complete source code", value: true },
          { key: "Postman collection", value: true },
          { key: "Live sessions", value: false },
        ],
      },
      {
        title: "Course facts",
        items: [
          { key: "Level", value: "Intermediate" },
          { key: "Lessons", value: "22 video lessons" },
          { key: "Length", value: "10 hours" },
          { key: "Language", value: "English, with Bangla subtitles" },
        ],
      },
    ],
  },
  {
    id: 5,
    title: "Figma to Code",
    images: pictures(5, [
      "Course cover for Figma to Code: the title on an indigo gradient, an 'All levels · 16 lessons' badge and a design frame turning into code",
      "Figma to Code curriculum: six modules from reading a design file to pixel-checking the build, and a ring showing 6 modules",
      "The final project of Figma to Code, a landing page in a browser, next to its code in an editor",
    ]),
    price: 1500,
    oldPrice: 2500,
    rating: 4,
    numReviews: 93,
    summary: "Turn Figma designs into clean, responsive, accessible front-end code, and stop guessing at spacing and breakpoints.",
    details: [
      "Designers and developers often lose days in the gap between a Figma file and a working page. This course shows you how to read a design file properly, translate auto layout into flexbox and grid, turn Figma components into React components, and handle breakpoints the designer did not draw.",
      "We finish by building a landing page from a real design file and checking it against the design at every screen size, including colour contrast and keyboard use. Useful for developers who work with designers, and for designers who want to understand how their work is built.",
    ],
    additionalDetails: [
      {
        title: "Course includes",
        items: [
          { key: "Certificate of completion", value: true },
          { key: "Figma design files", value: true },
          { key: "Lifetime access and updates", value: true },
          { key: "Live sessions", value: false },
        ],
      },
      {
        title: "Course facts",
        items: [
          { key: "Level", value: "All levels" },
          { key: "Lessons", value: "16 video lessons" },
          { key: "Length", value: "5.5 hours" },
          { key: "Language", value: "English, with Bangla subtitles" },
        ],
      },
    ],
  },
] satisfies z.input<typeof productSchema>[];
