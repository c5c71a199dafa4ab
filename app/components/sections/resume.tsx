import { ArrowUpRight, Briefcase } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import type { Resume as ResumeContent } from "~/data/schema";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Section } from "~/components/ui/section";
import { useFormats, useWords } from "~/lib/language";

interface ResumeProps {
  name: string;
  title: string;
  resume: ResumeContent;
  /** pages.ts `resume`. */
  headings: { skills: string; tools: string };
}

/** Who the owner is: experience, the skills they sell, and the tools they use. */
export function Resume({ name, title, resume, headings }: ResumeProps) {
  const words = useWords();
  const format = useFormats();
  const yearsLines = words.resume.yearsOfExperience(resume.yearsOfExperience);
  return (
    <Section id="resume" headingId="resume-heading" eyebrow={words.resume.eyebrow} title={`${name}, ${title}`}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div className="relative self-start">
          <ResponsiveImage
            image={resume.image}
            sizes="(min-width: 1200px) 460px, (min-width: 992px) 40vw, 100vw"
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card shadow-card"
          />
          <p className="absolute right-4 -bottom-6 flex items-center gap-3 rounded-card bg-accent px-5 py-4 text-accent-foreground shadow-raised">
            <span className="text-4xl font-extrabold tabular-nums">{format.number(resume.yearsOfExperience)}</span>
            <span className="text-sm leading-tight font-semibold">
              {yearsLines[0]}
              <br />
              {yearsLines[1]}
            </span>
          </p>
        </div>

        <div className="flex flex-col gap-10">
          <p className="text-lg leading-8 text-muted-foreground">{resume.experienceText}</p>

          <div>
            <h3 className="mb-4 flex items-center gap-2 text-xl font-semibold">
              <Briefcase aria-hidden="true" className="size-5 text-accent-text" /> {words.resume.experience}
            </h3>
            <ol className="grid gap-4 sm:grid-cols-2">
              {resume.experiences.map((experience) => (
                <li
                  key={`${experience.title}-${experience.date}`}
                  className="flex items-start gap-4 rounded-card border border-border bg-surface p-4"
                >
                  <ResponsiveImage
                    image={experience.image}
                    sizes="48px"
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-control"
                  />
                  <div>
                    <p className="font-semibold">{experience.title}</p>
                    <p className="text-sm text-muted-foreground">{experience.organisation}</p>
                    <p className="mt-1 text-sm font-medium text-accent-text">{experience.date}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>

          <div>
            <h3 className="mb-4 text-xl font-semibold">{headings.skills}</h3>
            <ul className="flex flex-wrap gap-2">
              {resume.skills.map((skill) => (
                <li key={skill.name}>
                  <Link
                    to={skill.link}
                    className={
                      skill.active
                        ? "inline-flex items-center gap-1 rounded-full border border-accent bg-accent px-4 py-2 text-sm font-semibold text-accent-foreground hover:bg-accent-hover"
                        : "inline-flex items-center gap-1 rounded-full border border-border bg-background px-4 py-2 text-sm font-medium text-foreground hover:border-accent hover:text-accent-text"
                    }
                  >
                    {skill.name}
                    {skill.active ? (
                      <>
                        <ArrowUpRight aria-hidden="true" className="size-3.5" />
                        <span className="sr-only">{` ${words.resume.coreSkill}`}</span>
                      </>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h3 className="mb-4 text-xl font-semibold">{headings.tools}</h3>
            {/* Well below the first screen wherever the resume is (decision 035): each tool drawn, and its logo
                fetched, as it comes near. Each keeps the room it takes once drawn: its logo's height, which a
                name of one or two lines fits, so the list is as tall before as after, however many tools. */}
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {resume.tools.map((tool) => (
                <li
                  key={tool.name}
                  className="drawn-when-near flex items-center gap-3 rounded-card border border-border bg-background p-3 [--drawn-size:2rem]"
                >
                  <ResponsiveImage
                    image={tool.image}
                    sizes="32px"
                    alt={tool.name}
                    width={32}
                    height={32}
                    loading="lazy"
                    className="size-8 shrink-0"
                  />
                  <span className="min-w-0 text-sm leading-4 text-muted-foreground" aria-hidden="true">
                    {tool.name}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Section>
  );
}
