// The tap keeper (app/lib/tap-keeper.ts, docs/decisions/027-no-dead-controls.md) as a file of its
// own: every page asks for it with its stylesheet, and a visitor's browser keeps it for good, instead of
// every page carrying its text (480 bytes of gzip, which pushed the home page past TCP's first
// round trip). `import { TAP_KEEPER_SRC } from "virtual:tap-keeper"` (app/root.tsx) is its address,
// named for its text as the build's other files are; the build writes the file there, and the
// development server serves it from there.
import type { Plugin } from "vite";
import { tapKeeperScript } from "../../app/lib/tap-keeper.ts";
import { fingerprintOf } from "../hosting/policy.ts";

export const TAP_KEEPER_MODULE = "virtual:tap-keeper";
const RESOLVED = `\0${TAP_KEEPER_MODULE}`;

/** The keeper's file in the build, under the address its text names. */
export const TAP_KEEPER_FILE = `assets/tap-keeper-${fingerprintOf(tapKeeperScript)}.js`;

export function tapKeeper(): Plugin {
  return {
    name: "portfolio:tap-keeper",
    resolveId: (id) => (id === TAP_KEEPER_MODULE ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? `export const TAP_KEEPER_SRC = ${JSON.stringify(`/${TAP_KEEPER_FILE}`)};\n` : null),
    configureServer(server) {
      server.middlewares.use(`/${TAP_KEEPER_FILE}`, (_request, response) => {
        response.setHeader("Content-Type", "text/javascript; charset=utf-8");
        response.end(tapKeeperScript);
      });
    },
    generateBundle() {
      if (this.environment.name === "client") this.emitFile({ type: "asset", fileName: TAP_KEEPER_FILE, source: tapKeeperScript });
    },
  };
}
