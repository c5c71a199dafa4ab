import { useEffect, useRef, useState } from "react";
import { Search } from "~/components/ui/icons";
import { useWords } from "~/lib/language";
import type { SearchDialog } from "./search-dialog";

/**
 * The header's search: a button, also pressed by "/" and by Ctrl+K (⌘K on a Mac) anywhere on the
 * page but in a field, that opens the search dialog. Nothing of the search is fetched before
 * then: the dialog's code comes the first time it opens, and the index once it is open
 * (docs/decisions/024-site-search.md).
 */
export function SearchButton({ blog }: { blog: boolean }) {
  const words = useWords();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Dialog, setDialog] = useState<typeof SearchDialog | null>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing || !isSearchShortcut(event) || isTyping(event.target)) return;
      // Another dialog (the mobile menu, the video) has the page for now.
      if (document.querySelector("dialog[open]")) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    if (!open || Dialog) return;
    let current = true;
    void import("./search-dialog").then((module) => current && setDialog(() => module.SearchDialog));
    return () => {
      current = false;
    };
  }, [open, Dialog]);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        // The shortcuts work from the first paint: kept until the page has hydrated (app/lib/tap-keeper.ts).
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-control border border-border text-foreground hover:bg-surface-muted"
      >
        <Search aria-hidden="true" className="size-5" />
        <span className="sr-only">{words.search.open}</span>
      </button>
      {Dialog ? <Dialog open={open} onClose={() => setOpen(false)} opener={button} blog={blog} /> : null}
    </>
  );
}

/** Whether a key press is typing: in a text field, a text area, a list or editable text, no shortcut may take it. */
export function isTyping(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element || typeof element.closest !== "function") return false;
  if (element.isContentEditable) return true;
  const field = element.closest<HTMLElement>("input, textarea, select");
  if (!field) return false;
  // A checkbox, a radio button or a button takes no text.
  return field.tagName !== "INPUT" || !NOT_TEXT.has((field as HTMLInputElement).type);
}

const NOT_TEXT = new Set(["checkbox", "radio", "button", "submit", "reset", "range", "color", "file", "image"]);

/** The shortcuts that open the search: "/" (on any keyboard that types it), Ctrl+K and ⌘K. */
export function isSearchShortcut({
  key,
  ctrlKey,
  metaKey,
  altKey,
  shiftKey,
}: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey" | "shiftKey">): boolean {
  if (altKey) return false;
  if (key === "/") return !ctrlKey && !metaKey;
  return key.toLowerCase() === "k" && (ctrlKey || metaKey) && !shiftKey;
}
