// The colours of highlighted code: Shiki's GitHub themes, one for each colour mode, turned into
// classes. The pages' content security policy allows no `style=` attribute, so a token carries
// classes that name its colour in each theme (`tl3 td7`), and one stylesheet, made from the
// themes alone (pipeline/vite/code-theme.ts), gives those classes their colours. Each colour is
// held to WCAG AA on the code block's background in its mode. Build time only: nothing here
// reaches the browser but the stylesheet.
import githubDark from "shiki/themes/github-dark-default.mjs";
import githubLight from "shiki/themes/github-light-default.mjs";
import { contrast, hexToOklch, oklchToHex } from "./color.ts";
import { AA_TEXT, NEUTRALS, type Mode } from "./theme.ts";

export const CODE_THEMES = { light: githubLight, dark: githubDark } as const;

/** The background code blocks sit on in each mode (the `surface-muted` token). */
export const CODE_BACKGROUND: Record<Mode, string> = {
  light: NEUTRALS.light["surface-muted"],
  dark: NEUTRALS.dark["surface-muted"],
};

/** The class prefix of a token's colour in each mode (the build's short class names keep clear of them). */
export const CODE_CLASS_PREFIX: Record<Mode, string> = { light: "tl", dark: "td" };
const PREFIX = CODE_CLASS_PREFIX;

const normal = (hex: string) => hex.toLowerCase().slice(0, 7);

/** A theme's plain text colour. */
export function foregroundOf(mode: Mode): string {
  const theme = CODE_THEMES[mode];
  return normal(theme.fg ?? theme.colors?.["editor.foreground"] ?? (mode === "light" ? "#1f2328" : "#e6edf3"));
}

/** Every colour a theme gives tokens, in a fixed order: a class is its position here. */
function paletteOf(mode: Mode): string[] {
  const colours = new Set<string>([foregroundOf(mode)]);
  for (const rule of CODE_THEMES[mode].tokenColors ?? []) {
    const foreground = rule.settings?.foreground;
    if (foreground) colours.add(normal(foreground));
  }
  return [...colours].sort();
}

const PALETTES: Record<Mode, string[]> = { light: paletteOf("light"), dark: paletteOf("dark") };

/** The class of a token's colour in a mode; undefined for the block's own text colour, which needs none. */
export function colourClass(mode: Mode, colour: string | undefined): string | undefined {
  if (!colour || normal(colour) === foregroundOf(mode)) return undefined;
  const index = PALETTES[mode].indexOf(normal(colour));
  if (index < 0) throw new Error(`The ${mode} code theme gave a token the colour ${colour}, which is not in its palette`);
  return `${PREFIX[mode]}${index}`;
}

/**
 * A colour moved in lightness (OKLCH, hue and chroma kept) until it reads on `back` at `min`:
 * darker on a light background, lighter on a dark one. A colour that already reads is unchanged.
 */
export function holdContrast(colour: string, back: string, min = AA_TEXT): string {
  if (contrast(colour, back) >= min) return normal(colour);
  const lab = hexToOklch(colour);
  const away = hexToOklch(back).l > 0.5 ? -1 : 1;
  for (let step = 1; step <= 100; step++) {
    const candidate = oklchToHex({ ...lab, l: Math.min(1, Math.max(0, lab.l + away * step * 0.01)) });
    if (contrast(candidate, back) >= min) return candidate;
  }
  return away < 0 ? "#000000" : "#ffffff";
}

/** What each class draws in each mode, after holding it to AA on the block's background. */
export function codeColours(): Record<Mode, { foreground: string; classes: [string, string][] }> {
  const of = (mode: Mode) => ({
    foreground: holdContrast(foregroundOf(mode), CODE_BACKGROUND[mode]),
    classes: PALETTES[mode].map((colour, index): [string, string] => [
      `${PREFIX[mode]}${index}`,
      holdContrast(colour, CODE_BACKGROUND[mode]),
    ]),
  });
  return { light: of("light"), dark: of("dark") };
}

/** The stylesheet for highlighted code: a rule a class in each mode. */
export function codeThemeCss(): string {
  const { light, dark } = codeColours();
  const rules = (scope: string, classes: [string, string][]) => classes.map(([name, colour]) => `${scope} .${name}{color:${colour}}`);
  return [
    "/* Token colours of Shiki's github-light-default and github-dark-default, held to WCAG AA (app/lib/code-theme.ts). */",
    `.code-block pre{color:${light.foreground}}`,
    `.dark .code-block pre{color:${dark.foreground}}`,
    // Each rule in its own mode only: a token whose colour in the other mode is the plain text colour has no class for it.
    ...rules(":root:not(.dark)", light.classes),
    ...rules(".dark", dark.classes),
    // Without JavaScript, on a dark system, nothing sets `.dark`: the light rules apply, so they
    // are undone in code blocks and the dark ones follow, one step more specific.
    "@media (scripting:none) and (prefers-color-scheme:dark){",
    `.code-block pre{color:${dark.foreground}}`,
    `:root:not(.dark) pre [class*=${PREFIX.light}]{color:inherit}`,
    ...rules(":root:not(.dark) pre", dark.classes),
    "}",
    ".ti{font-style:italic}",
    ".tb{font-weight:600}",
    "",
  ].join("\n");
}
