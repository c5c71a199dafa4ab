// The sprite of brand marks used by SocialIcon, pre-rendered to build/client/images/social-icons.svg.
import { socialIconSprite } from "~/components/layout/social-icons.server";

export function loader() {
  return new Response(socialIconSprite(), { headers: { "Content-Type": "image/svg+xml" } });
}
