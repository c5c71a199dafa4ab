import { describe, expect, it } from "vitest";
import { featuresSchema } from "./schema";
import { buildMenu, pageLinks } from "./menu";

const page = (title: string, menuLabel?: string) => ({ title, menuLabel, description: "d" });
const pages = pageLinks(
  {
    home: { menuLabel: "Start" },
    about: page("About me", "About"),
    portfolio: page("Work"),
    services: page("Services"),
    products: page("Courses", "Shop"),
    blog: page("Journal"),
    contact: page("Contact"),
  },
  { terms: { title: "Terms" }, privacy: { title: "Privacy" } },
);
const services = [
  { id: "logos", title: "Logos" },
  { id: "sites", title: "Sites" },
];

describe("buildMenu", () => {
  it("follows the owner's order, names pages by their menu label and lists every service", () => {
    const menu = buildMenu({ entries: ["home", "services", "about", "products"], features: featuresSchema.parse({}), pages, services });
    expect(menu).toEqual([
      { label: "Start", to: "/" },
      {
        label: "Services",
        to: "/services",
        children: [
          { label: "Logos", to: "/services/logos" },
          { label: "Sites", to: "/services/sites" },
        ],
      },
      { label: "About", to: "/about" },
      { label: "Shop", to: "/products" },
    ]);
  });

  it("leaves out the pages of features switched off, and a group they leave empty", () => {
    const features = featuresSchema.parse({ products: false, blog: false });
    const menu = buildMenu({
      entries: ["home", "blog", { label: "More", items: ["products", "terms"] }, { label: "Shop", items: ["products"] }],
      features,
      pages,
      services,
    });
    expect(menu).toEqual([
      { label: "Start", to: "/" },
      { label: "More", to: "/terms-conditions", children: [{ label: "Terms", to: "/terms-conditions" }] },
    ]);
  });

  it("keeps a group to one level of links", () => {
    const [group] = buildMenu({
      entries: [{ label: "All", items: ["services", "privacy"] }],
      features: featuresSchema.parse({}),
      pages,
      services,
    });
    expect(group).toEqual({
      label: "All",
      to: "/services",
      children: [
        { label: "Services", to: "/services" },
        { label: "Privacy", to: "/privacy-policy" },
      ],
    });
  });
});
