// React Router's default browser entry, adapted to Preact (docs/decisions/009-preact.md).
// HydratedRouter suspends while it decodes the route data: React allows that at the root,
// Preact only under a <Suspense>, which keeps the pre-rendered DOM in place and resumes
// hydrating it once the router is ready. Preact keeps a whole range of nodes for the
// boundary when the range is marked the way its own streaming renderer marks one, with
// `$s` comments, so the entry marks <head> and <body> that way before hydrating.
import { startTransition, StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
// The whole Bengali face, for what visitors type (app/lib/typed-bengali.ts): fetched only then.
import wholeBengali from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import { loadWords } from "./lib/dictionaries";
import { langOfPath } from "./lib/i18n";
import { drawTypedBengaliWhole } from "./lib/typed-bengali";

drawTypedBengaliWhole(document, wholeBengali);

const root = document.documentElement;
root.prepend(document.createComment("$s"));
root.append(document.createComment("/$s"));

// A page in another language than English draws with its words, which only its pages download.
void loadWords(langOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Suspense>
          <HydratedRouter />
        </Suspense>
      </StrictMode>,
    );
  }),
);
