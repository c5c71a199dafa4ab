// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { START_ERROR_CODES, reactDomStartErrors, withoutStartErrors } from "./react-dom-start-errors";

const require = createRequire(import.meta.url);
const clientFile = join(dirname(require.resolve("react-dom/package.json")), "cjs/react-dom-client.production.js");
const installed = readFileSync(clientFile, "utf8");

/** Runs React DOM's production client as the browser starts it, counting the Errors it makes. */
function start(code: string) {
  const context = vm.createContext({ console });
  const BuiltInError = vm.runInContext("Error", context) as ErrorConstructor;
  let made = 0;
  context.Error = new Proxy(BuiltInError, {
    apply: (target, self, args) => (made++, Reflect.apply(target, self, args)),
    construct: (target, args, newTarget) => (made++, Reflect.construct(target, args, newTarget)),
  });
  const module = { exports: {} as Record<string, unknown> };
  vm.runInContext(`(function (exports, require, module) {${code}\n})`, context)(module.exports, createRequire(clientFile), module);
  return { made, exports: module.exports, BuiltInError };
}

/** The plugin's transform hook, called as Vite calls it: with a context that can warn. */
function transformOf(plugin: ReturnType<typeof reactDomStartErrors>) {
  return plugin.transform as (this: { warn: (message: string) => void }, code: string, id: string) => { code: string } | null;
}

describe("React DOM's start markers", () => {
  it("the installed React DOM makes them with Error as it starts, once each", () => {
    const { found } = withoutStartErrors(installed);
    expect([...found].sort()).toEqual([...START_ERROR_CODES]);
    expect(start(installed).made).toBe(START_ERROR_CODES.length);
  });

  it("rewritten, it starts without making an Error, and still renders", () => {
    const { made, exports } = start(withoutStartErrors(installed).code);
    expect(made).toBe(0);
    expect(typeof exports.hydrateRoot).toBe("function");
    expect(typeof exports.createRoot).toBe("function");
  });

  it("makes each marker an object of Error's prototype with React's message, without a stack", () => {
    const { code } = withoutStartErrors("var SuspenseException = Error(formatProdErrorMessage(460));");
    const formatProdErrorMessage = (code: number) => `Minified React error #${code}`;
    const marker = new Function("formatProdErrorMessage", `${code} return SuspenseException;`)(formatProdErrorMessage) as Error;
    expect(marker).toBeInstanceOf(Error);
    expect(marker.message).toBe("Minified React error #460");
    expect(String(marker)).toBe("Error: Minified React error #460");
    expect(Object.prototype.hasOwnProperty.call(marker, "stack")).toBe(false);
  });

  it("leaves other errors, and other files, as they are", () => {
    const other = "throw Error(formatProdErrorMessage(418));";
    expect(withoutStartErrors(other)).toEqual({ code: other, found: [] });
    const transform = transformOf(reactDomStartErrors());
    expect(transform.call({ warn() {} }, installed, "/x/node_modules/react-dom/cjs/react-dom-client.development.js")).toBeNull();
    expect(transform.call({ warn() {} }, installed, "/x/node_modules/react-dom/cjs/react-dom-server.node.production.js")).toBeNull();
  });

  it("the build rewrites the installed client, and warns when React DOM's markers have changed", () => {
    const transform = transformOf(reactDomStartErrors());
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const result = transform.call({ warn }, installed, clientFile);
    expect(result?.code).not.toMatch(/\bError\(formatProdErrorMessage\((460|461|474|519|542)\)\)/);
    expect(warnings).toEqual([]);
    transform.call({ warn }, "var SuspenseException = Error(formatProdErrorMessage(460));", clientFile);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/found 460; expected 460, 461, 474, 519, 542 once each/);
  });
});
