import { Send } from "~/components/ui/icons";
import { useId, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { Field, textInputClasses } from "~/components/ui/field";
import { notify } from "~/lib/toast";

export interface ContactFormData {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  description: string;
}

/** Reads the five fields of the contact form. */
export function readContactForm(form: HTMLFormElement): ContactFormData {
  const data = new FormData(form);
  const field = (name: keyof ContactFormData) => String(data.get(name) ?? "").trim();
  return {
    firstName: field("firstName"),
    lastName: field("lastName"),
    email: field("email"),
    telephone: field("telephone"),
    description: field("description"),
  };
}

interface ContactFormProps {
  /** Logged with the message, as the original site did (it has no server to send to). */
  context?: unknown;
  headingId?: string;
}

// Digits, spaces, +, -, ( and ); escaped for the "v" flag browsers compile patterns with.
const PHONE_PATTERN = String.raw`[0-9+\(\) \-]{7,20}`;

/**
 * The contact form. The browser's own validation blocks an incomplete form; a
 * complete one is logged to the console, acknowledged and cleared. Nothing is
 * sent anywhere: the site is static and has no server.
 */
export function ContactForm({ context, headingId }: ContactFormProps) {
  const id = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // `required` accepts a field of spaces; such a field is still empty.
    const blank = [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].find(
      (field) => !field.value.trim(),
    );
    if (blank) {
      blank.setCustomValidity("Please fill in this field.");
      blank.reportValidity();
      return;
    }
    const data = readContactForm(form);
    if (context !== undefined) console.log("FAQ", context);
    console.log("Contact form", data);
    void notify(
      "success",
      `Thank you, ${data.firstName}!`,
      "This is a demo site, so your message was not sent anywhere. Please write to the email address on this page.",
    );
    form.reset();
  }

  return (
    <form
      onSubmit={onSubmit}
      // Typing clears the "spaces only" message set on submit.
      onInput={(event) => (event.target as HTMLInputElement).setCustomValidity?.("")}
      aria-labelledby={headingId}
      className="grid gap-5 sm:grid-cols-2"
    >
      <Field id={`${id}-first`} label="First name" required>
        <input
          id={`${id}-first`}
          name="firstName"
          type="text"
          required
          autoComplete="given-name"
          className={`${textInputClasses} h-12 px-4`}
        />
      </Field>
      <Field id={`${id}-last`} label="Last name" required>
        <input
          id={`${id}-last`}
          name="lastName"
          type="text"
          required
          autoComplete="family-name"
          className={`${textInputClasses} h-12 px-4`}
        />
      </Field>
      <Field id={`${id}-email`} label="Email" required>
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={`${textInputClasses} h-12 px-4`} />
      </Field>
      <Field id={`${id}-tel`} label="Telephone" required>
        <input
          id={`${id}-tel`}
          name="telephone"
          type="tel"
          required
          autoComplete="tel"
          pattern={PHONE_PATTERN}
          title="A phone number: digits, spaces, +, -, ( and )"
          className={`${textInputClasses} h-12 px-4`}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" required className="sm:col-span-2">
        <textarea id={`${id}-message`} name="description" required rows={5} className={`${textInputClasses} px-4 py-3 leading-7`} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg">
          Send message <Send aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </form>
  );
}
