import { clsx } from "clsx";
import { ChevronLeft, ChevronRight } from "~/components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { useFormats, useWords } from "~/lib/language";

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page, e.g. (2) => "?page=2". */
  href: (page: number) => string;
  label?: string;
}

const ITEM =
  "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-control border px-3 text-sm font-semibold transition-colors";
const IDLE = "border-border bg-background text-foreground hover:border-accent hover:text-accent-text";

/** Previous, numbered pages, next: links, so every page has an address. */
export function Pagination({ page, pages, href, label }: PaginationProps) {
  const words = useWords();
  const format = useFormats();
  label ??= words.pagination.label;
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          <PageLink to={page > 1 ? href(page - 1) : null} label={words.pagination.previousPage}>
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{words.pagination.previous}</span>
          </PageLink>
        </li>
        {Array.from({ length: pages }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <Link
              to={href(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={words.pagination.page(number)}
              preventScrollReset={false}
              className={clsx(ITEM, number === page ? "border-accent bg-accent text-accent-foreground" : IDLE)}
            >
              {format.number(number)}
            </Link>
          </li>
        ))}
        <li>
          <PageLink to={page < pages ? href(page + 1) : null} label={words.pagination.nextPage}>
            <span className="hidden sm:inline">{words.pagination.next}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </PageLink>
        </li>
      </ul>
    </nav>
  );
}

function PageLink({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  if (to === null) {
    // A link with nowhere to go: shown, announced as disabled, not focusable.
    return (
      <span role="link" aria-disabled="true" aria-label={label} className={clsx(ITEM, "border-border bg-surface text-muted-foreground")}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} aria-label={label} className={clsx(ITEM, IDLE)}>
      {children}
    </Link>
  );
}
