// When the owner answers, on the second owner's site (tests/fixtures/second-owner): another
// week, another zone with daylight saving time, English only. See e2e/availability.ts.
import { loadContent } from "../app/data/load.ts";
import { SECOND_OWNER } from "../playwright.config";
import { availabilityTests } from "./availability";

availabilityTests(await loadContent(SECOND_OWNER));
