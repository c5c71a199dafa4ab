import { describe, expect, it } from "vitest";
import { classesOf, nameClasses, renameCss, renameScript, unrenamedIn, type Known } from "./short-class-names.ts";

const CSS = String.raw`
@layer components {
  .star-rating { display: inline-block }
}
@layer utilities {
  .flex { display: flex }
  .px-4 { padding-inline: 1rem }
  .hover\:bg-accent:hover { background: red }
  .group-hover\:rotate-45:is(:where(.group):hover *) { rotate: 45deg }
  .\[\&_svg\]\:size-3\.5 svg { width: .875rem }
  .star-rating { color: gold }
  @media (width >= 40rem) {
    .sm\:px-6 { padding-inline: 1.5rem }
  }
}
.outside { color: blue }
`;

describe("classesOf", () => {
  it("offers the utilities only, not a class also used outside them, nor a plain word", () => {
    const { utilities, all } = classesOf(CSS);
    expect(utilities).toEqual(["px-4", "hover:bg-accent", "group-hover:rotate-45", "[&_svg]:size-3.5", "sm:px-6"]);
    expect([...all]).toEqual(expect.arrayContaining(["star-rating", "flex", "group", "outside", "px-4"]));
  });
});

describe("nameClasses", () => {
  it("gives the shortest names to the classes used most, and none that is taken", () => {
    const uses: Record<string, number> = { "px-4": 1, "sm:px-6": 9 };
    const names = nameClasses(["px-4", "sm:px-6", "hover:bg-accent"], (name) => uses[name] ?? 0, new Set(["b"]));
    expect([...names]).toEqual([
      ["sm:px-6", "a"],
      ["px-4", "c"],
      ["hover:bg-accent", "d"],
    ]);
  });

  it("goes on to two letters, and never gives a code block's token prefix", () => {
    const classes = Array.from({ length: 60 }, (_, i) => `w-${i}`);
    const names = [...nameClasses(classes, () => 0, new Set()).values()];
    expect(names.slice(50, 54)).toEqual(["Y", "Z", "aa", "ab"]);
    expect(new Set(names).size).toBe(60);
    const many = [...nameClasses(Array.from({ length: 1300 }, (_, i) => `m-${i}`), () => 0, new Set()).values()];
    expect(many).not.toContain("tl");
    expect(many).not.toContain("td");
  });
});

describe("renameCss", () => {
  it("renames a class wherever a selector names it, escapes and all", () => {
    const names = new Map([
      ["px-4", "a"],
      ["hover:bg-accent", "b"],
      ["[&_svg]:size-3.5", "c"],
      ["sm:px-6", "d"],
      ["group-hover:rotate-45", "e"],
    ]);
    const css = renameCss(CSS, names);
    expect(css).toMatch(/\.a\s*\{/);
    expect(css).toMatch(/\.b:hover\s*\{/);
    expect(css).toMatch(/\.c svg\s*\{/);
    expect(css).toMatch(/\.d\s*\{/);
    expect(css).toMatch(/\.e:is\(:where\(\.group\):hover \*\)/);
    expect(css).toMatch(/\.star-rating/);
    expect(css).not.toMatch(/px-4|bg-accent|size-3|rotate-45/);
  });
});

describe("renameScript", () => {
  const known: Known = {
    map: new Map([
      ["px-4", "a"],
      ["hover:bg-accent", "b"],
      ["sm:px-6", "c"],
    ]),
    classes: new Set(["flex", "px-4", "hover:bg-accent", "sm:px-6", "star-rating"]),
  };
  const rename = (code: string) => renameScript(code, known, "test.js");

  it("renames a string that is a class list, the words it keeps included", () => {
    expect(rename(`el.className = "flex px-4 hover:bg-accent";`)).toBe(`el.className = "flex a b";`);
    expect(rename(`const sizes = { sm: "sm:px-6", lg: 'px-4' };`)).toBe(`const sizes = { sm: "c", lg: "a" };`);
    expect(rename(`cx({ "px-4": on });`)).toBe(`cx({ "a": on });`);
  });

  it("leaves alone a string that names none of the renamed classes", () => {
    expect(rename(`a.rel = "noopener noreferrer"; a.role = "group"; s.display = "flex";`)).toBeNull();
  });

  it("renames the whole words of a template, not one that touches an expression", () => {
    expect(rename("const c = `${base} px-4 sm:px-6`;")).toBe("const c = `${base} a c`;");
    expect(rename("const c = `px-4 ${extra}`;")).toBe("const c = `a ${extra}`;");
    expect(rename("const c = `hover:bg-accent`;")).toBe("const c = `b`;");
    expect(rename("const c = `px-${n} flex`;")).toBeNull();
  });

  it("stops the build at a string that mixes renamed classes with other words", () => {
    expect(() => rename(`t = "px-4 in the padding";`)).toThrow(/px-4.*among words that are not classes/);
    expect(() => rename("t = `${a} px-4 and more`;")).toThrow(/px-4/);
  });
});

describe("unrenamedIn", () => {
  const names = new Map([["px-4", "a"]]);

  it("finds a class a page still uses by the name the build replaced", () => {
    expect(unrenamedIn(`<div class="a flex"></div><p class="px-4 flex">`, names)).toEqual(["px-4"]);
  });

  it("reads the class lists in a page's data too", () => {
    expect(unrenamedIn(String.raw`["html","<p class=\"px-4\">x</p>"]`, names)).toEqual(["px-4"]);
  });

  it("finds nothing in a page that uses the short names", () => {
    expect(unrenamedIn(`<div class="a flex">px-4 in the text</div>`, names)).toEqual([]);
  });
});
