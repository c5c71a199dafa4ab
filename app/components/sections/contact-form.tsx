import { Send } from "lucide-react";
import { useId, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
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

const FIELD = "w-full rounded-control border border-border-strong bg-background px-4 text-foreground placeholder:text-muted-foreground";

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
      <Field id={`${id}-first`} label="First name">
        <input id={`${id}-first`} name="firstName" type="text" required autoComplete="given-name" className={`${FIELD} h-12`} />
      </Field>
      <Field id={`${id}-last`} label="Last name">
        <input id={`${id}-last`} name="lastName" type="text" required autoComplete="family-name" className={`${FIELD} h-12`} />
      </Field>
      <Field id={`${id}-email`} label="Email">
        <input id={`${id}-email`} name="email" type="email" required autoComplete="email" className={`${FIELD} h-12`} />
      </Field>
      <Field id={`${id}-tel`} label="Telephone">
        <input
          id={`${id}-tel`}
          name="telephone"
          type="tel"
          required
          autoComplete="tel"
          pattern={PHONE_PATTERN}
          title="A phone number, for example +880 1712-345678"
          className={`${FIELD} h-12`}
        />
      </Field>
      <Field id={`${id}-message`} label="Message" wide>
        <textarea id={`${id}-message`} name="description" required rows={5} className={`${FIELD} py-3 leading-7`} />
      </Field>
      <div className="sm:col-span-2">
        <Button type="submit" size="lg">
          Send message <Send aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </form>
  );
}

function Field({ id, label, wide, children }: { id: string; label: string; wide?: boolean; children: React.ReactNode }) {
  return (
    <div className={wide ? "flex flex-col gap-2 sm:col-span-2" : "flex flex-col gap-2"}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}{" "}
        <span aria-hidden="true" className="text-danger">
          *
        </span>
      </label>
      {children}
    </div>
  );
}
