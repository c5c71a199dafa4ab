// npm run load: a bounded load run on loopback (autocannon, 10 s a server) against nginx
// started with the generated server block (build/deploy/nginx.conf) and against `npm start`'s
// server, both serving build/client. Prints requests per second, latency and errors.
// Run `npm run build` first; needs nginx (apt-get install nginx).
//   DURATION=10 CONNECTIONS=50 PATHS="/ /about /assets/…" node scripts/load.mjs
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { freePort, startNginx, waitForServer } from "../e2e/servers/nginx.ts";

const repo = join(import.meta.dirname, "..");
const client = join(repo, "build", "client");
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const asset = readdirSync(join(client, "assets")).find((file) => /^entry\.client-.+\.js$/.test(file));
const paths = (process.env.PATHS ?? `/ /about /assets/${asset}`).split(/\s+/).filter(Boolean);

async function startNode() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repo, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  await waitForServer(port);
  return { port, stop: () => child.kill("SIGTERM") };
}

async function run(name, start) {
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
errors += await run("npm start (scripts/serve.mjs)", startNode);
process.exit(errors ? 1 : 0);
