import { ChevronRight } from "~/components/ui/icons";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import type { Crumb } from "~/lib/seo";
import { titleFromPath } from "~/lib/title";
import { useWords } from "~/lib/language";

interface PageHeaderProps {
  /** The page title; when omitted, the last URL segment made readable. */
  title?: string;
  /** Pages between home and this one, e.g. the portfolio list above a project. */
  trail?: Crumb[];
  /** A line under the title. */
  lead?: string;
}

/**
 * The header of an inner page: a breadcrumb back home, the page's h1 and, if given, a line under
 * it. Routes pass their `meta.breadcrumb`, so the page's structured data lists the same crumbs.
 */
export function PageHeader({ title, trail = [], lead }: PageHeaderProps) {
  const words = useWords();
  const { pathname } = useLocation();
  const heading = title ?? titleFromPath(pathname, words.breadcrumb.home);
  return (
    <div className="border-b border-border bg-gradient-to-b from-accent-soft to-background">
      <div className="mx-auto max-w-site px-4 py-12 sm:px-6 md:py-16">
        <nav aria-label={words.breadcrumb.label} className="mb-4">
          <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
            <li>
              <Link to="/" className="hover:text-accent-text">
                {words.breadcrumb.home}
              </Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.to} className="flex items-center gap-1.5">
                <ChevronRight aria-hidden="true" className="size-3.5" />
                <Link to={crumb.to} className="hover:text-accent-text">
                  {crumb.label}
                </Link>
              </li>
            ))}
            <li className="flex items-center gap-1.5">
              <ChevronRight aria-hidden="true" className="size-3.5" />
              <span aria-current="page" className="text-foreground">
                {heading}
              </span>
            </li>
          </ol>
        </nav>
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-5xl">{heading}</h1>
        {lead ? <p className="mt-4 max-w-2xl text-lg leading-8 text-muted-foreground">{lead}</p> : null}
      </div>
    </div>
  );
}
