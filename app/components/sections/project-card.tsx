import { ArrowUpRight } from "lucide-react";
import { Link } from "react-router";
import type { Project } from "~/content/schema";

export type ProjectCardData = Pick<Project, "id" | "title" | "image" | "category" | "summary">;

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
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-raised">
      <div className="aspect-[16/10] overflow-hidden bg-surface-muted">
        <img
          src={project.image.src}
          alt={project.image.alt}
          width={project.image.width}
          height={project.image.height}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-xs font-semibold tracking-wider text-accent-text uppercase">{project.category}</p>
        <Heading className="text-lg font-semibold tracking-tight">{project.title}</Heading>
        <p className="line-clamp-2 text-sm leading-6 text-muted-foreground">{project.summary}</p>
        {/* The whole card is this link's target area. */}
        <Link
          to={`/portfolio/${project.id}`}
          className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-accent-text after:absolute after:inset-0 after:rounded-card"
        >
          View Project<span className="sr-only">: {project.title}</span>
          <ArrowUpRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </article>
  );
}
