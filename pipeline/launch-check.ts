/**
 * `npm run check`, and the last step of `npm run build`: the launch checklist of the content
 * folder (CONTENT_DIR, app/data/content-dir.ts). It lists, a line an item, what is still the
 * demo's (who the owner is, where the forms send, the demo's entries, pictures and words) and
 * what is missing (Bengali texts, alt text, a picture's true size), and stops a build that
 * publishes while the owner's identity or a form is still the demo's (launch-check/report.ts).
 *
 *   node pipeline/launch-check.ts           the checklist; exit code 1 only where a publishing build stops
 *   node pipeline/launch-check.ts --json    the findings as JSON, whatever the environment
 *
 * The demo is known by its fingerprint (launch-check/demo-fingerprint.json), never by its words:
 * `PORTFOLIO_DEMO=1 npm run check:fingerprint` writes it again when the demo changes.
 */
import { ContentError } from "../app/data/validate.ts";
import { loadLaunchContent } from "./launch-check/content.ts";
import { readFingerprint } from "./launch-check/fingerprint.ts";
import { findingsOf } from "./launch-check/findings.ts";
import { reportOf } from "./launch-check/report.ts";

let content;
try {
  content = await loadLaunchContent();
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  // The build stops on this before it gets here; `npm run check` on its own says the same.
  console.error(`Launch check: the content does not pass the build's checks.\n${error.message}`);
  process.exit(1);
}
const findings = findingsOf(content, readFingerprint());

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(findings, null, 2));
} else {
  const { list, verdict, code } = reportOf(findings, content.folder, process.env);
  (findings.length ? console.warn : console.log)(list.join("\n"));
  if (verdict.length) (code ? console.error : console.log)(verdict.join("\n"));
  process.exitCode = code;
}
