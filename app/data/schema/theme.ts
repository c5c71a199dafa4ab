/** The accent colour and the typeface (theme.ts). */
import { z } from "zod";

/**
 * Your colour and typeface (`theme.ts`).
 *
 * You choose one colour; the site works out the rest. From it come the colours of buttons,
 * links, the soft tinted blocks and the focus outline, in light mode and in dark mode. Each
 * keeps the hue and vividness of your colour and is made only as much lighter or darker as
 * it must be for text to stay readable (WCAG AA contrast) on every background it sits on, so
 * no choice of colour makes the site hard to read. In light mode your colour is used exactly
 * as you wrote it when it already reads well; dark mode uses a lighter tint of it.
 */
export const themeSchema = z.object({
  /**
   * Your accent colour, written #rrggbb as colour pickers give it, e.g. "#4f46e5" (indigo),
   * "#c2410c" (burnt orange), "#0f766e" (teal). It also colours the browser's address bar on
   * phones and the pictures shown when a page is shared.
   */
  accent: z.string().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a colour written #rrggbb, e.g. "#4f46e5"'),
  /**
   * The typeface of the whole site, from the fonts already on your visitors' devices, so
   * nothing is downloaded and pages appear at once. Each name is a family of similar fonts;
   * a visitor sees the first their device has (the examples, in that order):
   * - "system-ui": the device's own (San Francisco on Apple, Segoe UI on Windows, Roboto on Android). The default.
   * - "humanist": warm and calligraphic (Seravek, Gill Sans Nova, Ubuntu, Calibri).
   * - "geometric-humanist": round and geometric (Avenir, Montserrat, Corbel).
   * - "neo-grotesque": neutral, like Helvetica (Inter, Roboto, Helvetica Neue, Arial).
   * - "rounded-sans": soft, with round ends (SF Rounded, Quicksand, Comfortaa, Arial Rounded).
   * - "transitional": a serif made for screens (Charter, Sitka, Cambria).
   * - "old-style": a bookish serif (Iowan Old Style, Palatino).
   * - "slab-serif": block serifs (Rockwell, Roboto Slab).
   * Bengali text is shown in Noto Sans (or Serif) Bengali where the device has it, with every choice.
   */
  font: z
    .enum(["system-ui", "humanist", "geometric-humanist", "neo-grotesque", "rounded-sans", "transitional", "old-style", "slab-serif"])
    .default("system-ui"),
});

export type Theme = z.infer<typeof themeSchema>;
