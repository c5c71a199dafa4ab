/** The legal pages by address, each a Markdown file in app/content/legal/ (named without ".md"). */
export const LEGAL_PAGES: Readonly<Record<string, string>> = {
  "/terms-conditions": "terms",
  "/privacy-policy": "privacy",
};
