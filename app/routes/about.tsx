import type { Route } from "./+types/about";
import { TitleBar } from "~/components/layout/title-bar";
import { HireMe } from "~/components/sections/hire-me";
import { Resume } from "~/components/sections/resume";
import { toServiceCard } from "~/components/sections/service-card";
import { ServicesCarousel } from "~/components/sections/services-carousel";
import { resume, services, site } from "~/data/index.server";
import { metaFromLoader, seo } from "~/lib/seo";

export function loader() {
  return {
    meta: seo({
      site,
      title: "About",
      description: `${site.name} is a ${site.title.toLowerCase()} in ${site.address.city} with ${resume.yearsOfExperience} years of experience.`,
      path: "/about",
      breadcrumb: { title: "About me" },
    }),
    owner: { name: site.name, title: site.title, city: site.address.city },
    resume,
    services: services.map(toServiceCard),
  };
}

export const meta = metaFromLoader;

export default function About({ loaderData }: Route.ComponentProps) {
  const { owner, meta } = loaderData;
  return (
    <>
      <TitleBar {...meta.breadcrumb} lead={`${owner.title} based in ${owner.city}, working with clients around the world.`} />
      <Resume name={owner.name} title={owner.title} resume={loaderData.resume} />
      <ServicesCarousel services={loaderData.services} />
      <HireMe />
    </>
  );
}
