/**
 * Colour mode: "light", "dark", or "system" (follow the operating system).
 * The choice lives in localStorage; the class "dark" on <html> is what styles read.
 */
export type ColorMode = "light" | "dark" | "system";
export const COLOR_MODES: readonly ColorMode[] = ["light", "dark", "system"];
export const COLOR_MODE_STORAGE_KEY = "color-mode";

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === "string" && (COLOR_MODES as readonly string[]).includes(value);
}

/** Reads the stored choice; "system" when nothing usable is stored or storage throws. */
export function readColorMode(storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage()): ColorMode {
  try {
    const value = storage?.getItem(COLOR_MODE_STORAGE_KEY);
    return isColorMode(value) ? value : "system";
  } catch {
    return "system";
  }
}

/** Stores the choice; returns false when storage is unavailable (private mode, blocked). */
export function writeColorMode(
  mode: ColorMode,
  storage: Pick<Storage, "setItem" | "removeItem"> | undefined = safeLocalStorage(),
): boolean {
  try {
    if (!storage) return false;
    if (mode === "system") storage.removeItem(COLOR_MODE_STORAGE_KEY);
    else storage.setItem(COLOR_MODE_STORAGE_KEY, mode);
    return true;
  } catch {
    return false;
  }
}

export function resolveColorMode(mode: ColorMode, systemPrefersDark: boolean): "light" | "dark" {
  return mode === "system" ? (systemPrefersDark ? "dark" : "light") : mode;
}

export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement) {
  const dark = resolveColorMode(mode, window.matchMedia("(prefers-color-scheme: dark)").matches) === "dark";
  root.classList.toggle("dark", dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Runs in <head> before the first paint of every pre-rendered page, so the page
 * is never painted in the wrong mode. Kept small (every page carries it) and
 * dependency-free; it mirrors readColorMode + applyColorMode above: a stored
 * "light" or "dark", else the system's.
 */
export const colorModeScript = `(function(r,s,d){try{s=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}d=s=="dark"||s!="light"&&matchMedia("(prefers-color-scheme: dark)").matches;r.classList.toggle("dark",d);r.style.colorScheme=d?"dark":"light"})(document.documentElement)`;
