import { describe, expect, it } from "vitest";
import { contrast } from "./color";
import { CODE_BACKGROUND, codeColours, codeThemeCss, colourClass, foregroundOf, holdContrast } from "./code-theme";
import { AA_TEXT } from "./theme";

describe("code colours", () => {
  it("every token colour reads at WCAG AA on the code block's background, in both modes", () => {
    for (const mode of ["light", "dark"] as const) {
      const { foreground, classes } = codeColours()[mode];
      for (const [name, colour] of [["text", foreground], ...classes]) {
        expect(contrast(colour!, CODE_BACKGROUND[mode]), `${mode} ${name} ${colour}`).toBeGreaterThanOrEqual(AA_TEXT);
      }
    }
  });

  it("gives each class a rule in its own mode only", () => {
    const css = codeThemeCss();
    for (const [name] of codeColours().light.classes) expect(css).toContain(`:root:not(.dark) .${name}{`);
    for (const [name] of codeColours().dark.classes) expect(css).toContain(`.dark .${name}{`);
  });

  it("gives a page without JavaScript on a dark system the dark colours, a step more specific than the light ones", () => {
    const css = codeThemeCss();
    const query = "@media (scripting:none) and (prefers-color-scheme:dark){";
    expect(css).toContain(query);
    const block = css.slice(css.indexOf(query));
    const { dark } = codeColours();
    expect(block).toContain(`.code-block pre{color:${dark.foreground}}`);
    expect(block).toContain(":root:not(.dark) pre [class*=tl]{color:inherit}");
    for (const [name, colour] of dark.classes) expect(block).toContain(`:root:not(.dark) pre .${name}{color:${colour}}`);
  });

  it("needs no class for the plain text colour, and refuses a colour the theme does not have", () => {
    expect(colourClass("light", foregroundOf("light"))).toBeUndefined();
    expect(colourClass("dark", undefined)).toBeUndefined();
    expect(() => colourClass("dark", "#123456")).toThrow(/not in its palette/);
  });

  it("moves a colour that reads too faintly away from its background, and leaves one that reads", () => {
    const faint = "#8b949e";
    const held = holdContrast(faint, "#ffffff");
    expect(contrast(held, "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(faint, "#ffffff")).toBeLessThan(AA_TEXT);
    expect(holdContrast("#1f2328", "#ffffff")).toBe("#1f2328");
    expect(contrast(holdContrast("#6e7781", "#0b1120"), "#0b1120")).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
