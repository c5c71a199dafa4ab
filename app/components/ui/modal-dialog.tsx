import { useEffect, useRef, type ComponentProps, type KeyboardEvent, type RefObject } from "react";

interface ModalDialogProps extends Omit<ComponentProps<"dialog">, "open" | "onClose"> {
  open: boolean;
  /** Called however the dialog closes: close button, Escape, or a click on the backdrop. */
  onClose: () => void;
  /** Where focus goes back to when the dialog closes (the control that opened it). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: the browser makes the page behind inert and
 * closes it on Escape. On top of that, Tab and Shift+Tab wrap around inside it
 * (the native dialog would let focus leave to the browser's own controls), a
 * click on the backdrop closes it, and focus returns to the opener. Its content
 * is rendered only while it is open: a closed dialog is never seen, so the
 * pre-rendered page does not carry it (the mobile menu was 11 KB of every page).
 */
export function ModalDialog({ open, onClose, returnFocusTo, children, onKeyDown, className, ...props }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // The element marked data-autofocus (usually the close button) takes focus.
      element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
    onKeyDown?.(event);
    if (event.key !== "Tab" || !dialog.current) return;
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The click handler only catches clicks on the backdrop; Escape is the dialog's own.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      onClose={() => {
        onClose();
        returnFocusTo.current?.focus();
      }}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={wrapFocus}
      // Its looks too: a closed dialog is not drawn, and its class list would be bytes in every page.
      className={open ? className : undefined}
      {...props}
    >
      {open ? children : null}
    </dialog>
  );
}

/** Closes the dialog that contains the element (for close buttons and links inside it). */
export function closeDialogOf(element: Element | null) {
  element?.closest("dialog")?.close();
}
