/**
 * The site's colours and typeface, derived from the owner's theme (content/theme.ts):
 * one accent colour and the name of a system font stack. Build time only: the Vite plugin
 * pipeline/vite/theme.ts writes the result as the stylesheet's colour tokens, the root
 * loader takes the theme-color from it (docs/decisions/014-theme-from-content.md).
 *
 * The accent keeps its hue and chroma in every token and only its OKLCH lightness moves,
 * as far as it must for every pair in CONTRAST_PAIRS to meet WCAG AA in both modes; then
 * deriveTheme checks each pair on the hex values it returns, so an accent it cannot serve
 * fails the build rather than a visitor's eyes.
 * Plain TypeScript that Node runs as it is (pipeline/share-images.ts imports it).
 */
import { contrast, hexToOklch, oklchToHex, type Oklch } from "./color.ts";

/**
 * The typefaces an owner can choose: system font stacks by typeface classification
 * (after Modern Font Stacks, modernfontstacks.com). Nothing is downloaded, so the first
 * paint waits for no font (docs/decisions/007-system-fonts.md). Each ends with a Bengali
 * face before its generic family, for pages in Bengali on systems whose first choices
 * have no Bengali. The names are the schema's `themeSchema.font` (app/data/schema/theme.ts).
 */
export const FONT_STACKS = {
  /** The platform's own interface font: San Francisco, Segoe UI, Roboto, Noto. */
  "system-ui":
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Bengali", sans-serif',
  /** Warm, calligraphic sans-serifs: Seravek, Gill Sans Nova, Ubuntu, Calibri. */
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, "Noto Sans Bengali", sans-serif',
  /** Round, geometric sans-serifs: Avenir, Montserrat, Corbel. */
  "geometric-humanist": 'Avenir, "Avenir Next LT Pro", Montserrat, Corbel, "URW Gothic", source-sans-pro, "Noto Sans Bengali", sans-serif',
  /** Neutral, Helvetica-like sans-serifs: Inter, Roboto, Helvetica Neue, Arial. */
  "neo-grotesque": 'Inter, Roboto, "Helvetica Neue", "Arial Nova", "Nimbus Sans", Arial, "Noto Sans Bengali", sans-serif',
  /** Soft sans-serifs with round ends: SF Rounded, Quicksand, Comfortaa, Arial Rounded. */
  "rounded-sans":
    'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, source-sans-pro, "Noto Sans Bengali", sans-serif',
  /** Sturdy serifs made for screens: Charter, Sitka, Cambria. */
  transitional: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, "Noto Serif Bengali", "Noto Sans Bengali", serif',
  /** Bookish Renaissance serifs: Iowan Old Style, Palatino. */
  "old-style": '"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, "Noto Serif Bengali", "Noto Sans Bengali", serif',
  /** Block serifs: Rockwell, Roboto Slab. */
  "slab-serif": 'Rockwell, "Rockwell Nova", "Roboto Slab", "DejaVu Serif", "Sitka Small", "Noto Serif Bengali", "Noto Sans Bengali", serif',
} as const;

export type FontName = keyof typeof FONT_STACKS;

/** The colour tokens of a mode, as CSS custom properties without the leading "--". */
export const TOKENS = [
  "background",
  "surface",
  "surface-muted",
  "foreground",
  "muted-foreground",
  "border",
  "border-strong",
  "accent",
  "accent-hover",
  "accent-foreground",
  "accent-soft",
  "accent-text",
  "highlight",
  "star",
  "danger",
  "overlay",
] as const;

export type Token = (typeof TOKENS)[number];
export type Mode = "light" | "dark";
export type Palette = Record<Token, string>;
export type DerivedTheme = Record<Mode, Palette>;

type Neutral = Exclude<Token, `accent${string}`>;

/** The colours that do not follow the accent: a slate scale, and fixed colours for highlights, ratings and errors. */
export const NEUTRALS: Record<Mode, Record<Neutral, string>> = {
  light: {
    background: "#ffffff",
    surface: "#f8fafc",
    "surface-muted": "#f1f5f9",
    foreground: "#0f172a",
    "muted-foreground": "#475569",
    border: "#e2e8f0",
    "border-strong": "#cbd5e1",
    highlight: "#0f766e",
    star: "#b45309",
    danger: "#b91c1c",
    overlay: "rgb(15 23 42 / 0.6)",
  },
  dark: {
    background: "#0b1120",
    surface: "#111a2e",
    "surface-muted": "#1a2540",
    foreground: "#e2e8f0",
    "muted-foreground": "#a3b1c6",
    border: "#243149",
    "border-strong": "#33425f",
    highlight: "#5eead4",
    star: "#fbbf24",
    danger: "#fca5a5",
    overlay: "rgb(2 6 23 / 0.75)",
  },
};

/** WCAG AA: body text, and user-interface parts such as the focus outline. */
export const AA_TEXT = 4.5;
export const AA_UI = 3;

/** Every pair of tokens the pages draw one on the other, and the contrast each must reach. */
export const CONTRAST_PAIRS: readonly { front: Token; back: Token; min: number }[] = [
  ...(["foreground", "muted-foreground"] as const).flatMap((front) =>
    (["background", "surface", "surface-muted"] as const).map((back) => ({ front, back, min: AA_TEXT })),
  ),
  // Buttons and the hire-me band; the inverse button swaps the two.
  { front: "accent-foreground", back: "accent", min: AA_TEXT },
  { front: "accent-foreground", back: "accent-hover", min: AA_TEXT },
  // Links, eyebrows and labels.
  ...(["background", "surface", "surface-muted", "accent-soft"] as const).map((back) => ({
    front: "accent-text" as const,
    back,
    min: AA_TEXT,
  })),
  // The focus outline is drawn in the accent (app/app.css, :focus-visible).
  { front: "accent", back: "background", min: AA_UI },
  { front: "accent", back: "surface", min: AA_UI },
];

/**
 * How each mode places the accent. The numbers are the hand-picked indigo palette's
 * (Tailwind's indigo 600/700/50 in light mode, 300/200/950 in dark), so the default accent
 * derives what the site had; another accent is placed the same way.
 */
const MODES = {
  light: {
    /** Where the accent starts: as the owner wrote it. */
    start: (l: number) => l,
    /** The two colours text on the accent may take: white, or the ink of light mode. */
    inks: ["#ffffff", NEUTRALS.light.foreground],
    /** How far the hover moves from the accent, away from the text on it. */
    hoverStep: 0.055,
    /** Links start one hover step darker than the accent: thin strokes read lighter than a filled button. */
    textStep: -0.055,
    /** The soft tint behind highlighted blocks: its lightness, and at most this much chroma, so it stays a tint. */
    soft: { l: 0.962, c: 0.03 },
  },
  dark: {
    /** On a dark page the accent is a light tint of the owner's colour, which takes dark text. */
    start: (l: number) => Math.max(l, 0.785),
    inks: [NEUTRALS.dark.background, "#ffffff"],
    hoverStep: 0.085,
    textStep: 0,
    soft: { l: 0.257, c: 0.09 },
  },
} as const satisfies Record<Mode, unknown>;

const STEP = 0.001;
const clampL = (l: number) => Math.min(1, Math.max(0, l));
const withL = (color: Oklch, l: number) => oklchToHex({ ...color, l: clampL(l) });

/** The accent tokens of one mode. */
function placeAccent(color: Oklch, mode: Mode): Pick<Palette, Extract<Token, `accent${string}`>> {
  const { start, inks, hoverStep, textStep, soft: softAt } = MODES[mode];
  const page = NEUTRALS[mode];
  const l0 = start(color.l);
  // Away from the page: darker on a light page, lighter on a dark one.
  const away = mode === "light" ? -1 : 1;

  /** The hover of an accent at lightness l under an ink: one step further from the ink, or back if there is no room. */
  const hoverOf = (l: number, ink: string) => {
    const fromInk = hexToOklch(ink).l > l ? -1 : 1;
    const target = l + fromInk * hoverStep;
    const l2 = target < 0 || target > 1 ? l - fromInk * hoverStep : target;
    return withL(color, l2);
  };
  const fits = (l: number, ink: string) => {
    const accent = withL(color, l);
    return (
      contrast(ink, accent) >= AA_TEXT &&
      contrast(ink, hoverOf(l, ink)) >= AA_TEXT &&
      contrast(accent, page.background) >= AA_UI &&
      contrast(accent, page.surface) >= AA_UI
    );
  };

  // For each ink, the least lightness change that serves it; the ink needing less wins, then the one reading better.
  let best: { l: number; ink: string; shift: number; reads: number } | undefined;
  for (const ink of inks) {
    for (let shift = 0; shift <= 1; shift += STEP) {
      const l = [l0 + away * shift, l0 - away * shift].map(clampL).find((candidate) => fits(candidate, ink));
      if (l === undefined) continue;
      const reads = contrast(ink, withL(color, l));
      if (!best || shift < best.shift - STEP / 2 || (Math.abs(shift - best.shift) < STEP / 2 && reads > best.reads))
        best = { l, ink, shift, reads };
      break;
    }
  }
  // White text on black, or dark text on white, always fits: there is always a best.
  const { l, ink } = best!;

  const softColor = withL({ ...color, c: Math.min(color.c, softAt.c) }, softAt.l);
  // Links: from their starting lightness, away from the page until they read on every background they sit on.
  const textBacks = [page.background, page.surface, page["surface-muted"], softColor];
  let textL = clampL(l + textStep);
  while (textBacks.some((back) => contrast(withL(color, textL), back) < AA_TEXT) && textL > 0 && textL < 1)
    textL = clampL(textL + away * STEP);

  return {
    accent: withL(color, l),
    "accent-hover": hoverOf(l, ink),
    "accent-foreground": ink,
    "accent-soft": softColor,
    "accent-text": withL(color, textL),
  };
}

/** The pairs of a palette below their contrast, described; empty when every pair reads. */
export function contrastFailures(palette: Palette): string[] {
  return CONTRAST_PAIRS.flatMap(({ front, back, min }) => {
    const ratio = contrast(palette[front], palette[back]);
    return ratio >= min ? [] : [`${front} ${palette[front]} on ${back} ${palette[back]}: ${ratio.toFixed(2)}:1, needs ${min}:1`];
  });
}

/** Both modes' colour tokens from one accent (#rrggbb). Throws if any pair would fall short of AA. */
export function deriveTheme(accent: string): DerivedTheme {
  const color = hexToOklch(accent);
  const theme = {} as DerivedTheme;
  for (const mode of ["light", "dark"] as const) {
    const palette = { ...NEUTRALS[mode], ...placeAccent(color, mode) };
    const failures = contrastFailures(palette);
    if (failures.length)
      throw new Error(`The accent ${accent} gives ${mode} mode colours that do not meet WCAG AA:\n  ${failures.join("\n  ")}`);
    // In the order of TOKENS, which is the stylesheet's.
    theme[mode] = Object.fromEntries(TOKENS.map((token) => [token, palette[token]])) as Palette;
  }
  return theme;
}
