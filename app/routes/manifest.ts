// The web app manifest, pre-rendered from the site's own content.
import { pageData } from "~/data/index.server";
import { deriveTheme } from "~/lib/theme";

export async function loader() {
  // The English site: the manifest is one file for the whole site.
  const { site, theme } = await pageData("en");
  const { light } = deriveTheme(theme.accent);
  const manifest = {
    name: `${site.name}, ${site.title}`,
    short_name: site.name,
    description: site.description,
    lang: site.language,
    start_url: "/",
    display: "standalone",
    background_color: light.background,
    theme_color: light.accent,
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/images/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/images/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { "Content-Type": "application/manifest+json" } });
}
