// @vitest-environment node
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, chunksRunAtStart, compileHints } from "./compile-hints";

const chunk = (isEntry: boolean, imports: string[] = [], dynamicImports: string[] = []) => ({ isEntry, imports, dynamicImports });

// The shape of the client build: the entry and the route modules (entries), what they share, and
// what the site imports on demand.
const graph = {
  "entry.client.js": chunk(true, ["framework.js", "app.js"]),
  "root.js": chunk(true, ["framework.js", "app.js", "not-found.js"], ["search-dialog.js"]),
  "home.js": chunk(true, ["framework.js", "post-card.js"], ["carousel.js"]),
  "framework.js": chunk(false, ["runtime.js"]),
  "app.js": chunk(false, ["framework.js"]),
  "runtime.js": chunk(false),
  "not-found.js": chunk(false),
  "post-card.js": chunk(false, ["app.js"]),
  "search-dialog.js": chunk(false, ["search-index.js"]),
  "search-index.js": chunk(false),
  "carousel.js": chunk(false, ["app.js"]),
};

describe("the chunks a page runs as it starts", () => {
  it("are the entries and all they import statically, through any depth", () => {
    expect([...chunksRunAtStart(graph)].sort()).toEqual(
      ["app.js", "entry.client.js", "framework.js", "home.js", "not-found.js", "post-card.js", "root.js", "runtime.js"].sort(),
    );
  });

  it("leave out what is only imported on demand, and what it imports", () => {
    const atStart = chunksRunAtStart(graph);
    for (const lazy of ["search-dialog.js", "search-index.js", "carousel.js"]) expect(atStart.has(lazy), lazy).toBe(false);
  });

  it("tolerate an import of a file that is not a chunk, and cycles", () => {
    expect(chunksRunAtStart({ "a.js": chunk(true, ["b.js", "gone.js"]), "b.js": chunk(false, ["a.js"]) })).toEqual(
      new Set(["a.js", "b.js"]),
    );
  });
});

describe("the plugin", () => {
  /** Runs the plugin's generateBundle on a bundle of the graph above, with an asset and a source map. */
  function run(withMaps: boolean) {
    const bundle: Record<string, Record<string, unknown>> = {
      "assets/root.css": { type: "asset", fileName: "assets/root.css", source: "body{}" },
    };
    for (const [name, shape] of Object.entries(graph)) {
      bundle[name] = {
        type: "chunk",
        fileName: name,
        code: `export const name = "${name}";`,
        ...shape,
        map: withMaps ? { mappings: "AAAA" } : null,
      };
      if (withMaps)
        bundle[`${name}.map`] = { type: "asset", fileName: `${name}.map`, source: JSON.stringify({ version: 3, mappings: "AAAA" }) };
    }
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (this: unknown, options: unknown, bundle: unknown) => void };
    // After Vite's own rewriting of chunks in the same hook.
    expect(hook.order).toBe("post");
    hook.handler.call({}, {}, bundle);
    return bundle;
  }

  it("puts the hint on the first line of each chunk run at start, and on no other file", () => {
    const bundle = run(false);
    const atStart = chunksRunAtStart(graph);
    for (const [name, file] of Object.entries(bundle)) {
      if (file.type !== "chunk") {
        expect(file.source, name).toBe("body{}");
        continue;
      }
      const lines = String(file.code).split("\n");
      if (atStart.has(name)) expect(lines, name).toEqual([COMPILE_HINT, `export const name = "${name}";`]);
      else expect(lines, name).toEqual([`export const name = "${name}";`]);
    }
  });

  it("leaves an empty chunk empty (a resource route's module)", () => {
    const bundle: Record<string, Record<string, unknown>> = {
      "cv.js": { type: "chunk", fileName: "cv.js", code: "", isEntry: true, imports: [], map: null },
    };
    (compileHints().generateBundle as { handler: (options: unknown, bundle: unknown) => void }).handler.call({}, {}, bundle);
    expect(bundle["cv.js"]!.code).toBe("");
  });

  it("moves each hinted chunk's source map down one line, and leaves the others' alone", () => {
    const bundle = run(true);
    expect((bundle["framework.js"]!.map as { mappings: string }).mappings).toBe(";AAAA");
    expect(JSON.parse(String(bundle["framework.js.map"]!.source))).toEqual({ version: 3, mappings: ";AAAA" });
    expect((bundle["carousel.js"]!.map as { mappings: string }).mappings).toBe("AAAA");
    expect(JSON.parse(String(bundle["carousel.js.map"]!.source))).toEqual({ version: 3, mappings: "AAAA" });
  });

  it("runs on the browser's build only", () => {
    const plugin = compileHints();
    const applies = plugin.applyToEnvironment as (environment: { name: string }) => boolean;
    expect(applies({ name: "client" })).toBe(true);
    expect(applies({ name: "ssr" })).toBe(false);
    expect(plugin.apply).toBe("build");
  });
});
