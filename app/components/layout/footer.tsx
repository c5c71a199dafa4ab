import { Mail, MapPin, Phone } from "~/components/ui/icons";
import { useId } from "react";
import { Link } from "~/components/ui/link";
import { showConsentPreferences } from "~/lib/consent";
import type { CommonTexts, Footer as FooterContent, NavLinkItem, Site } from "~/data/schema";
import { chatLinks, type ChatChannels } from "~/lib/chat";
import { telHref } from "~/lib/contact";
import { ChatAnchor } from "./chat-links";
import { Logo } from "./logo";
import { Newsletter, type NewsletterSettings } from "./newsletter";
import { SocialLinks } from "./social-icon";
import { useFormats, useWords } from "~/lib/language";

export interface FooterProps {
  site: Pick<Site, "name" | "email" | "phone" | "address" | "logo" | "socials">;
  footer: FooterContent;
  /** The owner's chat apps (chat.ts): a link to each among the contact details. */
  chat: ChatChannels;
  /** Null when the owner switched the newsletter off. */
  newsletter: NewsletterSettings | null;
  texts: Pick<CommonTexts, "contactDetails">;
}

export function Footer({ site, footer, chat, newsletter, texts }: FooterProps) {
  const words = useWords();
  const format = useFormats();
  return (
    <footer className="border-t border-border bg-surface">
      <div className="mx-auto grid max-w-site gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr] lg:py-20">
        <div className="flex flex-col gap-5">
          <Logo name={site.name} mark={site.logo} />
          <p className="max-w-xs text-sm leading-6 text-muted-foreground">{footer.text}</p>
          <SocialLinks links={site.socials.slice(0, 4)} />
        </div>

        {footer.columns.map((column) => (
          <FooterColumn key={column.title} title={column.title} links={column.links} />
        ))}

        <div className="flex flex-col gap-6">
          <section aria-labelledby="footer-official">
            <h2 id="footer-official" className="mb-4 text-sm font-semibold tracking-wide text-foreground uppercase">
              {texts.contactDetails}
            </h2>
            <ul className="flex flex-col gap-3 text-sm text-muted-foreground">
              <li className="flex gap-2.5">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <address className="not-italic">{format.address(site.address)}</address>
              </li>
              <li>
                <a href={telHref(site.phone)} className="flex gap-2.5 hover:text-accent-text">
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {format.digits(site.phone)}
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className="flex gap-2.5 hover:text-accent-text">
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {site.email}
                </a>
              </li>
              {chatLinks(chat).map((link) => (
                <li key={link.service}>
                  <ChatAnchor link={link} className="flex gap-2.5 hover:text-accent-text" iconClassName="mt-0.5 size-4 shrink-0">
                    {words.chat.chatOn(link.name)}
                  </ChatAnchor>
                </li>
              ))}
            </ul>
          </section>

          {newsletter ? <Newsletter label={footer.newsletterText} {...newsletter} /> : null}
        </div>
      </div>

      <div className="border-t border-border">
        <div className="mx-auto flex max-w-site flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:px-6 md:flex-row md:justify-between">
          <p>{footer.copyrightText}</p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
            <button
              type="button"
              onClick={() => void showConsentPreferences()}
              className="text-left underline-offset-2 hover:text-accent-text hover:underline"
            >
              {words.footer.privacySettings}
            </button>
            <p>{footer.madeByText}</p>
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: NavLinkItem[] }) {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-sm font-semibold tracking-wide text-foreground uppercase">
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="text-muted-foreground hover:text-accent-text">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
