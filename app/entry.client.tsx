// React Router's default browser entry, on React DOM, started after the first paint by the
// page's start script (pipeline/defer-hydration.ts, docs/decisions/008-hydrate-after-load.md).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
// The whole Bengali face, for what visitors type (app/lib/typed-bengali.ts): fetched only then.
import wholeBengali from "@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url";
import { loadWords } from "./lib/dictionaries";
import { langOfPath } from "./lib/i18n";
import { drawTypedBengaliWhole } from "./lib/typed-bengali";

drawTypedBengaliWhole(document, wholeBengali);

// A page in another language than English draws with its words, which only its pages download.
void loadWords(langOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);
