// Puts the content security policy into every built page, as a <meta> before any script,
// with the hash of each inline script the page runs: the policy holds on hosts that send
// no headers (GitHub Pages), and the header policy (configs.mjs) lists the same hashes.
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "../defer-hydration.mjs";
import { contentSecurityPolicy, inlineScripts, sha256Source } from "./policy.ts";

/**
 * The empty policy app/root.tsx renders right after <meta charset>: the place the policy goes.
 * The page renders the element itself, so the head the browser hydrates has the same elements,
 * in the same order, as the one Preact renders (a <meta> added here alone shifted them by one,
 * and the head's last <meta> was lost on hydration).
 */
const PLACEHOLDER = /<meta http-equiv="Content-Security-Policy" content(="")?\/?>/i;

/** One page with its policy, ahead of every script and style. */
export function withPolicy(html) {
  const scriptHashes = inlineScripts(html).map(sha256Source);
  const policy = contentSecurityPolicy({ scriptHashes });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  const at = PLACEHOLDER.exec(html);
  if (!at) {
    throw new Error(
      html.includes('http-equiv="Content-Security-Policy"')
        ? "csp: the page already has a policy"
        : 'csp: no empty <meta http-equiv="Content-Security-Policy" content> (app/root.tsx) to fill in',
    );
  }
  return { html: html.slice(0, at.index) + meta + html.slice(at.index + at[0].length), scriptHashes };
}

/** Every page under `dir` gets its policy; returns the hashes of all the pages' inline scripts. */
export function applyPolicyIn(dir) {
  const hashes = new Set();
  const files = htmlFiles(dir);
  for (const file of files) {
    const { html, scriptHashes } = withPolicy(readFileSync(file, "utf8"));
    writeFileSync(file, html);
    for (const hash of scriptHashes) hashes.add(hash);
  }
  return { pages: files.length, scriptHashes: [...hashes].sort() };
}
