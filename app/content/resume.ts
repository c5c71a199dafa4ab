import type { z } from "zod";
import type { resumeSchema } from "./schema";

const logo = (file: string, alt: string) => ({ src: `/images/experience/${file}.svg`, alt, width: 64, height: 64 });
const tool = (file: string, name: string) => ({
  name,
  image: { src: `/images/tools/${file}.svg`, alt: `${name} mark`, width: 48, height: 48 },
});

export const resume = {
  yearsOfExperience: 4,
  experienceText:
    "For four years I have been turning rough ideas into working products: online shops, booking systems, internal dashboards, mobile apps and WordPress sites. I started in a Dhaka agency, learned to ship on deadlines for real clients, and now work directly with founders, NGOs and small teams in Bangladesh, the UK, the Gulf and Australia. I design in Figma, build with React, Node.js and Flutter, and stay with my clients after launch.",
  image: {
    src: "/images/resume-portrait.svg",
    alt: "Illustration of Arif Hossain at his desk behind a laptop, with a monitor full of code, a mug of tea and a window",
    width: 480,
    height: 560,
  },
  experiences: [
    {
      title: "Freelance Full-Stack Web Designer & Developer",
      organisation: "Independent · clients in Bangladesh, the UK, the UAE and Australia",
      image: logo("freelance", "Briefcase mark for freelance work"),
      date: "2024 – Present",
    },
    {
      title: "Frontend Developer",
      organisation: "Brightline Digital Ltd., Dhaka",
      image: logo("brightline", "Brightline Digital mark: a rising sun over a line"),
      date: "2023 – 2024",
    },
    {
      title: "Junior Web Developer",
      organisation: "PixelNest Studio, Dhaka",
      image: logo("pixelnest", "PixelNest Studio mark: a grid of white pixels around an amber one"),
      date: "2022 – 2023",
    },
    {
      title: "Web Development Intern",
      organisation: "Codebari Labs, Dhaka",
      image: logo("codebari", "Codebari Labs mark: code brackets inside a house shape"),
      date: "Jan – Jun 2022",
    },
  ],
  skills: [
    { name: "React & Next.js", link: "/services/web-app-development", active: true },
    { name: "TypeScript", link: "/portfolio" },
    { name: "Node.js & REST APIs", link: "/services/web-app-development" },
    { name: "UI/UX Design in Figma", link: "/portfolio", active: true },
    { name: "Tailwind CSS", link: "/products/2" },
    { name: "WordPress & WooCommerce", link: "/services/wordpress-website-development", active: true },
    { name: "Flutter & React Native", link: "/services/mobile-app-development" },
    { name: "PostgreSQL & Prisma", link: "/products/4" },
    { name: "Payment Gateway Integration", link: "/blog/accepting-online-payments-in-bangladesh" },
    { name: "Web Performance & SEO", link: "/blog/a-wordpress-speed-checklist" },
  ],
  tools: [
    tool("react", "React"),
    tool("typescript", "TypeScript"),
    tool("nodejs", "Node.js"),
    tool("tailwindcss", "Tailwind CSS"),
    tool("figma", "Figma"),
    tool("wordpress", "WordPress"),
    tool("flutter", "Flutter"),
    tool("postgresql", "PostgreSQL"),
  ],
} satisfies z.input<typeof resumeSchema>;
