import { ArrowRight, Download } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import type { CommonTexts, SectionHeading } from "~/data/schema";
import { notSearched } from "~/lib/search-marks";

interface HireMeProps {
  /** Its heading (pages.ts `hireMe`) and its buttons' texts (`common`). */
  texts: SectionHeading & Pick<CommonTexts, "hireMe" | "downloadCv">;
  /** Adds a 'Download CV' link to the PDF made from the resume. */
  cv?: { href: string; fileName: string };
}

/** The closing call to action: hire me, and optionally download the CV. */
export function HireMe({ texts, cv }: HireMeProps) {
  return (
    <section {...notSearched} aria-labelledby="hire-heading" className="py-16 md:py-24">
      <div className="mx-auto max-w-site px-4 sm:px-6">
        <div className="flex flex-col items-start gap-6 rounded-[1.5rem] bg-accent px-6 py-12 text-accent-foreground shadow-raised sm:px-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="hire-heading" className="text-3xl font-bold tracking-tight md:text-4xl">
              {texts.title}
            </h2>
            {texts.lead ? <p className="mt-3 text-lg leading-8 opacity-95">{texts.lead}</p> : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to="/contact" size="lg" variant="inverse">
              {texts.hireMe} <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
            {cv ? (
              <a
                href={cv.href}
                download={cv.fileName}
                className="inline-flex h-12 items-center justify-center gap-2 rounded-control border border-current px-6 font-semibold hover:bg-accent-foreground/10 focus-visible:outline-accent-foreground"
              >
                <Download aria-hidden="true" className="size-4" /> {texts.downloadCv}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
