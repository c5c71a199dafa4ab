// The Bengali faces (pipeline/bengali-font.ts), cut again as a build or the dev server starts when
// those in app/fonts/generated/ were cut for other words. Building another content folder (the test
// owners' in `npm test`) leaves its own faces there; without this, a build of the demo after it
// would ship a font without the demo's letters, drawn as empty boxes.
import type { Plugin } from "vite";
import { fontsAreFor, siteRuns, writeBengaliFonts } from "../bengali-font.ts";
import { CONTENT_DIR } from "../../app/data/content-dir.ts";

export function bengaliFont(): Plugin {
  return {
    name: "portfolio:bengali-font",
    async buildStart() {
      const runs = siteRuns();
      if (fontsAreFor(runs)) return;
      this.info(`bengali-font (${CONTENT_DIR}): ${await writeBengaliFonts(runs)}`);
    },
  };
}
