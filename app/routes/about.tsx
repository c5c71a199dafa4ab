import type { Route } from "./+types/about";
import { PageHeader } from "~/components/layout/page-header";
import { HireMe } from "~/components/sections/hire-me";
import { Resume } from "~/components/sections/resume";
import { toServiceCard } from "~/components/sections/service-card";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { pageDataFor } from "~/data/index.server";
import { metaFromLoader, pageSeo } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const { hireMeTexts, lang, pages, resume, services, site } = await pageDataFor(request);
  return {
    meta: pageSeo({ site, lang }, pages.about, "/about"),
    owner: { name: site.name, title: site.title },
    texts: { lead: pages.about.lead, services: pages.home.services, hireMe: hireMeTexts() },
    resume,
    resumeHeadings: pages.resume,
    services: services.map(toServiceCard),
  };
}

export const meta = metaFromLoader;

export default function About({ loaderData }: Route.ComponentProps) {
  const { owner, meta, texts } = loaderData;
  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={texts.lead} />
      <Resume name={owner.name} title={owner.title} resume={loaderData.resume} headings={loaderData.resumeHeadings} />
      <ServicesCarousel services={loaderData.services} heading={texts.services} />
      <HireMe texts={texts.hireMe} />
    </>
  );
}
