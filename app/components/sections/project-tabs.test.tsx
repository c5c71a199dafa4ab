import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, useParams } from "react-router";
import { describe, expect, it } from "vitest";
import { ProjectTabs } from "./project-tabs";

type Kind = "web" | "mobile" | "wp";
const CATEGORY = { web: "Web Applications", mobile: "Mobile Apps", wp: "WordPress" } as const;

function project(id: number, kind: Kind, extraGroups: string[] = []) {
  return {
    id,
    title: `${CATEGORY[kind]} project ${id}`,
    image: { src: `/images/projects/project-${id}.svg`, alt: `Screenshot of project ${id}`, width: 1600, height: 1000 },
    category: CATEGORY[kind],
    summary: `What project ${id} did.`,
    group: [CATEGORY[kind], ...extraGroups],
  };
}

// 12 projects, mixed as on the site: 6 web applications, 3 mobile apps (one of
// them, project 8, also a web application) and 3 WordPress sites.
const projects = [
  project(1, "web"),
  project(7, "mobile"),
  project(2, "web"),
  project(10, "wp"),
  project(3, "web"),
  project(8, "mobile", ["Web Applications"]),
  project(4, "web"),
  project(11, "wp"),
  project(5, "web"),
  project(9, "mobile"),
  project(6, "web"),
  project(12, "wp"),
];

const titleOf = (id: number) => projects.find((p) => p.id === id)!.title;

/**
 * Matches the accessible name "View Project: {title}". The title is in a visually
 * hidden span; happy-dom reports no CSS display for it, so the name computation
 * treats it as a block and puts a space before the colon, which browsers do not.
 */
const viewProject = (title: string) => (name: string) => name.replace(/\s+:/, ":") === `View Project: ${title}`;

function Detail() {
  const { id } = useParams();
  return <h1>Project page {id}</h1>;
}

function setup() {
  const user = userEvent.setup();
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <ProjectTabs projects={projects} heading={{ eyebrow: "Portfolio", title: "Recent projects", allLink: "All projects" }} />
      ),
    },
    { path: "/portfolio/:id", Component: Detail },
    { path: "/portfolio", Component: () => <h1>All projects page</h1> },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { user };
}

/** The titles of the cards in the tab panel, in order. */
function shownTitles() {
  const panel = screen.getByRole("tabpanel");
  return within(panel)
    .getAllByRole("article")
    .map((card) => within(card).getByRole("heading", { level: 3 }).textContent);
}

describe("ProjectTabs", () => {
  it("offers All and each category once, in the order they first appear", async () => {
    setup();
    const list = await screen.findByRole("tablist", { name: "Project categories" });
    expect(
      within(list)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["All", "Web Applications", "Mobile Apps", "WordPress"]);
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
  });

  it("shows the first 6 projects under All", async () => {
    setup();
    await screen.findByRole("tablist");
    expect(within(screen.getByRole("tabpanel")).getAllByRole("listitem")).toHaveLength(6);
    expect(shownTitles()).toEqual([1, 7, 2, 10, 3, 8].map(titleOf));
  });

  it.each([
    ["Web Applications", [1, 2, 3, 8, 4, 5, 6]],
    ["Mobile Apps", [7, 8, 9]],
    ["WordPress", [10, 11, 12]],
  ])("shows exactly the projects whose group includes %s", async (category, ids) => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: category }));
    expect(screen.getByRole("tab", { name: category })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: category })).toBeInTheDocument();
    expect(shownTitles()).toEqual(ids.map(titleOf));
  });

  it("shows the 6 first projects again when going back to All", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: "WordPress" }));
    expect(shownTitles()).toHaveLength(3);
    await user.click(screen.getByRole("tab", { name: "All" }));
    expect(shownTitles()).toEqual([1, 7, 2, 10, 3, 8].map(titleOf));
  });

  it("gives each card its picture, its category and a link to its page named after it", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: "Web Applications" }));
    const panel = screen.getByRole("tabpanel");
    const cards = within(panel).getAllByRole("article");
    expect(cards).toHaveLength(7);
    for (const card of cards) {
      const title = within(card).getByRole("heading", { level: 3 }).textContent!;
      const p = projects.find((x) => x.title === title)!;
      expect(within(card).getByRole("img", { name: p.image.alt })).toHaveAttribute("src", p.image.src);
      expect(within(card).getByText(p.category)).toBeInTheDocument();
      expect(within(card).getByRole("link", { name: viewProject(title) })).toHaveAttribute("href", `/portfolio/${p.id}`);
    }
  });

  it("takes the visitor to the project's page from its card", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("tab", { name: "Mobile Apps" }));
    await user.click(screen.getByRole("link", { name: viewProject(titleOf(9)) }));
    expect(await screen.findByRole("heading", { level: 1, name: "Project page 9" })).toBeInTheDocument();
  });

  it("links to the full portfolio", async () => {
    setup();
    const section = await screen.findByRole("region", { name: "Recent projects" });
    expect(within(section).getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/portfolio");
  });
});
