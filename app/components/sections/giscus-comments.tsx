import { ExternalLink } from "~/components/ui/icons";
import { useEffect, useRef, useState } from "react";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { RememberChoice } from "~/components/ui/remember-choice";
import { allowComments, commentsAllowed, CONSENT_CHANGE_EVENT, PRIVACY_POLICY_PATH } from "~/lib/consent";
import { GISCUS_SESSION_PARAM, type GiscusPost } from "~/lib/giscus";
import { useHydrated } from "~/lib/use-hydrated";
import type { GiscusFrame } from "./giscus-frame";
import { useWords } from "~/lib/language";
import { notSearched } from "~/lib/search-marks";

/** The section's anchor: giscus sends a visitor who signs in back to it. */
const SECTION_ID = "comments";
/** How far below the screen the section may still be when the page asks whether comments are always allowed. */
const NEAR = "0px 0px 600px 0px";

/**
 * A post's comments from GitHub Discussions, through giscus. Nothing is requested from
 * giscus until the visitor says yes, in place: this time, or always (the consent library
 * keeps the "always", category "comments"); a visitor who said always sees the comments
 * when they scroll near them. Without JavaScript, a link to the discussions on GitHub.
 */
export function GiscusComments({ post }: { post: GiscusPost }) {
  const words = useWords();
  const hydrated = useHydrated();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [remember, setRemember] = useState(false);
  // Yes for this page only; "always", as the consent library has it.
  const [thisTime, setThisTime] = useState(false);
  const [always, setAlways] = useState(false);
  const alwaysBefore = useRef(false);
  const focusComments = useRef(false);
  const show = thisTime || always;
  // The frame's code comes only once it is wanted: it is no part of the page's first scripts.
  const [Frame, setFrame] = useState<typeof GiscusFrame | null>(null);

  useEffect(() => {
    if (!show || Frame) return;
    let current = true;
    void import("./giscus-frame").then((module) => current && setFrame(() => module.GiscusFrame));
    return () => {
      current = false;
    };
  }, [show, Frame]);

  useEffect(() => {
    // Back from signing in to giscus, which the visitor started in the comments they had loaded.
    if (new URL(window.location.href).searchParams.has(GISCUS_SESSION_PARAM)) setThisTime(true);
  }, []);

  useEffect(() => {
    let current = true;
    const check = (change: boolean) =>
      void commentsAllowed().then((value) => {
        if (!current) return;
        // An "always" withdrawn in the privacy settings takes the comments away again.
        if (change && alwaysBefore.current && !value) setThisTime(false);
        alwaysBefore.current = value;
        setAlways(value);
      });
    const onChange = () => check(true);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    // The consent library loads only once the comments are near: a reader who stops before them never fetches it.
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === "function" && section.current) {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          check(false);
        },
        { rootMargin: NEAR },
      );
      observer.observe(section.current);
    } else check(false);
    return () => {
      current = false;
      observer?.disconnect();
      window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
    };
  }, []);

  useEffect(() => {
    // The button the visitor pressed is gone: keep their place at the section's heading, just above the comments.
    if (show && focusComments.current) heading.current?.focus();
    focusComments.current = false;
  }, [show]);

  function load() {
    focusComments.current = true;
    setThisTime(true);
    if (remember) void allowComments();
  }

  const onGitHub = (
    <>
      <ExternalLink aria-hidden="true" className="size-4" />
      <span className="sr-only">{words.links.newTab}</span>
    </>
  );
  const linkClasses = "inline-flex items-center gap-1.5 font-semibold text-accent-text underline underline-offset-2";

  return (
    <section
      {...notSearched}
      ref={section}
      id={SECTION_ID}
      aria-labelledby="comments-heading"
      className="mt-16 scroll-mt-24 border-t border-border pt-12"
    >
      <h2 ref={heading} id="comments-heading" tabIndex={-1} className="mb-8 text-2xl font-bold tracking-tight outline-none">
        {words.comments.heading}
      </h2>
      {show ? (
        Frame ? (
          <Frame post={post} anchor={SECTION_ID} />
        ) : (
          // The frame's place, while its code arrives (on a fast connection, for a moment).
          <p role="status" className="flex min-h-40 items-center justify-center rounded-card border border-border text-muted-foreground">
            {words.comments.loading}
          </p>
        )
      ) : (
        <div className="flex min-h-48 flex-col items-start justify-center gap-4 rounded-card border border-border bg-surface p-6">
          {hydrated ? (
            <>
              <h3 className="text-xl font-semibold">{words.comments.askTitle}</h3>
              <p className="max-w-prose leading-7 text-muted-foreground">
                {words.comments.askText}{" "}
                <Link to={PRIVACY_POLICY_PATH} className="font-medium text-accent-text underline underline-offset-2">
                  {words.comments.privacyPolicy}
                </Link>
              </p>
              <RememberChoice checked={remember} onChange={setRemember}>
                {words.comments.remember}
              </RememberChoice>
              <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
                <Button onClick={load}>{words.comments.load}</Button>
                <a href={post.discussions} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                  {words.comments.readOnGitHub}
                  {onGitHub}
                </a>
              </div>
            </>
          ) : (
            // Before (or without) JavaScript: the discussions themselves, on GitHub.
            <>
              <p className="max-w-prose leading-7 text-muted-foreground">{words.comments.noScript}</p>
              <a href={post.discussions} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {words.comments.readAndWrite}
                {onGitHub}
              </a>
            </>
          )}
        </div>
      )}
    </section>
  );
}
