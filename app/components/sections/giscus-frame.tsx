import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { GISCUS_ORIGIN, GISCUS_SESSION_KEY, type GiscusPost } from "~/lib/giscus";
import { endsSession, giscusFrameUrl, giscusMessage, pageAddress, takeSession } from "~/lib/giscus-frame";
import { useIsDark } from "~/lib/use-is-dark";
import { useWords } from "~/lib/language";

/**
 * giscus' frame, as its own client script makes it: the address says what to show, the
 * frame says how tall it is, and a change of colour mode is sent to it rather than
 * reloading it. giscus-comments.tsx loads this module only once the visitor has said yes.
 */
export function GiscusFrame({ post, anchor }: { post: GiscusPost; anchor: string }) {
  const words = useWords();
  const frame = useRef<HTMLIFrameElement>(null);
  const isDark = useIsDark();
  const theme = isDark ? post.theme.dark : post.theme.light;
  const [session, setSession] = useState(() => takeSession(window.location.href, browserStorage()));
  const [src, setSrc] = useState(() =>
    giscusFrameUrl(post, { origin: pageAddress(window.location.href, anchor), session: session.session, theme }),
  );
  // The theme in the frame's address, and whether the frame is there to be told of another.
  const shown = useRef(theme);
  const ready = useRef(false);

  useEffect(() => {
    // The sign-in giscus handed back is kept; the address loses it, and keeps the router's state.
    if (session.cleanAddress) window.history.replaceState(window.history.state, "", session.cleanAddress);
  }, [session.cleanAddress]);

  useEffect(() => {
    if (!ready.current || theme === shown.current) return;
    frame.current?.contentWindow?.postMessage({ giscus: { setConfig: { theme } } }, GISCUS_ORIGIN);
    shown.current = theme;
  }, [theme]);

  // Listening from the moment the frame is in the page: an effect runs after the next paint, and
  // a frame that loads fast (a busy machine's late frame, a cached giscus) has spoken by then.
  useLayoutEffect(() => {
    function onMessage(event: MessageEvent) {
      const message = giscusMessage(event, frame.current?.contentWindow);
      if (!message || !frame.current) return;
      if (message.resizeHeight) frame.current.style.height = `${message.resizeHeight}px`;
      if (endsSession(message)) {
        browserStorage()?.removeItem(GISCUS_SESSION_KEY);
        setSession({ session: "" });
        ready.current = false;
        setSrc(giscusFrameUrl(post, { origin: pageAddress(window.location.href, anchor), session: "", theme: shown.current }));
      }
      // giscus says nothing else the page needs: it shows its own errors, and "Discussion not found" just means no comment yet.
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [post, anchor]);

  function onLoad() {
    ready.current = true;
    // The visitor may have switched the colour mode while the frame loaded.
    const current = document.documentElement.classList.contains("dark") ? post.theme.dark : post.theme.light;
    if (current !== shown.current) {
      frame.current?.contentWindow?.postMessage({ giscus: { setConfig: { theme: current } } }, GISCUS_ORIGIN);
      shown.current = current;
    }
  }

  return (
    <iframe
      ref={frame}
      src={src}
      title={words.comments.frameTitle}
      onLoad={onLoad}
      allow="clipboard-write"
      referrerPolicy="strict-origin-when-cross-origin"
      // giscus' frame sizes itself to its content (resizeHeight) and never scrolls inside.
      scrolling="no"
      // As giscus' own stylesheet has it: its page declares no colour scheme, and a frame in the page's dark one would get an opaque backdrop.
      className="block min-h-40 w-full border-0 [color-scheme:normal]"
    />
  );
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
