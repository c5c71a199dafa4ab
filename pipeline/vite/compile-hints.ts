// V8 compiles a function the first time it is called, on the page's main thread, unless the file
// asks for more: `//# allFunctionsCalledOnLoad` on its first line has Chromium compile all its
// functions on the background thread that streams the file in. A page's start runs most of React
// DOM, React Router and its own route's code once, so left lazy, about 790 functions were compiled
// on the main thread during hydration (52–76 ms of CPU on the bench machine, inside the very tasks
// Lighthouse bills). This plugin puts the hint on the chunks a page runs as it starts: the
// client entry's, each route module's (React Router makes every route file an entry of the client
// build), and every chunk they import statically. What the site imports on demand (the search, the
// consent banner, Embla) stays lazy. Other engines read the line as a comment.
// docs/decisions/039-compile-hints.md.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** What the plugin reads of a rendered chunk. */
export interface ChunkShape {
  isEntry: boolean;
  imports: readonly string[];
}

/**
 * The chunks a page runs as it starts: the entries and, through their static imports, all they
 * need before they run. A chunk reached only through `import()` is not among them.
 */
export function chunksRunAtStart(chunks: Readonly<Record<string, ChunkShape>>): Set<string> {
  const atStart = new Set<string>();
  const visit = (name: string) => {
    if (atStart.has(name) || !chunks[name]) return;
    atStart.add(name);
    for (const imported of chunks[name].imports) visit(imported);
  };
  for (const [name, chunk] of Object.entries(chunks)) if (chunk.isEntry) visit(name);
  return atStart;
}

/** A source map (JSON) for the same file with one line more at its top. */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

export function compileHints(): Plugin {
  return {
    name: "portfolio:compile-hints",
    apply: "build",
    // Only the browser's chunks: the server build runs in Node, at build time.
    applyToEnvironment: (environment) => environment.name === "client",
    // After minifying, which drops comments. The file's name keeps the hash of what it was before,
    // which the line does not change for any purpose of caching: every build adds it the same way.
    generateBundle: {
      // Last: Vite rewrites the code of chunks that import others on demand in this same hook.
      order: "post",
      handler(_options, bundle) {
        const chunks: Record<string, ChunkShape> = {};
        for (const [name, file] of Object.entries(bundle)) if (file.type === "chunk") chunks[name] = file;
        for (const name of chunksRunAtStart(chunks)) {
          const chunk = bundle[name];
          // An empty chunk (a resource route's module: the CV, the feed) stays empty.
          if (chunk?.type !== "chunk" || !chunk.code.trim()) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top of the file (SOURCEMAP=1): the map, and the file already made of it.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[`${name}.map`];
          if (mapFile?.type === "asset") mapFile.source = shiftedMap(String(mapFile.source));
        }
      },
    },
  };
}
