// The sprite of every icon (app/components/ui/icons.server.ts), pre-rendered to build/client/images/icons.svg.
import { iconSprite } from "~/components/ui/icons.server";

export function loader() {
  return new Response(iconSprite(), { headers: { "Content-Type": "image/svg+xml" } });
}
