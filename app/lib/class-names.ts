import { clsx, type ClassValue } from "clsx";

/**
 * clsx, and then one rule of tailwind-merge's: of two colour utilities of the
 * same kind (background, text or border colour) under the same variants
 * (`hover:`, `dark:` …), the later one stays. A primitive lists its own classes
 * first and the caller's last, so a caller's `bg-…` replaces the variant's
 * instead of leaving the stylesheet's order to choose between them (that is
 * how a Hire Me button once became white on white). Sizes, alignment and widths
 * (`text-lg`, `text-center`, `border-2`) are not colours and are left alone.
 *
 * Why not tailwind-merge itself: it costs about 8 KB gzip on every page for the
 * three kinds of conflict our primitives can have (docs/decisions/006-class-conflicts.md).
 */
export function cx(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(" ").filter(Boolean);
  const lastOfKind = new Map<string, number>();
  classes.forEach((name, index) => {
    const kind = colourKind(name);
    if (kind) lastOfKind.set(kind, index);
  });
  return classes
    .filter((name, index) => {
      const kind = colourKind(name);
      return !kind || lastOfKind.get(kind) === index;
    })
    .join(" ");
}

const NOT_A_COLOUR: Record<string, RegExp> = {
  bg: /^(none|fixed|local|scroll|auto|cover|contain|center|top|bottom|left|right|repeat|no-repeat|repeat-[xy]|repeat-round|repeat-space|(clip|origin|blend|size|position|linear|radial|conic|gradient|left|right|top|bottom)-.+|\[url\(.+)$/,
  text: /^(xs|sm|base|lg|[2-9]?xl|display|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|shadow.*|\[(\d|\.|length:|calc\().*)$/,
  border: /^(\d+|[xytrblse](-.*)?|solid|dashed|dotted|double|hidden|none|collapse|separate|spacing-.*|\[(\d|\.|length:).*)$/,
};

/** "hover:bg" for `hover:bg-accent/90`, null for anything that is not a colour utility. */
export function colourKind(name: string): string | null {
  // Variants are everything before the last ":" outside brackets.
  let depth = 0;
  let split = -1;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) split = i;
  }
  const variants = name.slice(0, split + 1);
  const utility = name.slice(split + 1).replace(/^!|!$/g, "");
  const match = /^(bg|text|border)-(.+)$/.exec(utility);
  if (!match) return null;
  const [, kind, value] = match as unknown as [string, keyof typeof NOT_A_COLOUR, string];
  return NOT_A_COLOUR[kind]!.test(value.replace(/\/[^/]+$/, "")) ? null : `${variants}${kind}`;
}
