import { cx } from "~/lib/class-names";
import type { ComponentProps, ReactNode } from "react";

interface SectionProps extends ComponentProps<"section"> {
  /** A short label above the heading. */
  eyebrow?: string;
  title: string;
  /** A sentence under the heading. */
  lead?: ReactNode;
  /** Heading level: 2 on most pages. */
  level?: 2 | 3;
  /** Extra content on the heading's row (e.g. a "View all" link). */
  action?: ReactNode;
  tone?: "plain" | "muted";
  headingId: string;
}

const TONES = { plain: "bg-background", muted: "bg-surface" } as const;

/** A page section with the site's rhythm: container, vertical padding, and a labelled heading. */
export function Section({
  eyebrow,
  title,
  lead,
  level = 2,
  action,
  tone = "plain",
  headingId,
  className,
  children,
  ...props
}: SectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={headingId} className={cx(TONES[tone], "py-16 md:py-24", className)} {...props}>
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <div className="mb-10 flex flex-col gap-4 md:mb-12 md:flex-row md:items-end md:justify-between">
          <div className="max-w-2xl">
            {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-wider text-accent-text uppercase">{eyebrow}</p> : null}
            <Heading id={headingId} className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
              {title}
            </Heading>
            {lead ? <p className="mt-4 text-lg leading-8 text-muted-foreground">{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}
