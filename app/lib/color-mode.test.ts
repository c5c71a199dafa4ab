import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COLOR_MODE_STORAGE_KEY, colorModeScript, isColorMode, readColorMode, resolveColorMode, writeColorMode } from "./color-mode";

/** A window.matchMedia that reports the operating system's dark preference. */
function stubSystemDark(dark: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: dark && query === "(prefers-color-scheme: dark)",
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: matchMedia });
  return matchMedia;
}

const throwingStorage = {
  getItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("full", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("blocked", "SecurityError");
  },
};

const originalMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = "";
  document.documentElement.style.colorScheme = "";
});

afterEach(() => {
  Object.defineProperty(window, "matchMedia", { configurable: true, writable: true, value: originalMatchMedia });
  localStorage.clear();
});

describe("isColorMode", () => {
  it("knows the three modes and nothing else", () => {
    expect(["light", "dark", "system"].every(isColorMode)).toBe(true);
    expect([undefined, null, "", "Dark", "auto", 1].some(isColorMode)).toBe(false);
  });
});

describe("readColorMode", () => {
  it("is 'system' when nothing is stored", () => {
    expect(readColorMode()).toBe("system");
  });

  it("reads a stored light or dark choice from localStorage", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    expect(readColorMode()).toBe("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    expect(readColorMode()).toBe("light");
  });

  it.each(["junk", "DARK", "", "null", '"dark"'])("is 'system' when the stored value is %j", (value) => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, value);
    expect(readColorMode()).toBe("system");
  });

  it("is 'system' when storage throws or is missing", () => {
    expect(readColorMode(throwingStorage)).toBe("system");
    expect(readColorMode(undefined)).toBe("system");
  });
});

describe("writeColorMode", () => {
  it("stores light and dark", () => {
    expect(writeColorMode("dark")).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("dark");
    expect(writeColorMode("light")).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe("light");
  });

  it("removes the key for system", () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    expect(writeColorMode("system")).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
  });

  it("returns false when storage throws", () => {
    expect(writeColorMode("dark", throwingStorage)).toBe(false);
    expect(writeColorMode("system", throwingStorage)).toBe(false);
  });

  it("round-trips with readColorMode", () => {
    for (const mode of ["light", "dark", "system"] as const) {
      writeColorMode(mode);
      expect(readColorMode()).toBe(mode);
    }
  });
});

describe("resolveColorMode", () => {
  it("follows the system only in system mode", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("light", true)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
  });
});

describe("colorModeScript", () => {
  const run = () => new Function(colorModeScript)();
  const root = () => document.documentElement;

  it("applies a stored dark choice, even when the system is light", () => {
    stubSystemDark(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "dark");
    run();
    expect(root()).toHaveClass("dark");
    expect(root().style.colorScheme).toBe("dark");
  });

  it("applies a stored light choice, even when the system is dark", () => {
    stubSystemDark(true);
    root().classList.add("dark");
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    run();
    expect(root()).not.toHaveClass("dark");
    expect(root().style.colorScheme).toBe("light");
  });

  it("follows the system when nothing or junk is stored", () => {
    const matchMedia = stubSystemDark(true);
    run();
    expect(root()).toHaveClass("dark");
    expect(matchMedia).toHaveBeenCalledWith("(prefers-color-scheme: dark)");

    stubSystemDark(false);
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "junk");
    run();
    expect(root()).not.toHaveClass("dark");
  });

  it("does not throw when localStorage throws, and follows the system", () => {
    stubSystemDark(true);
    // Were this readable, the script would choose light.
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, "light");
    const original = Object.getOwnPropertyDescriptor(window, "localStorage");
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get() {
        throw new DOMException("blocked", "SecurityError");
      },
    });
    try {
      expect(() => window.localStorage).toThrow();
      expect(() => localStorage).toThrow();
      expect(run).not.toThrow();
      expect(root()).toHaveClass("dark");
      // The app's own helpers cope too.
      expect(readColorMode()).toBe("system");
      expect(writeColorMode("dark")).toBe(false);
    } finally {
      if (original) Object.defineProperty(window, "localStorage", original);
      else delete (window as { localStorage?: Storage }).localStorage;
    }
    expect(() => window.localStorage.getItem("x")).not.toThrow();
  });
});
