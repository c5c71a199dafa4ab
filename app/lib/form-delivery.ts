/**
 * Sending the contact form and the newsletter box where the owner chose
 * (app/content/forms.ts): the pure parts, tested on their own.
 */

import type { Words } from "./words.ts";

/** Fills `{name}` placeholders; unknown ones stay as written. */
export function fillIn(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

export type SendFailure = { ok: false; reason: "network" | "timeout" } | { ok: false; reason: "http"; status: number };
export type SendResult = { ok: true } | SendFailure;

/** What went wrong, in the words of one form (`words.forms.failed` or `words.newsletter.failed`). */
export function failureText(texts: { network: string; timeout: string; http: (status: number) => string }, failure: SendFailure): string {
  return failure.reason === "http" ? texts.http(failure.status) : texts[failure.reason];
}

/** How long a form service may take to answer before the visitor is told it failed. */
export const SEND_TIMEOUT_MS = 15_000;

/**
 * Posts a form's fields to a form service as a browser would (urlencoded, which Formspree,
 * Web3Forms, Getform, Basin and Netlify all read), asking for a JSON answer so the service
 * does not redirect to its own thank-you page. Never throws: says what went wrong.
 */
export async function postForm(url: string, fields: Iterable<[string, string]>, timeoutMs = SEND_TIMEOUT_MS): Promise<SendResult> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    const response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams([...fields]),
      headers: { Accept: "application/json" },
      signal: controller.signal,
    });
    return response.ok ? { ok: true } : { ok: false, reason: "http", status: response.status };
  } catch {
    return { ok: false, reason: timedOut ? "timeout" : "network" };
  } finally {
    clearTimeout(timer);
  }
}

/** The text fields of a form (files and the like are not sent). */
export function formFields(form: HTMLFormElement): [string, string][] {
  return [...new FormData(form)].filter((entry): entry is [string, string] => typeof entry[1] === "string");
}

/** A bot fills every field it finds and submits at once; people do neither. */
export const MIN_FILL_MS = 3_000;

export function looksLikeABot({
  honeypot,
  startedAt,
  now,
  minFillMs = MIN_FILL_MS,
}: {
  honeypot: string;
  startedAt: number;
  now: number;
  minFillMs?: number;
}): boolean {
  return honeypot !== "" || now - startedAt < minFillMs;
}

export interface MailMessage {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  description: string;
}

/** A mailto: link to `to` with the message as subject and body (each part percent-encoded, line breaks as CRLF). */
export function mailtoHref(to: string, message: MailMessage, words: Pick<Words, "forms">): string {
  const name = `${message.firstName} ${message.lastName}`.trim();
  const { mailLabels } = words.forms;
  const body = [
    message.description.replace(/\r?\n/g, "\r\n"),
    "",
    `${mailLabels.name}: ${name}`,
    `${mailLabels.email}: ${message.email}`,
    `${mailLabels.telephone}: ${message.telephone}`,
  ].join("\r\n");
  const subject = words.forms.mailSubject(name);
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Storage that may be missing or refuse (private modes, blocked site data): every call is guarded. */
type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A draft kept in this browser until it is sent: field name → text. */
export function loadDraft(key: string, store = storage()): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? "null");
    if (!value || typeof value !== "object") return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  } catch {
    return {};
  }
}

export function saveDraft(key: string, fields: Record<string, string>, store = storage()): void {
  try {
    if (Object.values(fields).some((value) => value.trim())) store?.setItem(key, JSON.stringify(fields));
    else store?.removeItem(key);
  } catch {
    // Full or refused: the draft is simply not kept.
  }
}

export function clearDraft(key: string, store = storage()): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
