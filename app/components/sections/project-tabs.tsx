import { useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { Tabs } from "~/components/ui/tabs";
import { HOME_TAB_ALL } from "~/lib/constants";
import { projectTabs, projectsForTab } from "~/lib/project-filter";
import type { HeadingCopy } from "~/content/schema";
import { ProjectCard, type ProjectCardData } from "./project-card";
import { words } from "~/lib/words";

type TabProject = ProjectCardData & { group: string[] };

/** The home page's project gallery, filtered by category tabs. */
export function ProjectTabs({ projects, copy }: { projects: TabProject[]; copy: HeadingCopy & { allLink: string } }) {
  const { allLink, ...heading } = copy;
  const [tab, setTab] = useState(HOME_TAB_ALL);
  const shown = projectsForTab(projects, tab);
  return (
    <Section
      id="portfolio"
      headingId="projects-heading"
      {...heading}
      action={
        <ButtonLink to="/portfolio" variant="secondary">
          {allLink}
        </ButtonLink>
      }
    >
      <Tabs label={words.home.projectCategories} tabs={projectTabs(projects)} value={tab} onChange={setTab}>
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
