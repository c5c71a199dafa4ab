import { ArrowRight } from "~/components/ui/icons";
import type { Banner as BannerContent } from "~/data/schema";
import { ButtonLink } from "~/components/ui/button";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { IntroVideo } from "./intro-video";
import { searchTitle } from "~/lib/search-marks";

interface BannerProps {
  name: string;
  title: string;
  banner: Pick<BannerContent, "greeting" | "intro" | "image">;
  /** The intro video, or null when the owner switched it off. */
  video: { id: string; title: string } | null;
  /** The main button's words (pages.ts `common.hireMe`). */
  hireMe: string;
}

/** The first screen of the home page: who, what, and the two ways forward. */
export function Banner({ name, title, banner, video, hireMe }: BannerProps) {
  return (
    <section
      aria-labelledby="banner-heading"
      className="relative overflow-hidden bg-gradient-to-b from-accent-soft via-background to-background"
    >
      <div aria-hidden="true" className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-accent/10 blur-3xl" />
      <div className="relative mx-auto grid max-w-site items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <h1
            {...searchTitle(name)}
            id="banner-heading"
            className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-display"
          >
            <span className="mb-3 block text-lg font-semibold tracking-normal text-accent-text sm:text-xl">{banner.greeting}</span>
            {name}
          </h1>
          <p className="mt-4 text-xl font-medium text-foreground sm:text-2xl">{title}</p>
          <p className="mt-6 max-w-xl text-lg leading-8 text-muted-foreground">{banner.intro}</p>
          <div className="mt-10 flex flex-wrap items-center gap-x-6 gap-y-4">
            <ButtonLink to="/contact" size="lg">
              {`${hireMe} `}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {video ? <IntroVideo videoId={video.id} title={video.title} /> : null}
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <div aria-hidden="true" className="absolute inset-6 -z-0 rotate-3 rounded-[2rem] bg-accent/15" />
          <ResponsiveImage
            image={banner.image}
            sizes="(min-width: 1200px) 530px, (min-width: 992px) 44vw, (min-width: 480px) 448px, 100vw"
            fetchPriority="high"
            className="relative h-auto w-full rounded-[2rem] shadow-raised"
          />
        </div>
      </div>
    </section>
  );
}
