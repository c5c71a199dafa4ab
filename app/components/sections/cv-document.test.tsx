// @vitest-environment node
import { Document, Page, renderToBuffer, Text } from "@react-pdf/renderer";
import { inflateSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { pageData } from "~/data/index.server";
import { loadWords } from "~/lib/dictionaries";
import { bn as bnWords } from "~/lib/words.bn";
import { en as words } from "~/lib/words";

const { projects, resume, services, site } = await pageData("en");
import type { Resume, Site } from "~/data/schema";
import { collisions, readPdf, type PdfContents } from "../../../e2e/pdf-text";
import { CvDocument } from "./cv-document.server";

const HEADINGS = ["Profile", "Experience", "Skills", "Tools", "Services", "Selected projects"];

// 60 letters without a break, as a pasted link or a compound word might be.
const LONG_WORD = "Rechtsschutzversicherungsgesellschaftsvertragsbedingungen".padEnd(60, "x");

/** The demo content with every field the layout has to fit made as long as it could plausibly be. */
const longSite: Site = {
  ...site,
  name: "Zoë Łukasiewicz-Ştefănescu Arif Mohammad Hossain Chowdhury Talukder",
  title: "Senior Full-Stack Web Designer, Developer, Accessibility Consultant & Technical Lead for Product Teams on Three Continents",
  email: "a.very.long.mailbox.name.for.the.owner@an-unusually-long-domain-name.example.com",
};
const longResume: Resume = {
  ...resume,
  experienceText: `${resume.experienceText} ${LONG_WORD} ${resume.experienceText}`,
  experiences: [
    ...resume.experiences.map((experience, index) => ({
      ...experience,
      title: `${experience.title}, Principal Engineer and Head of Design Systems, Platform and Web Performance`,
      organisation: `${experience.organisation} · The International Consortium of Agencies, Studios and Independent Consultants${index === 0 ? ` ${LONG_WORD}` : ""}`,
      date: `September 20${20 - index} – December 20${23 - index} (part-time, remote)`,
    })),
    { ...resume.experiences[0]!, title: LONG_WORD, organisation: LONG_WORD, date: LONG_WORD },
  ],
  skills: [
    ...resume.skills,
    ...resume.skills.map((skill) => ({ ...skill, name: `Advanced ${skill.name} for Large Teams` })),
    ...resume.skills.map((skill) => ({ ...skill, name: `${skill.name} Workshops` })),
    { ...resume.skills[0]!, name: LONG_WORD },
  ],
  tools: [...resume.tools, ...resume.tools.map((tool) => ({ ...tool, name: `${tool.name} ${LONG_WORD}` }))],
};

async function render(content: { site: Site; resume: Resume }): Promise<PdfContents> {
  const buffer = await renderToBuffer(
    <CvDocument site={content.site} resume={content.resume} projects={projects} services={services} words={words} />,
  );
  return readPdf(new Uint8Array(buffer));
}

/** Text as compared here: case folded (headings are set in capitals), line-end hyphens and white space evened out. */
function normalise(text: string): string {
  return text.replace(/-\s+/g, "").replace(/\s+/g, " ").trim().toLocaleLowerCase("en");
}

/** Where each expected string is found, searching on from the previous one; -1 for one not found in that order. */
function positions(pdf: PdfContents, expected: string[]): number[] {
  const text = normalise(pdf.pages.map((page) => page.text).join(" "));
  let from = 0;
  return expected.map((part) => {
    const at = text.indexOf(normalise(part), from);
    if (at >= 0) from = at + 1;
    return at;
  });
}

/** The words drawn outside the page's margins. */
function outsideMargins(pdf: PdfContents): string[] {
  return pdf.pages.flatMap((page) =>
    page.words
      .filter((word) => word.left < 24 || word.right > page.width - 24 || word.bottom < 12 || word.top > page.height - 24)
      .map((word) => `page ${page.number}: "${word.text}"`),
  );
}

function describeCollisions(pdf: PdfContents): string[] {
  return collisions(pdf.pages).map(([a, b]) => `page ${a.page}: "${a.text}" collides with "${b.text}"`);
}

describe.each([
  { label: "the demo content", content: { site, resume }, maxPages: 2 },
  { label: "very long content", content: { site: longSite, resume: longResume }, maxPages: 4 },
])("the CV PDF of $label", ({ content, maxPages }) => {
  let pdf: PdfContents;
  beforeAll(async () => {
    pdf = await render(content);
  }, 30_000);

  it("is an A4 document of at most a few pages", () => {
    expect(pdf.pages.length).toBeGreaterThanOrEqual(1);
    expect(pdf.pages.length).toBeLessThanOrEqual(maxPages);
    for (const page of pdf.pages) {
      expect(page.width).toBeCloseTo(595.28, 0);
      expect(page.height).toBeCloseTo(841.89, 0);
    }
  });

  it("embeds every font it uses, as a subset", () => {
    for (const page of pdf.pages) {
      expect(page.fonts.length).toBeGreaterThan(0);
      for (const font of page.fonts) {
        expect(font, `font ${font.name} on page ${page.number}`).toMatchObject({ missingFile: false });
        // A subset's name carries a six-letter tag: "ABCDEF+Inter-Regular".
        expect(font.name).toMatch(/^[A-Z]{6}\+Inter/);
      }
    }
  });

  it("says whose CV it is, in which language", () => {
    expect(pdf.info.Title).toBe(`${content.site.name}, CV`);
    expect(pdf.info.Author).toBe(content.site.name);
    expect(pdf.info.Subject).toBe(content.site.title);
    expect(pdf.info.Language).toBe(content.site.language);
  });

  it("reads in order: name, title, contact line, then each section", () => {
    const expected = [
      content.site.name,
      content.site.title,
      content.site.email,
      HEADINGS[0]!,
      HEADINGS[1]!,
      ...content.resume.experiences.flatMap((experience) => [experience.title, experience.organisation, experience.date]),
      HEADINGS[2]!,
      ...content.resume.skills.map((skill) => skill.name),
      ...HEADINGS.slice(3),
      ...projects.slice(0, 5).map((project) => project.title),
    ];
    const found = positions(pdf, expected);
    expect(expected.filter((_, index) => found[index] === -1)).toEqual([]);
  });

  it("draws no text over other text", () => {
    expect(describeCollisions(pdf)).toEqual([]);
  });

  it("keeps all text inside the page's margins", () => {
    expect(outsideMargins(pdf)).toEqual([]);
  });
});

// Only where the content has Bengali pages (site.ts `languages`): an English-only owner has no Bengali CV.
describe.skipIf(!site.languages.includes("bn"))("the Bengali CV PDF", () => {
  let pdf: PdfContents;
  let bn: Awaited<ReturnType<typeof pageData>>;
  beforeAll(async () => {
    bn = await pageData("bn");
    const words = await loadWords("bn");
    const site = { ...bn.site, language: "bn" };
    const buffer = await renderToBuffer(
      <CvDocument site={site} resume={bn.resume} projects={bn.projects} services={bn.services} words={words} />,
    );
    pdf = await readPdf(new Uint8Array(buffer));
  }, 30_000);

  it("says whose CV it is, in Bengali", () => {
    expect(pdf.info.Title).toBe(bnWords.cv.documentTitle(bn.site.name));
    expect(pdf.info.Author).toBe(bn.site.name);
    expect(pdf.info.Language).toBe("bn");
  });

  it("embeds Noto Sans Bengali as a subset, so its text is selectable and searchable", () => {
    const names = pdf.pages.flatMap((page) => page.fonts.map((font) => font.name));
    expect(names.some((name) => /^[A-Z]{6}\+NotoSansBengali-Regular$/.test(name))).toBe(true);
    const text = pdf.pages.map((page) => page.text).join(" ");
    expect([...text].filter((char) => /[\u0980-\u09FF]/.test(char)).length).toBeGreaterThan(500);
  });

  it("keeps all text inside the page's margins", () => {
    expect(outsideMargins(pdf)).toEqual([]);
  });
});

// react-pdf moves a glyph by its font's mark positioning (GPOS) in the wrong units, and drops the
// vertical part: a Bengali vowel sign or below-base letter lands beside its letter, not under it.
// patches/@react-pdf+render+*.patch and @react-pdf+textkit+*.patch fix both (docs/decisions/017-two-languages.md).
describe("Bengali letters placed by the font's positioning", () => {
  it("draws the below-base ra of প্র under its letter, where the font puts it", async () => {
    const buffer = await renderToBuffer(
      <Document>
        <Page size="A6" style={{ fontFamily: "Noto Sans Bengali", fontSize: 30, padding: 20 }}>
          <Text>প্রকল্প</Text>
        </Page>
      </Document>,
    );
    const streams = [
      ...Buffer.from(buffer)
        .toString("latin1")
        .matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g),
    ].flatMap(([, data]) => {
      try {
        return [inflateSync(Buffer.from(data!, "latin1")).toString("latin1")];
      } catch {
        return [];
      }
    });
    const text = streams.find((stream) => stream.includes("TJ"))!;
    // Each glyph the font moves is drawn at its own text matrix (Tm): the first at the line's start,
    // ra-phala (advance 0, x offset -716 of 1000 after প's 764) at 1.44 pt, 0.75 pt lower.
    const moves = [...text.matchAll(/1 0 0 1 ([-\d.]+) ([-\d.]+) Tm/g)].map(([, x, y]) => [Number(x), Number(y)] as const);
    const [start, raPhala] = moves;
    expect(raPhala![0] - start![0]).toBeCloseTo(((764 - 716) / 1000) * 30, 1);
    expect(Math.abs(raPhala![1] - start![1])).toBeCloseTo((25 / 1000) * 30, 1);
  });
});
