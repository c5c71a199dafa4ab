import { ArrowRight, UiIcon, type UiIconName } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Service, ServiceIcon as ServiceIconName } from "~/data/schema";
import { useWords } from "~/lib/language";
import { notSearched } from "~/lib/search-marks";

const ICONS: Record<ServiceIconName, UiIconName> = {
  mobile: "smartphone",
  web: "code",
  wordpress: "layout-template",
  design: "palette",
  seo: "search",
  support: "life-buoy",
};

export function ServiceIcon({ name, className }: { name: ServiceIconName; className: string }) {
  return <UiIcon name={ICONS[name]} className={className} />;
}

export type ServiceCardData = Pick<Service, "id" | "title" | "icon" | "details">;

/** What a card needs of a service, so a page's data carries no more than that. */
export function toServiceCard({ id, title, icon, details }: ServiceCardData): ServiceCardData {
  return { id, title, icon, details };
}

/** A service with its icon, a short text and a link to its page. */
export function ServiceCard({ service, headingLevel = 3 }: { service: ServiceCardData; headingLevel?: 2 | 3 }) {
  const words = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article {...notSearched} className="flex h-full flex-col rounded-card border border-border bg-background p-7 shadow-card">
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft text-accent-text">
        <ServiceIcon name={service.icon} className="size-7" />
      </span>
      <Heading className="text-xl font-semibold tracking-tight">{service.title}</Heading>
      <p className="mt-3 mb-6 leading-7 text-muted-foreground">{service.details}</p>
      <Link
        to={`/services/${service.id}`}
        className="mt-auto inline-flex items-center gap-1.5 font-semibold text-accent-text hover:underline"
      >
        {words.services.learnMore}
        <span className="sr-only">{` ${words.services.learnMoreAbout(service.title)}`}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </article>
  );
}
