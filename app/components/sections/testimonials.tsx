import { Quote } from "~/components/ui/icons";
import type { SectionHeading, Testimonial } from "~/data/schema";
import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Section } from "~/components/ui/section";
import { Stars } from "~/components/ui/stars";
import { TESTIMONIALS_CAROUSEL } from "~/lib/constants";
import { useWords } from "~/lib/language";

/** What clients say, as a carousel of fixed-height cards. */
export function Testimonials({ testimonials, heading }: { testimonials: Testimonial[]; heading: SectionHeading }) {
  const words = useWords();
  return (
    <Section id="reviews" tone="muted" headingId="reviews-heading" {...heading}>
      <Carousel label={words.home.reviews} settings={TESTIMONIALS_CAROUSEL} slideClassName="py-2">
        {testimonials.map((testimonial) => (
          <figure
            key={testimonial.name}
            className="flex h-full min-h-[300px] flex-col rounded-card border border-border bg-background p-7 shadow-card"
          >
            <div className="flex items-center justify-between">
              <Stars rating={testimonial.rating} />
              <Quote aria-hidden="true" className="size-8 text-accent/30" />
            </div>
            <blockquote className="mt-4 mb-6 flex-1 leading-7 text-foreground">
              <p>{`“${testimonial.text}”`}</p>
            </blockquote>
            <figcaption className="flex items-center gap-4">
              <ResponsiveImage
                image={testimonial.image}
                sizes="56px"
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 rounded-full"
              />
              <span>
                <span className="block font-semibold">{testimonial.name}</span>
                <span className="block text-sm text-muted-foreground">{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
