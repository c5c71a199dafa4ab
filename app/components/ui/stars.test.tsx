import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RATING_MAX } from "~/lib/constants";
import { Stars } from "./stars";

describe("Stars", () => {
  it("says the rating in words and fills its share of the stars", () => {
    render(<Stars rating={4} />);
    const stars = screen.getByRole("img", { name: `Rated 4 out of ${RATING_MAX}` });
    expect(stars).toHaveAttribute("data-fill", String((4 / RATING_MAX) * 100));
    expect(stars).not.toHaveAttribute("style");
  });

  it("rounds to a tenth of a star out of five and keeps the fill within 0 to 100", () => {
    const fill = (rating: number) => render(<Stars rating={rating} />).container.firstElementChild?.getAttribute("data-fill");
    expect(fill(4.26)).toBe("85");
    expect(fill(9)).toBe("100");
    expect(fill(-1)).toBe("0");
  });
});
