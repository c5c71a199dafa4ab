import { type RefObject, useEffect } from "react";
import { COPIED_MS, copyOrSelect } from "~/lib/clipboard";
import { useWords } from "~/lib/language";
import { useAnnouncement } from "~/lib/use-announcement";

/**
 * The copy buttons of the code blocks in pre-rendered post HTML (app/lib/markdown.ts writes them
 * hidden, as they need a script): shown, and each copies its block's code exactly. Returns what
 * to announce to screen readers; the button itself says "Copied" for a moment. Where the browser
 * will not write to the clipboard, the code is selected and the visitor told how to copy it.
 */
export function useCodeCopy(container: RefObject<HTMLElement | null>, html: string): string {
  const words = useWords();
  const [announcement, announce] = useAnnouncement();
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-copy]")];
    for (const button of buttons) button.hidden = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-copy]");
      const code = button?.closest(".code-block")?.querySelector("pre code");
      if (!button || !code || !root.contains(button)) return;
      if (await copyOrSelect(code.textContent ?? "", code)) {
        button.textContent = words.code.copied;
        timers.add(setTimeout(() => (button.textContent = words.code.copy), COPIED_MS));
        announce(words.code.copiedCode);
      } else {
        announce(words.code.copyFailed);
      }
    };
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("click", onClick);
      for (const timer of timers) clearTimeout(timer);
      for (const button of buttons) button.textContent = words.code.copy;
    };
  }, [container, html, words, announce]);
  return announcement;
}
