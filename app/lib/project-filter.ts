import { HOME_TAB_ALL_LIMIT, HOME_TAB_CATEGORY_LIMIT } from "./constants";

interface Groupable {
  group: readonly string[];
}

/**
 * The projects a home-page tab shows: the first few for "All" (`all`, in the page's words); for a
 * category, the projects whose group includes it, up to its own limit.
 */
export function projectsForTab<T extends Groupable>(projects: readonly T[], tab: string, all: string): T[] {
  if (tab === all) return projects.slice(0, HOME_TAB_ALL_LIMIT);
  return projects.filter((project) => project.group.includes(tab)).slice(0, HOME_TAB_CATEGORY_LIMIT);
}

/** The tabs: "All", then every category in the order it first appears. */
export function projectTabs(projects: readonly Groupable[], all: string): string[] {
  return [all, ...new Set(projects.flatMap((project) => project.group))];
}
