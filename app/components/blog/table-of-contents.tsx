import { useEffect, useState } from "react";
import type { Heading } from "~/lib/markdown";
import { useWords } from "~/lib/language";

/** How far below the window's top a heading counts as reached: under the sticky header (html's scroll-padding-top). */
const READ_LINE = 112;

/** The `##` headings of a post, each with the `###` headings under it. */
export function nestHeadings(headings: readonly Heading[]): { heading: Heading; children: Heading[] }[] {
  const tree: { heading: Heading; children: Heading[] }[] = [];
  for (const heading of headings) {
    if (heading.depth === 2 || tree.length === 0) tree.push({ heading, children: [] });
    else tree[tree.length - 1]!.children.push(heading);
  }
  return tree;
}

/** A post's table of contents is shown when it has this many sections or more. */
export const TABLE_OF_CONTENTS_FROM = 3;

export const hasTableOfContents = (headings: readonly Heading[]) =>
  headings.filter((heading) => heading.depth === 2).length >= TABLE_OF_CONTENTS_FROM;

/**
 * The section being read: the last heading above the read line, or none above the first. At the
 * end of the page, the last heading on screen, which may never reach the line.
 */
function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = ids.join(" ");
  useEffect(() => {
    const targets = key.split(" ").flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const update = () => {
      frame = 0;
      let reached: HTMLElement | undefined;
      for (const target of targets) {
        if (target.getBoundingClientRect().top > READ_LINE) break;
        reached = target;
      }
      const root = document.documentElement;
      if (root.scrollTop > 0 && window.innerHeight + root.scrollTop >= root.scrollHeight - 2)
        reached = targets.findLast((target) => target.getBoundingClientRect().top < window.innerHeight) ?? reached;
      setCurrent(reached?.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  return current;
}

/**
 * "On this page": a link to each section, the `###`s nested under their `##`. Plain links to the
 * headings' ids, so it works without scripts; with them, the section being read is marked.
 */
export function TableOfContents({ headings, className }: { headings: readonly Heading[]; className?: string }) {
  const words = useWords();
  const current = useCurrentSection(headings.map((heading) => heading.id));
  const link = (heading: Heading) => (
    <a
      href={`#${heading.id}`}
      aria-current={current === heading.id ? "location" : undefined}
      className="block border-l-2 border-transparent py-1 pl-3 -ml-px text-muted-foreground hover:text-foreground aria-[current]:border-accent aria-[current]:font-semibold aria-[current]:text-accent-text"
    >
      {heading.text}
    </a>
  );
  return (
    <nav aria-labelledby="on-this-page" className={className}>
      <h2 id="on-this-page" className="mb-3 text-sm font-semibold">
        {words.blog.onThisPage}
      </h2>
      <ol className="border-l border-border text-sm leading-6">
        {nestHeadings(headings).map(({ heading, children }) => (
          <li key={heading.id}>
            {link(heading)}
            {children.length ? (
              <ol className="pl-3">
                {children.map((child) => (
                  <li key={child.id}>{link(child)}</li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
