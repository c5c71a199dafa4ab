import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { MenuLink, NoCurrentPage } from "./menu-link";

function Menu() {
  return (
    <nav aria-label="Main">
      <MenuLink to="/">Home</MenuLink>
      <MenuLink to="/services">Services</MenuLink>
      <MenuLink to="/services/web-app-development">Web apps</MenuLink>
      <MenuLink to="/blog">Blog</MenuLink>
    </nav>
  );
}

function renderAt(path: string, suppressed = false) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <NoCurrentPage.Provider value={suppressed}>
          <Menu />
        </NoCurrentPage.Provider>
      ),
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

const current = () =>
  screen
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("MenuLink", () => {
  it("marks the page being shown and the section above it", () => {
    renderAt("/services/web-app-development");
    expect(current()).toEqual(["Services", "Web apps"]);
  });

  it("marks Home on / and on /home only", () => {
    renderAt("/home");
    expect(current()).toEqual(["Home"]);
  });

  it("does not mark a link whose path only starts the same way", () => {
    renderAt("/blogroll");
    expect(current()).toEqual([]);
  });

  it("marks nothing while the not-found fallback hydrates", () => {
    renderAt("/blog", true);
    expect(current()).toEqual([]);
  });
});
