// "How to pay" as a client meets it: every way to pay the content lists, with its details, on
// the services page (/services#how-to-pay); the links from a service's page, the FAQ and the
// contact page that lead there; copy buttons that copy exactly; and every detail without
// JavaScript, where no copy button shows. What to expect comes from payments.ts, in every
// language the site has. axe on the page, in both modes, is in a11y.spec.ts.
import type { Browser, Locator, Page } from "@playwright/test";
import type { z } from "zod";
import type { paymentMethodSchema } from "../app/data/schema/index.ts";
import { HOW_TO_PAY_ID, HOW_TO_PAY_PATH } from "../app/lib/constants.ts";
import { type Lang, pathIn } from "../app/lib/i18n.ts";
import { en, type Words } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test } from "./test";
import { bengali, faq, type InLanguage, languages, features, payments, services, site } from "./site-map";

const wordsOf = { en, bn } as const;
/** A way to pay as the owner writes it (payments.ts), with its texts in one language. */
type Method = InLanguage<z.input<typeof paymentMethodSchema>>;

/** The content in a language: the ways to pay and the owner's country. */
const contentOf = (lang: Lang): { payments: Method[]; country: string } =>
  lang === "en"
    ? { payments, country: site.address.country }
    : { payments: bengali!.content.payments, country: bengali!.content.site.address.country };

/** The digits of a number grouped for reading: what a payer types, and what its copy button copies. */
const digits = (written: string) => written.replace(/[\s-]/g, "");

/**
 * What a way to pay should show: its heading, every text of it, and what its copy buttons copy,
 * in order: the value, and what the button names and announces ("Number (bKash)").
 */
function expected(method: Method, words: Words) {
  const w = words.payments;
  const note = method.note ? [method.note] : [];
  const reference = method.reference ? [method.reference] : [];
  const copy = (label: string, value: string, whose: string) => ({ value, what: w.detailOf(label, whose) });
  switch (method.kind) {
    case "mobile": {
      const name = w.providers[method.provider];
      return {
        name,
        texts: [method.number, w.accountKinds[method.account], w.how[method.how], ...reference, ...note],
        copies: [copy(w.details.number, digits(method.number), name)],
      };
    }
    case "bank": {
      const copies = [
        copy(w.details.accountName, method.accountName, method.bank),
        copy(w.details.accountNumber, digits(method.accountNumber), method.bank),
        copy(w.details.routingNumber, method.routingNumber, method.bank),
        ...(method.swift ? [copy(w.details.swift, method.swift, method.bank)] : []),
      ];
      const branch = method.branch ? [method.branch] : [];
      const shown = [method.accountName, method.accountNumber, method.routingNumber, ...(method.swift ? [method.swift] : [])];
      return { name: w.bankTransfer(method.currency), texts: [method.bank, ...branch, ...shown, ...reference, ...note], copies };
    }
    case "online": {
      const name = w.providers[method.provider];
      const copies = [
        ...(method.email ? [copy(w.details.email, method.email, name)] : []),
        ...(method.accountId ? [copy(w.details.accountId, method.accountId, name)] : []),
      ];
      return { name, texts: [...copies.map((entry) => entry.value), ...reference, ...note], copies };
    }
  }
}

/** The ways to pay in the order the page shows them: for clients in the owner's country first, then abroad. */
const inPageOrder = (methods: readonly Method[]) => [
  ...methods.filter((method) => method.suits === "local"),
  ...methods.filter((method) => method.suits === "abroad"),
];

const section = (page: Page, words: Words) => page.getByRole("region", { name: words.payments.heading });

/** Where the section's heading is: on screen, below the sticky header, with the page scrolled. */
function place(page: Page) {
  return page.evaluate((id) => {
    // After a click, the address can change a moment before the page it names is drawn.
    const section = document.getElementById(id)?.querySelector("h2");
    if (!section) return "not on the page yet";
    const heading = section.getBoundingClientRect();
    // The sticky bar is what covers the top of the window once the page has scrolled.
    let bar: Element | null = document.elementFromPoint(window.innerWidth / 2, 2);
    while (bar && getComputedStyle(bar).position !== "sticky") bar = bar.parentElement;
    const barBottom = bar?.getBoundingClientRect().bottom ?? 0;
    return heading.top >= barBottom && heading.bottom <= window.innerHeight && window.scrollY > 0
      ? "below the header"
      : `at ${heading.top}, the header's bottom at ${barBottom}`;
  }, HOW_TO_PAY_ID);
}

test("the content lists ways to pay, for clients at home and abroad", () => {
  expect(payments.length).toBeGreaterThan(0);
  expect(new Set(payments.map((method) => method.suits))).toEqual(new Set(["local", "abroad"]));
});

for (const lang of languages) {
  const words = wordsOf[lang];
  const { payments: methods, country } = contentOf(lang);
  const services_ = pathIn(lang, "/services");

  test.describe(`${lang}`, () => {
    test("the services page shows every way to pay from the content, grouped, each a heading over its details", async ({ page }) => {
      await page.goto(services_);
      await hydrated(page);
      const region = section(page, words);
      await expect(region).toHaveAttribute("id", HOW_TO_PAY_ID);
      // The groups, then each way under its own group.
      const outline = await region.getByRole("heading").evaluateAll((headings) => headings.map((h) => `${h.tagName} ${h.textContent}`));
      const groups = (["local", "abroad"] as const).filter((suits) => methods.some((method) => method.suits === suits));
      expect(outline).toEqual([
        `H2 ${words.payments.heading}`,
        ...groups.flatMap((suits) => [
          `H3 ${suits === "local" ? words.payments.local(country) : words.payments.abroad}`,
          ...methods.filter((method) => method.suits === suits).map((method) => `H4 ${expected(method, words).name}`),
        ]),
      ]);
      const cards = region.getByRole("listitem");
      await expect(cards).toHaveCount(methods.length);
      for (const [index, method] of inPageOrder(methods).entries()) {
        const card = cards.nth(index);
        const { name, texts } = expected(method, words);
        await expect(card.getByRole("heading", { level: 4 })).toHaveText(name);
        for (const text of texts) await expect(card, `${name}: ${text}`).toContainText(text);
        // The details as terms and descriptions, each pair in a <div> of the list.
        const pairs = card.locator("dl > div");
        expect(await pairs.count()).toBeGreaterThan(0);
        for (const pair of await pairs.all())
          expect(await pair.evaluate((div) => [...div.children].map((child) => child.tagName))).toEqual(["DT", "DD"]);
      }
    });

    test("a service's page, the FAQ and the contact page lead to it, below the sticky header, with JavaScript on and off", async ({
      browser,
    }) => {
      // The questions whose answer links to the ways to pay, in this language.
      const questions = (lang === "en" ? faq : bengali!.content.faq)
        .map((entry, index) => ({ index, title: entry.title, link: "link" in entry ? entry.link : undefined }))
        .filter((entry) => entry.link?.to === HOW_TO_PAY_PATH);
      if (features.faq) expect(questions.length, "an answer of the FAQ links to the ways to pay").toBeGreaterThan(0);
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 740 } });
        const page = await context.newPage();
        const arrive = async (from: string) => {
          await expect(page, from).toHaveURL(new RegExp(`${services_}#${HOW_TO_PAY_ID}$`));
          await expect.poll(() => place(page), { message: from }).toBe("below the header");
          await expect(section(page, words)).toBeVisible();
        };
        const open = async (path: string) => {
          await page.goto(pathIn(lang, path));
          if (javaScriptEnabled) await hydrated(page);
        };

        for (const service of services) {
          await open(`/services/${service.id}`);
          await page.getByRole("main").getByRole("link", { name: words.payments.link, exact: true }).click();
          await arrive(`/services/${service.id}`);
        }

        await open("/contact");
        await page.getByRole("main").getByRole("link", { name: words.payments.link, exact: true }).click();
        await arrive("/contact");

        for (const question of features.faq ? questions : []) {
          await open("/");
          const answer = page.locator("#faq details").nth(question.index);
          await answer.locator("summary").click();
          await answer.getByRole("link", { name: question.link!.label, exact: true }).click();
          await arrive(`the FAQ's “${question.title}”`);
        }
        await context.close();
      }
    });

    test("each copy button copies its value exactly, by mouse and keyboard, and says so", async ({ browser }) => {
      const context = await browser.newContext({ permissions: ["clipboard-read", "clipboard-write"] });
      const page = await context.newPage();
      await page.goto(services_);
      await hydrated(page);
      const region = section(page, words);
      const copies = inPageOrder(methods).flatMap((method) => expected(method, words).copies);
      const buttons = region.getByRole("button");
      await expect(buttons).toHaveCount(copies.length);
      for (const [index, { value, what }] of copies.entries()) {
        const button = buttons.nth(index);
        await expect(button).toHaveText(words.clipboard.copy);
        await expect(button).toHaveAccessibleName(words.clipboard.copyThis(what));
        await page.evaluate(() => navigator.clipboard.writeText(""));
        if (index % 2) {
          await button.focus();
          await page.keyboard.press("Enter");
        } else await button.click();
        await expect(button).toHaveText(words.clipboard.copied);
        expect(await page.evaluate(() => navigator.clipboard.readText()), what).toBe(value);
        await expect(region.getByRole("status")).toHaveText(words.clipboard.copiedThis(what));
      }
      await context.close();
    });

    test("without JavaScript every detail shows, and no copy button", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(services_);
      const region = section(page, words);
      for (const method of methods) {
        const { name, texts } = expected(method, words);
        const card = region.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 4, name, exact: true }) });
        for (const text of texts) await expect(card.getByText(text, { exact: true }).first(), `${name}: ${text}`).toBeVisible();
      }
      await expect(region.getByRole("button")).toHaveCount(0);
      for (const button of await region.locator("button").all()) await expect(button).toBeHidden();
      await context.close();
    });

    test("the copy buttons appear without moving anything", async ({ browser }) => {
      const layout = async (browser: Browser, javaScriptEnabled: boolean) => {
        const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
        const page = await context.newPage();
        await page.goto(services_);
        if (javaScriptEnabled) {
          await hydrated(page);
          await expect(section(page, words).getByRole("button").first()).toBeVisible();
        }
        const boxes = await boxesOf(section(page, words).locator("h3, h4, dt, dd"));
        await context.close();
        return boxes;
      };
      expect(await layout(browser, true)).toEqual(await layout(browser, false));
    });
  });
}

/**
 * Where each element is, relative to the first: the same layout gives the same numbers. Rounded
 * after the subtraction, so that the section's own place on the page (the header is taller
 * without JavaScript, by a fraction of a pixel on some pages) cannot tip a rounding.
 */
async function boxesOf(elements: Locator) {
  const boxes = await elements.evaluateAll((list) =>
    list.map((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height];
    }),
  );
  const [x0 = 0, y0 = 0] = boxes[0] ?? [];
  return boxes.map(([x, y, width, height]) => [x! - x0, y! - y0, width!, height!].map(Math.round));
}
