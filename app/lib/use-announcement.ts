import { useCallback, useEffect, useRef, useState } from "react";

/**
 * What a status region (role="status") says, and the function that makes it say something:
 * the region is emptied first, so the same message twice is announced twice.
 */
export function useAnnouncement(): [message: string, announce: (message: string) => void] {
  const [message, setMessage] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const announce = useCallback((next: string) => {
    setMessage("");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(next), 50);
  }, []);
  return [message, announce];
}
