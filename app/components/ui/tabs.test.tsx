import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./tabs";

const TABS = ["All", "Web Applications", "Mobile Apps", "WordPress"] as const;

/** Tabs whose selection really changes, as on the site; `onChange` sees every call. */
function StatefulTabs({ initial = "All", onChange }: { initial?: string; onChange?: (tab: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Tabs
      label="Project categories"
      tabs={TABS}
      value={value}
      onChange={(tab) => {
        onChange?.(tab);
        setValue(tab);
      }}
    >
      <p>Showing {value}</p>
    </Tabs>
  );
}

function setup(initial?: string) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<StatefulTabs initial={initial} onChange={onChange} />);
  const tab = (name: string) => screen.getByRole("tab", { name });
  return { user, onChange, tab };
}

const selectedTabs = () =>
  screen
    .getAllByRole("tab")
    .filter((t) => t.getAttribute("aria-selected") === "true")
    .map((t) => t.textContent);

describe("Tabs", () => {
  it("renders a tab list with the given label and one tab per name, in order", () => {
    setup();
    const list = screen.getByRole("tablist", { name: "Project categories" });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([...TABS]);
    for (const t of screen.getAllByRole("tab")) expect(list).toContainElement(t);
  });

  it("marks only the selected tab with aria-selected", () => {
    const { tab } = setup("Mobile Apps");
    expect(tab("Mobile Apps")).toHaveAttribute("aria-selected", "true");
    for (const name of ["All", "Web Applications", "WordPress"]) expect(tab(name)).toHaveAttribute("aria-selected", "false");
    expect(selectedTabs()).toEqual(["Mobile Apps"]);
  });

  it("puts only the selected tab in the Tab order", () => {
    const { tab } = setup("Web Applications");
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(tab("Web Applications").tabIndex).toBe(0);
  });

  it("selects the first tab when the value is not one of the tabs", () => {
    setup("Games");
    expect(selectedTabs()).toEqual(["All"]);
    expect(screen.getAllByRole("tab").map((t) => t.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it("labels the panel with the selected tab, and the tabs control the panel", async () => {
    const { user, tab } = setup();
    const panel = screen.getByRole("tabpanel", { name: "All" });
    expect(panel).toHaveTextContent("Showing All");
    for (const t of screen.getAllByRole("tab")) expect(t).toHaveAttribute("aria-controls", panel.id);

    await user.click(tab("WordPress"));
    expect(screen.getByRole("tabpanel", { name: "WordPress" })).toHaveTextContent("Showing WordPress");
    expect(screen.queryByRole("tabpanel", { name: "All" })).not.toBeInTheDocument();
  });

  it("selects a tab when it is clicked", async () => {
    const { user, onChange, tab } = setup();
    await user.click(tab("Mobile Apps"));
    expect(onChange).toHaveBeenLastCalledWith("Mobile Apps");
    expect(selectedTabs()).toEqual(["Mobile Apps"]);
  });

  it("moves to the next tab with ArrowRight and the previous with ArrowLeft, selecting and focusing it", async () => {
    const { user, onChange, tab } = setup();
    await user.click(tab("All"));
    onChange.mockClear();

    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith("Web Applications");
    expect(tab("Web Applications")).toHaveFocus();
    expect(selectedTabs()).toEqual(["Web Applications"]);

    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith("Mobile Apps");
    expect(tab("Mobile Apps")).toHaveFocus();

    await user.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith("Web Applications");
    expect(tab("Web Applications")).toHaveFocus();
    expect(selectedTabs()).toEqual(["Web Applications"]);
    expect(tab("Web Applications").tabIndex).toBe(0);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it("wraps around at both ends", async () => {
    const { user, onChange, tab } = setup("WordPress");
    tab("WordPress").focus();

    await user.keyboard("{ArrowRight}");
    expect(onChange).toHaveBeenLastCalledWith("All");
    expect(tab("All")).toHaveFocus();
    expect(selectedTabs()).toEqual(["All"]);

    await user.keyboard("{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith("WordPress");
    expect(tab("WordPress")).toHaveFocus();
    expect(selectedTabs()).toEqual(["WordPress"]);
  });

  it("jumps to the first tab with Home and the last with End", async () => {
    const { user, onChange, tab } = setup("Web Applications");
    tab("Web Applications").focus();

    await user.keyboard("{End}");
    expect(onChange).toHaveBeenLastCalledWith("WordPress");
    expect(tab("WordPress")).toHaveFocus();
    expect(selectedTabs()).toEqual(["WordPress"]);

    await user.keyboard("{Home}");
    expect(onChange).toHaveBeenLastCalledWith("All");
    expect(tab("All")).toHaveFocus();
    expect(selectedTabs()).toEqual(["All"]);
  });

  it("ignores other keys", async () => {
    const { user, onChange, tab } = setup("Mobile Apps");
    tab("Mobile Apps").focus();
    await user.keyboard("{ArrowDown}{ArrowUp}a");
    expect(onChange).not.toHaveBeenCalled();
    expect(tab("Mobile Apps")).toHaveFocus();
  });

  it("moves on from the selected tab into the panel with Tab", async () => {
    const { user, tab } = setup("Mobile Apps");
    tab("Mobile Apps").focus();
    await user.tab();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    await user.tab({ shift: true });
    expect(tab("Mobile Apps")).toHaveFocus();
  });
});
