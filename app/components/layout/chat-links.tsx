import { useId, type ReactNode } from "react";
import { buttonClasses } from "~/components/ui/button";
import { chatLinks, type ChatChannels, type ChatLink } from "~/lib/chat";
import { cx } from "~/lib/class-names";
import { useWords } from "~/lib/language";
import { SocialIcon } from "./social-icon";
import { notSearched } from "~/lib/search-marks";

/**
 * A plain link to one of the owner's chats, in a new tab, which it says to screen readers.
 * Its icon comes from the site's own sprite: nothing of the chat service loads before a click.
 */
export function ChatAnchor({
  link,
  children,
  className,
  iconClassName = "size-4 shrink-0",
  describedBy,
}: {
  link: ChatLink;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
  describedBy?: string;
}) {
  const words = useWords();
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy} className={className}>
      <SocialIcon name={link.service} className={iconClassName} />
      {children}
      <span className="sr-only">{` ${words.links.newTab}`}</span>
    </a>
  );
}

/** The owner's chats as a list, named for screen readers and left out of the search; nothing when there are none. */
function ChatList({ links, className, children }: { links: ChatLink[]; className: string; children: (link: ChatLink) => ReactNode }) {
  const words = useWords();
  if (!links.length) return null;
  return (
    <ul {...notSearched} aria-label={words.chat.label} className={className}>
      {links.map((link) => (
        <li key={link.service}>{children(link)}</li>
      ))}
    </ul>
  );
}

/**
 * "Chat on WhatsApp", "Chat on Messenger"…: a button for each chat the owner has (chat.ts),
 * on the contact page and beside the home page's form. Nothing when they have none.
 */
export function ChatLinks({ channels, className }: { channels: ChatChannels; className?: string }) {
  const words = useWords();
  return (
    <ChatList links={chatLinks(channels)} className={cx("flex flex-wrap gap-3", className)}>
      {(link) => (
        <ChatAnchor link={link} className={buttonClasses({ variant: "secondary" })}>
          {words.chat.chatOn(link.name)}
        </ChatAnchor>
      )}
    </ChatList>
  );
}

/**
 * "Ask about this on WhatsApp": on a service's, a course's or a project's page, each chat
 * opens with a message already written that names the page and carries its address, where
 * the service takes one; under a link that cannot (Messenger), a line says so.
 */
export function AskInChat({ channels, title, url, className }: { channels: ChatChannels; title: string; url: string; className?: string }) {
  const words = useWords();
  const noteId = useId();
  const links = chatLinks(channels, words.chat.message(title, url));
  return (
    <ChatList links={links} className={cx("flex flex-col gap-3", className)}>
      {(link) => (
        <>
          <ChatAnchor
            link={link}
            className="inline-flex items-center gap-2 font-semibold text-accent-text hover:underline"
            describedBy={link.prefilled ? undefined : `${noteId}-${link.service}`}
          >
            {words.chat.askAbout(link.name)}
          </ChatAnchor>
          {link.prefilled ? null : (
            <p id={`${noteId}-${link.service}`} className="mt-1 text-sm text-muted-foreground">
              {words.chat.notPrefilled(link.name)}
            </p>
          )}
        </>
      )}
    </ChatList>
  );
}
