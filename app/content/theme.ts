import type { z } from "zod";
import type { themeSchema } from "../data/schema/theme.ts";

/**
 * Your colour and typeface: see "Colour and font" in README.md, and `themeSchema` in
 * app/data/schema/theme.ts for the font names. The site derives every other colour from `accent`, in light
 * and dark mode, with text readable on each.
 */
export const theme = {
  accent: "#4f46e5",
  font: "system-ui",
} satisfies z.input<typeof themeSchema>;
