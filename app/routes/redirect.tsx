import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { ButtonLink } from "~/components/ui/button";
import { redirects } from "~/content/redirects";
import { structuredData, TITLE_SEPARATOR, rootLang } from "~/lib/seo";
import { wordsFor } from "~/lib/dictionaries";
import { useWords } from "~/lib/language";

function newAddress(url: string): string {
  // While pre-rendering, the loader also answers the page's data request (/service.data).
  const pathname = new URL(url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return (redirects as Record<string, string>)[pathname] ?? "/";
}

// Hosts answer these addresses with a 301 (pipeline/hosting); where one cannot (GitHub
// Pages), the page is pre-rendered with its own refresh: a thrown redirect makes React
// Router write `content="0;url=…"`, which is not valid HTML (it needs "0; url=…").
export function loader({ request }: Route.LoaderArgs) {
  return { to: newAddress(request.url) };
}

// A link followed inside the app goes straight to the new address.
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  throw redirect(newAddress(request.url), 301);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { name: string } } | undefined;
  return [
    { title: `${wordsFor(rootLang(matches)).redirect.title}${TITLE_SEPARATOR}${root?.site?.name ?? ""}` },
    { httpEquiv: "refresh", content: `0; url=${loaderData?.to ?? "/"}` },
    { name: "robots", content: "noindex" },
    ...structuredData(matches),
  ];
};

export default function Redirect({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  return (
    <section className="mx-auto flex max-w-site flex-col items-center px-4 py-24 text-center sm:px-6 md:py-32">
      <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{words.redirect.heading}</h1>
      <div className="mt-8">
        <ButtonLink to={loaderData.to}>{words.redirect.link}</ButtonLink>
      </div>
    </section>
  );
}
