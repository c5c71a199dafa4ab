import type { z } from "zod";
import type { bannerSchema } from "./schema";

export const banner = {
  greeting: "Hello, I'm",
  intro:
    "I design and build fast, dependable websites, web apps and mobile apps for businesses in Bangladesh and around the world. You get one person who cares about the details from the first sketch to launch day, and who is still answering your messages after it.",
  image: {
    src: "/images/hero.svg",
    alt: "Illustration of Arif Hossain smiling behind a laptop, with a code card, a bar chart and a five-star badge floating around him",
    width: 560,
    height: 640,
  },
  videoId: "aqz-KE-bpKQ",
  videoTitle: "Big Buck Bunny, an open movie by the Blender Foundation (CC BY 3.0)",
} satisfies z.input<typeof bannerSchema>;
