import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Price } from "./price";

describe("Price", () => {
  it("reads the price and the struck-through old price in words", () => {
    render(<Price price="৳2,500" oldPrice="৳4,000" />);
    const line = screen.getByText("৳2,500").closest("p");
    expect(line?.textContent).toBe("Price: ৳2,500 Was ৳4,000");
    expect(screen.getByText("৳4,000").closest("s")).not.toBeNull();
  });

  it("is the price alone when there is no old price", () => {
    const { container } = render(<Price price="$49" />);
    expect(container.textContent).toBe("Price: $49");
    expect(container.querySelector("s")).toBeNull();
  });
});
