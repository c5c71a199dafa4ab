// @vitest-environment node
import { describe, expect, it, vi } from "vitest";
import { themeSchema } from "../../app/data/schema/index.ts";
import { theme as demo } from "../../app/content/theme.ts";
import { contrast } from "../../app/lib/color.ts";
import { CONTRAST_PAIRS, deriveTheme, FONT_STACKS, TOKENS } from "../../app/lib/theme.ts";
import { theme as secondOwner } from "../../tests/fixtures/second-owner/theme.ts";
import { contentPath } from "../../app/data/content-dir.ts";
import { checkOne } from "../../app/data/validate.ts";
import { readTheme, theme as themePlugin, THEME_MODULE, themeCss } from "./theme.ts";

/** The declarations of each rule of a stylesheet, by selector (a rule in `@media q` as "@media q selector"). */
function rules(css: string) {
  const found = new Map<string, Map<string, string>>();
  const flat = css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(
      /@media([^{]+)\{\s*([^{}]+)\{([^}]*)\}\s*\}/g,
      (_, query: string, selector: string, body: string) => `@media${query.trimEnd()} ${selector.trim()} {${body}}`,
    );
  for (const [, selector, body] of flat.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = body!
      .split(";")
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(":")).trim(), line.slice(line.indexOf(":") + 1).trim()] as const);
    found.set(selector!.trim(), new Map(declarations));
  }
  return found;
}

const OWNERS = { "the demo (app/content)": demo, "the second owner (tests/fixtures/second-owner)": secondOwner };

describe("themeCss", () => {
  for (const [owner, input] of Object.entries(OWNERS)) {
    it(`writes ${owner}'s tokens for both modes, every text pair meeting AA, and its font`, () => {
      const theme = themeSchema.parse(input);
      const css = rules(themeCss(theme));
      const withoutScript = "@media (scripting: none) and (prefers-color-scheme: dark) :root";
      expect([...css.keys()]).toEqual([":root", ".dark", withoutScript]);
      // A page without JavaScript has no script to set `.dark`: on a dark system, :root takes its tokens.
      expect(Object.fromEntries(css.get(withoutScript)!)).toEqual(Object.fromEntries(css.get(".dark")!));
      for (const [selector, scheme] of [
        [":root", "light"],
        [".dark", "dark"],
      ] as const) {
        const declared = css.get(selector)!;
        expect(declared.get("color-scheme")).toBe(scheme);
        const token = (name: string) => declared.get(`--${name}`) ?? "";
        for (const name of TOKENS) expect(token(name), `${selector} --${name}`).not.toBe("");
        // The pairs as the stylesheet has them, not as the derivation meant them.
        const short = CONTRAST_PAIRS.filter(({ front, back, min }) => !(contrast(token(front), token(back)) >= min)).map(
          ({ front, back }) => `${selector} ${front} on ${back}`,
        );
        expect(short).toEqual([]);
      }
      expect(css.get(":root")!.get("--font-sans")).toBe(FONT_STACKS[theme.font]);
      expect(css.get(":root")!.get("--accent")).toBe(deriveTheme(theme.accent).light.accent);
      expect(css.get(".dark")!.get("--accent")).toBe(deriveTheme(theme.accent).dark.accent);
    });
  }

  it("stays outside any cascade layer, so it wins over Tailwind's @layer theme", () => {
    expect(themeCss(themeSchema.parse(demo))).not.toMatch(/@layer|@import|!important/);
  });

  it("gives the second owner other colours and another font than the demo", () => {
    const [a, b] = [demo, secondOwner].map((input) => rules(themeCss(themeSchema.parse(input))).get(":root")!);
    expect(a!.get("--accent")).not.toBe(b!.get("--accent"));
    expect(a!.get("--font-sans")).not.toBe(b!.get("--font-sans"));
  });
});

describe("the theme file", () => {
  it("is read from the content folder and checked", async () => {
    const theme = await readTheme();
    expect(theme.accent).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(Object.keys(FONT_STACKS)).toContain(theme.font);
  });

  it("stops the build on a colour or font the site does not know, naming the file and the field", () => {
    const check = (value: unknown) => checkOne("app/content/theme.ts", themeSchema, value);
    expect(() => check({ accent: "indigo" })).toThrow(/theme\.ts:\n {2}field "accent": must be a colour written #rrggbb/);
    expect(() => check({ accent: "#4f46e5", font: "Comic Sans" })).toThrow(/field "font"/);
    expect(check({ accent: "#4f46e5" }).font).toBe("system-ui");
  });

  it("offers the fonts the derivation has stacks for, no more and no fewer", () => {
    expect([...themeSchema.shape.font.unwrap().options].sort()).toEqual(Object.keys(FONT_STACKS).sort());
  });
});

describe("the plugin", () => {
  it(`serves ${THEME_MODULE} from the content folder's theme.ts, and watches that file`, async () => {
    const plugin = themePlugin();
    const resolveId = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string | null>;
    const resolved = resolveId(THEME_MODULE);
    expect(resolved).toBe(`\0${THEME_MODULE}`);
    expect(resolveId("./app.css")).toBeNull();
    const addWatchFile = vi.fn();
    expect(await load.call({ addWatchFile }, resolved!)).toBe(themeCss(await readTheme()));
    expect(addWatchFile).toHaveBeenCalledWith(contentPath("theme.ts"));
    expect(await load.call({ addWatchFile }, "/app/app.css")).toBeNull();
  });
});
