import { Reply } from "~/components/ui/icons";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Comment } from "~/data/schema";
import { Button } from "~/components/ui/button";
import { Field, textInputClasses } from "~/components/ui/field";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useFormats } from "~/lib/language";
import { notify } from "~/lib/toast";
import { useWords } from "~/lib/language";
import { notSearched } from "~/lib/search-marks";

/** The comments of a post, each with a Reply link to the reply form below them. */
export function Comments({ comments }: { comments: Comment[] }) {
  const words = useWords();
  const format = useFormats();
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const message = useRef<HTMLTextAreaElement>(null);
  const id = useId();

  function reply(author: string) {
    setReplyTo(author);
    // The link's own #reply jump brings the form into view; the cursor goes to the text.
    requestAnimationFrame(() => message.current?.focus({ preventScroll: true }));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void notify("success", words.comments.demoThanks, words.comments.demoNote);
    event.currentTarget.reset();
    setReplyTo(null);
  }

  return (
    <section {...notSearched} aria-labelledby="comments-heading" className="mt-16 border-t border-border pt-12">
      <h2 id="comments-heading" className="mb-8 text-2xl font-bold tracking-tight">
        {words.comments.count(comments.length)}
      </h2>
      <ol className="flex flex-col gap-6">
        {comments.map((comment) => (
          <li key={`${comment.author}-${comment.timestamp}`}>
            <article className="flex gap-4 rounded-card border border-border bg-surface p-5">
              <ResponsiveImage
                image={comment.avatar}
                sizes="48px"
                alt=""
                width={48}
                height={48}
                loading="lazy"
                className="size-12 shrink-0 rounded-full"
              />
              <div className="min-w-0 flex-1">
                <header className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="font-semibold">{comment.author}</h3>
                  <time dateTime={comment.timestamp} className="text-sm text-muted-foreground">
                    {format.dateTime(comment.timestamp)}
                  </time>
                </header>
                <p className="mt-2 leading-7 text-foreground">{comment.text}</p>
                <a
                  href="#reply"
                  onClick={() => reply(comment.author)}
                  className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text hover:underline"
                >
                  <Reply aria-hidden="true" className="size-4" /> {words.comments.reply}
                  <span className="sr-only">{` ${words.comments.replyTo(comment.author)}`}</span>
                </a>
              </div>
            </article>
          </li>
        ))}
      </ol>

      {/* A demo of comments: sent, the form goes nowhere ("dialog" outside a dialog sends nothing and keeps
          every word, never in the page's address); a send before the page has hydrated is kept until it
          has (app/lib/tap-keeper.ts). */}
      <form
        id="reply"
        method="dialog"
        onSubmit={onSubmit}
        aria-labelledby={`${id}-title`}
        className="mt-12 grid scroll-mt-28 gap-4 rounded-card border border-border p-6 sm:grid-cols-2"
      >
        <div className="flex items-center justify-between gap-4 sm:col-span-2">
          <h3 id={`${id}-title`} className="text-xl font-semibold">
            {replyTo ? words.comments.replyHeading(replyTo) : words.comments.leave}
          </h3>
          {replyTo ? (
            <button type="button" onClick={() => setReplyTo(null)} className="text-sm font-semibold text-accent-text hover:underline">
              {words.comments.cancelReply}
            </button>
          ) : null}
        </div>
        <Field id={`${id}-name`} label={words.comments.name}>
          <input id={`${id}-name`} name="name" type="text" required autoComplete="name" className={`${textInputClasses} h-11 px-3`} />
        </Field>
        <Field id={`${id}-email`} label={words.comments.email}>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={`${textInputClasses} h-11 px-3`} />
        </Field>
        <Field id={`${id}-message`} label={words.comments.comment} className="sm:col-span-2">
          <textarea
            ref={message}
            id={`${id}-message`}
            name="comment"
            required
            rows={4}
            className={`${textInputClasses} px-3 py-2 leading-7`}
          />
        </Field>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
          <Button type="submit">{words.comments.post}</Button>
          {/* Shown only without JavaScript (app/app.css), where posting does nothing. */}
          <p data-without-script="" className="hidden text-sm text-muted-foreground">
            {words.comments.demoNote}
          </p>
        </div>
      </form>
    </section>
  );
}
