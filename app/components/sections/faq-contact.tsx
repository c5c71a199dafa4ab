import { Clock, Plus } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { ChatLinks } from "~/components/layout/chat-links";
import type { Faq, SectionHeading } from "~/data/schema";
import type { ChatChannels } from "~/lib/chat";
import { Availability, type AvailabilityHours } from "./availability";
import { ContactForm, type ContactSettings } from "./contact-form";

interface FaqContactProps {
  /** The questions, or null when the owner switched them off: the form then stands alone. */
  faq: Faq[] | null;
  heading: SectionHeading;
  formHeading: SectionHeading;
  contact: ContactSettings;
  /** The owner's chat apps (chat.ts), offered before the form. */
  chat: ChatChannels;
  /**
   * The owner's working hours (hours.ts), shown above the form, and what they mean at the
   * visitor's moment once the page has hydrated; null when there are none.
   */
  hours?: AvailabilityHours | null;
}

/** Questions clients ask, beside the contact form. Each answer opens on its own. */
export function FaqContact({ faq, heading, formHeading, contact, chat, hours }: FaqContactProps) {
  const form = (
    <div className="rounded-card border border-border bg-surface p-6 shadow-card sm:p-8">
      <h2 id="contact-form-heading" className="text-2xl font-bold tracking-tight">
        {formHeading.title}
      </h2>
      {formHeading.lead ? <p className="mt-2 mb-6 text-muted-foreground">{formHeading.lead}</p> : null}
      {hours ? (
        <div className="mb-6 flex gap-3 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-text" />
          <Availability hours={hours} />
        </div>
      ) : null}
      <ChatLinks channels={chat} className="mb-6" />
      <ContactForm {...contact} context={faq ?? undefined} headingId="contact-form-heading" />
    </div>
  );
  if (!faq) {
    return (
      <section aria-labelledby="contact-form-heading" className="py-16 md:py-24">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">{form}</div>
      </section>
    );
  }
  return (
    <section id="faq" aria-labelledby="faq-heading" className="py-16 md:py-24">
      <div className="mx-auto grid max-w-site gap-12 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          {heading.eyebrow ? (
            <p className="mb-3 text-sm font-semibold tracking-wider text-accent-text uppercase">{heading.eyebrow}</p>
          ) : null}
          <h2 id="faq-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading.title}
          </h2>
          <div className="mt-8 flex flex-col gap-3">
            {faq.map((item) => (
              <details key={item.id} className="group rounded-card border border-border bg-background open:bg-surface">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-5 font-semibold [&::-webkit-details-marker]:hidden">
                  {item.title}
                  <Plus aria-hidden="true" className="size-5 shrink-0 text-accent-text transition-transform group-open:rotate-45" />
                </summary>
                <p className="px-5 pb-5 leading-7 text-muted-foreground">{item.content}</p>
                {item.link ? (
                  <p className="-mt-2 px-5 pb-5">
                    <Link to={item.link.to} className="font-semibold text-accent-text hover:underline">
                      {item.link.label}
                    </Link>
                  </p>
                ) : null}
              </details>
            ))}
          </div>
        </div>
        {form}
      </div>
    </section>
  );
}
