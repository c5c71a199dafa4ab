import { clsx } from "clsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { textInputClasses } from "~/components/ui/field";
import type { FormMessages, NewsletterDelivery } from "~/data/schema";
import { failureText, fillIn, formFields, postForm, SEND_TIMEOUT_MS, type SendFailure } from "~/lib/form-delivery";
import { notify } from "~/lib/toast";
import { track } from "~/lib/track";
import { useWords } from "~/lib/language";

/** What the owner chose in app/content/forms.ts. */
export interface NewsletterSettings {
  delivery: NewsletterDelivery;
  /** What the visitor reads once they have subscribed (forms.ts `messages.newsletter`). */
  messages: FormMessages;
}

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; text: string } | { kind: "failed"; failure: SendFailure };

/**
 * The newsletter box: in "demo" mode nothing is sent; otherwise the address goes to the
 * owner's mailing list service, posted by the browser itself when JavaScript is off.
 */
export function Newsletter({
  label,
  delivery,
  messages,
  timeoutMs = SEND_TIMEOUT_MS,
}: NewsletterSettings & { label: string; timeoutMs?: number }) {
  const words = useWords();
  const emailId = useId();
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const busy = useRef(false);
  const list = delivery === "demo" ? undefined : delivery;

  useEffect(() => {
    if (status.kind === "failed") alertRef.current?.focus();
  }, [status]);

  async function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    const email = String(new FormData(form).get(list?.emailField ?? "email")).trim();
    if (!list) {
      // Nothing is sent anywhere: the owner has not chosen a mailing list.
      // Nothing was sent: the address stays in the box.
      void notify("success", messages.thanks, fillIn(messages.demo, { email }));
      return;
    }
    setStatus({ kind: "sending" });
    busy.current = true;
    const result = await postForm(list.action, formFields(form), timeoutMs).finally(() => (busy.current = false));
    if (result.ok) {
      track("newsletter_signup");
      setStatus({ kind: "sent", text: `${messages.thanks} ${fillIn(messages.sent, { email })}` });
      form.reset();
    } else {
      setStatus({ kind: "failed", failure: result });
    }
  }

  return (
    <form
      id="newsletter"
      onSubmit={(event) => void subscribe(event)}
      className="flex scroll-mt-28 flex-col gap-2"
      aria-label={words.newsletter.label}
      // Without JavaScript, and before the page has hydrated, the browser posts it to the list itself. In
      // "demo" mode it has nowhere to go: "dialog" outside a dialog sends nothing and keeps the address,
      // and the page keeps the tap until it can answer (app/lib/tap-keeper.ts).
      {...(list ? { method: "post", action: list.action } : { method: "dialog" })}
    >
      <label htmlFor={emailId} className="text-sm text-muted-foreground">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={emailId}
          name={list?.emailField ?? "email"}
          type="email"
          required
          autoComplete="email"
          placeholder={words.newsletter.placeholder}
          className={clsx(textInputClasses, "h-11 min-w-0 flex-1 px-3 text-sm")}
        />
        <Button type="submit" aria-disabled={status.kind === "sending" || undefined}>
          {words.newsletter.subscribe}
        </Button>
      </div>
      {Object.entries(list?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* Shown only without JavaScript (app/app.css), where subscribing does nothing. */}
      {list ? null : (
        <p data-without-script="" className="hidden text-sm text-muted-foreground">
          {words.newsletter.demoWithoutScript}
        </p>
      )}
      <p role="status" className="text-sm text-muted-foreground">
        {status.kind === "sending" ? words.newsletter.subscribing : status.kind === "sent" ? status.text : null}
      </p>
      {status.kind === "failed" ? (
        <p ref={alertRef} role="alert" tabIndex={-1} className="text-sm text-danger">
          {failureText(words.newsletter.failed, status.failure)}
        </p>
      ) : null}
    </form>
  );
}
