// What a page's Bengali letters were drawn with, per element, as Chromium drew them
// (CSS.getPlatformFontsForNode): shared by glyphs.spec.ts and the every-page test (routes.spec.ts).
import type { Page } from "@playwright/test";
import { drawNearContent, expect } from "./test";

const MARK = "data-glyph-check";

/**
 * The elements of the page (under `within`) whose own text holds Bengali letters, each with the
 * fonts Chromium drew that text with, and the fonts that are the page's own (web fonts).
 */
export async function bengaliText(page: Page, within = "body") {
  await drawNearContent(page);
  const count = await page.evaluate(
    ([selector, mark]) => {
      let n = 0;
      for (const element of document.querySelectorAll(`${selector}, ${selector} *`)) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("");
        const shown = element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0;
        if (shown && /[\u0980-\u09FF]/.test(own)) element.setAttribute(mark, String(n++));
      }
      return n;
    },
    [within, MARK] as const,
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: `[${MARK}]` });
  const found: { text: string; fonts: { family: string; web: boolean }[] }[] = [];
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    const { outerHTML } = await cdp.send("DOM.getOuterHTML", { nodeId });
    found.push({
      text: outerHTML.replace(/<[^>]+>/g, "").slice(0, 60),
      fonts: fonts.filter((font) => font.glyphCount > 0).map((font) => ({ family: font.familyName, web: font.isCustomFont })),
    });
  }
  await cdp.detach();
  await page.evaluate((mark) => document.querySelectorAll(`[${mark}]`).forEach((element) => element.removeAttribute(mark)), MARK);
  expect(found).toHaveLength(count);
  return found;
}

/** The texts among them that no web font drew: their Bengali letters came from the system, or from nothing. */
export const drawnWithoutWebFont = (found: Awaited<ReturnType<typeof bengaliText>>) =>
  found
    .filter(({ fonts }) => !fonts.some((font) => font.web))
    .map(({ text, fonts }) => `${text} (${fonts.map((f) => f.family).join(", ")})`);
