import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { forms } from "~/content/forms";
import { formsSchema } from "~/data/schema";
import { localize } from "~/data/localize";
import { fillIn, loadDraft } from "~/lib/form-delivery";
import { ContactForm, DRAFT_KEY, readContactForm } from "./contact-form";
import { completeMessage } from "./contact-form.test-data";

vi.mock("sonner", () => ({ toast: { success: vi.fn() } }));

const FIELDS = ["First name", "Last name", "Email", "Telephone", "Message"] as const;

const complete: Record<keyof typeof completeMessage, string> = completeMessage;

// The "demo" choice, with the content's messages, as the site's loaders pass them.
const settings = {
  email: "owner@example.com",
  delivery: "demo" as const,
  messages: localize(formsSchema.parse(forms), "en", "forms.ts").messages.contact,
};
/** The content's thanks to the visitor, by first name. */
const thanks = (firstName: string) => fillIn(settings.messages.thanks, { firstName });

const context = [{ id: 1, title: "How long?", content: "Weeks." }];

let log: MockInstance<typeof console.log>;
let fetchSpy: MockInstance<typeof fetch>;
let xhrOpen: MockInstance<XMLHttpRequest["open"]>;
let beacon: ReturnType<typeof vi.fn>;
const originalBeacon = Object.getOwnPropertyDescriptor(navigator, "sendBeacon");

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.success).mockClear();
  log = vi.spyOn(console, "log").mockImplementation(() => {});
  fetchSpy = vi.spyOn(globalThis, "fetch").mockRejectedValue(new Error("the contact form must not send requests"));
  xhrOpen = vi.spyOn(XMLHttpRequest.prototype, "open").mockImplementation(() => {
    throw new Error("the contact form must not send requests");
  });
  beacon = vi.fn(() => true);
  Object.defineProperty(navigator, "sendBeacon", { configurable: true, writable: true, value: beacon });
});

afterEach(() => {
  if (originalBeacon) Object.defineProperty(navigator, "sendBeacon", originalBeacon);
  else delete (navigator as { sendBeacon?: unknown }).sendBeacon;
});

function setup(props: Partial<Parameters<typeof ContactForm>[0]> = { context }) {
  const user = userEvent.setup();
  render(
    <>
      <h2 id="form-heading">Tell me about your project</h2>
      <ContactForm {...settings} {...props} headingId="form-heading" />
    </>,
  );
  const form = screen.getByRole("form", { name: "Tell me about your project" }) as HTMLFormElement;
  // The accessible name leaves out the "*" after each label, which is hidden from assistive technology.
  const field = (label: (typeof FIELDS)[number]) => screen.getByRole("textbox", { name: label }) as HTMLInputElement | HTMLTextAreaElement;
  const submit = screen.getByRole("button", { name: "Send message" });
  async function fill(values: Partial<typeof complete> = complete) {
    for (const [label, value] of Object.entries(values)) {
      if (value) await user.type(field(label as (typeof FIELDS)[number]), value);
    }
  }
  return { user, form, field, submit, fill };
}

function expectNoRequest() {
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(xhrOpen).not.toHaveBeenCalled();
  expect(beacon).not.toHaveBeenCalled();
}

describe("ContactForm", () => {
  it("labels each of the five fields visibly", () => {
    const { field } = setup();
    for (const label of FIELDS) {
      const input = field(label);
      expect(input).toBeVisible();
      const visibleLabel = screen.getByText(label, { selector: "label", exact: false });
      expect(visibleLabel).toBeVisible();
      expect(visibleLabel).toHaveAttribute("for", input.id);
    }
  });

  it("requires every field", () => {
    const { field } = setup();
    for (const label of FIELDS) expect(field(label)).toBeRequired();
  });

  it("asks for an email address and a telephone number with the right input types", () => {
    const { field } = setup();
    expect(field("Email")).toHaveAttribute("type", "email");
    expect(field("Telephone")).toHaveAttribute("type", "tel");
    expect(field("First name")).toHaveAttribute("type", "text");
    expect(field("Message").tagName).toBe("TEXTAREA");
  });

  it("helps the browser autofill the contact details", () => {
    const { field } = setup();
    expect(field("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(field("Last name")).toHaveAttribute("autocomplete", "family-name");
    expect(field("Email")).toHaveAttribute("autocomplete", "email");
    expect(field("Telephone")).toHaveAttribute("autocomplete", "tel");
  });

  it("is invalid while empty, and the browser blocks submitting it", async () => {
    const { user, form, field, submit } = setup();
    expect(form.checkValidity()).toBe(false);
    await user.click(submit);
    expect(log).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("First name")).toBeInvalid();
    expectNoRequest();
  });

  it("blocks a form with one field missing or an invalid email", async () => {
    const { user, form, field, submit, fill } = setup();
    await fill({ ...complete, Message: "" });
    expect(form.checkValidity()).toBe(false);
    await user.click(submit);
    expect(toast.success).not.toHaveBeenCalled();

    await user.type(field("Message"), "Hello");
    await user.clear(field("Email"));
    await user.type(field("Email"), "not-an-email");
    expect(field("Email")).toBeInvalid();
    await user.click(submit);
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("Message")).toHaveValue("Hello");
  });

  it("logs a complete form with the FAQ context, thanks the visitor by name, sends nothing and keeps every word", async () => {
    const { user, form, field, submit, fill } = setup();
    await fill();
    expect(form.checkValidity()).toBe(true);
    await user.click(submit);

    expect(log).toHaveBeenCalledWith("FAQ", context);
    expect(log).toHaveBeenCalledWith("Contact form", {
      firstName: "Rahima",
      lastName: "Akter",
      email: "rahima@example.com",
      telephone: "+880 1712-345678",
      description: "I need an online store for my boutique in Dhanmondi.",
    });
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(vi.mocked(toast.success).mock.calls[0]![0]).toBe(thanks("Rahima"));
    expect(vi.mocked(toast.success).mock.calls[0]![1]).toMatchObject({ description: settings.messages.demo });
    expectNoRequest();

    // Nothing was sent, so nothing is lost: the message is there to send by mail, and in the draft.
    for (const label of FIELDS) expect(field(label)).not.toHaveValue("");
    expect(loadDraft(DRAFT_KEY).description).toBe("I need an online store for my boutique in Dhanmondi.");
    // Nothing broken is shown: the form is still there.
    expect(form).toBeInTheDocument();
    expect(submit).toBeEnabled();
    expect(screen.queryByText(/error|undefined|NaN/i)).not.toBeInTheDocument();
  });

  it("does not accept a field of spaces only, and says so on that field", async () => {
    const { user, field, submit, fill } = setup();
    await fill({ ...complete, Message: "   " });
    await user.click(submit);
    expect(toast.success).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalledWith("Contact form", expect.anything());
    expect(field("Message").validity.valid).toBe(false);
    expect(field("Message").validationMessage).toBe("Please fill in this field.");
    // Typing a real message clears the complaint.
    await user.type(field("Message"), "Hello");
    expect(field("Message").validity.valid).toBe(true);
  });

  it("does not accept something that is not a phone number", async () => {
    const { user, field, submit, fill } = setup();
    await fill({ ...complete, Telephone: "call me" });
    await user.click(submit);
    expect(toast.success).not.toHaveBeenCalled();
    expect(field("Telephone").validity.patternMismatch).toBe(true);
  });

  it("trims spaces around what was typed", async () => {
    const { user, submit, fill } = setup();
    await fill({ ...complete, "First name": "  Rahima  " });
    await user.click(submit);
    expect(toast.success).toHaveBeenCalledWith(thanks("Rahima"), expect.anything());
    expect(log).toHaveBeenCalledWith("Contact form", expect.objectContaining({ firstName: "Rahima" }));
  });

  it("logs no FAQ context when it has none", async () => {
    const { user, submit, fill } = setup({});
    await fill();
    await user.click(submit);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith("Contact form", expect.objectContaining({ firstName: "Rahima" }));
  });

  it("can be submitted again, edited", async () => {
    const { user, submit, fill, field } = setup();
    await fill();
    await user.click(submit);
    await user.clear(field("First name"));
    await user.type(field("First name"), "Karim");
    await user.click(submit);
    expect(vi.mocked(toast.success).mock.calls.map((call) => call[0])).toEqual([thanks("Rahima"), thanks("Karim")]);
  });
});

describe("readContactForm", () => {
  it("reads missing fields as empty text", () => {
    const form = document.createElement("form");
    form.innerHTML = '<input name="firstName" value=" Ana ">';
    expect(readContactForm(form)).toEqual({ firstName: "Ana", lastName: "", email: "", telephone: "", description: "" });
  });
});
