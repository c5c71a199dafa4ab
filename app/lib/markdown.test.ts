import { describe, expect, it, vi } from "vitest";
import { headingIds, markdownToHtml, type MarkdownWords, PAGE_IDS } from "./markdown";

const words: MarkdownWords = {
  copy: "Copy",
  copyCode: (language) => (language ? `Copy the ${language} code` : "Copy the code"),
  plainText: "Text",
  languageNames: { shellsession: "Shell session" },
  linkToSection: (heading) => `Link to this section: ${heading}`,
};

const parse = (html: string) => new DOMParser().parseFromString(html, "text/html");

describe("headingIds", () => {
  it("makes Latin headings lower case, with hyphens for spaces and no punctuation", () => {
    const id = headingIds([]);
    expect(id("Hosting")).toBe("hosting");
    expect(id("1. Choose a host, then a theme!")).toBe("1-choose-a-host-then-a-theme");
    expect(id("Node.js & npm")).toBe("nodejs-npm");
    expect(id("What's “fast”?")).toBe("whats-fast");
  });

  it("keeps Bengali letters, vowel signs and digits, and drops the danda", () => {
    const id = headingIds([]);
    expect(id("কেন দ্রুত সাইট দরকার?")).toBe("কেন-দ্রুত-সাইট-দরকার");
    expect(id("১. হোস্টিং")).toBe("১-হোস্টিং");
    expect(id("শেষ কথা।")).toBe("শেষ-কথা");
  });

  it("gives the same id to the same text however its letters are composed", () => {
    // "ো" as one code point, and as "ে" + "া": NFC makes them one.
    const composed = "ব\u09cbঝা";
    const decomposed = "ব\u09c7\u09beঝা";
    expect(composed).not.toBe(decomposed);
    expect(headingIds([])(decomposed)).toBe(headingIds([])(composed));
  });

  it("drops emoji without leaving a hyphen at either end", () => {
    const id = headingIds([]);
    expect(id("🚀 Launch day")).toBe("launch-day");
    expect(id("Done ✅")).toBe("done");
  });

  it("numbers repeated headings, first one bare", () => {
    const id = headingIds([]);
    expect([id("Setup"), id("Setup"), id("setup!"), id("Setup-1")]).toEqual(["setup", "setup-1", "setup-2", "setup-1-1"]);
  });

  it("never gives an empty id: a heading of emoji or punctuation only is a numbered section", () => {
    const id = headingIds([]);
    expect([id("🚀"), id("?!"), id(""), id("   ")]).toEqual(["section", "section-1", "section-2", "section-3"]);
  });

  it("never takes an id the page around the text already uses", () => {
    const id = headingIds();
    for (const reserved of PAGE_IDS) expect(id(reserved)).not.toBe(reserved);
    expect(headingIds()("Main")).toBe("main-1");
  });

  it("gives the same ids on every run", () => {
    const texts = ["Intro", "শুরু", "Intro", "🚀"];
    expect(texts.map(headingIds())).toEqual(texts.map(headingIds()));
  });
});

describe("markdownToHtml", () => {
  it("gives each ## and ### an id and a named link to itself, and lists them", () => {
    const { html, headings } = markdownToHtml("## First *part*\n\ntext\n\n### A detail\n\n#### Not listed\n\n## শেষ কথা", words);
    expect(headings).toEqual([
      { depth: 2, text: "First part", id: "first-part" },
      { depth: 3, text: "A detail", id: "a-detail" },
      { depth: 2, text: "শেষ কথা", id: "শেষ-কথা" },
    ]);
    const doc = parse(html);
    const first = doc.getElementById("first-part")!;
    expect(first.tagName).toBe("H2");
    // The heading's own text is its name: the link sits beside it.
    expect(first.textContent).toBe("First part");
    const link = first.nextElementSibling as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("#first-part");
    expect(link.getAttribute("aria-label")).toBe("Link to this section: First part");
    expect(doc.querySelector("h4")?.id).toBe("");
  });

  it("highlights code with colour classes, no style attribute, and a label and a hidden copy button", () => {
    const { html } = markdownToHtml("```ts\nconst answer: number = 42; // the answer\n```", words);
    expect(html).not.toContain("style=");
    const doc = parse(html);
    const block = doc.querySelector(".code-block")!;
    expect(block.querySelector(".code-bar span")?.textContent).toBe("TypeScript");
    const button = block.querySelector("button")!;
    expect(button.type).toBe("button");
    expect(button.hidden).toBe(true);
    expect(button.getAttribute("aria-label")).toBe("Copy the TypeScript code");
    const pre = block.querySelector("pre")!;
    expect(pre.getAttribute("tabindex")).toBe("0");
    expect(pre.textContent).toBe("const answer: number = 42; // the answer");
    const classes = new Set([...pre.querySelectorAll("span")].map((span) => span.className));
    expect(classes.size).toBeGreaterThan(2);
    for (const name of classes) expect(name).toMatch(/^(t[ld]\d+ ?)+( t[ib])*$/);
  });

  it("names a language in the reader's words where they have their own", () => {
    const doc = parse(markdownToHtml("```console\n$ npm ci\n```", { ...words, languageNames: { shellsession: "শেল সেশন" } }).html);
    expect(doc.querySelector(".code-bar span")?.textContent).toBe("শেল সেশন");
  });

  it("keeps code exactly, markup characters included", () => {
    const code = 'echo "<b>&amp;</b>" > out.html';
    const doc = parse(markdownToHtml("```bash\n" + code + "\n```", words).html);
    expect(doc.querySelector("pre code")?.textContent).toBe(code);
    expect(doc.querySelector(".code-bar span")?.textContent).toBe("Bash");
  });

  it("shows code in a language it does not highlight plainly, under the fence's name, and says so at build", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const doc = parse(markdownToHtml("```brainfuck\n+[-->-[>>+>-----<<]<--<---]\n```\n\n```\nplain\n```", words).html);
    const [named, bare] = [...doc.querySelectorAll(".code-block")];
    expect(named!.querySelector(".code-bar span")?.textContent).toBe("brainfuck");
    expect(named!.querySelector("pre span")).toBeNull();
    expect(bare!.querySelector(".code-bar span")?.textContent).toBe("Text");
    expect(bare!.querySelector("button")?.getAttribute("aria-label")).toBe("Copy the code");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"brainfuck" is shown without colours'));
    warn.mockRestore();
  });

  it("opens links that leave the site in a new tab with a safe rel", () => {
    const doc = parse(markdownToHtml("[out](https://example.org) and [in](/about)", words).html);
    const [out, inside] = [...doc.querySelectorAll("a")];
    expect(out!.getAttribute("rel")).toBe("noopener noreferrer");
    expect(inside!.hasAttribute("target")).toBe(false);
  });
});
