import { X } from "~/components/ui/icons";
import type { MouseEvent, RefObject } from "react";
import type { CommonTexts, Site } from "~/data/schema";
import type { MenuItem } from "~/data/menu";
import { ButtonLink } from "~/components/ui/button";
import { closeDialogOf, ModalDialog } from "~/components/ui/modal-dialog";
import { LanguageSwitch, type OtherLanguage } from "./language-switch";
import { MenuLink, SubmenuLinks } from "./menu-link";
import { Logo } from "./logo";
import { SocialLinks } from "./social-icon";
import { ThemeToggle } from "./theme-toggle";
import { useWords } from "~/lib/language";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The menu button, which gets focus back when the menu closes. */
  opener: RefObject<HTMLButtonElement | null>;
  site: Pick<Site, "name" | "logo" | "socials"> & { menu: MenuItem[] };
  texts: Pick<CommonTexts, "hireMe" | "findMeOnline">;
  otherLanguages: readonly OtherLanguage[];
}

/**
 * The side menu for narrow screens, a modal dialog that slides in from the left.
 */
export function MobileMenu({ open, onClose, opener, site, texts, otherLanguages }: MobileMenuProps) {
  const words = useWords();
  const close = (event: MouseEvent<HTMLElement>) => closeDialogOf(event.currentTarget);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      returnFocusTo={opener}
      aria-label={words.menu.dialog}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-0 bg-background p-0 text-foreground shadow-raised transition-transform duration-300 backdrop:bg-overlay starting:open:-translate-x-full lg:hidden"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
        <div className="flex items-center justify-between">
          <Logo name={site.name} mark={site.logo} onNavigate={close} />
          <button
            type="button"
            data-autofocus
            onClick={close}
            className="inline-flex size-10 items-center justify-center rounded-control border border-border hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{words.menu.close}</span>
          </button>
        </div>

        <nav aria-label={words.menu.mobile}>
          <ul className="flex flex-col gap-1">
            {site.menu.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} onClick={close} className="px-3 py-2.5 text-base">
                  {item.label}
                </MenuLink>
                {item.children?.length ? (
                  <ul className="ml-3 border-l border-border pl-3">
                    <SubmenuLinks items={item.children} onClick={close} />
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <ButtonLink to="/contact" onClick={close} className="w-full shrink-0">
          {texts.hireMe}
        </ButtonLink>

        {/* On phones the header leaves the colour mode to the menu. */}
        <ThemeToggle className="self-start sm:hidden" />

        <LanguageSwitch languages={otherLanguages} className="px-3 text-base" />

        <div className="mt-auto">
          <p className="mb-3 text-sm text-muted-foreground">{texts.findMeOnline}</p>
          <SocialLinks links={site.socials} />
        </div>
      </div>
    </ModalDialog>
  );
}
