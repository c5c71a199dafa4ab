import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrowRight, ICON_SPRITE, UiIcon, iconHref, uiIconId } from "./icons";
import { brandIconId } from "~/components/layout/social-icon";
import { INLINE_ICONS_ID, INLINE_ICON_PREFIX, forgetServedIcons } from "./icon-href";

describe("UiIcon", () => {
  it("is hidden from assistive technology and draws its symbol from the sprite", () => {
    const { container } = render(<UiIcon name="mail" className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    // No focusable="false": only Internet Explorer put an <svg> in the tab order.
    expect(svg.hasAttribute("focusable")).toBe(false);
    expect(svg.getAttribute("class")).toBe("size-4");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#${uiIconId("mail")}`);
  });

  it("leaves the stroke to the sprite's symbol, and the fill to the outer svg, where a class can change it", () => {
    const { container } = render(<ArrowRight className="fill-current" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.hasAttribute("stroke")).toBe(false);
    expect(svg.getAttribute("class")).toBe("fill-current");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#${uiIconId("arrow-right")}`);
  });
});

describe("iconHref", () => {
  const mail = uiIconId("mail");
  const menu = uiIconId("menu");
  const github = brandIconId("github");

  it("names each icon by a short id: two or three characters in every page that draws it", () => {
    expect(uiIconId("arrow-right")).toBe("u0");
    expect(brandIconId("github")).toBe("b0");
    expect(new Set([mail, menu, github, uiIconId("x"), brandIconId("telegram")]).size).toBe(5);
    expect(uiIconId("x")).toMatch(/^u[0-9a-z]{1,2}$/);
  });

  it("draws an icon the page was served with from where the page has it, and any other from the whole sprite", () => {
    // A page as pipeline/page-icons.ts leaves it: one icon written into it, one from a sprite of the page's own.
    document.body.innerHTML =
      `<svg id="${INLINE_ICONS_ID}"><symbol id="${INLINE_ICON_PREFIX}${mail}"></symbol></svg>` +
      `<svg><use href="#${INLINE_ICON_PREFIX}${mail}"></use></svg><svg><use href="/assets/icons-0123456789.svg#${github}"></use></svg>`;
    expect(iconHref(mail)).toBe(`#${INLINE_ICON_PREFIX}${mail}`);
    expect(iconHref(github)).toBe(`/assets/icons-0123456789.svg#${github}`);
    expect(iconHref(menu)).toBe(`${ICON_SPRITE}#${menu}`);
    const { container } = render(<UiIcon name="mail" className="size-4" />);
    expect(container.querySelector("use")?.getAttribute("href")).toBe(`#${INLINE_ICON_PREFIX}${mail}`);
  });

  it("reads the page once, as served: what is drawn later does not change where an icon comes from", () => {
    document.body.innerHTML = `<svg><use href="/assets/icons-0123456789.svg#${mail}"></use></svg>`;
    expect(iconHref(mail)).toBe(`/assets/icons-0123456789.svg#${mail}`);
    document.body.innerHTML = `<svg><use href="/elsewhere.svg#${mail}"></use></svg>`;
    expect(iconHref(mail)).toBe(`/assets/icons-0123456789.svg#${mail}`);
    forgetServedIcons();
    expect(iconHref(mail)).toBe(`/elsewhere.svg#${mail}`);
    document.body.innerHTML = "";
  });
});
