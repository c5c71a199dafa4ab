/** Which service counts the visits (analytics.ts). */
import { z } from "zod";

/** An address of your own server for a provider you run yourself, e.g. "https://stats.your-site.com". */
const selfHostedAddress = z.url({ protocol: /^https$/, error: "must be an https:// address, e.g. https://stats.your-site.com" });

/**
 * Which analytics provider counts your visits (`analytics.ts`), or "off" (the default, and the
 * demo's). The site adds exactly that provider's addresses to its security policy, names it on
 * the privacy page, and sends it the events you care about and your visitors' page speed.
 * README.md, "Visit statistics", says what to set up at each provider.
 */
export const analyticsSchema = z
  .discriminatedUnion("provider", [
    z.object({ provider: z.literal("off") }),
    z.object({
      provider: z.literal("plausible"),
      /** The site's domain as you added it in Plausible, e.g. "arifhossain.com" (no https://, no path). */
      domain: z
        .string()
        .trim()
        .regex(/^[a-z\d.-]+\.[a-z]{2,}$/i, 'must be your site\'s domain as Plausible shows it, e.g. "arifhossain.com"'),
      /** Your own Plausible server (Plausible Community Edition), e.g. "https://plausible.your-site.com"; left out: plausible.io. */
      host: selfHostedAddress.optional(),
    }),
    z.object({
      provider: z.literal("umami"),
      /** The website's id from Umami (Settings → Websites → Edit: "Website ID"), e.g. "94db1cb1-74f4-4a40-ad6c-962362670409". */
      websiteId: z.uuid({ error: "must be the Website ID Umami shows, e.g. 94db1cb1-74f4-4a40-ad6c-962362670409" }),
      /** Your own Umami server, e.g. "https://umami.your-site.com"; left out: Umami Cloud. */
      host: selfHostedAddress.optional(),
      /**
       * Where the script sends, when that is not where it comes from (`data-host-url`): only if
       * Umami tells you to, or your browser's console says the policy refused to connect to it.
       */
      endpoint: selfHostedAddress.optional(),
    }),
    z
      .object({
        provider: z.literal("goatcounter"),
        /** Your GoatCounter code, as in https://<code>.goatcounter.com, e.g. "arifhossain". */
        code: z
          .string()
          .trim()
          .regex(/^[a-z\d-]+$/i, 'must be your code as in https://<code>.goatcounter.com, e.g. "arifhossain"')
          .optional(),
        /** Your own GoatCounter server instead, e.g. "https://stats.your-site.com". */
        host: selfHostedAddress.optional(),
      })
      .refine((goatcounter) => !!goatcounter.code !== !!goatcounter.host, {
        error: 'give either "code" (goatcounter.com) or "host" (your own GoatCounter server), not both',
      }),
    z.object({
      provider: z.literal("cloudflare"),
      /** The site's token from Cloudflare (Web Analytics → your site → Manage site: the "token" in the snippet). */
      token: z
        .string()
        .trim()
        .regex(/^[\w-]{16,}$/, "must be the token from the snippet Cloudflare shows (in data-cf-beacon)"),
    }),
    z.object({
      provider: z.literal("ga4"),
      /** The Measurement ID of your GA4 web stream (Admin → Data streams → your site), e.g. "G-ABC123XYZ9". */
      measurementId: z
        .string()
        .trim()
        .regex(/^G-[A-Z\d]{4,}$/, 'must be a GA4 Measurement ID, e.g. "G-ABC123XYZ9"'),
    }),
  ])
  .default({ provider: "off" });

export type Analytics = z.output<typeof analyticsSchema>;
