// Puts the content security policy into every built page, as a <meta> before any script,
// with the hash of each inline script the page runs: the policy holds on hosts that send
// no headers (GitHub Pages), and the header policy (configs.ts) lists the same hashes.
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "../defer-hydration.ts";
import { contentSecurityPolicy, inlineScripts, type PolicyChoices, sha256Source } from "./policy.ts";

/**
 * The policy goes right after <meta charset>, ahead of every script and style. The page does not
 * render it: React DOM hydrates the <meta> elements of <head> by their attributes, and would add
 * one of its own beside a policy it did not render (its content is only known after the build).
 * An element React did not render is left where it is.
 */
const CHARSET = /<meta charset="utf-8"\/?>/i;

/** One page with its policy (for the owner's choices, policy.ts `ownerPolicy`), ahead of every script and style. */
export function withPolicy(html: string, choices: PolicyChoices): { html: string; scriptHashes: string[] } {
  const scriptHashes = inlineScripts(html).map(sha256Source);
  const policy = contentSecurityPolicy({ ...choices, scriptHashes });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error("csp: the page already has a policy");
  const at = CHARSET.exec(html);
  if (!at) throw new Error('csp: no <meta charset="utf-8"> (app/root.tsx) to put the policy after');
  const end = at.index + at[0].length;
  return { html: html.slice(0, end) + meta + html.slice(end), scriptHashes };
}

/** Every page under `dir` gets its policy; returns the hashes of all the pages' inline scripts. */
export function applyPolicyIn(dir: string, choices: PolicyChoices): { pages: number; scriptHashes: string[] } {
  const hashes = new Set<string>();
  const files = htmlFiles(dir);
  for (const file of files) {
    const { html, scriptHashes } = withPolicy(readFileSync(file, "utf8"), choices);
    writeFileSync(file, html);
    for (const hash of scriptHashes) hashes.add(hash);
  }
  return { pages: files.length, scriptHashes: [...hashes].sort() };
}
