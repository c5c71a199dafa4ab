// What a build of the analytics owner writes with another provider, for e2e/analytics.spec.ts
// ("the policy"): run as `CONTENT_DIR=<owner> node e2e/analytics-build.ts <client> <out> <page>…`
// in a process of its own, where <owner> is the analytics owner with another analytics.ts. The
// pipeline's own functions read the owner's choice as they load, as in a build: each page of the
// built <client> gets its policy again (pipeline/hosting/csp.ts), and every host its files
// (configs.ts), written to <out>/client and <out>/deploy. Prints the pages' policies as JSON.
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeHostConfigs } from "../pipeline/hosting/configs.ts";
import { withPolicy } from "../pipeline/hosting/csp.ts";

const [client, out, ...pages] = process.argv.slice(2);
if (!client || !out || !pages.length) throw new Error("usage: node e2e/analytics-build.ts <client> <out> <page>…");

const POLICY = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/;
const policies = Object.fromEntries(
  pages.map((page) => {
    // The page as it was before the build gave it its policy, given this owner's.
    const { html } = withPolicy(readFileSync(join(client, page), "utf8").replace(POLICY, ""));
    return [page, POLICY.exec(html)![1]];
  }),
);

// The header names every page's inline scripts: the build's own list, in its order.
const served = JSON.parse(readFileSync(join(client, "..", "deploy", "headers.json"), "utf8")) as [string, string][];
const header = served.find(([name]) => name === "Content-Security-Policy")![1];
mkdirSync(join(out, "client"), { recursive: true });
writeHostConfigs(
  join(out, "client"),
  header.split(/[ ;]+/).filter((source) => source.startsWith("'sha256-")),
);
process.stdout.write(JSON.stringify(policies));
