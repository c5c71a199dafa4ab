// React DOM makes five Error objects as it starts: markers it throws to itself and catches by
// identity (a suspended `use`, a hydration mismatch...), never shown to anyone. With an inspector
// attached (Lighthouse, PageSpeed Insights, DevTools), V8 records where every new Error was made, and
// for the first one that means the source positions of React DOM's whole 200 KB module body, which
// it gets by parsing that body again. On the bench machine that one step took 33–55 ms of a single
// task where the same start took 2–5 ms without an inspector, and Lighthouse bills it four times
// over. In the client build these five are made without a stack: the same messages and prototype,
// and React still knows them by identity. Nothing else in React DOM changes, and a visitor's
// browser, which has no inspector, runs as before. docs/decisions/038-react-dom-start-errors.md.
import type { Plugin } from "vite";

/** The markers React DOM's client makes as it starts, by their error codes. */
export const START_ERROR_CODES = [460, 461, 474, 519, 542] as const;

const CLIENT_FILE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const START_ERROR = new RegExp(`\\bError\\(formatProdErrorMessage\\((${START_ERROR_CODES.join("|")})\\)\\)`, "g");

/**
 * React DOM's production client with its start markers made without a stack (an object of
 * Error's prototype with the same message), and how many it found.
 */
export function withoutStartErrors(code: string): { code: string; found: number[] } {
  const found: number[] = [];
  const out = code.replace(START_ERROR, (_match, errorCode: string) => {
    found.push(Number(errorCode));
    return `Object.create(Error.prototype, { message: { value: formatProdErrorMessage(${errorCode}), writable: !0, configurable: !0 } })`;
  });
  return { code: out, found };
}

export function reactDomStartErrors(): Plugin {
  return {
    name: "portfolio:react-dom-start-errors",
    apply: "build",
    transform(code, id) {
      if (!CLIENT_FILE.test(id)) return null;
      const { code: out, found } = withoutStartErrors(code);
      // A React DOM that makes its markers otherwise still works; it only starts slower under an
      // inspector. Say so, rather than stop an owner's build over it.
      const missing = START_ERROR_CODES.filter((c) => !found.includes(c));
      if (missing.length || found.length !== START_ERROR_CODES.length) {
        this.warn(
          `React DOM's start markers have changed (found ${found.join(", ") || "none"}; expected ${START_ERROR_CODES.join(", ")} once each): ` +
            "pipeline/vite/react-dom-start-errors.ts needs a look (docs/decisions/038-react-dom-start-errors.md).",
        );
      }
      return found.length ? { code: out, map: null } : null;
    },
  };
}
