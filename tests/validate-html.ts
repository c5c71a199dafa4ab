// Checks every pre-rendered page in build/client with the W3C Nu HTML checker
// (vnu-jar from npm, run with the machine's Java) and fails on any error.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { buildRoot } from "../app/data/content-dir.ts";

const root = join(import.meta.dirname, "..");
const client = join(buildRoot, "client");
const jar = join(root, "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

function fail(message: string): never {
  console.error(`vnu: ${message}`);
  process.exit(1);
}

const pages = existsSync(client)
  ? readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
      .map((entry) => join(entry.parentPath, entry.name))
      .sort()
  : [];
if (!pages.length) fail(`no HTML pages in ${relative(root, client)}. Run "npm run build" first.`);
if (!existsSync(jar)) fail(`${relative(root, jar)} is missing. Run "npm ci" first.`);

// One Java run for all pages: starting the JVM is most of the time.
const run = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "json", "--stdout", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (run.error && "code" in run.error && run.error.code === "ENOENT") {
  fail("Java was not found. Install a Java runtime (e.g. apt-get install default-jre-headless) and run again.");
}
if (run.error) fail(`could not run Java: ${run.error.message}`);

/** A message of the checker's JSON output (its "messages" array). */
interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

let messages: VnuMessage[];
try {
  ({ messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] });
} catch {
  fail(`the checker did not run (exit code ${run.status}):\n${run.stderr || run.stdout}`);
}

const errors = messages.filter((m) => m.type === "error" || m.type === "non-document-error");
for (const m of errors) {
  const file = m.url?.startsWith("file:") ? relative(root, fileURLToPath(m.url)) : (m.url ?? "?");
  const where = m.lastLine ? `:${m.firstLine ?? m.lastLine}:${m.firstColumn ?? m.lastColumn}` : "";
  console.error(`${file}${where}: ${m.message}`);
  if (m.extract) console.error(`    ${m.extract.replace(/\s+/g, " ").trim().slice(0, 160)}`);
}
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
console.log(`vnu: ${plural(pages.length, "page")}, ${plural(errors.length, "error")}`);
process.exit(errors.length || run.status ? 1 : 0);
