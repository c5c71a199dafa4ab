/**
 * The brand marks a profile, a social link or a chat app can show (the content's `icon`,
 * app/data/schema/site.ts), in the order of their symbols in the icon sprite (brandIconId).
 * Here rather than in the schema, so the browser's code can name them without the schema.
 */
export const SOCIAL_ICONS = [
  "github",
  "linkedin",
  "dribbble",
  "behance",
  "facebook",
  "x",
  "instagram",
  "youtube",
  "upwork",
  "fiverr",
  "stackoverflow",
  "codepen",
  "whatsapp",
  "messenger",
  "telegram",
] as const;
