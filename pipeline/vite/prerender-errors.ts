import type { Connect, Plugin } from "vite";

/** What to print for an error: a content error's own message (file, entry, field), or the stack. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.name === "ContentError" ? error.message : (error.stack ?? error.message);
  return String(error);
}

/**
 * An error handler that prints each distinct error once, then passes it on.
 * React Router pre-renders through Vite's preview server. When the server build cannot load
 * (a page's data throws: a ContentError of the content's checks, app/data/load.ts), the preview
 * server answers 500 and says nothing. The build then stops with only "Received a 500 status
 * code … while prerendering the `/` path". Printed here, `npm run build` names the file, the
 * entry and the field, as the README promises.
 */
export function printErrorsOnce(print: (text: string) => void = (text) => console.error(`\n${text}\n`)): Connect.ErrorHandleFunction {
  const printed = new Set<string>();
  return (error, _request, _response, next) => {
    const text = describeError(error);
    if (!printed.has(text)) {
      printed.add(text);
      print(text);
    }
    next(error);
  };
}

/** Vite plugin: after React Router's pre-rendering middleware (list it after reactRouter()). */
export function prerenderErrors(): Plugin {
  return {
    name: "prerender-errors",
    configurePreviewServer(server) {
      return () => {
        server.middlewares.use(printErrorsOnce());
      };
    },
  };
}
