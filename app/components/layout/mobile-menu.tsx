import { X } from "lucide-react";
import { useEffect, useRef } from "react";
import type { MenuItem, SocialLink } from "~/content/schema";
import { ButtonLink } from "~/components/ui/button";
import { MenuLink } from "./header";
import { Logo } from "./logo";
import { SocialLinks } from "./social-icon";

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  site: {
    name: string;
    logo: { src: string; alt: string; width: number; height: number };
    socials: SocialLink[];
    menu: MenuItem[];
  };
}

/**
 * The side menu for narrow screens, on a native modal <dialog>: the browser
 * keeps focus inside it and makes the page behind inert; Escape closes it.
 */
export function MobileMenu({ open, onClose, site }: MobileMenuProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    // The click handler only catches clicks on the backdrop; Escape is the dialog's own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      aria-label="Menu"
      onClose={onClose}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-y-0 left-0 m-0 h-dvh max-h-none w-80 max-w-[85vw] translate-x-0 bg-background p-0 text-foreground shadow-raised transition-transform duration-300 backdrop:bg-overlay starting:open:-translate-x-full lg:hidden"
    >
      <div className="flex h-full flex-col gap-6 overflow-y-auto p-5">
        <div className="flex items-center justify-between">
          <Logo name={site.name} mark={site.logo} onNavigate={() => dialog.current?.close()} />
          <button
            type="button"
            autoFocus
            onClick={() => dialog.current?.close()}
            className="inline-flex size-10 items-center justify-center rounded-control border border-border hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">Close menu</span>
          </button>
        </div>

        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {site.menu.map((item) => (
              <li key={item.to}>
                <MenuLink to={item.to} onClick={() => dialog.current?.close()} className="px-3 py-2.5 text-base">
                  {item.label}
                </MenuLink>
                {item.children?.length ? (
                  <ul className="ml-3 border-l border-border pl-3">
                    {item.children.map((child) => (
                      <li key={child.to}>
                        <MenuLink to={child.to} onClick={() => dialog.current?.close()} className="px-3 py-2 text-sm">
                          {child.label}
                        </MenuLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>

        <ButtonLink to="/contact" onClick={() => dialog.current?.close()} className="w-full">
          Hire Me
        </ButtonLink>

        <div className="mt-auto">
          <p className="mb-3 text-sm text-muted-foreground">Find me online</p>
          <SocialLinks links={site.socials} />
        </div>
      </div>
    </dialog>
  );
}
