import type { ComponentProps } from "react";
import { Link } from "~/components/ui/link";
import { cx } from "~/lib/class-names";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-control font-semibold whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50";

const VARIANTS = {
  primary: "bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover",
  secondary: "border border-border-strong bg-background text-foreground hover:border-accent hover:text-accent-text",
  ghost: "text-foreground hover:bg-surface-muted",
  /** For a button on an accent panel: the accent's colours swapped, and a focus ring that shows on the accent. */
  inverse: "bg-accent-foreground text-accent shadow-sm hover:bg-accent-foreground/90 focus-visible:outline-accent-foreground",
} as const;

const SIZES = {
  sm: "h-9 px-3.5 text-sm",
  md: "h-11 px-5 text-[0.95rem]",
  lg: "h-12 px-6 text-base",
  icon: "size-10",
} as const;

export interface ButtonStyleProps {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
}

/** The variant's classes, then the caller's; a caller's colour replaces the variant's (see `cx`). */
export function buttonClasses({ variant = "primary", size = "md" }: ButtonStyleProps = {}, className?: string) {
  return cx(BASE, VARIANTS[variant], SIZES[size], className);
}

export function Button({ variant, size, className, type = "button", ...props }: ComponentProps<"button"> & ButtonStyleProps) {
  return <button type={type} className={buttonClasses({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button: for navigation, never for actions. */
export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonStyleProps) {
  return <Link className={buttonClasses({ variant, size }, className)} {...props} />;
}
