import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it, onTestFinished, vi } from "vitest";
import type { Faq } from "~/data/schema";
import { localize } from "~/data/localize";
import { forms } from "~/content/forms";
import { formsSchema } from "~/data/schema";
import type { ChatChannels } from "~/lib/chat";
import { observeWith, SeenObserver } from "../../../tests/seen-observer";
import { FaqContact } from "./faq-contact";

const faq: Faq[] = [
  { id: 1, title: "How long does a project take?", content: "Three to twelve weeks." },
  { id: 2, title: "How do I pay?", content: "In milestones, by bank transfer or bKash." },
  { id: 3, title: "What happens after launch?", content: "Thirty days of free fixes." },
];

function setup(chat: ChatChannels = {}) {
  const user = userEvent.setup();
  const contact = {
    email: "owner@example.com",
    delivery: "demo" as const,
    messages: localize(formsSchema.parse(forms), "en", "forms.ts").messages.contact,
  };
  render(
    <FaqContact
      faq={faq}
      heading={{ eyebrow: "FAQ", title: "Questions clients ask" }}
      formHeading={{ title: "Tell me about your project" }}
      contact={contact}
      chat={chat}
    />,
  );
  const section = screen.getByRole("region", { name: "Questions clients ask" });
  // A <details> element has the implicit role "group"; each is found by its summary's text.
  const item = (title: string) => {
    const summary = within(section).getByText(title);
    const details = summary.closest("details");
    if (!details) throw new Error(`no <details> around "${title}"`);
    return { summary, details };
  };
  return { user, section, item };
}

const openStates = (item: ReturnType<typeof setup>["item"]) => faq.map((f) => item(f.title).details.open);

describe("FaqContact", () => {
  it("shows the FAQ heading, every question and the contact form", () => {
    const { section } = setup();
    expect(within(section).getByRole("heading", { level: 2, name: "Questions clients ask" })).toBeVisible();
    for (const f of faq) expect(within(section).getByText(f.title)).toBeInTheDocument();
    expect(within(section).getByRole("form", { name: "Tell me about your project" })).toBeInTheDocument();
  });

  it("starts with every answer closed", () => {
    const { item } = setup();
    expect(openStates(item)).toEqual([false, false, false]);
    for (const f of faq) expect(item(f.title).details).not.toHaveAttribute("open");
  });

  it("opens an answer when its question is clicked, and closes it on a second click", async () => {
    const { user, item } = setup();
    const { summary, details } = item(faq[1]!.title);
    await user.click(summary);
    expect(details.open).toBe(true);
    expect(details).toHaveAttribute("open");
    expect(within(details).getByText(faq[1]!.content)).toBeInTheDocument();
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it("opens each answer on its own: opening one neither opens nor closes the others", async () => {
    const { user, item } = setup();
    await user.click(item(faq[0]!.title).summary);
    expect(openStates(item)).toEqual([true, false, false]);
    await user.click(item(faq[2]!.title).summary);
    expect(openStates(item)).toEqual([true, false, true]);
    await user.click(item(faq[1]!.title).summary);
    expect(openStates(item)).toEqual([true, true, true]);
  });

  it("closes each answer on its own", async () => {
    const { user, item } = setup();
    for (const f of faq) await user.click(item(f.title).summary);
    expect(openStates(item)).toEqual([true, true, true]);
    await user.click(item(faq[1]!.title).summary);
    expect(openStates(item)).toEqual([true, false, true]);
    await user.click(item(faq[0]!.title).summary);
    expect(openStates(item)).toEqual([false, false, true]);
  });

  it("ends an answer with its link, where the owner gives one", async () => {
    const contact = {
      email: "owner@example.com",
      delivery: "demo" as const,
      messages: localize(formsSchema.parse(forms), "en", "forms.ts").messages.contact,
    };
    const linked: Faq[] = [faq[0]!, { ...faq[1]!, link: { label: "See how to pay", to: "/services#how-to-pay" } }];
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <FaqContact
            faq={linked}
            heading={{ title: "Questions clients ask" }}
            formHeading={{ title: "Write" }}
            contact={contact}
            chat={{}}
          />
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    const link = await screen.findByRole("link", { name: "See how to pay" });
    expect(link).toHaveAttribute("href", "/services#how-to-pay");
    expect(link.closest("details")).toHaveTextContent(faq[1]!.content);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("offers the owner's chats before the form, and no chat link when the owner has none", () => {
    const { section } = setup({ whatsapp: "+880 1712-345678", telegram: "lena_designs" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Chat on WhatsApp (opens in a new tab)", "https://wa.me/8801712345678"],
      ["Chat on Telegram (opens in a new tab)", "https://t.me/lena_designs"],
    ]);
    const form = within(section).getByRole("form", { name: "Tell me about your project" });
    for (const link of links) expect(link.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    const { section: without } = setup();
    expect(within(without).queryAllByRole("link")).toEqual([]);
  });
});

describe("FaqContact with the owner's working hours", () => {
  const contact = {
    email: "owner@example.com",
    delivery: "demo" as const,
    messages: localize(formsSchema.parse(forms), "en", "forms.ts").messages.contact,
  };
  const hours = {
    days: [1, 2, 3, 4, 5],
    from: 540,
    to: 1020,
    timeZone: "America/Chicago",
    place: "Austin",
    text: "Monday to Friday, 9:00 AM to 5:00 PM (Austin time).",
  };
  const draw = (withHours: typeof hours | null) =>
    render(
      <FaqContact
        faq={faq}
        heading={{ title: "Questions clients ask" }}
        formHeading={{ title: "Tell me about your project" }}
        contact={contact}
        chat={{}}
        hours={withHours}
      />,
    );

  it("shows them above the form, and what they mean now once the visitor comes to them", async () => {
    const restore = observeWith(SeenObserver);
    onTestFinished(restore);
    draw(hours);
    const form = screen.getByRole("form", { name: "Tell me about your project" });
    const text = screen.getByText(hours.text);
    expect(text.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const sentence = await screen.findByText(/^It's .* in Austin/);
    expect(sentence.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says nothing about hours without them", async () => {
    draw(null);
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByText(/Austin/)).toBeNull();
  });
});
