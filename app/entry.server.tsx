// Renders each page to HTML at build time. React Router's default server entry streams
// with React DOM; this site renders with Preact (docs/decisions/009-preact.md), and waits
// for the whole page before sending it: preact-render-to-string's renderToStringAsync
// settles every suspended part (React Router's route data is one) in place, so the page
// carries no script for completing boundaries and no hidden copy of what they complete.
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderToStringAsync } from "preact-render-to-string";

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The JSX is typed with React's types; the build makes it Preact's elements.
  const page = (<ServerRouter context={routerContext} url={request.url} />) as unknown as Parameters<typeof renderToStringAsync>[0];
  const html = await renderToStringAsync(page);
  responseHeaders.set("Content-Type", "text/html");
  return new Response(`<!DOCTYPE html>${html}`, { headers: responseHeaders, status: responseStatusCode });
}
