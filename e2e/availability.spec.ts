// When the owner answers, on the demo owner's site (or the content folder CONTENT_DIR names):
// see e2e/availability.ts.
import { availabilityTests } from "./availability";
import { content } from "./site-map";

availabilityTests(content);
