// Starts Apache (Debian's apache2) on loopback as cPanel's shared hosting runs a site: the
// build folder as the document root, its .htaccess files read (AllowOverride All), and only
// the modules such hosts enable for a site (rewrite, headers, expires, mime, dir, deflate)
// besides what Apache needs to run at all. Its own configuration, pid file and error log live
// in a temporary folder; it is stopped by its pid. For the end-to-end tests of the generated
// .htaccess (e2e/hosts.ts, e2e/hosting-variants.spec.ts).
import { execFileSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort, type LocalServer, spawnServer, stopServer, waitForServer } from "./local-server.ts";

export const apacheBinary = ["/usr/sbin/apache2", "/usr/sbin/httpd", "/usr/local/apache2/bin/httpd"].find((path) => existsSync(path));
const modulesDir = ["/usr/lib/apache2/modules", "/usr/lib64/httpd/modules", "/usr/lib/httpd/modules", "/usr/local/apache2/modules"].find(
  (path) => existsSync(join(path, "mod_rewrite.so")),
);

/** What a shared host enables for a site's .htaccess. */
export const SHARED_HOSTING_MODULES = ["rewrite", "headers", "expires", "mime", "dir", "deflate"] as const;
/** What Apache itself needs: a process model, and the Require of the configuration below. */
const APACHE_ITSELF = ["mpm_event", "authz_core"];

export interface ApacheServer extends LocalServer {
  /** Apache's error log so far (where a faulty .htaccess is named). */
  errorLog: () => string;
}

export interface ApacheOptions {
  /** The modules to load besides what Apache needs itself (a bare server: []). */
  modules?: readonly string[];
  /** The folder to serve, its .htaccess files included (build/client unless a test says otherwise). */
  root?: string;
}

/** Whether every folder from / down to `dir` lets other users through (Apache's children are not root). */
function reachableByOthers(dir: string): boolean {
  for (let path = dir; ; path = dirname(path)) {
    if ((statSync(path).mode & 0o005) !== 0o005) return false;
    if (dirname(path) === path) return true;
  }
}

export async function startApache(build: string, { modules = SHARED_HOSTING_MODULES, root }: ApacheOptions = {}): Promise<ApacheServer> {
  if (!apacheBinary || !modulesDir) throw new Error("Apache is not installed (apt-get install apache2)");
  const dir = mkdtempSync(join(tmpdir(), "portfolio-apache-"));
  let docroot = root ?? join(build, "client");
  // Started by root, Apache serves files as nobody (it refuses to as root), who may not reach a
  // checkout in a private folder (a CI clone in a mktemp directory): then it serves a copy.
  const asRoot = process.getuid?.() === 0;
  if (asRoot && !reachableByOthers(docroot)) {
    chmodSync(dir, 0o755);
    cpSync(docroot, join(dir, "root"), { recursive: true });
    chmodSync(join(dir, "root"), 0o755);
    docroot = join(dir, "root");
  }
  const mimeTypes = existsSync("/etc/mime.types") ? "/etc/mime.types" : "/dev/null";
  const configFor = (port: number) =>
    [
      `ServerRoot "${dir}"`,
      `PidFile "${dir}/apache.pid"`,
      `DefaultRuntimeDir "${dir}"`,
      `ErrorLog "${dir}/error.log"`,
      "LogLevel warn",
      `Listen 127.0.0.1:${port}`,
      "ServerName 127.0.0.1",
      ...[...APACHE_ITSELF, ...modules].map((name) => `LoadModule ${name}_module "${modulesDir}/mod_${name}.so"`),
      ...(asRoot ? ["User #65534", "Group #65534"] : []),
      "StartServers 1",
      "ServerLimit 1",
      "ThreadLimit 16",
      "ThreadsPerChild 16",
      "MaxRequestWorkers 16",
      "MinSpareThreads 1",
      "MaxSpareThreads 16",
      "Timeout 10",
      ...(modules.includes("mime") ? [`TypesConfig "${mimeTypes}"`] : []),
      `DocumentRoot "${docroot}"`,
      "<Directory />",
      "  AllowOverride None",
      "  Require all denied",
      "</Directory>",
      // As cPanel's hosts set the folders of their users' sites.
      `<Directory "${docroot}">`,
      "  Options SymLinksIfOwnerMatch",
      "  AllowOverride All",
      "  Require all granted",
      "</Directory>",
      "",
    ].join("\n");
  // A port taken between the check and Apache's start (another server of the run): the next one.
  const tried: number[] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    const port = await freePort(tried);
    tried.push(port);
    const config = join(dir, "apache.conf");
    writeFileSync(config, configFor(port));
    rmSync(join(dir, "error.log"), { force: true });
    execFileSync(apacheBinary, ["-t", "-f", config], { stdio: "pipe" });
    const apache = spawnServer(apacheBinary, ["-f", config, "-DFOREGROUND"], dir);
    const errorLog = () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : "");
    try {
      await waitForServer(port, () => apache.exitCode === null && apache.signalCode === null);
    } catch (error) {
      await stopServer(apache);
      if (/Address already in use|could not bind/i.test(errorLog())) continue;
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`Apache did not start: ${(error as Error).message}\n${errorLog()}`);
    }
    return {
      port,
      errorLog,
      stop: async () => {
        // Its own pid, as its pid file says (the process started above).
        const recorded = existsSync(join(dir, "apache.pid")) ? Number(readFileSync(join(dir, "apache.pid"), "utf8")) : apache.pid;
        if (recorded && recorded !== apache.pid) {
          try {
            process.kill(recorded, "SIGTERM");
          } catch {
            // Gone already.
          }
        }
        await stopServer(apache);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`Apache found no free port (tried ${tried.join(", ")})`);
}
