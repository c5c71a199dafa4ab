/**
 * Runs `callback` when the browser is idle (at the latest after `timeoutMs`),
 * for work that must not compete with the first paint. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback.
  const id = setTimeout(callback, 1);
  return () => clearTimeout(id);
}
