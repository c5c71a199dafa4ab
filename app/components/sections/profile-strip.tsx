import type { SectionHeading, ProfileLink } from "~/data/schema";
import { SocialIcon } from "~/components/layout/social-icon";
import { Carousel } from "~/components/ui/carousel";
import { PROFILE_CAROUSEL } from "~/lib/constants";
import { useWords } from "~/lib/language";
import { notSearched } from "~/lib/search-marks";

/** The rotating strip of the owner's profiles on other platforms. */
export function ProfileStrip({ profiles, heading }: { profiles: ProfileLink[]; heading: SectionHeading }) {
  const words = useWords();
  return (
    <section {...notSearched} aria-labelledby="profiles-heading" className="border-y border-border bg-surface py-10">
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <h2 id="profiles-heading" className="mb-6 text-center text-sm font-semibold tracking-wider text-muted-foreground uppercase">
          {heading.title}
        </h2>
        <Carousel label={words.home.profiles} settings={PROFILE_CAROUSEL}>
          {profiles.map((profile) => (
            <a
              key={profile.url}
              href={profile.url}
              target="_blank"
              rel="noopener noreferrer"
              className="@container block h-full rounded-card border border-border bg-background p-4 transition-colors hover:border-accent"
            >
              {/* Four cards share a tablet-wide row: narrow cards stack the icon above the text. */}
              <span className="flex flex-col items-start gap-3 @[13rem]:flex-row @[13rem]:items-center @[13rem]:gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
                  <SocialIcon name={profile.icon} className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block font-semibold text-foreground">
                    {profile.name}
                    <span className="sr-only">{` ${words.links.newTab}`}</span>
                  </span>
                  <span className="line-clamp-2 text-sm leading-5 text-muted-foreground">{profile.note}</span>
                </span>
              </span>
            </a>
          ))}
        </Carousel>
      </div>
    </section>
  );
}
