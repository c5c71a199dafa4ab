// Prices in taka and dollars: both amounts without scripts, the visitor's currency with them,
// remembered across pages and visits; a service's packages and their Choose links. What to
// expect comes from the content: a site whose prices are in one currency has no switch at all.
// axe on every page with prices, in both modes and languages, is in a11y.spec.ts.
import type { Page } from "@playwright/test";
import { formatAmount, formatPrice, type Currency } from "../app/lib/money.ts";
import { en } from "../app/lib/words.ts";
import { bn } from "../app/lib/words.bn.ts";
import { expect, hydrated, test } from "./test";
import { bengali, features, products, services, site } from "./site-map";

type Amount = number | Record<Currency, number>;
const price = products[0]?.price as Amount | undefined;
const both = typeof price === "object";
const product = products[0]!;
type Package = { name: string; price?: Amount; quote?: boolean };
const service = services.find((entry) => (entry as { packages?: unknown[] }).packages?.length) as unknown as
  { id: string; title: string; packages: Package[] } | undefined;

const amounts = (amount: Amount, lang: "en" | "bn" = "en") =>
  typeof amount === "number"
    ? { one: formatPrice(amount, site.currency, site.locale) }
    : { BDT: formatAmount(amount.BDT, "BDT", lang), USD: formatAmount(amount.USD, "USD", lang) };

const switchOf = (page: Page, words = en) => page.getByRole("group", { name: words.currency.label }).first();

test.describe("prices in two currencies", () => {
  test.skip(!features.products || !both, "the site's prices are in one currency");
  const { BDT, USD } = amounts(price ?? 0) as Record<Currency, string>;
  const other: Currency = site.currency === "BDT" ? "USD" : "BDT";
  const shown = { BDT, USD };

  test("with JavaScript off, every price shows both amounts and no switch shows", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of ["/products", `/products/${product.id}`]) {
      await page.goto(path);
      await expect(page.getByText(`${BDT} · ${USD}`).first(), path).toBeVisible();
      await expect(page.getByRole("group", { name: en.currency.label })).toHaveCount(0);
    }
    await context.close();
  });

  test("the switch changes every price on the page, and the choice survives a navigation and a reload", async ({ page }) => {
    await page.goto("/products");
    await hydrated(page);
    // A first visit starts in the owner's currency.
    await expect(page.getByText(shown[site.currency as Currency], { exact: true }).first()).toBeVisible();
    await expect(page.getByText(shown[other], { exact: true }).first()).toBeHidden();
    const button = switchOf(page).getByRole("button", { name: en.currency.names[other] });
    await expect(button).toHaveAttribute("aria-pressed", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("status").filter({ hasText: en.currency.now[other] })).toHaveCount(1);
    // Every product's price, not just the first.
    for (const entry of products) {
      const text = amounts(entry.price as Amount) as Record<Currency, string>;
      await expect(page.getByText(text[other], { exact: true }).first()).toBeVisible();
    }
    for (const hidden of await page.getByText(shown[site.currency as Currency], { exact: true }).all()) await expect(hidden).toBeHidden();

    await page.goto(`/products/${product.id}`);
    await hydrated(page);
    await expect(page.getByText(shown[other], { exact: true }).first()).toBeVisible();
    await expect(switchOf(page).getByRole("button", { name: en.currency.names[other] })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByText(shown[other], { exact: true }).first()).toBeVisible();
    await expect(page.getByText(shown[site.currency as Currency], { exact: true }).first()).toBeHidden();
  });

  test("is a named group of buttons a keyboard can reach and press", async ({ page }) => {
    await page.goto(`/products/${product.id}`);
    await hydrated(page);
    const button = switchOf(page).getByRole("button", { name: en.currency.names[other] });
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(shown[other], { exact: true }).first()).toBeVisible();
  });

  test("Bengali pages start in taka, in Bengali digits; a choice made on any page holds there too", async ({ page }) => {
    test.skip(!bengali, "the site is English only");
    const local = amounts(price!, "bn") as Record<Currency, string>;
    await page.goto(`/bn/products/${product.id}`);
    await hydrated(page);
    await expect(page.getByText(local.BDT, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(local.USD, { exact: true }).first()).toBeHidden();
    await switchOf(page, bn).getByRole("button", { name: bn.currency.names.USD }).click();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByText(USD, { exact: true }).first()).toBeVisible();
  });
});

test.describe("a service's packages", () => {
  test.skip(!service, "no service has packages");

  test("show each package's facts in the same order, and Choose fills in the contact form", async ({ page }) => {
    await page.goto(`/services/${service!.id}`);
    await hydrated(page);
    const section = page.getByRole("region", { name: en.packages.heading });
    const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
    await expect(cards).toHaveCount(service!.packages.length);
    for (const [index, pack] of service!.packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(pack.name);
      const terms = await card.locator("dt").allTextContents();
      expect(terms).toEqual([en.packages.delivery, en.packages.revisions, en.packages.includes]);
      if (pack.quote) await expect(card).toContainText(en.price.onRequest);
      else {
        const text = amounts(pack.price!);
        await expect(card).toContainText(("one" in text ? text.one : text[site.currency as Currency])!);
      }
    }
    const chosen = service!.packages[service!.packages.length > 1 ? 1 : 0]!;
    await section.getByRole("link", { name: en.packages.choose(chosen.name) }).click();
    await expect(page).toHaveURL(/\/contact\?service=/);
    await hydrated(page);
    const message = page.getByRole("textbox", { name: new RegExp(en.forms.message) });
    await expect(message).toHaveValue(new RegExp(en.packages.message(service!.title, chosen.name).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    // The visitor can still write their own words, and a reload keeps them with the package's.
    await message.fill(`${en.packages.message(service!.title, chosen.name)}\n\nWe need it by March.`);
    await page.reload();
    await hydrated(page);
    await expect(message).toHaveValue(/We need it by March\./);
    await expect(message).toHaveValue(new RegExp(chosen.name));
  });
});
