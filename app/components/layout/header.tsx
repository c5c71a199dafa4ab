import { clsx } from "clsx";
import { ChevronDown, Mail, Menu, Phone } from "~/components/ui/icons";
import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import type { CommonTexts, Site } from "~/data/schema";
import type { MenuItem } from "~/data/menu";
import { ButtonLink } from "~/components/ui/button";
import { telHref } from "~/lib/contact";
import { LanguageSwitch, type OtherLanguage } from "./language-switch";
import { Logo } from "./logo";
import { MenuLink, SubmenuLinks } from "./menu-link";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "./search-button";
import { SocialLinks } from "./social-icon";
import { ThemeToggle } from "./theme-toggle";
import { useFormats, useWords } from "~/lib/language";

export interface HeaderProps {
  site: Pick<Site, "name" | "email" | "phone" | "logo" | "socials"> & { menu: MenuItem[] };
  texts: Pick<CommonTexts, "hireMe" | "findMeOnline">;
  /** The language switch: the site's other languages (none on an English-only site). */
  otherLanguages: readonly OtherLanguage[];
  /** Whether the site has a blog (the search offers its posts when it finds nothing). */
  blog: boolean;
  /** Whether the site has its search (site.ts `features.search`). */
  search: boolean;
}

export function Header({ site, texts, otherLanguages, blog, search }: HeaderProps) {
  const words = useWords();
  const format = useFormats();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  return (
    <header>
      <div className="border-b border-border bg-surface text-sm">
        <div className="mx-auto flex max-w-site items-center justify-between gap-4 px-4 py-2 sm:px-6">
          <ul className="flex min-w-0 flex-wrap items-center gap-x-5 gap-y-1 text-muted-foreground">
            <li>
              <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:text-accent-text">
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{words.menu.email} </span>
                {site.email}
              </a>
            </li>
            <li>
              <a href={telHref(site.phone)} className="inline-flex items-center gap-1.5 hover:text-accent-text">
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{words.menu.phone} </span>
                {format.digits(site.phone)}
              </a>
            </li>
          </ul>
          <div className="flex shrink-0 items-center gap-4">
            <LanguageSwitch languages={otherLanguages} />
            <SocialLinks links={site.socials} size="sm" className="hidden items-center gap-1.5 md:flex" />
          </div>
        </div>
      </div>

      {/* Without JavaScript the menu button could not open the menu: below 992 px the menu's links
          take a row of their own under the logo instead (app/app.css). */}
      <div className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
        {/* From 992 to 1200 px the menu, the search and Hire Me share the row: its gaps and the links' padding tighten. */}
        <div className="mx-auto flex h-[4.5rem] max-w-site items-center justify-between gap-2 px-4 sm:px-6 xl:gap-4">
          <Logo name={site.name} mark={site.logo} />

          <nav aria-label={words.menu.main} className="hidden lg:block">
            <ul className="flex items-center xl:gap-1">
              {site.menu.map((item) =>
                item.children?.length ? (
                  <DropdownItem key={item.to} item={item} />
                ) : (
                  <li key={item.to}>
                    <MenuLink to={item.to} className="px-2 py-2 xl:px-3">
                      {item.label}
                    </MenuLink>
                  </li>
                ),
              )}
            </ul>
          </nav>

          <div className="flex items-center gap-2 sm:max-lg:gap-3 xl:gap-3">
            {search ? <SearchButton blog={blog} /> : null}
            {/* On phones the colour mode is in the menu, as Hire Me is: the header has room for the search. */}
            <ThemeToggle className="max-sm:hidden" />
            <ButtonLink to="/contact" className="max-sm:hidden">
              {texts.hireMe}
            </ButtonLink>
            <button
              ref={menuButton}
              type="button"
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen(true)}
              className="inline-flex size-10 items-center justify-center rounded-control border border-border text-foreground hover:bg-surface-muted lg:hidden"
            >
              <Menu aria-hidden="true" className="size-5" />
              <span className="sr-only">{words.menu.open}</span>
            </button>
          </div>
        </div>
      </div>

      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        opener={menuButton}
        site={site}
        texts={texts}
        otherLanguages={otherLanguages}
      />
    </header>
  );
}

/**
 * A top-level item with a sub-menu (the disclosure navigation pattern): the
 * sub-menu opens on hover, on keyboard focus and with the toggle button, and
 * closes on Escape, on leaving it, or on choosing a link.
 */
function DropdownItem({ item }: { item: MenuItem }) {
  const words = useWords();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const refocusing = useRef(false);
  const listId = useId();

  function onFocus() {
    if (refocusing.current) refocusing.current = false;
    else setOpen(true);
  }
  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  }
  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      if (document.activeElement !== toggle.current) {
        refocusing.current = true;
        toggle.current?.focus();
      }
    }
  }

  return (
    // The item listens for hover, focus and Escape on behalf of the link and button inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className="relative"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="flex items-center">
        <MenuLink to={item.to} className="py-2 pr-1 pl-2 xl:pl-3">
          {item.label}
        </MenuLink>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex size-7 items-center justify-center rounded-md text-muted-foreground hover:text-foreground"
        >
          <ChevronDown aria-hidden="true" className={clsx("size-4 transition-transform", open && "rotate-180")} />
          <span className="sr-only">{words.menu.subMenu(item.label)}</span>
        </button>
      </div>
      {/* Without JavaScript the toggle cannot work: the list opens on hover and on focus inside the item (app/app.css). */}
      <ul
        id={listId}
        className={clsx(
          "absolute top-full left-0 z-50 min-w-60 rounded-card border border-border bg-background p-2 shadow-raised",
          !open && "hidden",
        )}
      >
        <SubmenuLinks items={item.children ?? []} onClick={() => setOpen(false)} />
      </ul>
    </li>
  );
}
