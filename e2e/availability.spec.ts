// When the owner answers, on the demo owner's site (or the content folder CONTENT_DIR names):
// see e2e/availability.ts.
import { existsSync } from "node:fs";
import { contentPath, importContent } from "../app/data/content-dir.ts";
import { availabilityTests, type HoursInput } from "./availability";

const hours = existsSync(contentPath("hours.ts")) ? (await importContent<{ hours: HoursInput }>("hours.ts")).hours : undefined;
const { site } = await importContent<typeof import("../app/content/site")>("site.ts");

availabilityTests(hours, site);
