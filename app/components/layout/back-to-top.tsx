import { ArrowUp } from "~/components/ui/icons";
import { useEffect, useState } from "react";
import { clsx } from "clsx";
import { BACK_TO_TOP_THRESHOLD_PX } from "~/lib/constants";
import { usePrefersReducedMotion } from "~/lib/use-media-query";
import { useWords } from "~/lib/language";

/**
 * Appears once the page is scrolled past the threshold; until then it is
 * visibility: hidden, which also takes it out of the tab order and the
 * accessibility tree.
 */
export function BackToTop() {
  const words = useWords();
  const [visible, setVisible] = useState(false);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  function toTop() {
    window.scrollTo({ top: 0, behavior: reducedMotion ? "instant" : "smooth" });
    // Keyboard users continue from the top of the page, not from a button that vanished.
    document.getElementById("skip-link")?.focus({ preventScroll: true });
  }

  return (
    <button
      type="button"
      onClick={toTop}
      className={clsx(
        "fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground shadow-raised transition-all duration-200 hover:bg-accent-hover sm:right-6 sm:bottom-6",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
      )}
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{words.frame.backToTop}</span>
    </button>
  );
}
