import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { SearchField } from "~/components/ui/search-field";
import { useWords } from "~/lib/language";
import { PAGE_RESULTS, QUERY_PARAM } from "~/lib/search";
import { drawIfBengali } from "~/lib/typed-bengali";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { useSiteSearch } from "~/lib/use-site-search";
import { Excerpt, KindLabel, ListLinks, useSearchStatus } from "./search-results";

/**
 * The search page's field and results (routes/search.tsx), loaded once the page has: the field
 * searches as the visitor types, and the address follows, /search?q=…, replacing itself rather
 * than adding to the history. Results are links in a list, the first PAGE_RESULTS at once and
 * the next ones on request; the status line above them says how many there are.
 */
export function SiteSearch({ blog }: { blog: boolean }) {
  const words = useWords();
  const [searchParams, setSearchParams] = useHydratedSearchParams();
  const asked = searchParams.get(QUERY_PARAM) ?? "";
  const [text, setText] = useState(asked);
  const { search, more } = useSiteSearch(text, PAGE_RESULTS);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  // What this field last wrote into the address: the address catches up with an answer after the
  // visitor may have typed on, so that change is not one to copy back into the field.
  const written = useRef<string | null>(null);

  // The address changed under the page (back, forward, a link to another search): so does the
  // field, which then holds words no one typed here, and may need the whole Bengali face.
  useEffect(() => {
    if (asked === written.current) return;
    setText(asked);
    drawIfBengali(asked);
  }, [asked]);

  // Once a search has answered, the address carries it, replacing the last one: typing leaves no trail in the history.
  useEffect(() => {
    if (search.status !== "found" || search.query === asked.trim()) return;
    written.current = search.query;
    setSearchParams({ [QUERY_PARAM]: search.query }, { replace: true, preventScrollReset: true });
    // `asked` is what the address said when this answer came; only a new answer updates it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const results = search.status === "found" || search.status === "searching" ? search.results : [];
  const total = search.status === "found" ? search.total : 0;

  // After "Show more results", focus goes to the first of the new ones.
  useEffect(() => {
    if (focusFrom.current === null || results.length <= focusFrom.current) return;
    list.current?.querySelectorAll("a")[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [results.length]);

  const status = useSearchStatus(search);

  return (
    <section aria-label={words.search.label} className="flex flex-col gap-6">
      <div role="search">
        <SearchField
          label={words.search.label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={words.search.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
        />
      </div>
      <p role="status" className="text-sm text-muted-foreground empty:hidden">
        {status}
      </p>
      {results.length ? (
        <ol ref={list} aria-label={words.search.results} className="flex flex-col gap-4">
          {results.map((result) => (
            <li key={result.url}>
              <article className="rounded-card border border-border bg-background p-5 shadow-card">
                <div className="flex items-start justify-between gap-3">
                  <h2 className="text-lg font-semibold tracking-tight">
                    <Link to={result.url} className="text-foreground hover:text-accent-text hover:underline">
                      {result.title}
                    </Link>
                  </h2>
                  <KindLabel kind={result.kind} />
                </div>
                <Excerpt parts={result.excerpt} className="mt-2 block leading-7 text-muted-foreground" />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
      {search.status === "found" && results.length < total ? (
        <Button
          variant="secondary"
          className="self-center"
          onClick={() => {
            focusFrom.current = results.length;
            void more();
          }}
        >
          {words.search.more}
        </Button>
      ) : null}
      {search.status === "found" && total === 0 ? (
        <div className="flex flex-col gap-3">
          <p className="text-muted-foreground">{words.search.tryOther}</p>
          <ListLinks blog={blog} />
        </div>
      ) : null}
    </section>
  );
}
