import { act, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Heading } from "~/lib/markdown";
import { hasTableOfContents, nestHeadings, TableOfContents } from "./table-of-contents";

const headings: Heading[] = [
  { depth: 2, text: "Hosting", id: "hosting" },
  { depth: 2, text: "Plugins", id: "plugins" },
  { depth: 3, text: "Cleaning up", id: "cleaning-up" },
  { depth: 3, text: "A real cron job", id: "a-real-cron-job" },
  { depth: 2, text: "ফলাফল", id: "ফলাফল" },
];

/** Headings in the document at these distances from the window's top. */
function placeHeadings(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    let element = document.getElementById(id);
    if (!element) {
      element = document.createElement("h2");
      element.id = id;
      document.body.append(element);
    }
    element.getBoundingClientRect = () => ({
      top,
      bottom: top + 30,
      left: 0,
      right: 100,
      width: 100,
      height: 30,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
  }
}

async function scroll() {
  await act(async () => {
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => {
  for (const { id } of headings) document.getElementById(id)?.remove();
});

describe("TableOfContents", () => {
  it("is shown from three sections, counting ## only", () => {
    expect(hasTableOfContents(headings)).toBe(true);
    expect(hasTableOfContents(headings.slice(0, 4))).toBe(false);
  });

  it("nests each ### under the ## before it", () => {
    expect(nestHeadings(headings).map(({ heading, children }) => [heading.id, children.map((child) => child.id)])).toEqual([
      ["hosting", []],
      ["plugins", ["cleaning-up", "a-real-cron-job"]],
      ["ফলাফল", []],
    ]);
  });

  it("is a navigation landmark named On this page, with a plain link to every section", () => {
    placeHeadings({ hosting: 400, plugins: 900, "cleaning-up": 1200, "a-real-cron-job": 1500, ফলাফল: 1800 });
    render(<TableOfContents headings={headings} />);
    const nav = screen.getByRole("navigation", { name: "On this page" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual(
      headings.map((heading) => [heading.text, `#${heading.id}`]),
    );
    // The sub-sections are a list inside their section's item.
    expect(within(within(nav).getAllByRole("listitem")[1]!).getAllByRole("link")).toHaveLength(3);
  });

  it("marks the section being read as the visitor scrolls, and none above the first", async () => {
    placeHeadings({ hosting: 400, plugins: 900, "cleaning-up": 1200, "a-real-cron-job": 1500, ফলাফল: 1800 });
    render(<TableOfContents headings={headings} />);
    const current = () =>
      screen
        .queryAllByRole("link")
        .filter((link) => link.getAttribute("aria-current") === "location")
        .map((link) => link.textContent);
    expect(current()).toEqual([]);
    placeHeadings({ hosting: -500, plugins: 40, "cleaning-up": 300, "a-real-cron-job": 600, ফলাফল: 900 });
    await scroll();
    expect(current()).toEqual(["Plugins"]);
    placeHeadings({ hosting: -1500, plugins: -960, "cleaning-up": -700, "a-real-cron-job": 96, ফলাফল: 400 });
    await scroll();
    expect(current()).toEqual(["A real cron job"]);
  });
});
