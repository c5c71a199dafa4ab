import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { toast } from "sonner";
import { beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { forms } from "~/content/forms";
import { formsSchema, type NewsletterDelivery } from "~/data/schema";
import { localize } from "~/data/localize";
import { fillIn } from "~/lib/form-delivery";
import { TRACK_EVENT, type TrackedEvent } from "~/lib/track";
import { en as words } from "~/lib/words";
import { Newsletter } from "./newsletter";

vi.mock("sonner", () => ({ toast: { success: vi.fn() } }));

const messages = localize(formsSchema.parse(forms), "en", "forms.ts").messages.newsletter;
const ACTION = "https://buttondown.example/api/emails/embed-subscribe/me";
const list: NewsletterDelivery = { action: ACTION, emailField: "EMAIL", hidden: { tag: "site" } };
const ADDRESS = "ana@example.com";

let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  fetchSpy = vi.spyOn(globalThis, "fetch");
});

function setup(delivery: NewsletterDelivery = list, timeoutMs?: number) {
  const user = userEvent.setup();
  render(<Newsletter label="One short email a month." delivery={delivery} messages={messages} timeoutMs={timeoutMs} />);
  const form = screen.getByRole("form", { name: "Newsletter" });
  const input = screen.getByRole("textbox", { name: "One short email a month." }) as HTMLInputElement;
  const submit = screen.getByRole("button", { name: "Subscribe" });
  async function subscribe() {
    await user.type(input, ADDRESS);
    await user.click(submit);
  }
  return { user, form, input, submit, subscribe };
}

describe("Newsletter with a mailing list", () => {
  it("posts to the list without JavaScript too, under the field name it expects", () => {
    const { form, input } = setup();
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", ACTION);
    expect(input).toHaveAttribute("name", "EMAIL");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="tag"]')?.value).toBe("site");
  });

  it("subscribes with fetch, says so and clears the box", async () => {
    fetchSpy.mockResolvedValue(new Response("{}", { status: 200 }));
    const { input, subscribe } = setup();
    await subscribe();
    expect(await screen.findByText(`${messages.thanks} ${fillIn(messages.sent, { email: ADDRESS })}`)).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe(ACTION);
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({ EMAIL: ADDRESS, tag: "site" });
    expect(input).toHaveValue("");
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("tells the owner's analytics of a sign-up once the list has it, without the address", async () => {
    const events: TrackedEvent[] = [];
    const listen = (event: Event) => events.push((event as CustomEvent<TrackedEvent>).detail);
    window.addEventListener(TRACK_EVENT, listen);
    try {
      fetchSpy.mockResolvedValueOnce(new Response("{}", { status: 500 }));
      const { subscribe, user, submit } = setup();
      await subscribe();
      await screen.findByRole("alert");
      expect(events).toEqual([]);
      fetchSpy.mockResolvedValueOnce(new Response("{}", { status: 200 }));
      await user.click(submit);
      await screen.findByText(`${messages.thanks} ${fillIn(messages.sent, { email: ADDRESS })}`);
      expect(events).toEqual([{ name: "newsletter_signup", props: {} }]);
    } finally {
      window.removeEventListener(TRACK_EVENT, listen);
    }
  });

  it.each([
    ["an error answer", () => fetchSpy.mockResolvedValue(new Response("", { status: 500 })), words.newsletter.failed.http(500)],
    ["a network failure", () => fetchSpy.mockRejectedValue(new TypeError("Failed to fetch")), words.newsletter.failed.network],
  ])("keeps the address and explains %s", async (_name, arrange, text) => {
    arrange();
    const { input, subscribe } = setup();
    await subscribe();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(input).toHaveValue(ADDRESS);
  });

  it("gives up on a list that does not answer, and keeps the address", async () => {
    fetchSpy.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")))),
    );
    const { input, subscribe } = setup(list, 30);
    await subscribe();
    expect(await screen.findByRole("alert")).toHaveTextContent(words.newsletter.failed.timeout);
    expect(input).toHaveValue(ADDRESS);
  });
});

describe("Newsletter in demo mode", () => {
  it("sends nothing, says so, keeps the address, and posts nowhere without JavaScript", async () => {
    const { form, input, subscribe } = setup("demo");
    expect(form).not.toHaveAttribute("action");
    expect(form).toHaveAttribute("method", "dialog");
    // What a browser without JavaScript shows under the box (app/app.css shows it only then).
    expect(form.querySelector("[data-without-script]")).toHaveTextContent(words.newsletter.demoWithoutScript);
    expect(renderToString(<Newsletter label="One short email a month." delivery={list} messages={messages} />)).not.toContain(
      "data-without-script",
    );
    await subscribe();
    expect(toast.success).toHaveBeenCalledWith(messages.thanks, { description: fillIn(messages.demo, { email: ADDRESS }) });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(input).toHaveValue(ADDRESS);
  });
});
