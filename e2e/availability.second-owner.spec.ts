// When the owner answers, on the second owner's site (tests/fixtures/second-owner): another
// week, another zone with daylight saving time, English only. See e2e/availability.ts.
import { hours } from "../tests/fixtures/second-owner/hours";
import { site } from "../tests/fixtures/second-owner/site";
import { availabilityTests } from "./availability";

availabilityTests(hours, site);
