import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { CURRENCY_STORAGE_KEY } from "~/lib/currency";
import { TRACK_EVENT, type TrackedEvent } from "~/lib/track";
import { en } from "~/lib/words";
import { CurrencySwitch } from "./currency-switch";
import { Money } from "./money";
import { Price } from "./price";

const root = document.documentElement;
afterEach(() => {
  delete root.dataset.currency;
  localStorage.clear();
});

describe("Money", () => {
  it("writes a price in one currency as it is", () => {
    render(<Money amount="$49" />);
    expect(screen.getByText("$49")).toBeInTheDocument();
  });

  it("writes both amounts, each marked with its currency for the stylesheet", () => {
    const { container } = render(<Price price={{ BDT: "৳25,000", USD: "US$220" }} from />);
    expect(container).toHaveTextContent(`${en.price.now} ${en.price.from} ৳25,000 · US$220`);
    expect(container.querySelector('[data-amount="USD"]')).toHaveTextContent("US$220");
  });
});

describe("CurrencySwitch", () => {
  it("is a group named Currency whose buttons say which currency is on", async () => {
    root.dataset.currency = "BDT";
    render(<CurrencySwitch />);
    const group = screen.getByRole("group", { name: en.currency.label });
    expect(group).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: en.currency.names.BDT, pressed: true })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: en.currency.names.USD, pressed: false })).toBeInTheDocument();
  });

  it("changes the page's currency, remembers it, announces it, and every switch on the page follows", async () => {
    root.dataset.currency = "BDT";
    const user = userEvent.setup();
    render(
      <>
        <CurrencySwitch />
        <CurrencySwitch />
      </>,
    );
    const [first, second] = screen.getAllByRole("button", { name: en.currency.names.USD });
    await user.click(first!);
    expect(root.dataset.currency).toBe("USD");
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("USD");
    expect(second).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toContain(en.currency.now.USD);
  });

  it("tells the owner's analytics of a switch, not of a press on the currency already on", async () => {
    root.dataset.currency = "BDT";
    const events: TrackedEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<TrackedEvent>).detail);
    window.addEventListener(TRACK_EVENT, listen);
    try {
      const user = userEvent.setup();
      render(<CurrencySwitch />);
      await user.click(await screen.findByRole("button", { name: en.currency.names.BDT, pressed: true }));
      await user.click(screen.getByRole("button", { name: en.currency.names.USD }));
      expect(events).toEqual([{ name: "currency_switched", props: { currency: "USD" } }]);
    } finally {
      window.removeEventListener(TRACK_EVENT, listen);
    }
  });
});
