import { ExternalLink, Play, X } from "~/components/ui/icons";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { RememberChoice } from "~/components/ui/remember-choice";
import { closeDialogOf, ModalDialog } from "~/components/ui/modal-dialog";
import { allowMedia, CONSENT_CHANGE_EVENT, mediaAllowed } from "~/lib/consent";
import { useHydrated } from "~/lib/use-hydrated";
import { useWords } from "~/lib/language";

interface IntroVideoProps {
  videoId: string;
  title: string;
}

/** YouTube's privacy-enhanced player: no cookies until the visitor plays. */
export function embedUrl(videoId: string) {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0&modestbranding=1`;
}

export function watchUrl(videoId: string) {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The intro video: a play button and a modal <dialog>. Nothing is requested from
 * the video service until the dialog is open and the visitor has said yes, this
 * time or always (the "always" is the consent library's to keep); closing the
 * dialog removes the player, which stops playback. Without JavaScript the
 * control is a plain link to the video on the service.
 */
export function IntroVideo({ videoId, title }: IntroVideoProps) {
  const words = useWords();
  const hydrated = useHydrated();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    if (!open) return;
    let current = true;
    const check = () => void mediaAllowed().then((value) => current && setAllowed(value));
    check();
    window.addEventListener(CONSENT_CHANGE_EVENT, check);
    return () => {
      current = false;
      window.removeEventListener(CONSENT_CHANGE_EVENT, check);
    };
  }, [open]);

  function onClose() {
    // Unmounting the player is what stops the video; a "this time" ends here too.
    setOpen(false);
    setAllowed(null);
    setRemember(false);
  }

  function play() {
    if (remember) void allowMedia().then(() => setAllowed(true));
    else setAllowed(true);
  }

  const face: ReactNode = (
    <>
      <span className="relative inline-flex size-12 items-center justify-center rounded-full bg-background text-accent-text shadow-raised ring-1 ring-border transition-transform group-hover:scale-105">
        <Play aria-hidden="true" className="size-5 translate-x-px fill-current" />
      </span>
      {words.video.watch}
    </>
  );
  const faceClasses = "group inline-flex items-center gap-3 rounded-full py-1 pr-4 pl-1 font-semibold text-foreground";

  if (!hydrated) {
    // Before (or without) JavaScript: the same control, as a link to the video on the service.
    return (
      <a href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer" className={faceClasses}>
        {face}
        <span className="sr-only">{` ${words.video.watchLinkEnd}`}</span>
      </a>
    );
  }

  return (
    <>
      <button ref={opener} type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={faceClasses}>
        {face}
      </button>

      <ModalDialog
        open={open}
        onClose={onClose}
        returnFocusTo={opener}
        aria-label={title}
        className="m-auto w-[min(60rem,calc(100vw-2rem))] max-w-none overflow-visible bg-transparent p-0 text-foreground backdrop:bg-overlay"
      >
        <div className="flex flex-col gap-3">
          <div className="flex items-center justify-between gap-4">
            <p className="font-semibold text-white">{title}</p>
            <button
              type="button"
              data-autofocus
              onClick={(event) => closeDialogOf(event.currentTarget)}
              className="inline-flex size-10 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{words.video.close}</span>
            </button>
          </div>
          <div className="aspect-video overflow-hidden rounded-card bg-black shadow-raised">
            {open && allowed ? (
              <iframe
                src={embedUrl(videoId)}
                title={title}
                allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                referrerPolicy="strict-origin-when-cross-origin"
                className="size-full border-0"
              />
            ) : null}
            {open && allowed === false ? (
              <div className="flex size-full flex-col items-center justify-center gap-3 overflow-y-auto bg-surface p-4 text-center sm:gap-4 sm:p-6">
                <h2 className="text-lg font-semibold sm:text-xl">{words.video.askTitle}</h2>
                <p className="max-w-md text-sm text-muted-foreground sm:text-base">{words.video.askText}</p>
                <RememberChoice checked={remember} onChange={setRemember}>
                  {words.video.remember}
                </RememberChoice>
                <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
                  <Button onClick={play}>{words.video.play}</Button>
                  <a
                    href={watchUrl(videoId)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 font-semibold text-accent-text underline underline-offset-2"
                  >
                    {words.video.watchElsewhere}
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">{words.links.newTab}</span>
                  </a>
                </div>
              </div>
            ) : null}
          </div>
        </div>
      </ModalDialog>
    </>
  );
}
