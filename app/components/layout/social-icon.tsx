import { iconHref, symbolIdOf } from "~/components/ui/icon-href";
import { SOCIAL_ICONS } from "~/lib/social-icons";
import type { SocialIcon as SocialIconName } from "~/data/schema";
import { useWords } from "~/lib/language";

/** The symbol id of a brand mark in the icon sprite (app/components/ui/icons.server.ts): `b0` is github. */
export const brandIconId = (name: SocialIconName) => symbolIdOf("b", SOCIAL_ICONS, name);

/**
 * A brand mark; decorative, so the link around it carries the name. The marks'
 * paths live in a sprite (or the page itself: `iconHref`), not in the JavaScript
 * (they were 6 KB gzip of every page's scripts).
 */
export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  return (
    <svg aria-hidden="true" fill="currentColor" width="1em" height="1em" className={className}>
      <use href={iconHref(brandIconId(name))} />
    </svg>
  );
}

interface SocialLinksProps {
  links: readonly { label: string; url: string; icon: SocialIconName }[];
  className?: string;
  size?: "sm" | "md";
}

const SIZES = {
  sm: "size-8 [&_svg]:size-3.5",
  md: "size-10 [&_svg]:size-4",
} as const;

/** A row of icon links to the owner's profiles, each named for screen readers. */
export function SocialLinks({ links, className, size = "md" }: SocialLinksProps) {
  const words = useWords();
  return (
    <ul className={className ?? "flex flex-wrap items-center gap-2"}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={words.links.namedNewTab(link.label)}
            className={`inline-flex items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-accent hover:bg-accent hover:text-accent-foreground ${SIZES[size]}`}
          >
            <SocialIcon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
