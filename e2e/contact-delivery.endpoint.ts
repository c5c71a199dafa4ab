// A stand-in for a form service (Formspree, Web3Forms…) for the end-to-end tests: a tiny
// HTTP server on this computer that records what it is sent and answers as told.
import { createServer, type IncomingMessage, type Server } from "node:http";

/** How the service answers the next posts: accepts, fails, or never answers. */
export type EndpointBehaviour = "ok" | "fail" | "hang";

export interface Received {
  path: string;
  fields: Record<string, string>;
  accept: string;
}

export interface TestEndpoint {
  port: number;
  /** Where the fixture content's forms post: http://127.0.0.1:<port>/contact and /newsletter. */
  url: (path: "/contact" | "/newsletter") => string;
  received: Received[];
  answer: (behaviour: EndpointBehaviour) => void;
  /** Stops listening (a service that is down) and lets hung requests go. */
  close: () => Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

/**
 * Starts the service on `port` (the fixture build's content names it, so it is fixed at
 * build time: FIXTURE_ENDPOINT_PORT). It answers cross-origin fetches as the real services
 * do (Access-Control-Allow-Origin), JSON to a fetch and a page to a browser's own post.
 */
export async function startEndpoint(port: number): Promise<TestEndpoint> {
  let behaviour: EndpointBehaviour = "ok";
  const received: Received[] = [];
  const server: Server = createServer(async (request, response) => {
    response.setHeader("Access-Control-Allow-Origin", "*");
    if (request.method === "OPTIONS") {
      response.setHeader("Access-Control-Allow-Headers", "Accept, Content-Type");
      response.writeHead(204).end();
      return;
    }
    if (request.method !== "POST") {
      response.writeHead(405).end();
      return;
    }
    const accept = request.headers.accept ?? "";
    received.push({ path: request.url ?? "/", fields: Object.fromEntries(new URLSearchParams(await readBody(request))), accept });
    if (behaviour === "hang") return; // Never answers; closed by close().
    const status = behaviour === "ok" ? 200 : 500;
    if (accept.includes("application/json")) {
      response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: status === 200 }));
    } else {
      response.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      response.end(
        `<!doctype html><html lang="en"><title>Form service</title><h1>${status === 200 ? "Thanks, received" : "Error"}</h1></html>`,
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (next) => (behaviour = next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
