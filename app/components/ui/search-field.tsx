import { Search } from "~/components/ui/icons";
import { clsx } from "clsx";
import { useId, type ComponentProps } from "react";
import { textInputClasses } from "./field";

interface SearchFieldProps extends Omit<ComponentProps<"input">, "type" | "id"> {
  /** What the field searches, e.g. "Search courses by title". */
  label: string;
  /** Show the label above the field; otherwise it is for screen readers only. */
  showLabel?: boolean;
}

/** A labelled search box with a magnifier icon. */
export function SearchField({ label, showLabel = false, className, ...props }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={showLabel ? "mb-2 block font-semibold" : "sr-only"}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <input id={id} type="search" className={clsx(textInputClasses, "h-11 pr-3 pl-9")} {...props} />
      </div>
    </div>
  );
}
