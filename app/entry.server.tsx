// Renders each page to HTML at build time with React DOM. React Router's default server entry
// streams; this site waits for the whole page before writing it: `prerender` (react-dom/static)
// settles every suspended part (React Router's route data is one) in place, so the page carries
// no script for completing boundaries and no hidden copy of what they complete.
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { prerender } from "react-dom/static";
import { loadWords } from "./lib/dictionaries";
import { LANGUAGE_INFO, type Lang } from "./lib/i18n";

// Every language's interface words, before any loader or component asks for them.
await Promise.all((Object.keys(LANGUAGE_INFO) as Lang[]).map(loadWords));

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    onError(error) {
      // Logged here, and the page still fails the build: prerender rejects on a shell error, and
      // pipeline/vite/prerender-errors.ts stops the build on any error a page reports.
      responseStatusCode = 500;
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { headers: responseHeaders, status: responseStatusCode });
}
