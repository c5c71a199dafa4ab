import { Carousel } from "~/components/ui/carousel";
import { Section } from "~/components/ui/section";
import { SERVICES_CAROUSEL } from "~/lib/constants";
import type { SectionHeading } from "~/data/schema";
import { ServiceCard, type ServiceCardData } from "./service-card";
import { useWords } from "~/lib/language";

/** The services block of the home and about pages. */
export function ServicesCarousel({ services, heading }: { services: ServiceCardData[]; heading: SectionHeading }) {
  const words = useWords();
  return (
    <Section id="services" tone="muted" headingId="services-heading" {...heading}>
      <Carousel label={words.home.services} settings={SERVICES_CAROUSEL} slideClassName="py-2">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Carousel>
    </Section>
  );
}
