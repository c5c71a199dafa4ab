import { clsx } from "clsx";
import { createContext, useContext, type MouseEvent, type ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { langOfPath, pathWithoutLang } from "~/lib/i18n";

/**
 * While the not-found fallback page hydrates, the URL in the browser is not the
 * one the page was rendered for, so no menu item may claim to be current.
 */
export const NoCurrentPage = createContext(false);

/** Whether a menu link points at the page being shown (or a page below it). */
export function useIsCurrent(to: string): boolean {
  const { pathname } = useLocation();
  const suppressed = useContext(NoCurrentPage);
  if (suppressed || !to.startsWith("/")) return false;
  const target = to.split(/[?#]/)[0] ?? "/";
  if (langOfPath(target) !== langOfPath(pathname)) return false;
  // Without the language prefix: /bn is the Bengali home page, /bn/about its about page.
  const [page, here] = [pathWithoutLang(target), pathWithoutLang(pathname)];
  if (page === "/") return here === "/" || here === "/home";
  return here === page || here.startsWith(`${page}/`);
}

interface MenuLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** A menu link that marks itself as the current page, without relying on the router's NavLink. */
export function MenuLink({ to, className, children, onClick }: MenuLinkProps) {
  const current = useIsCurrent(to);
  return (
    <Link
      to={to}
      onClick={onClick}
      aria-current={current ? "page" : undefined}
      className={clsx(
        "block rounded-control text-[0.95rem] font-medium transition-colors hover:text-accent-text",
        current ? "text-accent-text" : "text-foreground",
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** The links under a menu item, a list item each: in the header's dropdown and in the phone's menu. */
export function SubmenuLinks({
  items,
  onClick,
}: {
  items: readonly { to: string; label: string }[];
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  return items.map((child) => (
    <li key={child.to}>
      <MenuLink to={child.to} onClick={onClick} className="px-3 py-2 text-sm">
        {child.label}
      </MenuLink>
    </li>
  ));
}
