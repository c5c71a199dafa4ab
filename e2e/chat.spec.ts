// Chat where clients already are: the owner's WhatsApp, Messenger and Telegram (chat.ts) as plain
// links on the contact page, beside the home page's form, in every page's footer, and on the pages
// of services, courses and projects with a message naming the page. Nothing is loaded from a chat
// service before a visitor clicks, and all of it works without JavaScript. The checks are in
// chat.ts, shared with the second owner's site (chat.second-owner.spec.ts), which has other chats.
import { chatTests } from "./chat";
import { chat, everyPage, languages, site } from "./site-map";

/** The pages that ask about themselves: a service's, a course's and a project's, in each language, by their titles there. */
const ASKING = /^(\/bn)?\/(services|products|portfolio)\/[^/]+$/;

chatTests({
  chat,
  url: site.url,
  languages,
  pages: everyPage.map((page) => page.path),
  askPages: everyPage.flatMap(({ path, heading }) => (ASKING.test(path) && typeof heading === "string" ? [{ path, title: heading }] : [])),
});
