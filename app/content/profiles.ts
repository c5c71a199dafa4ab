import type { z } from "zod";
import type { profileLinkSchema } from "./schema";

export const profiles = [
  {
    name: "Upwork",
    url: "https://www.upwork.com/freelancers/arifhossain-demo",
    icon: "upwork",
    note: "Top Rated · 100% Job Success",
  },
  {
    name: "Fiverr",
    url: "https://www.fiverr.com/arifhossain_demo",
    icon: "fiverr",
    note: "Level 2 Seller · 4.9 from 140 reviews",
  },
  {
    name: "GitHub",
    url: "https://github.com/arifhossain-demo",
    icon: "github",
    note: "Open-source starters and snippets",
  },
  {
    name: "LinkedIn",
    url: "https://www.linkedin.com/in/arifhossain-demo",
    icon: "linkedin",
    note: "Recommendations from past clients",
  },
  {
    name: "Dribbble",
    url: "https://dribbble.com/arifhossain-demo",
    icon: "dribbble",
    note: "UI shots and dashboard concepts",
  },
  {
    name: "Behance",
    url: "https://www.behance.net/arifhossain-demo",
    icon: "behance",
    note: "Full case studies with process",
  },
  {
    name: "CodePen",
    url: "https://codepen.io/arifhossain-demo",
    icon: "codepen",
    note: "Small CSS and animation experiments",
  },
] satisfies z.input<typeof profileLinkSchema>[];
