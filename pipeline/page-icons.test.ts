import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_SPRITE, INLINE_ICONS_ID, INLINE_ICON_PREFIX } from "../app/components/ui/icon-href.ts";
import { CACHE_IMMUTABLE, cacheControl } from "./hosting/policy.ts";
import { FIRST_ROUND_TRIP, iconsOf, pageIconsIn, spriteOf, symbolsOf, withIconsInline } from "./page-icons.ts";

const symbol = (id: string, path = "M0 0h24") => `<symbol id="${id}" viewBox="0 0 24 24"><path d="${path}"></path></symbol>`;
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${symbol("ui-mail")}${symbol("ui-menu")}${symbol("brand-github", "M1 1h22")}</svg>`;
const icon = (id: string) => `<svg aria-hidden="true" width="24" height="24"><use href="${ICON_SPRITE}#${id}"></use></svg>`;
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body class="x">${body}</body></html>`;

/** Text gzip cannot shrink much: a page this long will not fit the first round trip. */
function noise(bytes: number): string {
  let seed = 7;
  let text = "";
  while (text.length < bytes) text += ((seed = (seed * 48271) % 2147483647) % 36).toString(36);
  return text;
}

describe("page icons", () => {
  it("finds the icons a page draws from the whole sprite, once each, in order", () => {
    expect(iconsOf(page(icon("ui-menu") + icon("ui-mail") + icon("ui-menu")))).toEqual(["ui-menu", "ui-mail"]);
    expect([...symbolsOf(SPRITE).keys()]).toEqual(["ui-mail", "ui-menu", "brand-github"]);
  });

  it("writes a page's symbols at the start of its body, under ids of their own, and points its icons at them", () => {
    const html = withIconsInline(page(`<p id="ui-mail">${icon("ui-mail")}</p>`), ["ui-mail"], symbolsOf(SPRITE));
    expect(html).toBe(
      page(
        `<svg id="${INLINE_ICONS_ID}" aria-hidden="true">${symbol(`${INLINE_ICON_PREFIX}ui-mail`)}</svg>` +
          `<p id="ui-mail"><svg aria-hidden="true" width="24" height="24"><use href="#${INLINE_ICON_PREFIX}ui-mail"></use></svg></p>`,
      ),
    );
  });

  it("names a sprite for its content and refuses an icon the whole sprite lacks", () => {
    const symbols = symbolsOf(SPRITE);
    const one = spriteOf(["ui-mail"], symbols);
    expect(one.url).toMatch(/^\/assets\/icons-[0-9a-f]{8}\.svg$/);
    // Named so that every host's rules keep it for good (hosting/policy.ts).
    expect(cacheControl(one.url, [])).toBe(CACHE_IMMUTABLE);
    expect(one.svg).toBe(`<svg xmlns="http://www.w3.org/2000/svg">${symbol("ui-mail")}</svg>`);
    expect(spriteOf(["ui-mail"], symbols).url).toBe(one.url);
    expect(spriteOf(["ui-menu"], symbols).url).not.toBe(one.url);
    expect(() => spriteOf(["ui-nothing"], symbols, "/about/index.html")).toThrow(/\/about\/index\.html draws the icon "ui-nothing"/);
  });

  it("gives a page that fits the first round trip its icons inline, and a longer one a sprite of only its icons, shared by pages with the same", () => {
    const client = mkdtempSync(join(tmpdir(), "page-icons-"));
    mkdirSync(join(client, "images"));
    mkdirSync(join(client, "assets"));
    mkdirSync(join(client, "long"));
    writeFileSync(join(client, ICON_SPRITE), SPRITE);
    writeFileSync(join(client, "index.html"), page(icon("ui-mail")));
    const long = page(`<p>${noise(FIRST_ROUND_TRIP * 2)}</p>${icon("brand-github")}${icon("ui-mail")}`);
    writeFileSync(join(client, "long", "index.html"), long);
    writeFileSync(join(client, "long.html"), long);
    writeFileSync(join(client, "plain.html"), page("<p>No icons</p>"));

    expect(pageIconsIn(client)).toEqual({ inline: 1, sprites: 1, pages: 3 });
    expect(readFileSync(join(client, "index.html"), "utf8")).toContain(`<use href="#${INLINE_ICON_PREFIX}ui-mail">`);
    const [sprite] = readdirSync(join(client, "assets"));
    const longPage = readFileSync(join(client, "long", "index.html"), "utf8");
    expect(longPage).not.toContain(INLINE_ICONS_ID);
    expect(longPage).toContain(`<use href="/assets/${sprite}#brand-github">`);
    expect(longPage).toContain(`<use href="/assets/${sprite}#ui-mail">`);
    expect(readFileSync(join(client, "long.html"), "utf8")).toBe(longPage);
    expect([...symbolsOf(readFileSync(join(client, "assets", sprite!), "utf8")).keys()]).toEqual(["brand-github", "ui-mail"]);
    expect(readFileSync(join(client, "plain.html"), "utf8")).toBe(page("<p>No icons</p>"));
  });
});
