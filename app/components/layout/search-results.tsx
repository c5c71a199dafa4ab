import { Link } from "~/components/ui/link";
import { useWords } from "~/lib/language";
import { type ExcerptPart, type SearchKind, searchLists } from "~/lib/search";
import type { SiteSearch } from "~/lib/use-site-search";

/**
 * The parts of a search result, in the header's dialog and on the search page. Both load with
 * the search, never with a page (docs/decisions/024-site-search.md).
 */

/** The words of a result's page around what matched, the matching words marked. */
export function Excerpt({ parts, className }: { parts: ExcerptPart[]; className?: string }) {
  return (
    <span className={className}>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-accent-soft px-0.5 font-semibold text-accent-text">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </span>
  );
}

/** What kind of page a result is: a post, a project… */
export function KindLabel({ kind }: { kind: SearchKind }) {
  const words = useWords();
  return (
    <span className="shrink-0 rounded-full border border-border px-2 py-0.5 text-xs font-medium text-muted-foreground">
      {words.search.kinds[kind]}
    </span>
  );
}

/** Where a search that found nothing (or could not run) sends the visitor: the lists of posts, projects and services. */
export function ListLinks({ blog, onNavigate }: { blog: boolean; onNavigate?: () => void }) {
  const words = useWords();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {searchLists(blog).map((list) => (
        <li key={list.to}>
          <Link to={list.to} onClick={onNavigate} className="font-semibold text-accent-text underline-offset-2 hover:underline">
            {words.search.lists[list.kind]}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** What the status line says of a search: how many results, searching, or that it failed. */
export function useSearchStatus(search: SiteSearch): string {
  const words = useWords().search;
  return search.status === "found"
    ? words.found(search.total, search.query)
    : search.status === "searching"
      ? words.searching
      : search.status === "failed"
        ? words.failed
        : "";
}
