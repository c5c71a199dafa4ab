/**
 * `PORTFOLIO_DEMO=1 npm run check:fingerprint`: writes the demo's fingerprint
 * (demo-fingerprint.json) from app/content, for the launch check to know the demo by. Run it in
 * the demo's repository whenever the demo's content or pictures change; a unit test fails until
 * then. It refuses to run without PORTFOLIO_DEMO: in an owner's copy, app/content is the owner's,
 * and their own content would then pass for the demo's.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { contentRoot, DEFAULT_CONTENT_DIR } from "../../app/data/content-dir.ts";
import { loadLaunchContent } from "./content.ts";
import { FINGERPRINT_FILE, fingerprintOf, writeFingerprint } from "./fingerprint.ts";
import { DEMO_VARIABLE, isDemoBuild } from "./report.ts";

if (!isDemoBuild(process.env)) {
  console.error(
    `check:fingerprint: the fingerprint is the demo's, made in the demo's own repository with ${DEMO_VARIABLE}=1. In a site of your own, leave it as it is: it is how the launch check tells the demo's content from yours.`,
  );
  process.exit(1);
}
if (contentRoot !== resolve(DEFAULT_CONTENT_DIR)) {
  console.error(
    `check:fingerprint: the fingerprint is made from ${DEFAULT_CONTENT_DIR}, the demo's content; CONTENT_DIR names another folder.`,
  );
  process.exit(1);
}
writeFingerprint(fingerprintOf(await loadLaunchContent()));
console.log(`check:fingerprint: wrote ${fileURLToPath(FINGERPRINT_FILE).replace(`${process.cwd()}/`, "")}`);
