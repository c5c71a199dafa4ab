import type { ComponentType, SVGProps } from "react";
import {
  FaBehance,
  FaCodepen,
  FaDribbble,
  FaFacebookF,
  FaGithub,
  FaInstagram,
  FaLinkedinIn,
  FaStackOverflow,
  FaUpwork,
  FaWhatsapp,
  FaXTwitter,
  FaYoutube,
} from "react-icons/fa6";
import { SiFiverr } from "react-icons/si";
import type { SocialIcon as SocialIconName } from "~/content/schema";

const ICONS: Record<SocialIconName, ComponentType<SVGProps<SVGSVGElement>>> = {
  github: FaGithub,
  linkedin: FaLinkedinIn,
  dribbble: FaDribbble,
  behance: FaBehance,
  facebook: FaFacebookF,
  x: FaXTwitter,
  instagram: FaInstagram,
  youtube: FaYoutube,
  upwork: FaUpwork,
  fiverr: SiFiverr,
  stackoverflow: FaStackOverflow,
  codepen: FaCodepen,
  whatsapp: FaWhatsapp,
};

/** A brand mark; decorative, so the link around it carries the name. */
export function SocialIcon({ name, className }: { name: SocialIconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon aria-hidden="true" focusable="false" className={className} />;
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
  return (
    <ul className={className ?? "flex flex-wrap items-center gap-2"}>
      {links.map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            className={`inline-flex items-center justify-center rounded-full border border-border text-muted-foreground transition-colors hover:border-accent hover:bg-accent hover:text-accent-foreground ${SIZES[size]}`}
          >
            <SocialIcon name={link.icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
