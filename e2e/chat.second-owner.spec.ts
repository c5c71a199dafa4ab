// The chat links on the second owner's site (tests/fixtures/second-owner), who chats on Telegram
// only: no WhatsApp or Messenger link anywhere, and Telegram's with the page's message. The
// checks are the demo's (chat.ts; chat.spec.ts).
import { join } from "node:path";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf } from "../app/data/content-dir.ts";
import { loadContent } from "../app/data/load.ts";
import { chatTests } from "./chat";
import { prerenderedPages } from "./prerendered";
import { inLanguage } from "./site-map";
import { expect, test } from "./test";

const { chat, products, projects, redirects, services, site } = await loadContent(SECOND_OWNER);

test("this owner chats on Telegram only", () => {
  expect(Object.keys(chat)).toEqual(["telegram"]);
  expect(site.languages).toEqual(["en"]);
});

const titled = (base: string, entries: readonly { id: number | string; title: Parameters<typeof inLanguage>[0] }[]) =>
  entries.map((entry) => ({ path: `${base}/${entry.id}`, title: inLanguage(entry.title, "en") as string }));

chatTests({
  chat,
  url: site.url,
  languages: site.languages,
  pages: prerenderedPages(join(buildDirOf(SECOND_OWNER), "client"), redirects),
  askPages: [
    ...titled("/services", services),
    ...titled("/portfolio", projects),
    ...(site.features.products ? titled("/products", products) : []),
  ],
});
