import type { Route } from "./+types/portfolio";
import { PageHeader } from "~/components/layout/page-header";
import { HireMe } from "~/components/sections/hire-me";
import { ProjectCard, toProjectCard } from "~/components/sections/project-card";
import { Pagination } from "~/components/ui/pagination";
import { pageDataFor } from "~/data/index.server";
import { cvFileName, cvPath } from "~/lib/cv";
import { PROJECTS_PAGE_SIZE } from "~/lib/constants";
import { pageHref, paginate, shownRange } from "~/lib/pagination";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { useWords } from "~/lib/language";

export async function loader({ request }: Route.LoaderArgs) {
  const { hireMeTexts, lang, pages, projects, site } = await pageDataFor(request);
  return {
    texts: { lead: pages.portfolio.lead, hireMe: hireMeTexts(pages.portfolio.hireMe) },
    meta: pageSeo({ site, lang }, pages.portfolio, "/portfolio"),
    cv: { href: cvPath(lang), fileName: cvFileName(site.name, lang) },
    projects: projects.map(toProjectCard),
  };
}

export const meta = metaFromLoader;

export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { projects, meta } = loaderData;
  const [searchParams] = useHydratedSearchParams();
  const { page, pages, shown } = paginate(projects, searchParams.get("page"), PROJECTS_PAGE_SIZE);

  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={loaderData.texts.lead} />
      <section aria-labelledby="projects-list-heading" className="mx-auto max-w-site px-4 py-16 sm:px-6 md:py-20">
        <div className="mb-8 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="projects-list-heading" className="text-2xl font-bold tracking-tight">
            {words.projects.heading}
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {words.projects.results(shownRange(page, PROJECTS_PAGE_SIZE, projects.length))}
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project, index) => (
            <li key={project.id}>
              <ProjectCard project={project} eager={index < 3} />
            </li>
          ))}
        </ul>
        <Pagination page={page} pages={pages} href={(n) => pageHref("/portfolio", searchParams, n)} label={words.projects.pages} />
      </section>
      <HireMe texts={loaderData.texts.hireMe} cv={loaderData.cv} />
    </>
  );
}
