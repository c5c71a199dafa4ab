import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatChannels } from "~/lib/chat";
import { loadWords } from "~/lib/dictionaries";
import { Footer, type FooterProps } from "./footer";

const CHATS: ChatChannels = { whatsapp: "+880 1712-345678", messenger: "arifhossain.demo" };

describe("the footer's contact details", () => {
  const site: FooterProps["site"] = {
    name: "Arif Hossain",
    email: "hello@example.com",
    phone: "+880 1712-345678",
    address: { street: "House 12", city: "Dhaka", postalCode: "1205", country: "Bangladesh", countryCode: "BD" },
    logo: { src: "/images/logo-mark.svg", alt: "Arif Hossain", width: 64, height: 64 },
    socials: [],
  };
  const footer: FooterProps["footer"] = {
    text: "Freelance developer.",
    columns: [{ title: "Links", links: [{ label: "Home", to: "/" }] }],
    newsletterText: "News",
    copyrightText: "© 2026",
    madeByText: "Made in Dhaka",
  };

  function renderFooter(chat: ChatChannels) {
    const Stub = createRoutesStub([
      {
        path: "*",
        Component: () => <Footer site={site} footer={footer} chat={chat} newsletter={null} texts={{ contactDetails: "Official info" }} />,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    return screen.getByRole("region", { name: "Official info" });
  }

  beforeAll(() => loadWords("en"));

  it("end with a link to each chat, after the phone and the email", async () => {
    const details = renderFooter(CHATS);
    const links = await within(details).findAllByRole("link");
    for (const link of links.slice(2)) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["+880 1712-345678", "tel:+8801712345678"],
      ["hello@example.com", "mailto:hello@example.com"],
      ["Chat on WhatsApp (opens in a new tab)", "https://wa.me/8801712345678"],
      ["Chat on Messenger (opens in a new tab)", "https://m.me/arifhossain.demo"],
    ]);
  });

  it("have no chat link when the owner has no chat", async () => {
    const details = renderFooter({});
    expect((await within(details).findAllByRole("link")).map((link) => link.getAttribute("href"))).toEqual([
      "tel:+8801712345678",
      "mailto:hello@example.com",
    ]);
  });
});
