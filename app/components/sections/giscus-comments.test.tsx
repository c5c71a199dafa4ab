import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { allowComments, commentsAllowed, CONSENT_CHANGE_EVENT } from "~/lib/consent";
import { GISCUS_ORIGIN, GISCUS_SESSION_KEY, giscusPost } from "~/lib/giscus";
import { giscusPage, giscusSettings } from "~/lib/giscus.test-data";
import { GiscusComments } from "./giscus-comments";

// The consent library stands in: these tests are about what the section asks and does with the answer.
vi.mock("~/lib/consent", () => ({
  CONSENT_CHANGE_EVENT: "consent:change",
  PRIVACY_POLICY_PATH: "/privacy-policy",
  commentsAllowed: vi.fn(),
  allowComments: vi.fn(),
}));

const post = giscusPost({ ...giscusSettings, theme: { light: "light", dark: "dark_dimmed" } }, giscusPage, "en-US");

/** Whether the visitor has said "always" (as the consent library would answer). */
let always = false;
/** The frame's window: what the section posts to, and where giscus' messages come from. */
let frameWindow: { postMessage: ReturnType<typeof vi.fn> };
const frameWindowDescriptor = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, "contentWindow");
const observerDescriptor = Object.getOwnPropertyDescriptor(window, "IntersectionObserver");
/** What the section watched to learn when the reader nears it. */
let watched: Element[] = [];

/** A reader who scrolls to the section at once (happy-dom lays nothing out, so its own observer never fires). */
class SeenObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    watched.push(target);
    queueMicrotask(() =>
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  disconnect() {}
}

beforeEach(() => {
  always = false;
  vi.mocked(commentsAllowed).mockImplementation(async () => always);
  vi.mocked(allowComments).mockImplementation(async () => {
    always = true;
    window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT));
  });
  localStorage.clear();
  document.documentElement.classList.remove("dark");
  window.history.replaceState(null, "", "/blog/naming-colours");
  // No page is fetched into a frame here: the frame's window is a stand-in.
  frameWindow = { postMessage: vi.fn() };
  Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", { configurable: true, get: () => frameWindow });
  watched = [];
  Object.defineProperty(window, "IntersectionObserver", { configurable: true, writable: true, value: SeenObserver });
});

afterEach(() => {
  if (frameWindowDescriptor) Object.defineProperty(HTMLIFrameElement.prototype, "contentWindow", frameWindowDescriptor);
  if (observerDescriptor) Object.defineProperty(window, "IntersectionObserver", observerDescriptor);
});

function setup() {
  const user = userEvent.setup();
  const Stub = createRoutesStub([{ path: "*", Component: () => <GiscusComments post={post} /> }]);
  render(<Stub initialEntries={["/blog/naming-colours"]} />);
  return { user };
}

const frame = () => screen.queryByTitle("Comments from GitHub Discussions (giscus)") as HTMLIFrameElement | null;
const frameParams = () => new URL(frame()!.getAttribute("src")!).searchParams;
/** Waits for the frame and for its effects, which React may run after the next paint: its message listener among them. */
async function frameShown() {
  await waitFor(() => expect(frame()).not.toBeNull());
  await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
}
const fromGiscus = (data: unknown) =>
  new MessageEvent("message", { origin: GISCUS_ORIGIN, source: frameWindow as unknown as Window, data });

describe("GiscusComments", () => {
  it("asks in place before anything loads: a button, a box to remember the answer, the privacy policy, GitHub instead", async () => {
    setup();
    expect(await screen.findByRole("heading", { level: 3, name: "Load the comments from GitHub?" })).toBeVisible();
    expect(screen.getByRole("heading", { level: 2, name: "Comments" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Load comments" })).toBeVisible();
    expect(screen.getByRole("checkbox", { name: "Always load comments from GitHub on this site" })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
    const github = screen.getByRole("link", { name: /Read them on GitHub instead/ });
    expect(github).toHaveAttribute("href", "https://github.com/lena-martinez/journal/discussions/categories/comments");
    expect(github).toHaveAttribute("target", "_blank");
    // Asked only once the reader nears the comments, and the answer is no.
    expect(watched).toEqual([screen.getByRole("region", { name: "Comments" })]);
    await waitFor(() => expect(commentsAllowed).toHaveBeenCalled());
    expect(frame()).toBeNull();
  });

  it("by keyboard, 'this time' loads this post's discussion in place, keeps the reader's place, and records nothing", async () => {
    const { user } = setup();
    const button = await screen.findByRole("button", { name: "Load comments" });
    button.focus();
    await user.keyboard("{Enter}");

    // The frame's code arrives on demand; then the frame takes the question's place.
    await waitFor(() => expect(frame()).not.toBeNull());
    const src = new URL(frame()!.getAttribute("src")!);
    expect(src.origin + src.pathname).toBe(`${GISCUS_ORIGIN}/en/widget`);
    expect(Object.fromEntries(frameParams())).toMatchObject({
      repo: "lena-martinez/journal",
      repoId: "R_kgDOLfixture",
      categoryId: "DIC_kwDOLfixture4Cd1",
      term: "blog/naming-colours",
      theme: "light",
      session: "",
      origin: `${window.location.origin}/blog/naming-colours#comments`,
    });
    expect(screen.queryByRole("button", { name: "Load comments" })).toBeNull();
    expect(screen.getByRole("heading", { level: 2, name: "Comments" })).toHaveFocus();
    expect(allowComments).not.toHaveBeenCalled();
  });

  it("with the box ticked, records 'always' with the consent library", async () => {
    const { user } = setup();
    await user.click(await screen.findByRole("checkbox", { name: "Always load comments from GitHub on this site" }));
    await user.click(screen.getByRole("button", { name: "Load comments" }));
    expect(allowComments).toHaveBeenCalledTimes(1);
    expect(frame()).not.toBeNull();
  });

  it("shows the comments without asking to a visitor who said 'always', in the colour mode of the page", async () => {
    always = true;
    document.documentElement.classList.add("dark");
    setup();
    await waitFor(() => expect(frame()).not.toBeNull());
    expect(frameParams().get("theme")).toBe("dark_dimmed");
    expect(screen.queryByRole("button", { name: "Load comments" })).toBeNull();
    // Nothing was pressed: the reader's focus stays where it was.
    expect(screen.getByRole("heading", { level: 2, name: "Comments" })).not.toHaveFocus();
  });

  it("tells the loaded frame of a switch of colour mode instead of reloading it", async () => {
    always = true;
    setup();
    await waitFor(() => expect(frame()).not.toBeNull());
    const src = frame()!.getAttribute("src");
    frame()!.dispatchEvent(new Event("load"));

    act(() => document.documentElement.classList.add("dark"));
    await waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenCalledWith({ giscus: { setConfig: { theme: "dark_dimmed" } } }, GISCUS_ORIGIN),
    );
    act(() => document.documentElement.classList.remove("dark"));
    await waitFor(() =>
      expect(frameWindow.postMessage).toHaveBeenLastCalledWith({ giscus: { setConfig: { theme: "light" } } }, GISCUS_ORIGIN),
    );
    expect(frame()!.getAttribute("src")).toBe(src);
  });

  it("does not post to a frame that has not loaded yet, and catches up once it has", async () => {
    always = true;
    setup();
    await waitFor(() => expect(frame()).not.toBeNull());
    act(() => document.documentElement.classList.add("dark"));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(frameWindow.postMessage).not.toHaveBeenCalled();
    frame()!.dispatchEvent(new Event("load"));
    expect(frameWindow.postMessage).toHaveBeenCalledWith({ giscus: { setConfig: { theme: "dark_dimmed" } } }, GISCUS_ORIGIN);
  });

  it("takes the height giscus' frame asks for, and from nowhere else", async () => {
    always = true;
    setup();
    await frameShown();
    act(() => void window.dispatchEvent(fromGiscus({ giscus: { resizeHeight: 512 } })));
    expect(frame()!.style.height).toBe("512px");
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent("message", {
            origin: "https://evil.example",
            source: frameWindow as unknown as Window,
            data: { giscus: { resizeHeight: 9 } },
          }),
        ),
    );
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent("message", { origin: GISCUS_ORIGIN, source: window, data: { giscus: { resizeHeight: 9 } } }),
        ),
    );
    expect(frame()!.style.height).toBe("512px");
  });

  it("keeps a sign-in giscus hands back, takes it out of the address, and shows the comments the visitor was in", async () => {
    window.history.replaceState({ usr: null, key: "k", idx: 0 }, "", "/blog/naming-colours?giscus=s3ss10n#comments");
    setup();
    await frameShown();
    expect(frameParams().get("session")).toBe("s3ss10n");
    expect(frameParams().get("origin")).toBe(`${window.location.origin}/blog/naming-colours#comments`);
    expect(localStorage.getItem(GISCUS_SESSION_KEY)).toBe('"s3ss10n"');
    expect(window.location.search).toBe("");
    expect(window.history.state).toMatchObject({ key: "k" });
  });

  it("forgets the sign-in when the visitor signs out in the frame, and reloads it without", async () => {
    localStorage.setItem(GISCUS_SESSION_KEY, '"s3ss10n"');
    always = true;
    setup();
    await frameShown();
    expect(frameParams().get("session")).toBe("s3ss10n");
    act(() => void window.dispatchEvent(fromGiscus({ giscus: { signOut: true } })));
    await waitFor(() => expect(frameParams().get("session")).toBe(""));
    expect(localStorage.getItem(GISCUS_SESSION_KEY)).toBeNull();
  });

  it("takes the comments away when an 'always' is withdrawn in the privacy settings", async () => {
    always = true;
    setup();
    await waitFor(() => expect(frame()).not.toBeNull());
    always = false;
    act(() => void window.dispatchEvent(new Event(CONSENT_CHANGE_EVENT)));
    expect(await screen.findByRole("button", { name: "Load comments" })).toBeVisible();
    expect(frame()).toBeNull();
  });

  it("before JavaScript runs (the pre-rendered page), is a plain link to the discussions on GitHub", () => {
    const Stub = createRoutesStub([{ path: "*", Component: () => <GiscusComments post={post} /> }]);
    const html = renderToStaticMarkup(<Stub initialEntries={["/blog/naming-colours"]} />);
    expect(html).toContain('href="https://github.com/lena-martinez/journal/discussions/categories/comments"');
    expect(html).toContain("Read and write comments on GitHub");
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("<button");
    expect(html).not.toContain("giscus.app");
  });
});
