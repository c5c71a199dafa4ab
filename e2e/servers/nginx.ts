// Starts nginx on loopback with the server block the build wrote (build/deploy/nginx.conf),
// pointed at this checkout's build/client and a free port: for the end-to-end tests of the
// generated configuration and for `npm run load`.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, type LocalServer, spawnServer, stopServer, waitForServer } from "./local-server.ts";

export { freePort, type LocalServer, waitForServer } from "./local-server.ts";

export const nginxBinary = ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));

export async function startNginx(build: string, { workers = "1" }: { workers?: string } = {}): Promise<LocalServer> {
  if (!nginxBinary) throw new Error("nginx is not installed (apt-get install nginx)");
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), "portfolio-nginx-"));
  const site = readFileSync(join(build, "deploy", "nginx.conf"), "utf8")
    .replace(/^(\s*)root .*;$/m, `$1root ${join(build, "client")};`)
    .replace(/^(\s*)listen .*;$/m, `$1listen 127.0.0.1:${port};`);
  writeFileSync(join(dir, "site.conf"), site);
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `${name}_temp_path ${dir}/${name};`).join(" ");
  // Started by root, nginx's workers would run as nobody, who may not read a checkout in a
  // private folder (a CI clone in a mktemp directory): they stay the user that started it.
  const user = process.getuid?.() === 0 ? "user root; " : "";
  writeFileSync(
    join(dir, "nginx.conf"),
    `${user}daemon off; worker_processes ${workers}; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;\n` +
      `events { worker_connections 1024; }\nhttp { access_log off; ${temp} include ${dir}/site.conf; }\n`,
  );
  const config = ["-p", dir, "-c", join(dir, "nginx.conf")];
  execFileSync(nginxBinary, ["-t", ...config], { stdio: "pipe" });
  const nginx = spawnServer(nginxBinary, config, dir);
  await waitForServer(port, () => nginx.exitCode === null);
  return {
    port,
    stop: async () => {
      await stopServer(nginx, "SIGQUIT");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
