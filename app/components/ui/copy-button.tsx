import { type ComponentProps, type RefObject, useEffect, useRef, useState } from "react";
import { cx } from "~/lib/class-names";
import { COPIED_MS, copyOrSelect } from "~/lib/clipboard";
import { useWords } from "~/lib/language";

interface CopyButtonProps extends Omit<ComponentProps<"button">, "value" | "onClick" | "children" | "type"> {
  /** What goes on the clipboard. */
  value: string;
  /** What it copies, in the button's name for screen readers and in the announcement: "Number (bKash)". */
  what: string;
  /** The element that shows the value: selected instead where the browser refuses the clipboard. */
  shown: RefObject<HTMLElement | null>;
  /** Says a message in the page's status region (useAnnouncement). */
  announce: (message: string) => void;
}

/**
 * A "Copy" button for a value shown beside it. It needs a script: without JavaScript it is not
 * shown (app/app.css), and a tap before the page has hydrated is kept until then
 * (app/lib/tap-keeper.ts). Copied, it says "Copied" for a moment and announces it; where the
 * browser refuses, the value is selected and the visitor told how to copy it.
 */
export function CopyButton({ value, what, shown, announce, className, ...props }: CopyButtonProps) {
  const words = useWords();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    if (!shown.current) return;
    clearTimeout(timer.current);
    if (await copyOrSelect(value, shown.current)) {
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      announce(words.clipboard.copiedThis(what));
    } else {
      setCopied(false);
      announce(words.clipboard.copyFailed);
    }
  }

  return (
    <button
      type="button"
      aria-label={words.clipboard.copyThis(what)}
      onClick={copy}
      className={cx(
        "inline-flex h-7 shrink-0 items-center rounded-control border border-border px-2.5 text-xs font-semibold text-foreground hover:border-accent hover:text-accent-text",
        className,
      )}
      {...props}
    >
      {copied ? words.clipboard.copied : words.clipboard.copy}
    </button>
  );
}
