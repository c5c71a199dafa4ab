import type { z } from "zod";
import type { serviceSchema } from "./schema";

export const services = [
  {
    id: "mobile-app-development",
    title: "Mobile App Development",
    icon: "mobile",
    details:
      "Android and iOS apps built with Flutter or React Native from one code base. Designed for real phones on real networks, and ready for the Play Store and the App Store.",
    body: [
      "A good app feels simple because someone made hard choices for the user. I start by finding the two or three jobs your customers open the app to do, such as ordering, tracking or paying, and design those screens first. We test a clickable Figma prototype with a handful of real users before any code is written, so the expensive decisions are made while they are still cheap to change.",
      "I build with Flutter or React Native, depending on your team and your plans, so Android and iOS share one code base and one budget. Apps are designed for the phones your customers actually carry: they work offline where it matters, keep data and battery use low, and handle slow or patchy connections gracefully. Payments (bKash, Nagad, cards), maps, push notifications and SMS sign-in are all familiar ground.",
      "Launch is the start, not the finish. I prepare the store listings, screenshots and privacy details, handle review feedback from Google and Apple, and set up crash reporting so we know about problems before your users do. After launch you get a month of free fixes, then the choice of a monthly care plan or help whenever you need it.",
    ],
    deliverables: [
      "Clickable Figma prototype tested with real users",
      "Android and iOS apps from one Flutter or React Native code base",
      "Admin panel or API for managing content, orders and users",
      "Play Store and App Store listings, submission and review support",
      "Crash reporting, analytics set-up and 30 days of free fixes after launch",
    ],
  },
  {
    id: "web-app-development",
    title: "Web App Development",
    icon: "web",
    details:
      "Custom web applications, from online stores and booking systems to dashboards, built with React, TypeScript and Node.js. Fast on slow connections, accessible, and easy for your team to run.",
    body: [
      "Many businesses outgrow spreadsheets, Messenger orders and off-the-shelf tools at the same moment. I build web applications that fit the way your team already works: an online store with local payments, a booking system for a clinic, a dashboard that pulls data from several places into one screen, or a customer portal that answers the questions your staff answer all day.",
      "Every project starts with a short discovery: who uses the app, what they need to get done and what success looks like in numbers. From there I design the key screens in Figma, agree the scope and price with you in writing, and build in small steps you can try on a staging link every week. The stack is React and TypeScript on the front and Node.js with PostgreSQL behind it, chosen because it is fast, well supported and easy to hand over to another developer.",
      "Performance and accessibility are part of the job, not extras. Pages are pre-rendered where possible, images are optimised, and the interface works with a keyboard and a screen reader. You get the source code, documentation and a walk-through for your team, and I stay available for fixes and new features after launch.",
    ],
    deliverables: [
      "Discovery workshop, written scope and fixed-price quote",
      "UI design in Figma for desktop and mobile",
      "React and TypeScript front end with a Node.js and PostgreSQL back end",
      "Payment, email, SMS and third-party integrations as needed",
      "Deployment, documentation, team hand-over and 30 days of free fixes",
    ],
  },
  {
    id: "wordpress-website-development",
    title: "WordPress Website Development",
    icon: "wordpress",
    details:
      "Fast, secure WordPress and WooCommerce sites your team can update without calling a developer. Custom block themes, few plugins, and good search visibility from day one.",
    body: [
      "WordPress is still the best choice for many organisations: NGOs, schools, travel agencies, consultancies and small shops that publish often and need to update the site themselves. The trouble is that many WordPress sites are slow, fragile and stuffed with plugins. I build them differently, with a custom block theme designed for your content and only the plugins that earn their place.",
      "I design a set of page patterns for the things you publish, such as a programme, a tour, a product or a report, so your team can add a new page in minutes and it always looks right. Sites can be bilingual in Bangla and English, and WooCommerce shops take payments through local gateways and cash on delivery. Search basics are built in: clean URLs, structured data, an XML sitemap and fast pages.",
      "Before launch I set up caching, image optimisation, daily backups and security hardening, and I train your team in a recorded session they can watch again. Afterwards I can keep WordPress, the theme and plugins up to date on a monthly care plan, so the site stays fast and safe without you thinking about it.",
    ],
    deliverables: [
      "Custom WordPress block theme designed around your content",
      "Reusable page patterns and a bilingual set-up where needed",
      "WooCommerce with local payment gateways for online shops",
      "Speed, SEO and security set-up with daily backups",
      "Recorded training session and an optional monthly care plan",
    ],
  },
] satisfies z.input<typeof serviceSchema>[];
