import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ArrowRight, ICON_SPRITE, UiIcon } from "./icons";

describe("UiIcon", () => {
  it("is hidden from assistive technology and draws its symbol from the sprite", () => {
    const { container } = render(<UiIcon name="mail" className="size-4" />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("aria-hidden")).toBe("true");
    // Out of the tab order in every browser the site supports, without IE's `focusable`.
    expect(svg.hasAttribute("focusable")).toBe(false);
    expect(svg.hasAttribute("tabindex")).toBe(false);
    expect(svg.getAttribute("class")).toBe("size-4");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#ui-mail`);
  });

  it("strokes the outline on the outer svg, where the caller can change it", () => {
    const { container } = render(<ArrowRight strokeWidth={3} />);
    const svg = container.querySelector("svg")!;
    expect(svg.getAttribute("stroke")).toBe("currentColor");
    expect(svg.getAttribute("stroke-width")).toBe("3");
    expect(svg.getAttribute("fill")).toBe("none");
    expect(svg.querySelector("use")?.getAttribute("href")).toBe(`${ICON_SPRITE}#ui-arrow-right`);
  });
});
