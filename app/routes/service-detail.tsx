import { CalendarClock, CheckCircle2, Send } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/service-detail";
import { AskInChat } from "~/components/layout/chat-links";
import { PageHeader } from "~/components/layout/page-header";
import { notFoundBoundary } from "~/components/sections/not-found";
import { ServiceIcon } from "~/components/sections/service-card";
import { ButtonLink } from "~/components/ui/button";
import { pageDataFor } from "~/data/index.server";
import { ServicePackages } from "~/components/sections/service-packages";
import { amountText } from "~/lib/money";
import { HOW_TO_PAY_PATH } from "~/lib/constants";
import { telHref } from "~/lib/contact";
import { entryMeta, findEntry, loadDetail, servicePage } from "~/lib/detail-route";
import { metaOrNotFound } from "~/lib/seo";
import { service as serviceEntity } from "~/lib/structured-data";
import { useFormats, useWords } from "~/lib/language";
import { notSearched, searchKind } from "~/lib/search-marks";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { bothCurrencies, chat, lang, locale, pages, payments, services, site, workingHours } = await pageDataFor(request);
  const { packages, ...service } = findEntry(servicePage, services, params.id, lang);
  return {
    service,
    /** The packages' facts, their prices written in the page's language (both currencies where the owner gives both). */
    packages: (packages ?? []).map(({ price, quote: _quote, ...pack }) => ({
      ...pack,
      price: price === undefined ? null : amountText(price, { currency: site.currency, locale, lang }),
    })),
    bothCurrencies,
    others: services.filter((s) => s.id !== service.id).map(({ id, title }) => ({ id, title })),
    contact: { phone: site.phone, email: site.email, workingHours },
    chat,
    headings: pages.services.detail,
    /** Whether the services page lists ways to pay, to link to. */
    howToPay: payments.length > 0,
    meta: entryMeta(servicePage, {
      site,
      lang,
      entry: service,
      listTitle: pages.services.title,
      description: service.details,
      entity: serviceEntity,
    }),
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return loadDetail(servicePage, args);
}

export const meta = metaOrNotFound(servicePage.what);

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const format = useFormats();
  const { service, others, contact, chat, meta, headings, packages, bothCurrencies, howToPay } = loaderData;
  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={service.details} />
      <div className="mx-auto grid max-w-site gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <article {...searchKind("service")} aria-labelledby="service-about" className="prose-content">
          <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-accent-soft text-accent-text">
            <ServiceIcon name={service.icon} className="size-8" />
          </span>
          <h2 id="service-about">{headings.about}</h2>
          {service.body.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <h2>{headings.deliverables}</h2>
          <ul className="grid list-none gap-3 pl-0">
            {service.deliverables.map((item) => (
              <li key={item} className="flex gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-highlight" />
                {item}
              </li>
            ))}
          </ul>
          <p className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/contact" size="lg">
              <Send aria-hidden="true" className="size-4" /> {words.services.sendMessage}
            </ButtonLink>
            {howToPay ? (
              <ButtonLink to={HOW_TO_PAY_PATH} size="lg" variant="secondary">
                {words.payments.link}
              </ButtonLink>
            ) : null}
          </p>
        </article>

        <aside aria-label={words.services.aside} className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
          <section {...notSearched} aria-labelledby="book-heading" className="rounded-card border border-border bg-surface p-6">
            <CalendarClock aria-hidden="true" className="mb-4 size-8 text-accent-text" />
            <h2 id="book-heading" className="text-xl font-semibold">
              {words.services.book}
            </h2>
            <p className="mt-2 text-muted-foreground">
              {contact.workingHours ? words.services.bookText(contact.workingHours) : words.services.bookTextAnytime}
            </p>
            <ul className="mt-4 flex flex-col gap-2 font-semibold">
              <li>
                <a href={telHref(contact.phone)} className="text-accent-text hover:underline">
                  {words.services.call(format.digits(contact.phone))}
                </a>
              </li>
              <li>
                <a
                  href={`mailto:${contact.email}?subject=${encodeURIComponent(words.services.bookingSubject(service.title))}`}
                  className="text-accent-text hover:underline"
                >
                  {words.services.emailToBook}
                </a>
              </li>
            </ul>
            <AskInChat channels={chat} title={service.title} url={meta.url} className="mt-4 border-t border-border pt-4" />
          </section>
          <nav aria-labelledby="other-services" className="rounded-card border border-border p-6">
            <h2 id="other-services" className="mb-3 font-semibold">
              {words.services.others}
            </h2>
            <ul className="flex flex-col gap-2">
              {others.map((other) => (
                <li key={other.id}>
                  <Link to={`/services/${other.id}`} className="text-accent-text hover:underline">
                    {other.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
      </div>
      {packages.length ? (
        <ServicePackages
          serviceId={service.id}
          serviceTitle={service.title}
          packages={packages}
          bothCurrencies={bothCurrencies}
          chat={chat}
        />
      ) : null}
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ what: servicePage.what, backTo: servicePage.list });
