import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { en } from "~/lib/words";
import { Header, type HeaderProps } from "./header";

const site: HeaderProps["site"] = {
  name: "Lena Martinez",
  email: "hello@lena.example.org",
  phone: "+1 312 555 0100",
  logo: { src: "/images/logo.svg", alt: "Lena Martinez", width: 64, height: 64 },
  socials: [{ label: "GitHub", url: "https://github.com/lena", icon: "github" }],
  menu: [{ label: "About", to: "/about" }],
};

function renderHeader({ search }: { search: boolean }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <Header site={site} texts={{ hireMe: "Hire me", findMeOnline: "Find me online" }} otherLanguages={[]} blog search={search} />
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("Header", () => {
  it("has the search button when the site has its search", () => {
    renderHeader({ search: true });
    expect(screen.getByRole("button", { name: en.search.open })).toBeInTheDocument();
  });

  it("has none when the owner switched the search off (site.ts features)", () => {
    renderHeader({ search: false });
    expect(screen.queryByRole("button", { name: en.search.open })).not.toBeInTheDocument();
    // The rest of the header is there as ever.
    expect(screen.getByRole("link", { name: "Hire me" })).toBeInTheDocument();
  });
});
