/**
 * Toasts, with the toast library (sonner) loaded when the first toast is asked for, so that
 * no page downloads it before it has something to say.
 * Sonner shows toasts created before its Toaster mounted as soon as it does.
 */
type Sonner = typeof import("sonner");

let loading: Promise<Sonner> | undefined;

export const TOASTS_WANTED_EVENT = "toasts:wanted";

export function loadToasts(): Promise<Sonner> {
  loading ??= import("sonner");
  return loading;
}

export function notify(kind: "success" | "info", title: string, description?: string): Promise<void> {
  window.dispatchEvent(new Event(TOASTS_WANTED_EVENT));
  return loadToasts().then(({ toast }) => {
    toast[kind](title, { description });
  });
}
