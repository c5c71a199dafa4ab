import { clsx } from "clsx";
import { ArrowUpRight } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { cardLinkTarget, MediaCard, MediaCardImage } from "~/components/ui/media-card";
import type { Project } from "~/data/schema";
import { useWords } from "~/lib/language";

export type ProjectCardData = Pick<Project, "id" | "title" | "image" | "category" | "summary">;

/** What a card needs of a project, so a page's data carries no more than that. */
export function toProjectCard({ id, title, image, category, summary }: ProjectCardData): ProjectCardData {
  return { id, title, image, category, summary };
}

/** A project in a grid or carousel; the whole card links to its page. */
export function ProjectCard({
  project,
  headingLevel = 3,
  eager = false,
}: {
  project: ProjectCardData;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const words = useWords();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <MediaCard>
      <MediaCardImage image={project.image} frameClassName="aspect-[16/10]" eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wider text-accent-text uppercase">{project.category}</p>
        <Heading className="text-lg font-semibold tracking-tight">{project.title}</Heading>
        <p className="line-clamp-2 text-sm leading-6 text-muted-foreground">{project.summary}</p>
        {/* The whole card is this link's target area. */}
        <Link
          to={`/portfolio/${project.id}`}
          className={clsx("mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-accent-text", cardLinkTarget)}
        >
          {words.projects.view}
          <span className="sr-only">{words.projects.viewWhich(project.title)}</span>
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </MediaCard>
  );
}
