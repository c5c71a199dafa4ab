import { describe, expect, it } from "vitest";
import { chatHref, chatLinks, phoneDigits } from "./chat";
import { en } from "./words";
import { bn } from "./words.bn";

const URL_OF_PAGE = "https://arifhossain.example.com/services/web-apps";

describe("phoneDigits", () => {
  it("keeps the digits of a number written with +, spaces and dashes", () => {
    expect(phoneDigits("+880 1712-345678")).toBe("8801712345678");
    expect(phoneDigits("+1 512-555-0143")).toBe("15125550143");
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("8801712345678")).toBe("8801712345678");
  });
});

describe("chatHref", () => {
  it("opens each service's chat at its own short address", () => {
    expect(chatHref("whatsapp", "+880 1712-345678")).toBe("https://wa.me/8801712345678");
    expect(chatHref("messenger", "arifhossain.demo")).toBe("https://m.me/arifhossain.demo");
    expect(chatHref("telegram", "lena_designs")).toBe("https://t.me/lena_designs");
    expect(chatHref("telegram", "@lena_designs")).toBe("https://t.me/lena_designs");
  });

  it("writes the message in advance on WhatsApp and Telegram, encoded whole", () => {
    const message = en.chat.message("Clinic booking & payments", `${URL_OF_PAGE}?a=1#top`);
    const whatsapp = chatHref("whatsapp", "+880 1712-345678", message);
    const telegram = chatHref("telegram", "lena_designs", message);
    expect(whatsapp).toBe(`https://wa.me/8801712345678?text=${encodeURIComponent(message)}`);
    expect(telegram).toBe(`https://t.me/lena_designs?text=${encodeURIComponent(message)}`);
    for (const href of [whatsapp, telegram]) {
      const url = new URL(href);
      // One parameter, whatever the message holds (& ? # = and spaces included), read back as written.
      expect([...url.searchParams.keys()]).toEqual(["text"]);
      expect(url.searchParams.get("text")).toBe(message);
      expect(url.hash).toBe("");
      expect(href).not.toMatch(/[ &#]/);
    }
    expect(message).toBe(`Hello! I'd like to ask about Clinic booking & payments: ${URL_OF_PAGE}?a=1#top`);
  });

  it("encodes a message in Bengali as UTF-8", () => {
    const message = bn.chat.message("ওয়েব অ্যাপ", URL_OF_PAGE);
    const href = chatHref("whatsapp", "+880 1712-345678", message);
    expect(href).toMatch(/^https:\/\/wa\.me\/8801712345678\?text=[A-Za-z0-9%!'()*._~-]+$/);
    expect(new URL(href).searchParams.get("text")).toBe(message);
  });

  it("leaves the message out on Messenger, whose m.me links take none", () => {
    expect(chatHref("messenger", "arifhossain.demo", "Hello")).toBe("https://m.me/arifhossain.demo");
  });

  it("keeps a name that is not one inside its path segment", () => {
    expect(chatHref("messenger", "a/b?c")).toBe("https://m.me/a%2Fb%3Fc");
    expect(chatHref("whatsapp", "+1 (512) abc")).toBe("https://wa.me/1512");
  });
});

describe("chatLinks", () => {
  it("has a link for each channel the owner has, in one order, and none without channels", () => {
    const links = chatLinks({ telegram: "lena_designs", whatsapp: "+880 1712-345678", messenger: "arifhossain.demo" });
    expect(links.map((link) => [link.service, link.name, link.prefilled])).toEqual([
      ["whatsapp", "WhatsApp", false],
      ["messenger", "Messenger", false],
      ["telegram", "Telegram", false],
    ]);
    expect(chatLinks({ telegram: "lena_designs" }).map((link) => link.href)).toEqual(["https://t.me/lena_designs"]);
    expect(chatLinks({})).toEqual([]);
    expect(chatLinks({ whatsapp: "" })).toEqual([]);
  });

  it("says which links carry the message", () => {
    const links = chatLinks({ whatsapp: "+880 1712-345678", messenger: "arifhossain.demo", telegram: "lena_designs" }, "Hi");
    expect(links.map((link) => [link.service, link.prefilled, link.href])).toEqual([
      ["whatsapp", true, "https://wa.me/8801712345678?text=Hi"],
      ["messenger", false, "https://m.me/arifhossain.demo"],
      ["telegram", true, "https://t.me/lena_designs?text=Hi"],
    ]);
  });
});
