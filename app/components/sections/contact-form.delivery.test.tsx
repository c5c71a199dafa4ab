import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { forms } from "~/content/forms";
import { formsSchema, type ContactDelivery } from "~/data/schema";
import { localize } from "~/data/localize";
import { fillIn } from "~/lib/form-delivery";
import { TRACK_EVENT, type TrackedEvent } from "~/lib/track";
import { en as words } from "~/lib/words";
import { ContactForm, DRAFT_KEY } from "./contact-form";
import { completeMessage } from "./contact-form.test-data";

vi.mock("sonner", () => ({ toast: { success: vi.fn() } }));

const messages = localize(formsSchema.parse(forms), "en", "forms.ts").messages.contact;
const EMAIL = "owner@example.com";
const ENDPOINT = "https://forms.example/f/abc";
const endpoint: ContactDelivery = { endpoint: ENDPOINT, hidden: { access_key: "key-123" } };

const complete = completeMessage;
type Label = keyof typeof complete;
const LABELS = Object.keys(complete) as Label[];
const thanks = `${fillIn(messages.thanks, { firstName: complete["First name"] })} ${messages.sent}`;

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  localStorage.clear();
  vi.mocked(toast.success).mockClear();
  fetchSpy = vi.spyOn(globalThis, "fetch");
});

/** A fetch that answers only when aborted, as a server that never replies. */
function hanging(): typeof fetch {
  return (_url, init) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
}

function setup({
  delivery = endpoint,
  minFillMs = 0,
  timeoutMs = 15_000,
  openUrl = vi.fn<(url: string) => void>(),
}: { delivery?: ContactDelivery; minFillMs?: number; timeoutMs?: number; openUrl?: (url: string) => void } = {}) {
  const user = userEvent.setup();
  const view = render(
    <>
      <h2 id="form-heading">Send a message</h2>
      <ContactForm
        email={EMAIL}
        delivery={delivery}
        messages={messages}
        headingId="form-heading"
        timing={{ minFillMs, timeoutMs }}
        openUrl={openUrl}
      />
    </>,
  );
  const form = screen.getByRole("form", { name: "Send a message" }) as HTMLFormElement;
  const field = (label: Label) => screen.getByRole("textbox", { name: label }) as HTMLInputElement | HTMLTextAreaElement;
  const submit = screen.getByRole("button", { name: "Send message" });
  async function fill() {
    for (const label of LABELS) await user.type(field(label), complete[label]);
  }
  const values = () => LABELS.map((label) => field(label).value);
  return { user, view, form, field, submit, fill, values, openUrl };
}

const typed = LABELS.map((label) => complete[label]);

/** After a failure: the message is still there, explained, with a way to send it by mail. */
async function expectFailureSaying(text: string, { values, view }: ReturnType<typeof setup>) {
  const alert = await screen.findByRole("alert");
  expect(alert).toHaveTextContent(text);
  expect(alert).toHaveTextContent(words.forms.kept);
  // Focus moves to the explanation, once it is on the page.
  await waitFor(() => expect(alert).toHaveFocus());
  const fallback = screen.getByRole("link", { name: words.forms.mailFallback });
  expect(fallback.getAttribute("href")).toMatch(new RegExp(`^mailto:${EMAIL}\\?subject=`));
  expect(decodeURIComponent(fallback.getAttribute("href")!)).toContain(complete.Message);
  expect(values()).toEqual(typed);
  expect(screen.getByRole("status")).not.toHaveTextContent(messages.sent);
  // The draft survives a reload (a remount) until it is sent.
  view.unmount();
  const again = setup();
  expect(again.values()).toEqual(typed);
}

describe("ContactForm with a form service", () => {
  it("posts to the service without JavaScript too", () => {
    const { form } = setup();
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", ENDPOINT);
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="access_key"]')?.value).toBe("key-123");
  });

  it("sends every field with fetch, says so, clears the form and forgets the draft", async () => {
    fetchSpy.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
    const { user, view, fill, submit, values } = setup();
    await fill();
    // Leaving the page keeps the draft at once, without waiting for the pause in typing.
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ description: complete.Message });
    await user.click(submit);
    expect(await screen.findByRole("status")).toHaveTextContent(thanks);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json");
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toEqual({
      firstName: complete["First name"],
      lastName: complete["Last name"],
      email: complete.Email,
      telephone: complete.Telephone,
      description: complete.Message,
      access_key: "key-123",
      _gotcha: "",
    });
    expect(values()).toEqual(["", "", "", "", ""]);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    view.unmount();
    expect(setup().values()).toEqual(["", "", "", "", ""]);
  });

  it("says it is sending while it waits, and does not send twice", async () => {
    let answer: (response: Response) => void = () => {};
    fetchSpy.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user, fill, submit } = setup();
    await fill();
    await user.click(submit);
    expect(screen.getByRole("status")).toHaveTextContent(words.forms.sending);
    expect(submit).toHaveAttribute("aria-disabled", "true");
    await user.click(submit);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    answer(new Response("{}", { status: 200 }));
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(submit).not.toHaveAttribute("aria-disabled");
  });

  it("keeps everything when the service answers with an error, and says which", async () => {
    fetchSpy.mockResolvedValue(new Response("oops", { status: 500 }));
    const view = setup();
    await view.fill();
    await view.user.click(view.submit);
    await expectFailureSaying(words.forms.failed.http(500), view);
  });

  it("keeps everything when the network fails", async () => {
    fetchSpy.mockRejectedValue(new TypeError("Failed to fetch"));
    const view = setup();
    await view.fill();
    await view.user.click(view.submit);
    await expectFailureSaying(words.forms.failed.network, view);
  });

  it("gives up on a service that does not answer, and keeps everything", async () => {
    fetchSpy.mockImplementation(hanging());
    const view = setup({ timeoutMs: 30 });
    await view.fill();
    await view.user.click(view.submit);
    await expectFailureSaying(words.forms.failed.timeout, view);
  });

  it("can send again after a failure, and then clears the message", async () => {
    fetchSpy.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(new Response("{}", { status: 200 }));
    const { user, fill, submit, values } = setup();
    await fill();
    await user.click(submit);
    await screen.findByRole("alert");
    await user.click(submit);
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(values()).toEqual(["", "", "", "", ""]);
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it("quietly accepts, and sends nothing, when the hidden field bots fill is filled", async () => {
    const { user, view, fill, submit, values } = setup();
    await fill();
    const trap = view.container.querySelector<HTMLInputElement>('input[name="_gotcha"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    await user.type(trap, "https://spam.example");
    await user.click(submit);
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(values()).toEqual(["", "", "", "", ""]);
  });

  it("quietly accepts, and sends nothing, when the form is sent faster than a person can", async () => {
    const { user, fill, submit } = setup({ minFillMs: 60_000 });
    await fill();
    await user.click(submit);
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("does not time a message typed before the page's script started (or restored from a draft)", async () => {
    fetchSpy.mockResolvedValue(new Response("{}", { status: 200 }));
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ description: complete.Message }));
    const { user, field, submit } = setup({ minFillMs: 60_000 });
    expect(field("Message")).toHaveValue(complete.Message);
    for (const label of LABELS.filter((label) => label !== "Message")) await user.type(field(label), complete[label]);
    await user.click(submit);
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it("still refuses a field of spaces, and sends nothing", async () => {
    const { user, field, fill, submit } = setup();
    await fill();
    await user.clear(field("Message"));
    await user.type(field("Message"), "   ");
    await user.click(submit);
    expect(field("Message").validationMessage).toBe("Please fill in this field.");
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("ContactForm and the owner's analytics", () => {
  /** What the form told the analytics (app/lib/track.ts) while `act` ran. */
  async function told(act: () => Promise<void>): Promise<TrackedEvent[]> {
    const events: TrackedEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<TrackedEvent>).detail);
    window.addEventListener(TRACK_EVENT, listen);
    try {
      await act();
    } finally {
      window.removeEventListener(TRACK_EVENT, listen);
    }
    return events;
  }

  it("says a message was sent once the form service has it, with none of its words", async () => {
    fetchSpy.mockResolvedValueOnce(new Response("{}", { status: 502 })).mockResolvedValueOnce(new Response("{}", { status: 200 }));
    const { user, fill, submit } = setup();
    const events = await told(async () => {
      await fill();
      await user.click(submit);
      await screen.findByRole("alert");
      await user.click(submit);
      await screen.findByText(thanks);
    });
    expect(events).toEqual([{ name: "contact_sent", props: { via: "form" } }]);
  });

  it("says a message went to the visitor's mail program in mailto mode, and nothing for a bot or in demo mode", async () => {
    const mail = setup({ delivery: "mailto" });
    expect(
      await told(async () => {
        await mail.fill();
        await mail.user.click(mail.submit);
      }),
    ).toEqual([{ name: "contact_sent", props: { via: "email" } }]);
    mail.view.unmount();
    localStorage.clear();

    const demo = setup({ delivery: "demo" });
    const quiet = await told(async () => {
      await demo.fill();
      await demo.user.click(demo.submit);
      await waitFor(() => expect(toast.success).toHaveBeenCalled());
    });
    expect(quiet).toEqual([]);
  });
});

describe("ContactForm drafts", () => {
  it("restores a draft typed earlier, after a reload", async () => {
    const first = setup();
    await first.fill();
    first.view.unmount();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      firstName: complete["First name"],
      description: complete.Message,
    });
    expect(setup().values()).toEqual(typed);
  });

  it("keeps the draft once typing pauses, not on every key", () => {
    vi.useFakeTimers();
    try {
      const { field } = setup();
      fireEvent.input(field("Message"), { target: { value: "Hel" } });
      vi.advanceTimersByTime(200);
      fireEvent.input(field("Message"), { target: { value: "Hello" } });
      vi.advanceTimersByTime(399);
      expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
      vi.advanceTimersByTime(1);
      expect(JSON.parse(localStorage.getItem(DRAFT_KEY)!)).toMatchObject({ description: "Hello" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("works, without a draft, when storage is refused", async () => {
    // As in a browser whose site data is blocked: reading window.localStorage throws.
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    fetchSpy.mockResolvedValue(new Response("{}", { status: 200 }));
    const { user, view, fill, submit } = setup();
    await fill();
    view.unmount();
    const again = setup();
    expect(again.values()).toEqual(["", "", "", "", ""]);
    await again.fill();
    await user.click(again.submit);
    expect(await screen.findByText(thanks)).toBeInTheDocument();
    expect(submit).not.toBeInTheDocument();
  });
});

describe("ContactForm in mailto mode", () => {
  it("opens the mail program with the message, keeps it, and sends nothing itself", async () => {
    const { user, form, fill, submit, values, openUrl } = setup({ delivery: "mailto" });
    expect(form).toHaveAttribute("action", `mailto:${EMAIL}`);
    expect(form).toHaveAttribute("enctype", "text/plain");
    await fill();
    await user.click(submit);
    expect(openUrl).toHaveBeenCalledTimes(1);
    const href = vi.mocked(openUrl).mock.calls[0]![0];
    expect(href).toMatch(new RegExp(`^mailto:${EMAIL}\\?subject=`));
    expect(decodeURIComponent(href)).toContain(complete.Message);
    expect(decodeURIComponent(href)).toContain(complete.Telephone);
    expect(screen.getByRole("status")).toHaveTextContent(words.forms.mailtoOpened);
    expect(screen.getByRole("link", { name: EMAIL })).toHaveAttribute("href", href);
    expect(values()).toEqual(typed);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});

describe("ContactForm in demo mode", () => {
  it("posts nowhere without JavaScript either, nor puts a word in the page's address, and says it is a demo", () => {
    const { form } = setup({ delivery: "demo" });
    expect(form).not.toHaveAttribute("action");
    // "dialog" outside a dialog: the browser checks the fields and sends nothing (no GET with the words).
    expect(form).toHaveAttribute("method", "dialog");
    // What a browser without JavaScript shows beside the button (app/app.css shows it only then).
    expect(form.querySelector("[data-without-script]")).toHaveTextContent(words.forms.demoWithoutScript);
    expect(renderToString(<ContactForm email={EMAIL} delivery={endpoint} messages={messages} />)).not.toContain("data-without-script");
  });
});
