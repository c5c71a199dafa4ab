import { CalendarDays, ExternalLink, Tag, UserRound } from "~/components/ui/icons";
import type { Route } from "./+types/portfolio-detail";
import { AskInChat } from "~/components/layout/chat-links";
import { SocialIcon } from "~/components/layout/social-icon";
import { PageHeader } from "~/components/layout/page-header";
import { notFoundBoundary } from "~/components/sections/not-found";
import { ProjectCard, toProjectCard } from "~/components/sections/project-card";
import { buttonClasses } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { pageDataFor } from "~/data/index.server";
import { SIMILAR_PROJECTS_CAROUSEL } from "~/lib/constants";
import { entryMeta, findEntry, loadDetail, projectPage } from "~/lib/detail-route";
import { metaOrNotFound } from "~/lib/seo";
import { creativeWork } from "~/lib/structured-data";
import { shareLinks } from "~/lib/share";
import { useWords } from "~/lib/language";
import { notSearched, searchKind } from "~/lib/search-marks";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { chat, lang, pages, projects, site } = await pageDataFor(request);
  const project = findEntry(projectPage, projects, params.id, lang);
  return {
    project,
    similar: projects.filter((p) => p.id !== project.id).map(toProjectCard),
    headings: pages.portfolio.detail,
    chat,
    meta: entryMeta(projectPage, {
      site,
      lang,
      entry: project,
      listTitle: pages.portfolio.title,
      description: project.summary,
      picture: project.image.src,
      type: "article",
      entity: (page) => creativeWork(page, project),
    }),
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return loadDetail(projectPage, args);
}

export const meta = metaOrNotFound(projectPage.what);

export default function ProjectDetail({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { project, similar, chat, meta, headings } = loaderData;
  // Made here from the page's own address rather than carried in its data.
  const share = shareLinks(meta.url, project.title, words);
  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={project.summary} />
      <article {...searchKind("project")} aria-labelledby="project-overview" className="mx-auto max-w-site px-4 py-12 sm:px-6 md:py-16">
        <ResponsiveImage
          image={project.image}
          sizes="(min-width: 1200px) 1152px, 100vw"
          fetchPriority="high"
          className="aspect-[16/10] h-auto w-full rounded-card object-cover shadow-card"
        />

        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="prose-content">
            <h2 id="project-overview">{headings.overview}</h2>
            <p>{project.mainText}</p>
            <h2>{headings.challenge}</h2>
            <p>{project.secondaryText}</p>
            <h2>{headings.built}</h2>
            <p>{project.bottomText}</p>
            <h2>{headings.result}</h2>
            <p>{project.finalText}</p>
          </div>

          <aside aria-label={words.projects.details} className="flex flex-col gap-6 lg:sticky lg:top-28 lg:self-start">
            <dl className="grid gap-4 rounded-card border border-border bg-surface p-6 text-sm">
              <div className="flex items-center gap-3">
                <dt>
                  <UserRound aria-hidden="true" className="size-4 text-accent-text" />
                  <span className="sr-only">{words.projects.author}</span>
                </dt>
                <dd>{project.author}</dd>
              </div>
              <div className="flex items-center gap-3">
                <dt>
                  <CalendarDays aria-hidden="true" className="size-4 text-accent-text" />
                  <span className="sr-only">{words.projects.date}</span>
                </dt>
                <dd>
                  <time dateTime={project.date}>{project.dateText}</time>
                </dd>
              </div>
              <div className="flex items-center gap-3">
                <dt>
                  <Tag aria-hidden="true" className="size-4 text-accent-text" />
                  <span className="sr-only">{words.projects.category}</span>
                </dt>
                <dd>{project.category}</dd>
              </div>
            </dl>

            {project.livePreview ? (
              <a href={project.livePreview} target="_blank" rel="noopener noreferrer" className={buttonClasses({ size: "lg" }, "w-full")}>
                {words.projects.livePreview} <ExternalLink aria-hidden="true" className="size-4" />
                <span className="sr-only">{words.links.newTab}</span>
              </a>
            ) : (
              <p className="rounded-card border border-dashed border-border-strong p-4 text-sm text-muted-foreground">
                {words.projects.noLivePreview}
              </p>
            )}

            <AskInChat channels={chat} title={project.title} url={meta.url} />

            <section {...notSearched} aria-labelledby="share-heading">
              <h2 id="share-heading" className="mb-3 font-semibold">
                {words.projects.share}
              </h2>
              <ul className="flex gap-2">
                {share.map((link) => (
                  <li key={link.network}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={words.links.namedNewTab(link.label)}
                      className="inline-flex size-10 items-center justify-center rounded-full border border-border text-muted-foreground hover:border-accent hover:bg-accent hover:text-accent-foreground"
                    >
                      <SocialIcon name={link.network} className="size-4" />
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          </aside>
        </div>

        {/* Each picture drawn, and fetched, as it comes near (decision 035). Square, so it keeps the room it
            takes at any width; the shadow is its box's, which the drawing does not clip. */}
        <ul aria-label={words.projects.moreImages} className="-mx-4 mt-9 -mb-5 grid grid-cols-3 gap-4 px-4 pt-3 pb-5">
          {project.shareImages.map((image) => (
            <li key={image.src} className="drawn-when-near aspect-square rounded-card shadow-card [--drawn-size:0px]">
              <ResponsiveImage
                image={image}
                sizes="(min-width: 1200px) 374px, 33vw"
                loading="lazy"
                className="aspect-square h-auto w-full rounded-card object-cover"
              />
            </li>
          ))}
        </ul>
      </article>

      {/* Not a landmark of its own: the carousel below is the region, named like this heading. */}
      <section className="drawn-when-near bg-surface py-16 md:py-20">
        <div className="mx-auto max-w-site px-4 sm:px-6">
          <h2 id="similar-heading" className="mb-8 text-3xl font-bold tracking-tight">
            {headings.similar}
          </h2>
          <Carousel label={headings.similar} settings={SIMILAR_PROJECTS_CAROUSEL} slideClassName="py-2">
            {similar.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </Carousel>
        </div>
      </section>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ what: projectPage.what, backTo: projectPage.list });
