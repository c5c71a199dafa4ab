import { describe, expect, it } from "vitest";
import { colourKind, cx } from "./class-names";

describe("cx", () => {
  it("keeps the later of two colours of one kind under the same variants", () => {
    expect(cx("bg-accent text-accent-foreground", "bg-white text-black")).toBe("bg-white text-black");
    expect(cx("hover:bg-accent-hover", "hover:bg-accent-foreground/90")).toBe("hover:bg-accent-foreground/90");
    expect(cx("border-border", "border-accent")).toBe("border-accent");
  });

  it("keeps colours under different variants apart", () => {
    expect(cx("bg-accent hover:bg-accent-hover dark:bg-black")).toBe("bg-accent hover:bg-accent-hover dark:bg-black");
  });

  it("leaves sizes, alignment, widths and other non-colour utilities alone", () => {
    const classes = "text-lg text-center text-[0.95rem] text-balance border border-2 border-t bg-cover bg-linear-to-r bg-no-repeat";
    expect(cx("text-foreground bg-background border-border", classes)).toBe(`text-foreground bg-background border-border ${classes}`);
  });

  it("joins conditional classes like clsx", () => {
    const hidden = false;
    expect(cx("a", hidden && "b", undefined, ["c", { d: true, e: hidden }])).toBe("a c d");
  });
});

describe("colourKind", () => {
  it.each([
    ["bg-accent", "bg"],
    ["bg-accent-foreground/90", "bg"],
    ["hover:bg-[#fff]", "hover:bg"],
    ["dark:hover:text-accent", "dark:hover:text"],
    ["!text-white", "text"],
    ["md:border-border-strong", "md:border"],
    ["[&>a]:text-accent", "[&>a]:text"],
  ])("%s is a colour of kind %s", (name, kind) => {
    expect(colourKind(name)).toBe(kind);
  });

  it.each(["text-sm", "text-2xl", "text-display", "text-right", "text-[1.1rem]", "border-2", "border-x", "bg-cover", "flex", "shadow-sm"])(
    "%s is not a colour",
    (name) => {
      expect(colourKind(name)).toBeNull();
    },
  );
});
