/**
 * The launch checklist as printed, and what the check answers: whether the build may go on.
 *
 * A build that publishes (CI set to anything true, or the build of Netlify, Cloudflare Pages,
 * Vercel or GitHub Actions) stops while an item that says who the owner is, or a form that
 * sends nothing, is still the demo's: the site would go live under the demo owner's name.
 * Every other build prints the list and goes on. The demo's own builds (its CI, its
 * deployments) say so with PORTFOLIO_DEMO=1, set in their settings, never in the content: an
 * owner starts from the demo's content, and a switch there would follow them.
 */
import { type Finding, GUIDE, lineOf, SECTIONS } from "./findings.ts";

/** The environment variable by which the demo's own builds say they are the demo's. */
export const DEMO_VARIABLE = "PORTFOLIO_DEMO";

type Env = Record<string, string | undefined>;

/** An environment variable set to something that means yes: not empty, 0, false, no or off. */
const isOn = (value: string | undefined) => value !== undefined && !/^\s*(0|false|no|off)?\s*$/i.test(value);

/** Why this build publishes the site, if it does: the hosts' own builds, and CI. */
export function publishingReason(env: Env): string | undefined {
  const hosts: [string, string][] = [
    ["NETLIFY", "Netlify's build"],
    ["CF_PAGES", "Cloudflare Pages' build"],
    ["VERCEL", "Vercel's build"],
    ["GITHUB_ACTIONS", "GitHub Actions"],
  ];
  const host = hosts.find(([name]) => isOn(env[name]));
  if (host) return host[1];
  return isOn(env.CI) ? `CI=${env.CI}` : undefined;
}

/** Whether the build says it is the demo's own (PORTFOLIO_DEMO=1). */
export const isDemoBuild = (env: Env) => isOn(env[DEMO_VARIABLE]);

export interface Report {
  /** The checklist: sections of one line an item, and the summary line. */
  list: string[];
  /** Why the build stops, or what lets it go on; printed after the list. */
  verdict: string[];
  /** The exit code: 1 when the build stops. */
  code: number;
}

/** The checklist of a content folder, and the check's answer in this environment. */
export function reportOf(findings: Finding[], folder: string, env: Env): Report {
  const blocking = findings.filter((finding) => finding.blocking);
  const list: string[] = [];
  if (findings.length) {
    list.push(`Launch check (${folder}): what is still the demo's, or missing. How to do each: ${GUIDE}.`);
    for (const section of SECTIONS) {
      const lines = section.kinds.flatMap((kind) => findings.filter((finding) => finding.kind === kind)).map(lineOf);
      if (lines.length) list.push("", `${section.title}:`, ...lines.map((line) => `  ${line}`));
    }
    list.push("");
  }
  list.push(summaryOf(findings, folder));

  const reason = publishingReason(env);
  if (!blocking.length) return { list, verdict: [], code: 0 };
  if (isDemoBuild(env)) {
    return {
      list,
      verdict: [`Launch check: ${DEMO_VARIABLE} is set, so this build is the demo's own and may publish the demo's content.`],
      code: 0,
    };
  }
  if (!reason) return { list, verdict: [], code: 0 };
  const annotation = isOn(env.GITHUB_ACTIONS) ? "::error title=Launch check::" : "";
  return {
    list,
    verdict: [
      `${annotation}Launch check: not publishing. This build publishes (${reason}), and ${blocking.length} ${blocking.length === 1 ? "item" : "items"} under "Who you are, and where messages go" ${blocking.length === 1 ? "is" : "are"} still the demo's: the site would go live with the demo owner's name, address and links, or with forms that send nothing. Change them in ${folder} (${GUIDE}) and build again.`,
    ],
    code: 1,
  };
}

/** The one-line summary: ready, or how many items are left and how many of them stop a build that publishes. */
export function summaryOf(findings: Finding[], folder: string): string {
  if (!findings.length) return `Launch check (${folder}): ready. Nothing of the demo's is left, and nothing is missing.`;
  const blocking = findings.filter((finding) => finding.blocking).length;
  const items = `${findings.length} ${findings.length === 1 ? "item" : "items"}`;
  return `Launch check (${folder}): ${items} to do before launch${blocking ? `, ${blocking} of which ${blocking === 1 ? "stops" : "stop"} a build that publishes` : ""} (${GUIDE}).`;
}
