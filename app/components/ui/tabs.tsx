import { clsx } from "clsx";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

interface TabsProps {
  /** Names the tab list, e.g. "Project categories". */
  label: string;
  tabs: readonly string[];
  value: string;
  onChange: (tab: string) => void;
  /** The panel of the selected tab. */
  children: ReactNode;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA pattern has them: arrow keys (and Home/End) move
 * between tabs and select them; Tab moves on into the panel.
 */
export function Tabs({ label, tabs, value, onChange, children, className }: TabsProps) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(0, tabs.indexOf(value));

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(tabs[target]!);
    buttons.current[target]?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="mb-10 flex flex-wrap justify-center gap-2">
        {tabs.map((tab, index) => {
          const selected = index === selectedIndex;
          return (
            <button
              key={tab}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab)}
              onKeyDown={onKeyDown}
              className={clsx(
                "rounded-full border px-5 py-2 text-sm font-semibold transition-colors",
                selected
                  ? "border-accent bg-accent text-accent-foreground"
                  : "border-border bg-background text-foreground hover:border-accent hover:text-accent-text",
              )}
            >
              {tab}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selectedIndex}`} tabIndex={0} className="rounded-card">
        {children}
      </div>
    </div>
  );
}
