import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrowRight, ICON_SPRITE, UiIcon } from "./icons";

describe("UiIcon", () => {
  it("is hidden from assistive technology and draws its symbol from the sprite", () => {
    const { container } = render(<UiIcon name="mail" className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    // No focusable="false": only Internet Explorer put an <svg> in the tab order.
    expect(svg.hasAttribute("focusable")).toBe(false);
    expect(svg.getAttribute("class")).toBe("size-4");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#ui-mail`);
  });

  it("leaves the stroke to the sprite's symbol, and the fill to the outer svg, where a class can change it", () => {
    const { container } = render(<ArrowRight className="fill-current" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.hasAttribute("stroke")).toBe(false);
    expect(svg.getAttribute("class")).toBe("fill-current");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#ui-arrow-right`);
  });
});
