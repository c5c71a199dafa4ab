import type { z } from "zod";
import type { chatSchema } from "../data/schema/site.ts";

// The chat apps clients can write to you in, each optional: `whatsapp` (your number, written
// "+<country code> <number>"), `messenger` (your Facebook Page's or profile's user name) and
// `telegram` (your user name). Each is a link on the contact page, beside the home page's form
// and in every page's footer; the pages of your services, courses and projects open the chat
// with a message naming the page. Leave a line out to leave that app out; `{}` shows no chat link.
export const chat = {
  whatsapp: "+880 1712-345678",
  messenger: "arifhossain.demo",
} satisfies z.input<typeof chatSchema>;
