// Total blocking time as Lighthouse bills it (each main-thread task four times over, less 50 ms),
// counted twice from one traced load: from the tasks' wall time, as Lighthouse counts it, and from
// their CPU time. On a machine whose two cores are shared with the browser's other processes and
// Lighthouse itself, a task's wall time is often two to eight times its CPU time (2026-11-28: the
// start file's task 79.6 ms wall, 9.6 ms CPU), so Lighthouse's TBT there mostly measures the load
// on the machine. The CPU figure shows what the page's own work costs, and which tasks cross the line.
//
//   node bench/cpu-tbt.ts https://127.0.0.1:8081/ https://127.0.0.1:8082/ ...
//
// Serve the build (and its script-free copy) as the bench does (../shared/bench/serve-static.sh with
// TLS=1). N loads a page (default 3), in Debian's Chromium (CHROME_PATH), at a phone's width, with
// Lighthouse's trace categories and, like Lighthouse, an inspector attached. Each load prints both
// sums from the first contentful paint on, and each task that crosses the line by wall time: its
// CPU and wall time as billed and what ran in it. VERBOSE=0 prints the sums only.
import { chromium } from "@playwright/test";

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { url?: string } };
};

// Lighthouse 13's trace categories (core/gather/gatherers/trace.js), without screenshots and sources.
const CATEGORIES = [
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "blink.console",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
  "disabled-by-default-devtools.timeline.frame",
  "latencyInfo",
];
const SLOWDOWN = 4;
const LINE_MS = 50;
const PARTS = new Set([
  "FunctionCall",
  "EvaluateScript",
  "v8.evaluateModule",
  "v8.compileModule",
  "ParseHTML",
  "UpdateLayoutTree",
  "Layout",
  "Paint",
  "RunMicrotasks",
  "MinorGC",
  "MajorGC",
]);

const urls = process.argv.slice(2);
if (!urls.length) {
  console.error("usage: node bench/cpu-tbt.ts URL...");
  process.exit(2);
}
const runs = Number(process.env.N ?? 3);
const verbose = process.env.VERBOSE !== "0";
const ms = (us: number) => us / 1000;
const billed = (us: number) => Math.max(0, SLOWDOWN * ms(us) - LINE_MS);

/** The renderer main thread that parsed the page. */
function pageThread(events: TraceEvent[], url: string): string {
  const host = new URL(url).host;
  const counts = new Map<string, number>();
  for (const e of events) {
    if (e.name === "ParseHTML" && String(e.args?.beginData?.url ?? "").includes(host)) {
      const key = `${e.pid}:${e.tid}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (!best) throw new Error(`no main thread parsed ${url}`);
  return best[0];
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--ignore-certificate-errors",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  for (const url of urls) {
    const sums: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ ignoreHTTPSErrors: true, viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(url, { waitUntil: "load" });
      // The scripts start after the first paint and `load`; hydration ends well within this.
      await page.waitForTimeout(3000);
      const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
      await context.close();
      const thread = pageThread(events, url);
      const mine = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === "X");
      const fcp = events.find((e) => e.name === "firstContentfulPaint" && `${e.pid}:${e.tid}` === thread)?.ts ?? 0;
      const tasks = mine.filter((e) => e.name === "RunTask" && e.ts >= fcp);
      let wall = 0;
      let cpu = 0;
      const lines: string[] = [];
      for (const task of tasks) {
        // A task's CPU time is never more than its wall time, so every task over the line by CPU
        // time is over it by wall time too.
        const late = billed(task.dur ?? 0);
        wall += late;
        cpu += billed(task.tdur ?? task.dur ?? 0);
        if (late > 0 && verbose) {
          const end = task.ts + (task.dur ?? 0);
          const parts = mine
            .filter((e) => e !== task && PARTS.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && (e.tdur ?? 0) >= 2000)
            .map((e) => {
              const where = e.args?.data?.url ? ` ${String(e.args.data.url).replace(/.*\//, "")}` : "";
              const fn = e.args?.data?.functionName ? ` ${e.args.data.functionName}()` : "";
              return `${e.name}${where}${fn} ${ms(e.tdur ?? 0).toFixed(1)}`;
            });
          lines.push(
            `    +${ms(task.ts - fcp).toFixed(0)} ms after FCP: ${(SLOWDOWN * ms(task.tdur ?? 0)).toFixed(0)} ms billed from CPU (${(SLOWDOWN * ms(task.dur ?? 0)).toFixed(0)} from wall): ${parts.join(", ") || "no JS or layout event over 2 ms"}`,
          );
        }
      }
      sums.push(`wall ${Math.round(wall)} / cpu ${Math.round(cpu)}`);
      if (verbose)
        console.log(
          `${url} run ${run}: TBT from wall time ${Math.round(wall)} ms, from CPU time ${Math.round(cpu)} ms\n${lines.join("\n")}`,
        );
    }
    console.log(`${url.padEnd(40)} TBT (ms) ${sums.join(" | ")}`);
  }
} finally {
  await browser.close();
}
