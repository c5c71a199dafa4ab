/**
 * Toasts, with the toast library (sonner) loaded only when the page is idle or
 * when the first toast is asked for, so it is not part of the first load.
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
