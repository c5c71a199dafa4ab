import { redirect } from "react-router";
import type { Route } from "./+types/redirect";

// Old addresses from the original site and where they live now.
const MOVED: Record<string, string> = {
  "/service": "/services",
  "/about.html": "/about",
};

export function loader({ request }: Route.LoaderArgs) {
  // While pre-rendering, the loader also answers the page's data request (/service.data).
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  throw redirect(MOVED[pathname] ?? "/", 301);
}

export default function Redirect() {
  return null;
}
