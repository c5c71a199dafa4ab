/** Where the build writes the CV made from the resume content (the resource route app/routes/cv.ts). */
export const CV_PATH = "/images/cv.pdf";

/** The name the CV is saved under: "Arif Hossain" → "Arif-Hossain-CV.pdf". */
export function cvFileName(ownerName: string): string {
  return `${ownerName.trim().replace(/[^\p{L}\p{N}]+/gu, "-")}-CV.pdf`;
}
