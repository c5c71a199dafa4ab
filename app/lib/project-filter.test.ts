import { describe, expect, it } from "vitest";
import { HOME_TAB_ALL_LIMIT, HOME_TAB_CATEGORY_LIMIT } from "./constants";

const HOME_TAB_ALL = "All";
import { projectTabs, projectsForTab } from "./project-filter";

const make = (count: number, group: string[]) => Array.from({ length: count }, (_, i) => ({ id: i + 1, group }));

describe("projectsForTab", () => {
  it("shows the first 6 projects for All, in order", () => {
    const projects = make(12, ["Web Applications"]);
    const shown = projectsForTab(projects, HOME_TAB_ALL, HOME_TAB_ALL);
    expect(HOME_TAB_ALL_LIMIT).toBe(6);
    expect(shown.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows all projects for All when there are fewer than 6", () => {
    expect(projectsForTab(make(4, ["A"]), HOME_TAB_ALL, HOME_TAB_ALL)).toHaveLength(4);
  });

  it("shows the projects whose group includes the category, not only the main category", () => {
    const projects = [
      { id: 1, group: ["Web Applications"] },
      { id: 2, group: ["Mobile Apps", "Web Applications"] },
      { id: 3, group: ["WordPress"] },
    ];
    expect(projectsForTab(projects, "Web Applications", HOME_TAB_ALL).map((p) => p.id)).toEqual([1, 2]);
    expect(projectsForTab(projects, "WordPress", HOME_TAB_ALL).map((p) => p.id)).toEqual([3]);
    expect(projectsForTab(projects, "Games", HOME_TAB_ALL)).toEqual([]);
  });

  it("caps a category at 14 projects", () => {
    expect(HOME_TAB_CATEGORY_LIMIT).toBe(14);
    const shown = projectsForTab(make(20, ["Web Applications"]), "Web Applications", HOME_TAB_ALL);
    expect(shown.map((p) => p.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
  });
});

describe("projectTabs", () => {
  it("lists All and then each category once, in first-seen order", () => {
    const projects = [{ group: ["Web Applications"] }, { group: ["Mobile Apps", "Web Applications"] }, { group: ["WordPress"] }];
    expect(projectTabs(projects, HOME_TAB_ALL)).toEqual(["All", "Web Applications", "Mobile Apps", "WordPress"]);
  });
});
