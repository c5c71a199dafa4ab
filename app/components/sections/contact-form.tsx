import { Send } from "~/components/ui/icons";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, textInputClasses } from "~/components/ui/field";
import type { ContactDelivery, FormMessages } from "~/data/schema";
import {
  clearDraft,
  failureText,
  fillIn,
  formFields,
  loadDraft,
  looksLikeABot,
  mailtoHref,
  MIN_FILL_MS,
  postForm,
  saveDraft,
  SEND_TIMEOUT_MS,
  type SendFailure,
} from "~/lib/form-delivery";
import { notify } from "~/lib/toast";
import { track } from "~/lib/track";
import { useWords } from "~/lib/language";
import { drawIfBengali } from "~/lib/typed-bengali";

// Digits, spaces, +, -, ( and ); escaped for the "v" flag browsers compile patterns with.
const PHONE_PATTERN = String.raw`[0-9+\(\) \-]{7,20}`;

/**
 * The form's fields, in order, each written out once: its name (what is sent, and kept in the
 * draft), the end of its element's id, its label among the interface's words, and how it is typed in.
 */
const FIELDS = [
  { name: "firstName", idEnd: "first", label: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", idEnd: "last", label: "lastName", type: "text", autoComplete: "family-name" },
  { name: "email", idEnd: "email", label: "email", type: "email", autoComplete: "email" },
  { name: "telephone", idEnd: "tel", label: "telephone", type: "tel", autoComplete: "tel", pattern: PHONE_PATTERN, hint: "telephoneHint" },
  { name: "description", idEnd: "message", label: "message", type: "textarea" },
] as const;

/** What a visitor wrote, by field name. */
export type ContactFormData = Record<(typeof FIELDS)[number]["name"], string>;

/** Reads the contact form's fields. */
export function readContactForm(form: HTMLFormElement, trim = true): ContactFormData {
  const data = new FormData(form);
  const value = (name: string) => String(data.get(name) ?? "");
  return Object.fromEntries(FIELDS.map(({ name }) => [name, trim ? value(name).trim() : value(name)])) as ContactFormData;
}

/** What the owner chose in app/content/forms.ts, and where a message goes by mail. */
export interface ContactSettings {
  /** The site's email: the "mailto" mode's recipient and every failure's way out. */
  email: string;
  delivery: ContactDelivery;
  /** What the visitor reads once the message is sent (forms.ts `messages.contact`). */
  messages: FormMessages;
}

interface ContactFormProps extends ContactSettings {
  /** Logged with the message in "demo" mode, as the original site did. */
  context?: unknown;
  headingId?: string;
  /** For tests: how long a person takes at least, and how long a form service may take. */
  timing?: { minFillMs?: number; timeoutMs?: number };
  /** For tests: opens the mailto: link (the browser's navigation otherwise). */
  openUrl?: (url: string) => void;
  /** Words to start the message with, from the link the visitor followed (a package's Choose link). */
  prefill?: string;
}

/** One draft for the form wherever it appears (home page, /contact). */
export const DRAFT_KEY = "contact-form-draft";
/** The honeypot's name: Formspree drops any submission that fills it, even without JavaScript. */
const HONEYPOT = "_gotcha";
const SAVE_DELAY_MS = 400;

type Status =
  | { kind: "idle" }
  | { kind: "sending" }
  | { kind: "sent"; text: string }
  | { kind: "mailto"; href: string }
  | { kind: "failed"; failure: SendFailure; href: string };

/**
 * The contact form. The browser's own validation blocks an incomplete form; a complete one
 * goes where the owner chose (app/content/forms.ts): nowhere in "demo" mode (logged and
 * acknowledged), to the visitor's mail program, or to a form service. Without JavaScript the
 * browser posts it to the service (or hands it to the mail program) itself. What is typed is
 * kept in this browser until it is sent.
 */
export function ContactForm({
  context,
  headingId,
  email,
  delivery,
  messages,
  timing = {},
  openUrl = (url) => window.location.assign(url),
  prefill,
}: ContactFormProps) {
  const words = useWords();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const startedAt = useRef(0);
  /** A second press while the first message is on its way sends nothing more (state would be a render late). */
  const busy = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const endpoint = typeof delivery === "object" ? delivery : undefined;

  // After hydration: the draft is restored into empty fields, and kept on leaving the page.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const fields = FIELDS.map(({ name }) => form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null);
    const draft = loadDraft(DRAFT_KEY);
    for (const field of fields)
      if (field && !field.value && draft[field.name]) {
        field.value = draft[field.name]!;
        drawIfBengali(field.value);
      }
    // A form already written in (before the page's script started, on a slow connection, or
    // a draft) took a person time: only an empty form is timed from now.
    startedAt.current = fields.some((field) => field?.value) ? 0 : Date.now();
    const flush = () => {
      if (saveTimer.current === undefined) return;
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      saveDraft(DRAFT_KEY, { ...readContactForm(form, false) });
    };
    window.addEventListener("pagehide", flush);
    return () => {
      window.removeEventListener("pagehide", flush);
      flush();
    };
  }, []);

  // What the link asked for goes before anything the visitor already wrote, once: they can still edit it.
  useEffect(() => {
    const form = formRef.current;
    const message = form?.elements.namedItem("description") as HTMLTextAreaElement | null | undefined;
    if (!form || !message || !prefill || message.value.includes(prefill.trim())) return;
    message.value = message.value ? `${prefill.trim()}\n\n${message.value}` : prefill;
    saveDraft(DRAFT_KEY, { ...readContactForm(form, false) });
  }, [prefill]);

  useEffect(() => {
    if (status.kind === "failed") alertRef.current?.focus();
  }, [status]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    // Typing clears the "spaces only" message set on submit.
    (event.target as HTMLInputElement).setCustomValidity?.("");
    const form = event.currentTarget;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      saveTimer.current = undefined;
      saveDraft(DRAFT_KEY, { ...readContactForm(form, false) });
    }, SAVE_DELAY_MS);
  }

  function done(form: HTMLFormElement) {
    clearTimeout(saveTimer.current);
    saveTimer.current = undefined;
    clearDraft(DRAFT_KEY);
    form.reset();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy.current) return;
    // `required` accepts a field of spaces; such a field is still empty.
    const blank = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[required], textarea[required]")].find(
      (field) => !field.value.trim(),
    );
    if (blank) {
      blank.setCustomValidity(words.forms.fillIn);
      blank.reportValidity();
      return;
    }
    const data = readContactForm(form);
    const thanks = fillIn(messages.thanks, { ...data });

    if (delivery === "demo") {
      if (context !== undefined) console.log("FAQ", context);
      console.log("Contact form", data);
      // Nothing was sent: the words stay, in the form and in its draft, for the visitor to send by mail.
      clearTimeout(saveTimer.current);
      saveTimer.current = undefined;
      saveDraft(DRAFT_KEY, { ...readContactForm(form, false) });
      void notify("success", thanks, messages.demo);
      return;
    }
    const href = mailtoHref(email, data, words);
    if (delivery === "mailto") {
      setStatus({ kind: "mailto", href });
      openUrl(href);
      track("contact_sent", { via: "email" });
      return;
    }
    const honeypot = String(new FormData(form).get(HONEYPOT) ?? "");
    if (looksLikeABot({ honeypot, startedAt: startedAt.current, now: Date.now(), minFillMs: timing.minFillMs ?? MIN_FILL_MS })) {
      // Accepted as far as a bot can tell; nothing is sent.
      setStatus({ kind: "sent", text: `${thanks} ${messages.sent}` });
      done(form);
      return;
    }
    setStatus({ kind: "sending" });
    busy.current = true;
    const result = await postForm(delivery.endpoint, formFields(form), timing.timeoutMs ?? SEND_TIMEOUT_MS).finally(
      () => (busy.current = false),
    );
    if (result.ok) {
      track("contact_sent", { via: "form" });
      setStatus({ kind: "sent", text: `${thanks} ${messages.sent}` });
      done(form);
    } else {
      setStatus({ kind: "failed", failure: result, href });
    }
  }

  const sending = status.kind === "sending";
  return (
    <form
      ref={formRef}
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      aria-labelledby={headingId}
      className="relative grid gap-5 sm:grid-cols-2"
      // Without JavaScript, and before the page has hydrated, the browser sends the form itself: to the
      // service, or to the mail program, never in the page's address. In "demo" mode it has nowhere to
      // go: "dialog" outside a dialog sends nothing and keeps every word, and the page keeps the tap
      // until it can answer (app/lib/tap-keeper.ts).
      {...(endpoint
        ? { method: "post", action: endpoint.endpoint }
        : delivery === "mailto"
          ? { method: "post", action: `mailto:${email}`, encType: "text/plain" }
          : { method: "dialog" })}
    >
      {FIELDS.map((field) => {
        const fieldId = `${id}-${field.idEnd}`;
        return field.type === "textarea" ? (
          <Field key={field.name} id={fieldId} label={words.forms[field.label]} required className="sm:col-span-2">
            <textarea id={fieldId} name={field.name} required rows={5} className={`${textInputClasses} px-4 py-3 leading-7`} />
          </Field>
        ) : (
          <Field key={field.name} id={fieldId} label={words.forms[field.label]} required>
            <input
              id={fieldId}
              name={field.name}
              type={field.type}
              required
              autoComplete={field.autoComplete}
              pattern={"pattern" in field ? field.pattern : undefined}
              title={"hint" in field ? words.forms[field.hint] : undefined}
              className={`${textInputClasses} h-12 px-4`}
            />
          </Field>
        );
      })}
      {Object.entries(endpoint?.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {/* For bots only: off screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[100vw] size-px overflow-hidden">
        <label htmlFor={`${id}-trap`}>{words.forms.honeypot}</label>
        <input id={`${id}-trap`} name={HONEYPOT} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" aria-disabled={sending || undefined}>
          {`${words.forms.send} `}
          <Send aria-hidden="true" className="size-4" />
        </Button>
        {/* Shown only without JavaScript (app/app.css), where sending does nothing. */}
        {delivery === "demo" ? (
          <p data-without-script="" className="hidden text-muted-foreground">
            {words.forms.demoWithoutScript}
          </p>
        ) : null}
        <p role="status" className="text-muted-foreground">
          {sending ? words.forms.sending : null}
          {status.kind === "sent" ? status.text : null}
          {status.kind === "mailto" ? (
            <>
              {words.forms.mailtoOpened}{" "}
              <a href={status.href} className="text-accent-text underline">
                {email}
              </a>
              .
            </>
          ) : null}
        </p>
      </div>
      {status.kind === "failed" ? (
        <div ref={alertRef} role="alert" tabIndex={-1} className="rounded-card border border-danger p-4 sm:col-span-2">
          <p>
            {failureText(words.forms.failed, status.failure)} {words.forms.kept}
          </p>
          <p className="mt-2">
            <a href={status.href} className="text-accent-text underline">
              {words.forms.mailFallback}
            </a>
          </p>
        </div>
      ) : null}
    </form>
  );
}
