import { clsx } from "clsx";
import type { ReactNode } from "react";

/** The look of every text box on the site; each use adds its padding and a height (or rows, for a textarea). */
export const textInputClasses =
  "w-full rounded-control border border-border-strong bg-background text-foreground placeholder:text-muted-foreground";

/**
 * A form field: its visible label above the control. `required` adds the red
 * asterisk for sighted visitors; the control's own `required` tells everyone else.
 */
export function Field({
  id,
  label,
  required = false,
  className,
  children,
}: {
  /** The id of the control inside. */
  id: string;
  label: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={clsx("flex flex-col gap-2", className)}>
      <label htmlFor={id} className="text-sm font-semibold">
        {/* One text node with its space: React writes no marker between two (every byte of the page counts). */}
        {required ? `${label} ` : label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            *
          </span>
        ) : null}
      </label>
      {children}
    </div>
  );
}
