/**
 * IntersectionObserver stand-ins for component tests: happy-dom lays nothing out, so its own
 * observer never reports anything near the screen.
 */

/** A visitor who scrolls to whatever is watched at once: each target reports itself in view. */
export class SeenObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** A visitor who never scrolls: nothing watched comes near the screen. */
export class UnseenObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Puts an observer stand-in in place of the window's; returns what puts the window's back. */
export function observeWith(observer: typeof SeenObserver | typeof UnseenObserver): () => void {
  const original = Object.getOwnPropertyDescriptor(window, "IntersectionObserver");
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: observer });
  return () => {
    if (original) Object.defineProperty(window, "IntersectionObserver", original);
    else delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  };
}
