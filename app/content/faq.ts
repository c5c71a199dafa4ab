import type { z } from "zod";
import type { faqSchema } from "./schema";

export const faq = [
  {
    id: 1,
    title: "How long does a typical project take?",
    content:
      "A WordPress site for a small business or NGO usually takes 3 to 5 weeks. A custom web app or an online store takes 6 to 12 weeks, and a mobile app 8 to 14 weeks, depending on how many features the first version needs. After our first call I send a written plan with milestones, and you can try the work on a staging link every week, so there are no surprises at the end.",
  },
  {
    id: 2,
    title: "How much does it cost, and how do I pay?",
    content:
      "Every project gets a fixed-price quote after a short discovery call, so you know the full cost before we start. Payment is split into milestones: usually 40% to begin, 40% when the design and main features are approved, and 20% at launch. Clients in Bangladesh can pay by bank transfer or bKash, with a proper invoice. International clients can pay through Upwork, Payoneer or an international bank transfer in USD, GBP or EUR.",
  },
  {
    id: 3,
    title: "What happens after launch?",
    content:
      "Every project includes 30 days of free fixes after launch, plus a hand-over session and written notes for your team. After that you can choose a monthly care plan that covers updates, backups, security checks and a set number of hours for small changes, or simply contact me when you need something. I reply to support messages within one working day, and you always own your code, your domain and your hosting accounts.",
  },
] satisfies z.input<typeof faqSchema>[];
