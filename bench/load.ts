// npm run load: a bounded load run on loopback (autocannon, 10 s a server) against nginx
// started with the generated server block (build/deploy/nginx.conf) and against `npm start`'s
// server, both serving build/client. Prints requests per second, latency and errors.
// Run `npm run build` first; needs nginx (apt-get install nginx).
//   DURATION=10 CONNECTIONS=50 PATHS="/ /about /assets/…" node bench/load.ts
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { freePort, type LocalServer, startNginx, waitForServer } from "../e2e/servers/nginx.ts";

/** What this run reads of autocannon's result. */
interface LoadResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}
/** autocannon, which ships no types, with the options this run gives it. */
const autocannon = createRequire(import.meta.url)("autocannon") as (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: string; path: string }[];
}) => Promise<LoadResult>;

const repo = join(import.meta.dirname, "..");
const client = join(repo, "build", "client");
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const asset = readdirSync(join(client, "assets")).find((file) => /^entry\.client-.+\.js$/.test(file));
const paths = (process.env.PATHS ?? `/ /about /assets/${asset}`).split(/\s+/).filter(Boolean);

async function startNode(): Promise<LocalServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repo, "pipeline", "serve.ts")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  await waitForServer(port);
  return {
    port,
    stop: () => {
      child.kill("SIGTERM");
    },
  };
}

async function run(name: string, start: () => Promise<LocalServer>): Promise<number> {
  const server = await start();
  try {
    const result = await autocannon({
      url: `http://127.0.0.1:${server.port}`,
      connections,
      duration,
      headers: { "accept-encoding": "br, gzip" },
      requests: paths.map((path) => ({ method: "GET", path })),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(
      `${name}: ${Math.round(result.requests.average)} requests/s (average over ${duration} s, ${connections} connections, ${paths.join(" ")}), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${errors} errors (${result.errors} socket, ${result.timeouts} timeouts, ${result.non2xx} non-2xx)`,
    );
    return errors;
  } finally {
    server.stop();
  }
}

let errors = 0;
errors += await run("nginx (build/deploy/nginx.conf)", () => startNginx(join(repo, "build"), { workers: "auto" }));
errors += await run("npm start (pipeline/serve.ts)", startNode);
process.exit(errors ? 1 : 0);
