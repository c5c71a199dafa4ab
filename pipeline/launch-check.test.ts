// @vitest-environment node
// The launch check as the build runs it (its last step, `node pipeline/launch-check.ts`), on the
// content folders of the repository, with the demo's real fingerprint. The demo's values are
// taken from app/content, never written here; where app/content is no longer the demo (an
// owner's copy), the tests about the demo say so and are skipped.
import { spawnSync } from "node:child_process";
import { appendFileSync, copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LaunchContent, loadLaunchContent, picturesOf, readPublicFiles } from "./launch-check/content.ts";
import { featuresSchema } from "../app/data/schema/index.ts";
import { type Fingerprint, fingerprintFileText, fingerprintOf, readFingerprint } from "./launch-check/fingerprint.ts";
import { type Finding, findingsOf } from "./launch-check/findings.ts";
import { DEMO_VARIABLE, isDemoBuild } from "./launch-check/report.ts";

const CHECK = "pipeline/launch-check.ts";
const SECOND_OWNER = "tests/fixtures/second-owner";
const FEATURES_OFF = "tests/fixtures/features-off";

/** How long a test that runs the check in a Node process of its own may take: seconds on a busy machine. */
const SPAWNED_CHECK_MS = 30_000;

/** Runs the check as `npm run build`'s last step does, in an environment of its own: the variables the build's machine sets are left out. */
function runCheck(env: Record<string, string>, args: string[] = []) {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !["CI", "NETLIFY", "CF_PAGES", "VERCEL", "GITHUB_ACTIONS", DEMO_VARIABLE, "CONTENT_DIR"].includes(name),
    ),
  );
  const result = spawnSync(process.execPath, [CHECK, ...args], { env: { ...inherited, ...env }, encoding: "utf8" });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

let fingerprint: Fingerprint;
let demo: LaunchContent;
/** Whether app/content is the demo, as the fingerprint was made from it (not in an owner's copy). */
let appContentIsDemo: boolean;

beforeAll(async () => {
  fingerprint = readFingerprint();
  demo = await loadLaunchContent("app/content");
  appContentIsDemo = fingerprintFileText(fingerprintOf(demo)) === fingerprintFileText(fingerprint);
});

describe("npm run build", { timeout: SPAWNED_CHECK_MS }, () => {
  const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

  it("ends with the launch check, the command these tests run; npm run check is the same", () => {
    expect(scripts.build!.split(" && ").at(-1)).toBe(`node ${CHECK}`);
    expect(scripts.check).toBe(`node ${CHECK}`);
  });
});

describe("the demo's content (app/content)", () => {
  /** The items that stop a build that publishes, in app/content. */
  const blocking = () => findingsOf(demo, fingerprint).filter((finding) => finding.blocking);

  it("stops a build with CI=true without PORTFOLIO_DEMO, and says why", () => {
    if (appContentIsDemo) expect(blocking().length).toBeGreaterThan(0);
    const { code, err } = runCheck({ CI: "true" });
    if (!blocking().length) return expect(code).toBe(0);
    expect(code).toBe(1);
    expect(err).toMatch(
      /^Launch check: not publishing\. This build publishes \(CI=true\), and \d+ items? under "Who you are, and where messages go"/m,
    );
    expect(err).toContain('app/content/README.md, "Before you launch"');
  });

  it("lets the same build go on with PORTFOLIO_DEMO=1", () => {
    const { code, out } = runCheck({ CI: "true", [DEMO_VARIABLE]: "1" });
    expect(code).toBe(0);
    if (blocking().length) expect(out).toMatch(/PORTFOLIO_DEMO is set, so this build is the demo's own/);
  });

  it("prints its list as warnings and goes on where nothing publishes (npm start, npm test on a computer)", () => {
    const { code, out, err } = runCheck({});
    expect(code).toBe(0);
    const findings = findingsOf(demo, fingerprint);
    const printed = findings.length ? err : out;
    expect(printed.trim().split("\n").at(-1)).toMatch(/^Launch check \(app\/content\): /);
    for (const finding of findings.slice(0, 5))
      expect(printed).toContain(`${finding.file}${finding.field ? ` ${finding.field}` : ""}: ${finding.message}`);
  });

  it("is found out in every group the fingerprint knows", () => {
    if (!appContentIsDemo) return;
    const kinds = new Set(findingsOf(demo, fingerprint).map((finding) => finding.kind));
    for (const kind of ["identity", "delivery", "entry", "picture", "words", "mention", "legal"]) expect(kinds).toContain(kind);
  });
});

describe("the demo's fingerprint (pipeline/launch-check/demo-fingerprint.json)", () => {
  // In an owner's copy, app/content is the owner's and differs from the demo's fingerprint, as it should:
  // only the demo's own repository (PORTFOLIO_DEMO=1: its CI, .ci/run) holds it to app/content.
  it.runIf(isDemoBuild(process.env))("is app/content's: run `PORTFOLIO_DEMO=1 npm run check:fingerprint` after changing the demo", () => {
    expect(fingerprintFileText(fingerprintOf(demo))).toBe(fingerprintFileText(fingerprint));
  });

  it("holds sha256 hashes only", () => {
    const { words, hashes } = fingerprint.phrases;
    const all = [
      fingerprint.identity,
      ...Object.values(fingerprint.entries),
      fingerprint.videos,
      fingerprint.texts,
      fingerprint.pictures,
      fingerprint.legal,
      hashes,
    ].flat();
    expect(all.length).toBeGreaterThan(0);
    for (const hash of all) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const count of words) expect(Number.isInteger(count)).toBe(true);
  });

  it("is the only place the check knows the demo by: no value of the demo is written in the check's code", () => {
    if (!appContentIsDemo) return;
    const { site } = demo;
    const values = [
      site.name.en,
      site.email,
      site.phone,
      new URL(site.url).hostname,
      site.address.street.en,
      ...site.socials.map((social) => new URL(social.url).pathname.replace(/^\/+|\/+$/g, "")),
      ...demo.projects.map((project) => project.title.en),
      ...demo.posts.map((post) => post.id),
      ...demo.testimonials.map((testimonial) => testimonial.name.en),
      ...demo.resume.experiences.map((experience) => experience.organisation.en),
      ...(demo.banner.videoId ? [demo.banner.videoId] : []),
    ].map((value) => value.toLowerCase());
    const sources = [
      CHECK,
      ...readdirSync("pipeline/launch-check")
        .filter((name) => name.endsWith(".ts"))
        .map((name) => `pipeline/launch-check/${name}`),
    ];
    for (const source of sources) {
      const code = readFileSync(source, "utf8").toLowerCase();
      for (const value of values) expect(code.includes(value), `${source} names ${value}`).toBe(false);
    }
  });
});

describe("the test owners", { timeout: SPAWNED_CHECK_MS }, () => {
  // Each content folder has its own pictures and icons, in its public/: the second owner's are
  // drawn for it (tests/fixtures/second-owner-pictures.ts), and features-off links to them.
  it("the second owner (tests/fixtures/second-owner) has no findings", async () => {
    expect(findingsOf(await loadLaunchContent(SECOND_OWNER), fingerprint)).toEqual([]);
  });

  it("the owner with the optional features switched off (tests/fixtures/features-off) likewise", async () => {
    expect(findingsOf(await loadLaunchContent(FEATURES_OFF), fingerprint)).toEqual([]);
  });

  it("every picture the second owner's content names, shown or not, is a file of its public/ at its proportions", async () => {
    const owner = await loadLaunchContent(SECOND_OWNER);
    // Every optional feature on, so that the pictures of the features it switched off are checked too.
    const everything = { ...owner, site: { ...owner.site, features: featuresSchema.parse({}) } };
    const files = await readPublicFiles(
      picturesOf(everything).map(({ image }) => image.src),
      join(SECOND_OWNER, "public"),
    );
    const pictures = findingsOf({ ...everything, files: { ...owner.files, ...files } }, fingerprint).filter((finding) =>
      ["picture", "size"].includes(finding.kind),
    );
    expect(pictures).toEqual([]);
    expect(Object.keys(files).length).toBeGreaterThan(20);
  });
});

describe("a copy of the second owner with one demo item put back", { timeout: SPAWNED_CHECK_MS }, () => {
  const copies: string[] = [];
  /** A copy of the second owner's folder (its public/ too), each file given its line of JavaScript at the end. */
  const copyWith = (lines: Record<string, string>) => {
    const copy = mkdtempSync(join(tmpdir(), "launch-check-"));
    copies.push(copy);
    cpSync(SECOND_OWNER, copy, { recursive: true });
    for (const [file, line] of Object.entries(lines)) appendFileSync(join(copy, file), `\n${line}\n`);
    return copy;
  };
  /** A folder's findings, as `npm run check -- --json` gives them for CONTENT_DIR=<folder>. */
  const findingsIn = (folder: string) => {
    const { code, out, err } = runCheck({ CONTENT_DIR: folder }, ["--json"]);
    expect(err).toBe("");
    expect(code).toBe(0);
    return JSON.parse(out) as Finding[];
  };
  afterAll(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true });
  });

  it("an unchanged copy has no findings, and its check says ready", () => {
    const copy = copyWith({});
    expect(findingsIn(copy)).toEqual([]);
    const { code, out } = runCheck({ CONTENT_DIR: copy });
    expect(code).toBe(0);
    expect(out).toMatch(/: ready\./);
  });

  it('the contact form back in "demo": exactly that item, and it stops a publishing build', () => {
    const copy = copyWith({ "forms.ts": 'Object.assign(forms.contact, { delivery: "demo" });' });
    expect(findingsIn(copy)).toEqual([
      expect.objectContaining({ kind: "delivery", file: `${copy}/forms.ts`, field: "contact.delivery", blocking: true }),
    ]);
    expect(runCheck({ CONTENT_DIR: copy, CI: "true" }).code).toBe(1);
    expect(runCheck({ CONTENT_DIR: SECOND_OWNER, CI: "true" }).code).toBe(0);
  });

  it("the demo's email back in site.ts: exactly that item", () => {
    if (!appContentIsDemo) return;
    const copy = copyWith({ "site.ts": `Object.assign(site, { email: ${JSON.stringify(demo.site.email)} });` });
    expect(findingsIn(copy)).toEqual([
      expect.objectContaining({ kind: "identity", file: `${copy}/site.ts`, field: "email", blocking: true }),
    ]);
  });

  it("a demo project back in projects.ts: exactly that item", () => {
    if (!appContentIsDemo) return;
    const title = JSON.stringify(demo.projects[0]!.title.en);
    const copy = copyWith({ "projects.ts": `Object.assign(projects[1], { title: ${title} });` });
    expect(findingsIn(copy)).toEqual([expect.objectContaining({ kind: "entry", file: `${copy}/projects.ts`, field: "[1]" })]);
  });

  it("the demo's banner picture back in its public/: exactly that item, naming the copy's file", () => {
    if (!appContentIsDemo) return;
    const { src, width, height } = demo.banner.image;
    const copy = copyWith({ "banner.ts": `Object.assign(banner.image, ${JSON.stringify({ src: "/images/banner.svg", width, height })});` });
    copyFileSync(join("app/content/public", src), join(copy, "public/images/banner.svg"));
    const found = findingsIn(copy);
    expect(found).toEqual([expect.objectContaining({ kind: "picture", file: `${copy}/banner.ts`, field: "image.src" })]);
    expect(found[0]!.message).toContain(`(${copy}/public/images/banner.svg)`);
  });

  it("the demo's favicon back in its public/: exactly that item", () => {
    if (!appContentIsDemo) return;
    const copy = copyWith({});
    copyFileSync("app/content/public/favicon.svg", join(copy, "public/favicon.svg"));
    expect(findingsIn(copy)).toEqual([expect.objectContaining({ kind: "picture", file: `${copy}/public/favicon.svg`, field: "" })]);
  });
});
