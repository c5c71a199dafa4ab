import type { z } from "zod";
import type { analyticsSchema } from "../data/schema/analytics.ts";

/**
 * Which service counts your visits: how many people read your services, which post led to a
 * chat, whether your CV is downloaded, how fast the site really is on your visitors' phones.
 * "off" counts nothing. README.md, "Visit statistics", shows what to create at each service and
 * what your visitors are asked; the site adds the service to its security policy and to your
 * privacy page by itself. For example:
 *
 *   export const analytics = { provider: "plausible", domain: "your-site.com" }
 *   export const analytics = { provider: "plausible", domain: "your-site.com", host: "https://plausible.your-site.com" }
 *   export const analytics = { provider: "umami", websiteId: "94db1cb1-74f4-4a40-ad6c-962362670409" }
 *   export const analytics = { provider: "goatcounter", code: "your-code" }
 *   export const analytics = { provider: "cloudflare", token: "0123456789abcdef0123456789abcdef" }
 *   export const analytics = { provider: "ga4", measurementId: "G-ABC123XYZ9" }   // asks visitors' consent
 */
export const analytics = { provider: "off" } satisfies z.input<typeof analyticsSchema>;
