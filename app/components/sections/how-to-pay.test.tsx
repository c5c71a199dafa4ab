import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { paymentMethodSchema, type PaymentMethod } from "~/data/schema";
import { localize } from "~/data/localize";
import { loadWords } from "~/lib/dictionaries";
import { LanguageProvider } from "~/lib/language";
import { en } from "~/lib/words";
import { bn } from "~/lib/words.bn";
import { HowToPay } from "./how-to-pay";

const parsed = [
  {
    kind: "mobile",
    provider: "bKash",
    number: "017-12345678",
    account: "personal",
    how: "Send Money",
    reference: { en: "Your invoice number", bn: "আপনার ইনভয়েস নম্বর" },
    suits: "local",
    note: { en: "Please cover the fee.", bn: "চার্জটি আপনি দেবেন।" },
  },
  {
    kind: "online",
    provider: "Payoneer",
    email: "payments@example.com",
    suits: "abroad",
  },
  {
    kind: "bank",
    bank: { en: "Dutch-Bangla Bank PLC", bn: "ডাচ্-বাংলা ব্যাংক পিএলসি" },
    branch: "Dhanmondi",
    accountName: "Arif Hossain",
    accountNumber: "123-456 7890123",
    routingNumber: "090260000",
    currency: "BDT",
    suits: "local",
  },
].map((method) => paymentMethodSchema.parse(method));
const methods: PaymentMethod[] = localize(parsed, "en", "payments.ts");

const section = () => screen.getByRole("region", { name: en.payments.heading });

/** The method under a heading, and its details by name. */
function method(name: string) {
  const card = screen.getByRole("heading", { name, level: 4 }).parentElement!;
  const detail = (label: string) => within(card).getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;
  return { card, detail };
}

afterEach(() => vi.useRealTimers());

describe("HowToPay", () => {
  it("groups the ways for clients in the owner's country, then abroad, each a heading over its details", () => {
    render(<HowToPay methods={methods} country="Bangladesh" />);
    expect(section()).toHaveAttribute("id", "how-to-pay");
    const headings = within(section())
      .getAllByRole("heading")
      .map((heading) => `${heading.tagName} ${heading.textContent}`);
    expect(headings).toEqual([
      "H2 How to pay",
      "H3 For clients in Bangladesh",
      "H4 bKash",
      `H4 ${en.payments.bankTransfer("BDT")}`,
      "H3 For clients abroad",
      "H4 Payoneer",
    ]);
  });

  it("says what to do and lists every detail as written, in a description list", () => {
    render(<HowToPay methods={methods} country="Bangladesh" />);
    const bKash = method("bKash");
    expect(bKash.card).toHaveTextContent(en.payments.steps.mobile("bKash"));
    expect(bKash.detail(en.payments.details.number)).toHaveTextContent("017-12345678");
    expect(bKash.detail(en.payments.details.account)).toHaveTextContent("Personal");
    expect(bKash.detail(en.payments.details.how)).toHaveTextContent("Send Money");
    expect(bKash.detail(en.payments.details.reference)).toHaveTextContent("Your invoice number");
    expect(bKash.card).toHaveTextContent("Please cover the fee.");
    const bank = method(en.payments.bankTransfer("BDT"));
    expect(bank.detail("Bank")).toHaveTextContent("Dutch-Bangla Bank PLC");
    expect(bank.detail("Branch")).toHaveTextContent("Dhanmondi");
    expect(bank.detail("Account number")).toHaveTextContent("123-456 7890123");
    expect(bank.detail("Routing number")).toHaveTextContent("090260000");
    expect(within(bank.card).queryByText("SWIFT code")).toBeNull();
    expect(method("Payoneer").detail("Email")).toHaveTextContent("payments@example.com");
    // Each term and its description in a <div> of their own, directly in the <dl>.
    for (const list of section().querySelectorAll("dl")) {
      for (const child of list.children) {
        expect(child.tagName).toBe("DIV");
        expect([...child.children].map((element) => element.tagName)).toEqual(["DT", "DD"]);
      }
    }
  });

  it("copies a value exactly, digits alone for a number, says Copied and announces it", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<HowToPay methods={methods} country="Bangladesh" />);
    const number = screen.getByRole("button", { name: "Copy Number (bKash)" });
    await user.click(number);
    expect(writeText).toHaveBeenLastCalledWith("01712345678");
    expect(number).toHaveTextContent(en.clipboard.copied);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Number (bKash) copied to the clipboard"));
    await user.click(screen.getByRole("button", { name: "Copy Account number (Dutch-Bangla Bank PLC)" }));
    expect(writeText).toHaveBeenLastCalledWith("1234567890123");
    await user.click(screen.getByRole("button", { name: "Copy Account name (Dutch-Bangla Bank PLC)" }));
    expect(writeText).toHaveBeenLastCalledWith("Arif Hossain");
    await user.click(screen.getByRole("button", { name: "Copy Email (Payoneer)" }));
    expect(writeText).toHaveBeenLastCalledWith("payments@example.com");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("Email (Payoneer) copied to the clipboard"));
    // Only values get a button: not the bank's name, the account kind or the reference.
    expect(screen.getAllByRole("button").map((button) => button.getAttribute("aria-label"))).toEqual([
      "Copy Number (bKash)",
      "Copy Account name (Dutch-Bangla Bank PLC)",
      "Copy Account number (Dutch-Bangla Bank PLC)",
      "Copy Routing number (Dutch-Bangla Bank PLC)",
      "Copy Email (Payoneer)",
    ]);
  });

  it("goes back to Copy after a moment", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue();
    render(<HowToPay methods={methods} country="Bangladesh" />);
    const button = screen.getByRole("button", { name: "Copy Number (bKash)" });
    await act(async () => button.click());
    expect(button).toHaveTextContent(en.clipboard.copied);
    await act(async () => vi.advanceTimersByTime(2100));
    expect(button).toHaveTextContent(en.clipboard.copy);
  });

  it("selects the value and says how to copy it when the browser refuses the clipboard", async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    render(<HowToPay methods={methods} country="Bangladesh" />);
    const button = screen.getByRole("button", { name: "Copy Routing number (Dutch-Bangla Bank PLC)" });
    await user.click(button);
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(en.clipboard.copyFailed));
    expect(window.getSelection()?.toString()).toBe("090260000");
    expect(button).toHaveTextContent(en.clipboard.copy);
  });

  it("draws its copy buttons in the pre-rendered HTML as buttons that need a script, whose taps the page keeps until it has one", () => {
    const html = renderToString(<HowToPay methods={methods} country="Bangladesh" />);
    const page = new DOMParser().parseFromString(html, "text/html");
    const buttons = [...page.querySelectorAll("button")];
    expect(buttons).toHaveLength(5);
    // app/lib/tap-keeper.ts keeps the taps of `button[type="button"]`; app/app.css hides them without JavaScript.
    for (const button of buttons) expect(button.getAttribute("type")).toBe("button");
    expect(page.querySelector("dd")?.textContent).toContain("017-12345678");
  });

  it("speaks Bengali on the Bengali pages, the numbers as written", async () => {
    await loadWords("bn");
    render(
      <LanguageProvider value={{ lang: "bn", locale: "bn-BD", timeZone: "Asia/Dhaka" }}>
        <HowToPay methods={localize(parsed, "bn", "payments.ts")} country="বাংলাদেশ" />
      </LanguageProvider>,
    );
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(bn.payments.heading);
    expect(screen.getByRole("heading", { name: bn.payments.local("বাংলাদেশ") })).toBeInTheDocument();
    const bKash = method("বিকাশ");
    expect(bKash.detail(bn.payments.details.number)).toHaveTextContent("017-12345678");
    expect(bKash.detail(bn.payments.details.how)).toHaveTextContent("সেন্ড মানি");
    expect(bKash.detail(bn.payments.details.reference)).toHaveTextContent("আপনার ইনভয়েস নম্বর");
    expect(method(bn.payments.bankTransfer("BDT")).detail(bn.payments.details.bank)).toHaveTextContent("ডাচ্-বাংলা ব্যাংক পিএলসি");
    expect(screen.getByRole("button", { name: "নম্বর (বিকাশ) কপি করুন" })).toHaveTextContent("কপি");
  });
});
