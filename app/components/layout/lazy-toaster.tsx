import { useEffect, useState, type ComponentType } from "react";
import type { ToasterProps } from "sonner";
import { TOAST_DURATION_MS, TOAST_MAX_WIDTH_PX, TOAST_MIN_WIDTH_PX } from "~/lib/constants";
import { loadToasts, TOASTS_WANTED_EVENT } from "~/lib/toast";
import { useIsDark } from "~/lib/use-is-dark";

/**
 * The one toast host of the app, mounted once the toast library has loaded: when the first
 * toast is asked for (app/lib/toast.ts), not with the page, which shows none until then.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const dark = useIsDark();

  useEffect(() => {
    let mounted = true;
    const load = () => void loadToasts().then((sonner) => mounted && setToaster(() => sonner.Toaster));
    window.addEventListener(TOASTS_WANTED_EVENT, load);
    return () => {
      mounted = false;
      window.removeEventListener(TOASTS_WANTED_EVENT, load);
    };
  }, []);

  if (!Toaster) return null;
  return (
    <Toaster
      duration={TOAST_DURATION_MS}
      position="bottom-center"
      theme={dark ? "dark" : "light"}
      closeButton
      richColors
      toastOptions={{ style: { minWidth: TOAST_MIN_WIDTH_PX, maxWidth: TOAST_MAX_WIDTH_PX } }}
    />
  );
}
