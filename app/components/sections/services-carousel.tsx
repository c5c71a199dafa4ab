import { Carousel } from "~/components/ui/carousel";
import { Section } from "~/components/ui/section";
import { SERVICES_CAROUSEL } from "~/lib/constants";
import { ServiceCard, type ServiceCardData } from "./service-card";

/** The services block of the home and about pages. */
export function ServicesCarousel({ services }: { services: ServiceCardData[] }) {
  return (
    <Section
      id="services"
      tone="muted"
      headingId="services-heading"
      eyebrow="Services"
      title="What I can build for you"
      lead="From the first sketch to launch and beyond: one person who owns the whole job."
    >
      <Carousel label="Services" settings={SERVICES_CAROUSEL} slideClassName="py-2">
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} />
        ))}
      </Carousel>
    </Section>
  );
}
