import { useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import { projectTabs, projectsForTab } from "~/lib/project-filter";
import type { SectionHeading } from "~/data/schema";
import { ProjectCard, type ProjectCardData } from "./project-card";
import { useWords } from "~/lib/language";

type TabProject = ProjectCardData & { group: string[] };

/** The home page's project gallery, filtered by category tabs. */
export function ProjectTabs({ projects, heading }: { projects: TabProject[]; heading: SectionHeading & { allLink: string } }) {
  const words = useWords();
  const { allLink, ...title } = heading;
  const [tab, setTab] = useState(words.home.allProjects);
  const shown = projectsForTab(projects, tab, words.home.allProjects);
  return (
    <Section
      id="portfolio"
      headingId="projects-heading"
      {...title}
      action={
        <ButtonLink to="/portfolio" variant="secondary">
          {allLink}
        </ButtonLink>
      }
    >
      <Tabs label={words.home.projectCategories} tabs={projectTabs(projects, words.home.allProjects)} value={tab} onChange={setTab}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Tabs>
    </Section>
  );
}
