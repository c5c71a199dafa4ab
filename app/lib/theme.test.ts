import { describe, expect, it } from "vitest";
import { contrast, hexToOklch, oklchToHex } from "./color";
import {
  AA_TEXT,
  AA_UI,
  CONTRAST_PAIRS,
  contrastFailures,
  deriveTheme,
  FONT_STACKS,
  NEUTRALS,
  TOKENS,
  type Palette,
  type Token,
} from "./theme";

/** The demo's accent (app/content/theme.ts); pipeline/vite/theme.test.ts checks every content folder's own. */
const DEMO = "#4f46e5";
/** Accents that cannot be used as they are in one mode or the other. */
const AWKWARD = {
  "pure yellow": "#ffff00",
  "light cyan": "#e0ffff",
  "pure red": "#ff0000",
  "near black": "#111111",
  "near white": "#f5f5f5",
  grey: "#808080",
  "short hex": "#0f0",
  teal: "#0d9488",
  orange: "#c2410c",
};

/**
 * The pairs the pages draw, written out here rather than read from CONTRAST_PAIRS, so that a
 * pair dropped from that list is still checked.
 */
const REQUIRED: [front: Token, back: Token, min: number][] = [
  ["foreground", "background", AA_TEXT],
  ["foreground", "surface", AA_TEXT],
  ["foreground", "surface-muted", AA_TEXT],
  ["muted-foreground", "background", AA_TEXT],
  ["muted-foreground", "surface", AA_TEXT],
  ["muted-foreground", "surface-muted", AA_TEXT],
  ["accent-foreground", "accent", AA_TEXT],
  ["accent-foreground", "accent-hover", AA_TEXT],
  ["accent-text", "background", AA_TEXT],
  ["accent-text", "surface", AA_TEXT],
  ["accent-text", "surface-muted", AA_TEXT],
  ["accent-text", "accent-soft", AA_TEXT],
  // The focus outline, drawn in --accent.
  ["accent", "background", AA_UI],
  ["accent", "surface", AA_UI],
];

/** The distance of two colours in OKLab: below 0.02 the eye barely tells them apart. */
function distance(a: string, b: string) {
  const [x, y] = [hexToOklch(a), hexToOklch(b)];
  const lab = ({ l, c, h }: typeof x) => [l, c * Math.cos((h * Math.PI) / 180), c * Math.sin((h * Math.PI) / 180)];
  const [p, q] = [lab(x), lab(y)];
  return Math.hypot(p[0]! - q[0]!, p[1]! - q[1]!, p[2]! - q[2]!);
}

describe("colour maths", () => {
  it("reads hex colours as OKLCH", () => {
    expect(hexToOklch("#ffffff")).toMatchObject({ l: expect.closeTo(1, 3), c: expect.closeTo(0, 3) });
    expect(hexToOklch("#000000")).toMatchObject({ l: expect.closeTo(0, 3), c: expect.closeTo(0, 3) });
    // CSS Color 4's value for red: oklch(62.8% 0.2577 29.23).
    expect(hexToOklch("#ff0000")).toMatchObject({ l: expect.closeTo(0.628, 3), c: expect.closeTo(0.2577, 3), h: expect.closeTo(29.23, 1) });
  });

  it("writes OKLCH back as the same hex", () => {
    for (const hex of ["#4f46e5", "#0f766e", "#b45309", "#ffffff", "#000000", "#808080", "#ffff00"])
      expect(oklchToHex(hexToOklch(hex))).toBe(hex);
  });

  it("brings a colour outside sRGB in by its chroma, keeping its lightness and hue", () => {
    const wanted = { l: 0.8, c: 0.4, h: 264 };
    const got = hexToOklch(oklchToHex(wanted));
    expect(got.l).toBeCloseTo(0.8, 2);
    expect(got.h).toBeCloseTo(264, 0);
    expect(got.c).toBeLessThan(0.4);
  });

  it("measures WCAG contrast, and finds pairs that fail", () => {
    expect(contrast("#ffffff", "#000000")).toBeCloseTo(21, 5);
    expect(contrast("#4f46e5", "#ffffff")).toBeCloseTo(6.29, 2);
    expect(contrast("#ffffff", "#4f46e5")).toBe(contrast("#4f46e5", "#ffffff"));
    // The classic near miss: #777 on white is 4.48:1, just under AA.
    expect(contrast("#777777", "#ffffff")).toBeLessThan(AA_TEXT);
    expect(contrast("#767676", "#ffffff")).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe("the checked pairs", () => {
  it("include every pair the pages draw", () => {
    for (const [front, back, min] of REQUIRED) expect(CONTRAST_PAIRS).toContainEqual({ front, back, min });
  });

  it("report a palette whose pairs fall short", () => {
    const palette = { ...deriveTheme(DEMO).light, "accent-text": "#777777", accent: "#fde047" } satisfies Palette;
    const failures = contrastFailures(palette);
    expect(failures).toContainEqual(expect.stringMatching(/^accent-text #777777 on background #ffffff: 4\.48:1, needs 4\.5:1$/));
    expect(failures).toContainEqual(expect.stringMatching(/^accent #fde047 on background/));
    expect(failures).toContainEqual(expect.stringMatching(/^accent-foreground #ffffff on accent #fde047/));
  });
});

describe("deriveTheme", () => {
  for (const [name, accent] of [["the demo's accent", DEMO], ...Object.entries(AWKWARD)] as const) {
    for (const mode of ["light", "dark"] as const) {
      it(`${name} (${accent}), ${mode} mode: every pair meets AA`, () => {
        const palette = deriveTheme(accent)[mode];
        expect(Object.keys(palette)).toEqual([...TOKENS]);
        const short = REQUIRED.filter(([front, back, min]) => !(contrast(palette[front], palette[back]) >= min)).map(
          ([front, back]) =>
            `${front} ${palette[front]} on ${back} ${palette[back]}: ${contrast(palette[front], palette[back]).toFixed(2)}`,
        );
        expect(short).toEqual([]);
      });
    }
  }

  it("keeps the accent's hue in every accent token", () => {
    for (const accent of [DEMO, "#ff0000", "#0d9488", "#c2410c", "#ffff00"]) {
      const { h } = hexToOklch(accent);
      for (const palette of Object.values(deriveTheme(accent)))
        for (const token of ["accent", "accent-hover", "accent-soft", "accent-text"] as const) {
          const got = hexToOklch(palette[token]);
          // A very dark or pale tint carries little hue; 8-bit rounding moves it most there.
          const turn = Math.abs(((got.h - h + 540) % 360) - 180);
          expect(turn, `${accent} ${token} ${palette[token]}`).toBeLessThan(got.c > 0.03 ? 3 : 12);
        }
    }
  });

  it("uses the owner's colour as it is in light mode when it already reads", () => {
    expect(deriveTheme(DEMO).light.accent).toBe(DEMO);
    expect(deriveTheme("#c2410c").light.accent).toBe("#c2410c");
    // Pure yellow does not: it is darkened until the focus outline shows on white, and takes dark text.
    const yellow = deriveTheme("#ffff00").light;
    expect(hexToOklch(yellow.accent).l).toBeLessThan(hexToOklch("#ffff00").l);
    expect(yellow["accent-foreground"]).toBe(NEUTRALS.light.foreground);
  });

  it("gives the demo's accent the palette that was picked by hand", () => {
    const handPicked = {
      light: {
        accent: "#4f46e5",
        "accent-hover": "#4338ca",
        "accent-foreground": "#ffffff",
        "accent-soft": "#eef2ff",
        "accent-text": "#4338ca",
      },
      dark: {
        accent: "#a5b4fc",
        "accent-hover": "#c7d2fe",
        "accent-foreground": "#0b1120",
        "accent-soft": "#1e1b4b",
        "accent-text": "#a5b4fc",
      },
    };
    const derived = deriveTheme(DEMO);
    for (const mode of ["light", "dark"] as const)
      for (const [token, hex] of Object.entries(handPicked[mode]))
        expect(distance(derived[mode][token as Token], hex), `${mode} ${token}: ${derived[mode][token as Token]} for ${hex}`).toBeLessThan(
          0.03,
        );
  });

  it("throws on what is not a colour", () => {
    expect(() => deriveTheme("indigo")).toThrow(/not a #rrggbb colour/);
  });
});

describe("font stacks", () => {
  it("are system fonts only, with a Bengali face before the generic family", () => {
    for (const [name, stack] of Object.entries(FONT_STACKS)) {
      const families = stack.split(",").map((family) => family.trim());
      const generic = families.at(-1);
      expect(["sans-serif", "serif"], name).toContain(generic);
      expect(families.slice(0, -1), name).toContain(generic === "serif" ? '"Noto Serif Bengali"' : '"Noto Sans Bengali"');
      expect(stack, name).not.toMatch(/url\(|@font-face/);
    }
  });

  it("keep today's stack as the default", () => {
    expect(FONT_STACKS["system-ui"]).toBe(
      'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, "Noto Sans Bengali", sans-serif',
    );
  });
});
