import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChatChannels } from "~/lib/chat";
import { loadWords } from "~/lib/dictionaries";
import { LanguageProvider } from "~/lib/language";
import { AskInChat, ChatLinks } from "./chat-links";
import { brandIconId } from "./social-icon";

const ALL: ChatChannels = { whatsapp: "+880 1712-345678", messenger: "arifhossain.demo", telegram: "lena_designs" };
const PAGE = { title: "Web app development", url: "https://arifhossain.example.com/services/web-app-development" };

/** Each link as a visitor meets it: its name, where it goes, and how it opens. */
const described = (links: HTMLElement[]) =>
  links.map((link) => ({
    name: link.textContent,
    href: link.getAttribute("href"),
    target: link.getAttribute("target"),
    rel: link.getAttribute("rel"),
  }));

const newTab = { target: "_blank", rel: "noopener noreferrer" };

describe("ChatLinks", () => {
  it("names each link after its service, opens it in a new tab and says so", () => {
    render(<ChatLinks channels={ALL} />);
    const list = screen.getByRole("list", { name: "Chat apps" });
    expect(described(within(list).getAllByRole("link"))).toEqual([
      { name: "Chat on WhatsApp (opens in a new tab)", href: "https://wa.me/8801712345678", ...newTab },
      { name: "Chat on Messenger (opens in a new tab)", href: "https://m.me/arifhossain.demo", ...newTab },
      { name: "Chat on Telegram (opens in a new tab)", href: "https://t.me/lena_designs", ...newTab },
    ]);
  });

  it("draws each service's mark from the site's own sprite", () => {
    const { container } = render(<ChatLinks channels={ALL} />);
    const marks = [...container.querySelectorAll("svg use")].map((use) => use.getAttribute("href"));
    expect(marks).toEqual((["whatsapp", "messenger", "telegram"] as const).map((name) => `/images/icons.svg#${brandIconId(name)}`));
  });

  it("is nothing at all when the owner has no chat", () => {
    const { container } = render(<ChatLinks channels={{}} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("AskInChat", () => {
  it("opens WhatsApp and Telegram with a message naming the page and carrying its address", () => {
    render(<AskInChat channels={{ whatsapp: ALL.whatsapp, telegram: ALL.telegram }} {...PAGE} />);
    const message = `Hello! I'd like to ask about ${PAGE.title}: ${PAGE.url}`;
    expect(described(screen.getAllByRole("link"))).toEqual([
      {
        name: "Ask about this on WhatsApp (opens in a new tab)",
        href: `https://wa.me/8801712345678?text=${encodeURIComponent(message)}`,
        ...newTab,
      },
      {
        name: "Ask about this on Telegram (opens in a new tab)",
        href: `https://t.me/lena_designs?text=${encodeURIComponent(message)}`,
        ...newTab,
      },
    ]);
    expect(screen.queryByText(/empty chat/)).toBeNull();
  });

  it("links Messenger to the chat alone, and says nothing is written in advance", () => {
    render(<AskInChat channels={{ messenger: ALL.messenger }} {...PAGE} />);
    const link = screen.getByRole("link", { name: "Ask about this on Messenger (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "https://m.me/arifhossain.demo");
    expect(link).toHaveAccessibleDescription("Messenger opens an empty chat: say which page you are asking about.");
  });

  it("writes the message in the page's language", async () => {
    await loadWords("bn");
    render(
      <LanguageProvider value={{ lang: "bn", locale: "bn-BD", timeZone: "Asia/Dhaka" }}>
        <AskInChat channels={{ whatsapp: ALL.whatsapp }} title="ওয়েব অ্যাপ" url="https://arifhossain.example.com/bn/services/web-apps" />
      </LanguageProvider>,
    );
    const link = screen.getByRole("link", { name: "এ বিষয়ে WhatsApp-এ জিজ্ঞেস করুন (নতুন ট্যাবে খোলে)" });
    expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toBe(
      "হ্যালো! আমি ওয়েব অ্যাপ সম্পর্কে জানতে চাই: https://arifhossain.example.com/bn/services/web-apps",
    );
  });

  it("is nothing at all when the owner has no chat", () => {
    const { container } = render(<AskInChat channels={{}} {...PAGE} />);
    expect(container).toBeEmptyDOMElement();
  });
});
