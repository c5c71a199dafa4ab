// The chat links on the second owner's site (tests/fixtures/second-owner), who chats on Telegram
// only: no WhatsApp or Messenger link anywhere, and Telegram's with the page's message. The
// checks are the demo's (chat.ts; chat.spec.ts).
import { join } from "node:path";
import { SECOND_OWNER } from "../playwright.config";
import { buildDirOf } from "../app/data/content-dir.ts";
import { languagesOf } from "../app/lib/i18n.ts";
import { partsOf } from "../app/lib/parts";
import { chat } from "../tests/fixtures/second-owner/chat";
import { products } from "../tests/fixtures/second-owner/products";
import { projects } from "../tests/fixtures/second-owner/projects";
import { redirects } from "../tests/fixtures/second-owner/redirects";
import { services } from "../tests/fixtures/second-owner/services";
import { site } from "../tests/fixtures/second-owner/site";
import { chatTests } from "./chat";
import { prerenderedPages } from "./prerendered";
import { inLanguage } from "./site-map";
import { expect, test } from "./test";

test("this owner chats on Telegram only", () => {
  expect(Object.keys(chat)).toEqual(["telegram"]);
  expect(languagesOf(site)).toEqual(["en"]);
});

const titled = (base: string, entries: readonly { id: number | string; title: unknown }[]) =>
  entries.map((entry) => ({ path: `${base}/${entry.id}`, title: inLanguage(entry.title, "en") as string }));

chatTests({
  chat,
  url: site.url,
  languages: languagesOf(site),
  pages: prerenderedPages(join(buildDirOf(SECOND_OWNER), "client"), redirects),
  askPages: [
    ...titled("/services", services),
    ...titled("/portfolio", projects),
    ...(partsOf(site.parts).products ? titled("/products", products) : []),
  ],
});
