import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useNavigate } from "react-router";
import { Search, X } from "~/components/ui/icons";
import { Link } from "~/components/ui/link";
import { closeDialogOf, ModalDialog } from "~/components/ui/modal-dialog";
import { useLocalPath, useWords } from "~/lib/language";
import { DIALOG_RESULTS, searchHref, type SearchResult } from "~/lib/search";
import { drawWithSiteFace } from "~/lib/page-face";
import { loadSearch } from "~/lib/search-engine";
import { useSiteSearch } from "~/lib/use-site-search";
import { Excerpt, KindLabel, ListLinks, useSearchStatus } from "./search-results";

interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** The header's button, which gets focus back when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
  /** Whether the site has a blog, to offer its posts when nothing is found. */
  blog: boolean;
}

/**
 * The search dialog the header's button opens: a search field with its results as a list box
 * under it, as the APG combobox pattern has it. Focus stays in the field; ↑ and ↓ move through
 * the results, Enter opens the one chosen (or, with none chosen, the search page with every
 * result), Escape closes the dialog and focus goes back to the button. How many results there
 * are is said in a status line, which screen readers announce.
 */
export function SearchDialog({ open, onClose, opener, blog }: SearchDialogProps) {
  const words = useWords();
  const navigate = useNavigate();
  const local = useLocalPath();
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const { search } = useSiteSearch(query, DIALOG_RESULTS);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const list = useRef<HTMLUListElement>(null);

  const results = search.status === "found" || search.status === "searching" ? search.results : [];
  const shown = search.status === "idle" || search.status === "failed" ? [] : results;

  // The index starts coming as the dialog opens, before the first word is typed.
  useEffect(() => {
    if (!open) return;
    loadSearch().catch(() => {});
    // The results are other pages' words: drawn with the site's Bengali face (app/lib/page-face.ts).
    drawWithSiteFace(document, { whenLoaded: true, marked: true });
  }, [open]);

  // A new answer: nothing chosen yet.
  useEffect(() => setActive(-1), [search]);

  // The chosen result stays in view as ↑ and ↓ move through a list longer than the dialog.
  useEffect(() => {
    list.current?.children[active]?.scrollIntoView({ block: "nearest" });
  }, [active]);

  function go(result: SearchResult) {
    closeDialogOf(list.current);
    void navigate(result.url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const last = shown.length - 1;
      if (last < 0) return;
      // Round the list: down from the last result to the first, up from the first (or none) to the last.
      setActive((index) => (event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = shown[active];
      if (chosen) go(chosen);
      else if (query.trim()) {
        closeDialogOf(event.currentTarget);
        void navigate(local(searchHref(query)));
      }
    } else if (event.key === "Escape") {
      // The field would empty itself first; the dialog closes at once instead.
      event.preventDefault();
      closeDialogOf(event.currentTarget);
    }
  }

  const status = useSearchStatus(search);

  return (
    <ModalDialog
      open={open}
      onClose={() => {
        setActive(-1);
        onClose();
      }}
      returnFocusTo={opener}
      aria-label={words.search.label}
      // Its results are other pages' words: on an English page, any Bengali letter among them is
      // drawn with the site's face, without a new font list for the whole page (app/app.css).
      data-bengali-letters=""
      className="mx-auto mt-4 mb-auto max-h-[min(36rem,calc(100dvh-2rem))] w-[calc(100vw-1rem)] max-w-2xl flex-col overflow-hidden open:flex rounded-card border border-border bg-background p-0 text-foreground shadow-raised backdrop:bg-overlay sm:mt-[10vh] sm:w-[calc(100vw-2rem)]"
    >
      <div className="flex items-center gap-2 border-b border-border px-3 sm:px-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
        <input
          type="search"
          data-autofocus
          role="combobox"
          aria-label={words.search.label}
          aria-expanded={shown.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          placeholder={words.search.placeholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-14 min-w-0 flex-1 bg-transparent text-base text-foreground placeholder:text-muted-foreground focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="button"
          onClick={(event) => closeDialogOf(event.currentTarget)}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-control text-muted-foreground hover:bg-surface-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">{words.search.close}</span>
        </button>
      </div>

      <p role="status" className={status ? "px-4 pt-3 pb-1 text-sm text-muted-foreground" : "sr-only"}>
        {status}
      </p>

      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={words.search.results}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-2 empty:hidden"
      >
        {shown.map((result, index) => (
          // The field handles the keyboard for the list (aria-activedescendant); a click chooses too.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onClick={() => go(result)}
            onMouseMove={() => index !== active && setActive(index)}
            className="cursor-pointer rounded-control px-3 py-2.5 aria-selected:bg-surface-muted"
          >
            <span className="flex items-start justify-between gap-3">
              <span id={`${optionId(index)}-title`} className="font-semibold">
                {result.title}
              </span>
              <KindLabel kind={result.kind} />
            </span>
            <Excerpt parts={result.excerpt} className="mt-1 line-clamp-2 block text-sm leading-6 text-muted-foreground" />
          </li>
        ))}
      </ul>

      {search.status === "found" && search.total === 0 ? (
        <div className="flex flex-col gap-2 px-4 pb-4 text-sm">
          <p className="text-muted-foreground">{words.search.tryOther}</p>
          <ListLinks blog={blog} onNavigate={() => closeDialogOf(list.current)} />
        </div>
      ) : null}

      {search.status === "found" && search.total > 0 ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 border-t border-border px-4 py-3 text-xs text-muted-foreground">
          <p className="flex flex-wrap gap-x-4 gap-y-1 max-sm:hidden" aria-hidden="true">
            <span>
              <kbd className={KEY}>↑</kbd> <kbd className={KEY}>↓</kbd> {words.search.keys.move}
            </span>
            <span>
              <kbd className={KEY}>↵</kbd> {words.search.keys.open}
            </span>
            <span>
              <kbd className={KEY}>{words.search.keys.escape}</kbd> {words.search.keys.close}
            </span>
          </p>
          <Link
            to={searchHref(search.query)}
            onClick={(event) => closeDialogOf(event.currentTarget)}
            className="text-sm font-semibold text-accent-text hover:underline"
          >
            {words.search.all(search.total)}
          </Link>
        </div>
      ) : null}
    </ModalDialog>
  );
}

const KEY = "rounded border border-border bg-surface px-1.5 py-0.5 font-sans text-[0.7rem] font-medium text-foreground";
