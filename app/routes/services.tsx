import type { Route } from "./+types/services";
import { PageHeader } from "~/components/layout/page-header";
import { HireMe } from "~/components/sections/hire-me";
import { HowToPay } from "~/components/sections/how-to-pay";
import { ServiceCard, toServiceCard } from "~/components/sections/service-card";
import { pageDataFor } from "~/data/index.server";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useWords } from "~/lib/language";

export async function loader({ request }: Route.LoaderArgs) {
  const { hireMeTexts, lang, pages, payments, services, site } = await pageDataFor(request);
  return {
    texts: { lead: pages.services.lead, hireMe: hireMeTexts() },
    meta: pageSeo({ site, lang }, pages.services, "/services"),
    services: services.map(toServiceCard),
    payments: payments.length ? { methods: payments, country: site.address.country } : null,
  };
}

export const meta = metaFromLoader;

export default function Services({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <>
      <PageHeader {...loaderData.meta.breadcrumb} lead={loaderData.texts.lead} />
      <section aria-label={words.services.all} className="mx-auto max-w-site px-4 py-16 sm:px-6 md:py-20">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.services.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} headingLevel={2} />
            </li>
          ))}
        </ul>
      </section>
      {loaderData.payments ? <HowToPay {...loaderData.payments} /> : null}
      <HireMe texts={loaderData.texts.hireMe} />
    </>
  );
}
