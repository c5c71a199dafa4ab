import { type RefObject, useEffect, useState } from "react";
import { useWords } from "~/lib/language";

/** How long a copy button says "Copied". */
const CONFIRM_MS = 2000;

/**
 * The copy buttons of the code blocks in pre-rendered post HTML (app/lib/markdown.ts writes them
 * hidden, as they need a script): shown, and each copies its block's code exactly. Returns what
 * to announce to screen readers; the button itself says "Copied" for a moment. Where the browser
 * will not write to the clipboard, the code is selected and the visitor told how to copy it.
 */
export function useCodeCopy(container: RefObject<HTMLElement | null>, html: string): string {
  const words = useWords();
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const buttons = [...root.querySelectorAll<HTMLButtonElement>("button[data-copy]")];
    for (const button of buttons) button.hidden = false;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const announce = (message: string) => {
      // Cleared first, so the same message twice is announced twice.
      setAnnouncement("");
      timers.add(setTimeout(() => setAnnouncement(message), 50));
    };
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-copy]");
      const code = button?.closest(".code-block")?.querySelector("pre code");
      if (!button || !code || !root.contains(button)) return;
      try {
        await navigator.clipboard.writeText(code.textContent ?? "");
        button.textContent = words.code.copied;
        timers.add(setTimeout(() => (button.textContent = words.code.copy), CONFIRM_MS));
        announce(words.code.copiedCode);
      } catch {
        const range = document.createRange();
        range.selectNodeContents(code);
        const selection = window.getSelection();
        selection?.removeAllRanges();
        selection?.addRange(range);
        announce(words.code.copyFailed);
      }
    };
    root.addEventListener("click", onClick);
    return () => {
      root.removeEventListener("click", onClick);
      for (const timer of timers) clearTimeout(timer);
      for (const button of buttons) button.textContent = words.code.copy;
    };
  }, [container, html, words]);
  return announcement;
}
