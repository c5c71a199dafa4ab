// The CV as a PDF, pre-rendered at build time to build/client/images/cv.pdf, and in Bengali to cv-bn.pdf.
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import type { Route } from "./+types/cv";
import { CvDocument } from "~/components/sections/cv-document.server";
import { pageData } from "~/data/index.server";
import { loadWords } from "~/lib/dictionaries";
import { cvPath } from "~/lib/cv";
import { type Lang, LANGUAGE_INFO } from "~/lib/i18n";
import { languageTag } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  // /images/cv-bn.pdf is the Bengali CV (the file's name, not a /bn/ prefix, says its language).
  const { pathname } = new URL(request.url);
  const lang = (Object.keys(LANGUAGE_INFO) as Lang[]).find((each) => cvPath(each) === pathname) ?? "en";
  const { site, resume, projects, services } = await pageData(lang);
  const words = await loadWords(lang);
  const document = createElement(CvDocument, {
    site: { ...site, language: languageTag(lang, site.language) },
    resume,
    projects,
    services,
    words,
  });
  const pdf = await renderToBuffer(document as Parameters<typeof renderToBuffer>[0]);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
