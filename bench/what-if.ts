// What Lighthouse would bill a page if one of its files weighed more or less: one load recorded,
// then replayed through Lighthouse's model (Lantern) with some responses' sizes changed. The
// replay is exact for that load, so it settles in seconds what an A/B run of the whole bench
// (minutes, and noise) can only hint at: whether a lever crosses a round trip.
//
//   node bench/what-if.ts gather https://127.0.0.1:8181/bn /tmp/what-if/bn
//   node bench/what-if.ts replay /tmp/what-if/bn /bn=14000 bengali-page-=-1500 drop:data:image
//
// gather records the load (Lighthouse's -G: trace, DevTools log, artifacts) with the bench's
// Chromium flags, from a page served as the bench serves it (../shared/bench/serve-static.sh
// with TLS=1). replay copies the recording, applies each edit to every request whose address
// contains its text, and prints FCP, LCP and TBT as Lighthouse computes them:
// - `text=N` sets the bytes on the wire to N; `text=-N` and `text=+N` change them by N;
// - `drop:text` removes the requests, as if the page never asked for them.
// A replay keeps the load's main-thread work as it was: levers that change what the browser
// does (layout, scripts) need a new recording. Lighthouse comes from the bench's install
// (LH_DIR, /tmp/bench-lighthouse by default; ../shared/bench/lh.sh installs it).
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const LH = join(process.env.LH_DIR ?? "/tmp/bench-lighthouse", "node_modules/lighthouse/cli/index.js");
const CHROME_FLAGS =
  "--headless=new --ignore-certificate-errors --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run";

type Edit = { text: string; drop: true } | { text: string; drop: false; bytes: (old: number) => number };

function parseEdit(arg: string): Edit {
  if (arg.startsWith("drop:")) return { text: arg.slice(5), drop: true };
  const at = arg.lastIndexOf("=");
  const [text, value] = [arg.slice(0, at), arg.slice(at + 1)];
  if (at < 1 || !/^[+-]?\d+$/.test(value)) throw new Error(`not an edit: ${arg} (text=N, text=-N, text=+N or drop:text)`);
  const n = Number(value);
  return { text, drop: false, bytes: /^[+-]/.test(value) ? (old) => Math.max(0, old + n) : () => n };
}

/** A DevTools log event or a trace event: what the replay reads of them. */
type LogEvent = { method: string; params: { requestId?: string; request?: { url: string }; encodedDataLength?: number } };
type TraceEvent = { name?: string; args?: { data?: { requestId?: string; url?: string; encodedDataLength?: number } } };

function edited(dir: string, out: string, edits: Edit[]) {
  rmSync(out, { recursive: true, force: true });
  cpSync(dir, out, { recursive: true });
  const matching = (url: string) => edits.filter(({ text }) => url.includes(text));

  const log = JSON.parse(readFileSync(join(dir, "devtoolslog.json"), "utf8")) as LogEvent[];
  const logUrls = new Map(
    log.filter((e) => e.method === "Network.requestWillBeSent").map((e) => [e.params.requestId, e.params.request!.url]),
  );
  const dropped = new Set([...logUrls].filter(([, url]) => matching(url).some((edit) => edit.drop)).map(([id]) => id));
  for (const event of log)
    if (event.method === "Network.loadingFinished")
      for (const edit of matching(logUrls.get(event.params.requestId) ?? ""))
        if (!edit.drop) event.params.encodedDataLength = edit.bytes(event.params.encodedDataLength ?? 0);
  writeFileSync(join(out, "devtoolslog.json"), JSON.stringify(log.filter((e) => !dropped.has(e.params.requestId))));

  const trace = JSON.parse(readFileSync(join(dir, "trace.json"), "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(trace) ? trace : trace.traceEvents;
  const traceUrls = new Map(
    events.filter((e) => e.name === "ResourceSendRequest").map((e) => [e.args!.data!.requestId, e.args!.data!.url!]),
  );
  const traceDropped = new Set([...traceUrls].filter(([, url]) => matching(url).some((edit) => edit.drop)).map(([id]) => id));
  for (const event of events)
    if (event.name === "ResourceFinish")
      for (const edit of matching(traceUrls.get(event.args!.data!.requestId) ?? ""))
        if (!edit.drop) event.args!.data!.encodedDataLength = edit.bytes(event.args!.data!.encodedDataLength ?? 0);
  const kept = events.filter((e) => !traceDropped.has(e.args?.data?.requestId));
  writeFileSync(join(out, "trace.json"), JSON.stringify(Array.isArray(trace) ? kept : { ...trace, traceEvents: kept }));
}

function audit(dir: string): string {
  const report = `${dir}.report.json`;
  execFileSync(process.execPath, [LH, `-A=${dir}`, "--only-categories=performance", "--output=json", `--output-path=${report}`, "--quiet"]);
  const { audits } = JSON.parse(readFileSync(report, "utf8")) as { audits: Record<string, { numericValue: number }> };
  const ms = (id: string) => Math.round(audits[id]!.numericValue);
  return `FCP ${ms("first-contentful-paint")} ms, LCP ${ms("largest-contentful-paint")} ms, TBT ${ms("total-blocking-time")} ms`;
}

const [command, first, ...rest] = process.argv.slice(2);
if (command === "gather" && first && rest[0]) {
  execFileSync(process.execPath, [
    LH,
    first,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--only-categories=performance",
    `-G=${rest[0]}`,
    "--quiet",
  ]);
  console.log(`${first} recorded in ${rest[0]}: ${audit(rest[0])}`);
} else if (command === "replay" && first) {
  const edits = rest.map(parseEdit);
  console.log(`as recorded: ${audit(first)}`);
  if (edits.length) {
    const out = `${first}.what-if`;
    edited(first, out, edits);
    console.log(`${rest.join(" ")}: ${audit(out)}`);
  }
} else {
  console.error("usage: node bench/what-if.ts gather URL DIR | replay DIR [text=N | text=-N | text=+N | drop:text]…");
  process.exit(2);
}
