import { Clock, Mail, MapPin, Phone } from "~/components/ui/icons";
import type { Route } from "./+types/contact";
import { ChatLinks } from "~/components/layout/chat-links";
import { PageHeader } from "~/components/layout/page-header";
import { Availability, toAvailability } from "~/components/sections/availability";
import { ContactForm } from "~/components/sections/contact-form";
import { pageDataFor } from "~/data/index.server";
import { Link } from "~/components/ui/link";
import { HOW_TO_PAY_PATH } from "~/lib/constants";
import { formatAddress, telHref } from "~/lib/contact";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useFormats, useWords } from "~/lib/language";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { packageAsked } from "~/lib/packages";

export async function loader({ request }: Route.LoaderArgs) {
  const { chat, contactForm, hours, lang, locale, pages, payments, services, site, workingHours } = await pageDataFor(request);
  return {
    /** What a package's Choose link (?service=…&package=…) asks about: each service's title and package names. */
    packages: Object.fromEntries(
      services.flatMap((service) =>
        service.packages?.length ? [[service.id, { title: service.title, names: service.packages.map((pack) => pack.name) }]] : [],
      ),
    ),
    texts: pages.contact,
    meta: pageSeo({ site, lang }, pages.contact, "/contact"),
    form: contactForm,
    chat,
    // The hours, and what they mean at the visitor's moment (hours.ts); else the owner's own words for them (site.ts), if any.
    hours: hours ? toAvailability(hours) : null,
    contact: {
      email: site.email,
      phone: site.phone,
      address: formatAddress(site.address, locale),
      workingHours: hours ? null : workingHours,
    },
    /** Whether the services page lists ways to pay, to link to. */
    howToPay: payments.length > 0,
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const format = useFormats();
  const { contact, hours, meta } = loaderData;
  const [searchParams] = useHydratedSearchParams();
  const asked = packageAsked(loaderData.packages, searchParams);
  const prefill = asked ? words.packages.message(asked.service, asked.name) : undefined;
  const items = [
    { Icon: MapPin, label: words.contact.address, body: <address className="not-italic">{contact.address}</address> },
    {
      Icon: Phone,
      label: words.contact.phone,
      body: (
        <a href={telHref(contact.phone)} className="text-accent-text hover:underline">
          {format.digits(contact.phone)}
        </a>
      ),
    },
    {
      Icon: Mail,
      label: words.contact.email,
      body: (
        <a href={`mailto:${contact.email}`} className="text-accent-text hover:underline">
          {contact.email}
        </a>
      ),
    },
    ...(hours
      ? [{ Icon: Clock, label: words.contact.workingHours, body: <Availability hours={hours} /> }]
      : contact.workingHours
        ? [{ Icon: Clock, label: words.contact.workingHours, body: <p>{contact.workingHours}</p> }]
        : []),
  ];
  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={loaderData.texts.lead} />
      <div className="mx-auto grid max-w-site gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="reach-heading">
          <h2 id="reach-heading" className="mb-6 text-2xl font-bold tracking-tight">
            {loaderData.texts.direct.title}
          </h2>
          {/* The chats first: where most clients would rather write. */}
          <ChatLinks channels={loaderData.chat} className="mb-6" />
          <ul className="flex flex-col gap-4">
            {items.map(({ Icon, label, body }) => (
              <li key={label} className="flex gap-4 rounded-card border border-border bg-surface p-5">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold">{label}</h3>
                  <div className="mt-1 text-muted-foreground">{body}</div>
                </div>
              </li>
            ))}
          </ul>
          {loaderData.howToPay ? (
            <p className="mt-6 text-muted-foreground">
              {words.payments.paying}{" "}
              <Link to={HOW_TO_PAY_PATH} className="font-semibold text-accent-text hover:underline">
                {words.payments.link}
              </Link>
            </p>
          ) : null}
        </section>
        <section aria-labelledby="form-heading" className="rounded-card border border-border bg-background p-6 shadow-card sm:p-8">
          <h2 id="form-heading" className="text-2xl font-bold tracking-tight">
            {loaderData.texts.form.title}
          </h2>
          {loaderData.texts.form.lead ? <p className="mt-2 mb-6 text-muted-foreground">{loaderData.texts.form.lead}</p> : null}
          <ContactForm {...loaderData.form} headingId="form-heading" prefill={prefill} />
        </section>
      </div>
    </>
  );
}
