import { useId, type ReactNode } from "react";

interface RememberChoiceProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What ticking it means, e.g. "Always allow YouTube videos on this site". */
  children: ReactNode;
}

/** The "always" box beside an in-place consent question (the intro video, giscus comments). */
export function RememberChoice({ checked, onChange, children }: RememberChoiceProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 accent-accent"
      />
      <label htmlFor={id}>{children}</label>
    </div>
  );
}
