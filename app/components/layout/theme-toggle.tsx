import { clsx } from "clsx";
import { Monitor, Moon, Sun } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { applyColorMode, type ColorMode, readColorMode, writeColorMode } from "~/lib/color-mode";
import { useWords } from "~/lib/language";

const OPTIONS = [
  { mode: "light", Icon: Sun },
  { mode: "dark", Icon: Moon },
  { mode: "system", Icon: Monitor },
] as const satisfies readonly { mode: ColorMode; Icon: unknown }[];

/**
 * Light, dark or follow the system. Until it has mounted it does not know the
 * stored choice, so no option is shown as pressed (the page itself is already
 * in the right mode, set by the script in <head>).
 */
export function ThemeToggle({ className }: { className?: string }) {
  const words = useWords();
  const [mode, setMode] = useState<ColorMode | null>(null);

  useEffect(() => {
    setMode(readColorMode());
  }, []);

  // While following the system, follow its changes too.
  useEffect(() => {
    if (mode !== "system") return;
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => applyColorMode("system");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [mode]);

  function choose(next: ColorMode) {
    writeColorMode(next);
    applyColorMode(next);
    setMode(next);
  }

  return (
    <div
      role="group"
      aria-label={words.colourMode.label}
      className={clsx("inline-flex items-center rounded-full border border-border bg-surface p-0.5", className)}
    >
      {OPTIONS.map(({ mode: option, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === null ? undefined : mode === option}
          title={words.colourMode[option].title}
          onClick={() => choose(option)}
          className="inline-flex size-8 items-center justify-center rounded-full text-muted-foreground transition-colors hover:text-foreground aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-sm"
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{words.colourMode[option].name}</span>
        </button>
      ))}
    </div>
  );
}
