/**
 * giscus' frame in the browser, once a visitor has said yes: its address, the sign-in giscus
 * hands back, and its messages. Loaded with the frame (app/components/sections/giscus-frame.tsx),
 * never with the page.
 */
import { GISCUS_ORIGIN, GISCUS_SESSION_KEY, GISCUS_SESSION_PARAM, type GiscusPost } from "./giscus";

/**
 * The address of giscus' frame. `origin` is the page the visitor is on (giscus sends them
 * back there after signing in), `session` their giscus sign-in if any.
 */
export function giscusFrameUrl(post: GiscusPost, { origin, session, theme }: { origin: string; session: string; theme: string }): string {
  const flag = (value: boolean) => (value ? "1" : "0");
  const params = new URLSearchParams({
    origin,
    session,
    repo: post.repo,
    repoId: post.repoId,
    category: post.category,
    categoryId: post.categoryId,
    term: post.term,
    number: "",
    strict: flag(post.strict),
    reactionsEnabled: flag(post.reactions),
    emitMetadata: "0",
    inputPosition: post.inputPosition,
    theme,
    description: post.description,
    backLink: post.backLink,
  });
  return `${GISCUS_ORIGIN}/${encodeURIComponent(post.lang)}/widget?${params}`;
}

/** The page's address without giscus' sign-in parameter, pointing at the comments (`anchor`). */
export function pageAddress(href: string, anchor: string): string {
  const url = new URL(href);
  url.searchParams.delete(GISCUS_SESSION_PARAM);
  url.hash = anchor;
  return url.toString();
}

type SessionStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A visitor's giscus sign-in. Coming back from signing in, the address carries it: it is
 * kept (JSON, as giscus' client keeps it) and `cleanAddress` is the address without it.
 * Otherwise it is the one kept earlier, or "" for a visitor who has not signed in.
 */
export function takeSession(href: string, storage: SessionStorage | undefined): { session: string; cleanAddress?: string } {
  const url = new URL(href);
  const fromAddress = url.searchParams.get(GISCUS_SESSION_PARAM);
  try {
    if (fromAddress) {
      storage?.setItem(GISCUS_SESSION_KEY, JSON.stringify(fromAddress));
      url.searchParams.delete(GISCUS_SESSION_PARAM);
      return { session: fromAddress, cleanAddress: url.toString() };
    }
    const kept = storage?.getItem(GISCUS_SESSION_KEY);
    const session: unknown = kept ? JSON.parse(kept) : "";
    return { session: typeof session === "string" ? session : "" };
  } catch {
    // Storage blocked, or something unreadable kept under giscus' name: no sign-in.
    storage?.removeItem(GISCUS_SESSION_KEY);
    return { session: fromAddress ?? "" };
  }
}

/** What giscus' frame tells the page (its `giscus` messages, giscus' ADVANCED-USAGE.md). */
export interface GiscusMessage {
  resizeHeight?: number;
  signOut?: boolean;
  error?: string;
}

/** The message, when it is giscus' and comes from `frame`; undefined for anything else posted to the page. */
export function giscusMessage(
  event: Pick<MessageEvent, "origin" | "source" | "data">,
  frame: Window | null | undefined,
): GiscusMessage | undefined {
  if (event.origin !== GISCUS_ORIGIN || !frame || event.source !== frame) return undefined;
  const data: unknown = event.data;
  if (typeof data !== "object" || data === null || !("giscus" in data)) return undefined;
  const message = (data as { giscus: unknown }).giscus;
  return typeof message === "object" && message !== null ? (message as GiscusMessage) : undefined;
}

/** Whether the message means the visitor's sign-in is over: they signed out, or giscus no longer accepts it. */
export function endsSession(message: GiscusMessage): boolean {
  return !!message.signOut || /Bad credentials|Invalid state value|State has expired/.test(message.error ?? "");
}
