import type { Lang } from "./i18n";

/** Where the build writes the CV made from the resume content (the resource route app/routes/cv.ts), in each language. */
export function cvPath(lang: Lang): string {
  return lang === "en" ? "/images/cv.pdf" : `/images/cv-${lang}.pdf`;
}

/** The name the CV is saved under: "Arif Hossain" → "Arif-Hossain-CV.pdf" (and "…-CV-bn.pdf" in Bengali). */
export function cvFileName(ownerName: string, lang: Lang = "en"): string {
  return `${ownerName.trim().replace(/[^\p{L}\p{N}]+/gu, "-")}-CV${lang === "en" ? "" : `-${lang}`}.pdf`;
}
