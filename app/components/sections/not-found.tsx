import { isRouteErrorResponse, useRouteLoaderData } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import type { NotFoundTexts } from "~/data/schema";
import { useWords } from "~/lib/language";
import type { NotFoundKind } from "~/lib/words";

export interface NotFoundProps {
  /** What was not found, e.g. "Project"; the heading is its title in `words.notFound.kinds`. Omitted: the owner's not-found title. */
  what?: NotFoundKind;
  /** Where to go instead, besides home: the list of the kind of page not found (its link's words are `kinds[what].back`). */
  backTo?: string;
}

/** The not-found state: for unknown addresses, and for ids that match nothing. */
export function NotFound({ what, backTo }: NotFoundProps) {
  const words = useWords();
  // The owner's texts (app/content/pages.ts `notFound`), from the root route, which every page has; the interface's words stand in.
  const texts = (useRouteLoaderData("root") as { notFound?: NotFoundTexts } | undefined)?.notFound;
  const text = what ? words.notFound.kinds[what].message : texts?.lead;
  const back = what && backTo ? { label: words.notFound.kinds[what].back, to: backTo } : undefined;
  const heading = what ? words.notFound.kinds[what].title : (texts?.title ?? words.notFound.title);
  return (
    <section className="mx-auto flex max-w-site flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32">
      <p className="text-7xl font-extrabold tracking-tighter text-accent-text md:text-8xl" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight md:text-4xl">{heading}</h1>
      {text ? <p className="mt-4 max-w-md text-lg leading-8 text-muted-foreground">{text}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {back ? <ButtonLink to={back.to}>{back.label}</ButtonLink> : null}
        <ButtonLink to="/" variant={back ? "secondary" : "primary"}>
          {texts?.homeLink ?? words.notFound.homeLink}
        </ButtonLink>
        {back ? null : (
          <ButtonLink to="/contact" variant="secondary">
            {texts?.contactLink ?? words.notFound.contactLink}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

/**
 * The ErrorBoundary of a detail route: its 404 (an id that matches nothing) is
 * shown as "… not found"; any other error goes on to the root boundary.
 */
export function notFoundBoundary(props: NotFoundProps) {
  return function ErrorBoundary({ error }: { error: unknown }) {
    if (isRouteErrorResponse(error) && error.status === 404) return <NotFound {...props} />;
    throw error;
  };
}
