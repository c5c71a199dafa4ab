// npm run load: a bounded load run on loopback (autocannon, 10 s a server) against nginx
// started with the generated server block (build/deploy/nginx.conf) and against `npm start`'s
// server, both serving build/client. Prints requests per second, latency and errors.
// Run `npm run build` first; needs nginx (apt-get install nginx).
//   DURATION=10 CONNECTIONS=50 PATHS="/ /about /assets/…" node scripts/load.mjs
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

const repo = join(import.meta.dirname, "..");
const client = join(repo, "build", "client");
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const asset = readdirSync(join(client, "assets")).find((file) => /^entry\.client-.+\.js$/.test(file));
const paths = (process.env.PATHS ?? `/ /about /assets/${asset}`).split(/\s+/).filter(Boolean);
const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(port) {
  for (let tries = 0; tries < 100; tries++) {
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answers on port ${port}`);
}

async function startNginx() {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx)");
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "portfolio-load-"));
  const site = readFileSync(join(repo, "build", "deploy", "nginx.conf"), "utf8")
    .replace(/^(\s*)root .*;$/m, `$1root ${client};`)
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir}/${name};`).join(" ");
  writeFileSync(
    join(dir, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root; " : ""}daemon off; worker_processes auto; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;\n` +
      `events { worker_connections 1024; }\nhttp { access_log off; ${temp} include ${dir}/site.conf; }\n`,
  );
  const child = spawn(nginxBinary, ["-p", dir, "-c", join(dir, "nginx.conf")], { stdio: "inherit" });
  await waitFor(port);
  return {
    port,
    stop: () => {
      child.kill("SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function startNode() {
  const port = await freePort();
  const child = spawn(process.execPath, [join(repo, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: "ignore",
  });
  await waitFor(port);
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
errors += await run("nginx (build/deploy/nginx.conf)", startNginx);
errors += await run("npm start (scripts/serve.mjs)", startNode);
process.exit(errors ? 1 : 0);
