import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { colourKind } from "~/lib/class-names";
import { ButtonLink, buttonClasses, type ButtonStyleProps } from "./button";

const variants: NonNullable<ButtonStyleProps["variant"]>[] = ["primary", "secondary", "ghost", "inverse"];

/** The colour utilities that apply at rest (no hover:, focus: or dark: variant), by kind. */
function restingColours(classes: string) {
  const byKind = new Map<string, string[]>();
  for (const name of classes.split(" ")) {
    const kind = colourKind(name);
    if (kind && !kind.includes(":")) byKind.set(kind, [...(byKind.get(kind) ?? []), name]);
  }
  return byKind;
}

describe("buttonClasses", () => {
  it.each(variants)("the %s variant plus a caller's colours gives exactly one background and one text colour, the caller's", (variant) => {
    const classes = buttonClasses({ variant }, "bg-accent-foreground text-accent hover:bg-accent-foreground/90 w-full");
    const colours = restingColours(classes);
    expect(colours.get("bg")).toEqual(["bg-accent-foreground"]);
    expect(colours.get("text")).toEqual(["text-accent"]);
    expect(classes.split(" ").filter((name) => colourKind(name) === "hover:bg")).toEqual(["hover:bg-accent-foreground/90"]);
    expect(classes).toContain("w-full");
  });

  it.each(variants)("the %s variant alone has at most one background and exactly one text colour", (variant) => {
    const colours = restingColours(buttonClasses({ variant }));
    expect(colours.get("bg")?.length ?? 0).toBeLessThanOrEqual(1);
    expect(colours.get("text")).toHaveLength(1);
  });

  it("the inverse variant swaps the accent's colours and keeps a focus ring that shows on the accent", () => {
    const classes = buttonClasses({ variant: "inverse" }).split(" ");
    expect(classes).toEqual(expect.arrayContaining(["bg-accent-foreground", "text-accent", "focus-visible:outline-accent-foreground"]));
  });
});

describe("ButtonLink", () => {
  it("is a link with its text as its name", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <ButtonLink to="/contact" variant="inverse">
            Hire Me
          </ButtonLink>
        ),
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("link", { name: "Hire Me" })).toHaveAttribute("href", "/contact");
  });
});
