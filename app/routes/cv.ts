// The CV as a PDF, pre-rendered at build time to build/client/images/cv.pdf.
import { renderToBuffer } from "@react-pdf/renderer";
import { createElement } from "react";
import { CvDocument } from "~/components/sections/cv-document.server";
import { projects, resume, services, site } from "~/data/index.server";

export async function loader() {
  const pdf = await renderToBuffer(createElement(CvDocument, { site, resume, projects, services }) as Parameters<typeof renderToBuffer>[0]);
  return new Response(new Uint8Array(pdf), { headers: { "Content-Type": "application/pdf" } });
}
