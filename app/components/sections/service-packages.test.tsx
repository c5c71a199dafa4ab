import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "~/lib/words";
import { ServicePackages, type PackageCardData } from "./service-packages";

const packages: PackageCardData[] = [
  {
    name: "Starter",
    summary: "A first site",
    price: { BDT: "৳25,000", USD: "US$350" },
    from: false,
    deliveryDays: 7,
    revisions: 2,
    includes: ["Five pages"],
  },
  {
    name: "Business",
    summary: "A growing firm",
    price: "$800",
    from: true,
    deliveryDays: 1,
    revisions: "unlimited",
    includes: ["Fifteen pages", "Backups"],
  },
  { name: "Custom", summary: "Anything else", price: null, from: false, deliveryDays: 30, revisions: 3, includes: ["Whatever it takes"] },
];

function renderPackages(bothCurrencies = true) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ServicePackages
          serviceId="wordpress"
          serviceTitle="WordPress sites"
          packages={packages}
          bothCurrencies={bothCurrencies}
          chat={{ whatsapp: "+880 1712-345678", messenger: "arif" }}
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("ServicePackages", () => {
  it("gives each package the same facts in the same order", async () => {
    renderPackages();
    const region = await screen.findByRole("region", { name: en.packages.heading });
    const cards = within(region)
      .getAllByRole("listitem")
      .filter((item) => within(item).queryByRole("heading", { level: 3 }));
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Starter", "Business", "Custom"]);
    for (const card of cards) {
      expect([...card.querySelectorAll("dt")].map((term) => term.textContent)).toEqual([
        en.packages.delivery,
        en.packages.revisions,
        en.packages.includes,
      ]);
    }
    expect(cards[1]).toHaveTextContent(`${en.price.from} $800`);
    expect(cards[1]).toHaveTextContent(en.packages.days(1));
    expect(cards[1]).toHaveTextContent(en.packages.revisionCount("unlimited"));
    expect(cards[2]).toHaveTextContent(en.price.onRequest);
  });

  it("leads each Choose link to the contact form with the service and the package", async () => {
    renderPackages();
    const link = await screen.findByRole("link", { name: en.packages.choose("Custom") });
    expect(link).toHaveAttribute("href", "/contact?service=wordpress&package=3");
  });

  it("offers each package on WhatsApp with the contact form's words, and not on a chat that cannot carry them", async () => {
    renderPackages();
    const link = await screen.findByRole("link", { name: new RegExp(en.packages.askOn("Starter", "WhatsApp")) });
    expect(link).toHaveAttribute(
      "href",
      `https://wa.me/8801712345678?text=${encodeURIComponent(en.packages.message("WordPress sites", "Starter"))}`,
    );
    expect(screen.queryByRole("link", { name: new RegExp(en.packages.askOn("Starter", "Messenger")) })).toBeNull();
  });

  it("offers the currency switch only where prices come in two currencies", async () => {
    renderPackages(false);
    await screen.findByRole("region", { name: en.packages.heading });
    expect(screen.queryByRole("group", { name: en.currency.label })).toBeNull();
  });
});
