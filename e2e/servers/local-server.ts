// What the local web servers of the tests (nginx, Apache) and of `npm run load` share: a free
// port, waiting until one answers, and starting a server that never outlives the process that
// started it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { createServer } from "node:net";

export interface LocalServer {
  port: number;
  stop: () => void | Promise<void>;
}

/** Whether something may listen on the port of 127.0.0.1 right now. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/**
 * The ports this process may take: E2E_SERVER_PORTS ("4410-4419") where the machine's ports are
 * shared out, split between Playwright's parallel workers (TEST_PARALLEL_INDEX, E2E_WORKERS of
 * them, 2 as in playwright.config.ts) so that two never pick the same; else none in particular.
 */
function allowedPorts(): number[] | undefined {
  const range = /^(\d+)-(\d+)$/.exec(process.env.E2E_SERVER_PORTS ?? "");
  if (!range) return undefined;
  const ports = Array.from({ length: Number(range[2]) - Number(range[1]) + 1 }, (_, i) => Number(range[1]) + i);
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
  const index = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % workers;
  const share = Math.floor(ports.length / workers);
  return share > 0 ? ports.slice(index * share, (index + 1) * share) : ports;
}

/** A port nothing listens on right now (one of E2E_SERVER_PORTS where that is set), other than `except`. */
export async function freePort(except: readonly number[] = []): Promise<number> {
  const allowed = allowedPorts();
  if (!allowed) {
    return new Promise((resolve) => {
      const server = createServer();
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
  }
  for (const port of allowed) if (!except.includes(port) && (await portIsFree(port))) return port;
  throw new Error(`no free port in ${allowed[0]}-${allowed.at(-1)} (E2E_SERVER_PORTS=${process.env.E2E_SERVER_PORTS})`);
}

/** Resolves once something answers HTTP on the port. */
export async function waitForServer(port: number, alive: () => boolean = () => true): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (!alive()) throw new Error(`the server for port ${port} exited before it answered`);
    const answered = await fetch(`http://127.0.0.1:${port}/`, { redirect: "manual" }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nothing answers on port ${port}`);
}

const setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].find((path) => existsSync(path));
/** The servers this process started, each with the folder it keeps its files in. */
const running = new Map<ChildProcess, string | undefined>();
process.on("exit", () => {
  for (const [child, dir] of running) {
    child.kill("SIGTERM");
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * Starts a server in the foreground as a child of this process, by its own pid: it is stopped
 * (and `dir`, its folder, removed) when this process exits, and where util-linux's setpriv is
 * there (Debian's always), the kernel stops it too when this process dies without a chance to
 * (a killed test worker), so no run leaves one behind.
 */
export function spawnServer(binary: string, args: string[], dir?: string): ChildProcess {
  const child = setpriv
    ? spawn(setpriv, ["--pdeathsig", "TERM", "--", binary, ...args], { stdio: "inherit" })
    : spawn(binary, args, { stdio: "inherit" });
  running.set(child, dir);
  child.on("exit", () => running.delete(child));
  return child;
}

/** Stops a server started by spawnServer with `signal` (SIGKILL after 5 s), and resolves once it has exited. */
export function stopServer(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill(signal);
  const late = setTimeout(() => child.kill("SIGKILL"), 5000);
  return exited.finally(() => clearTimeout(late));
}
