import { redirect } from "react-router";
import type { Route } from "./+types/redirect";
import { ButtonLink } from "~/components/ui/button";
import { pageData } from "~/data/index.server";
import { structuredData, TITLE_SEPARATOR, rootLang } from "~/lib/seo";
import { wordsFor } from "~/lib/dictionaries";
import { useWords } from "~/lib/language";

// Hosts answer these addresses with a 301 (pipeline/hosting); where one cannot (GitHub
// Pages), the page is pre-rendered with its own refresh: a thrown redirect makes React
// Router write `content="0;url=…"`, which is not valid HTML (it needs "0; url=…").
export async function loader({ request }: Route.LoaderArgs) {
  const { redirects } = await pageData("en");
  // While pre-rendering, the loader also answers the page's data request (/service.data).
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return { to: redirects[pathname] ?? "/" };
}

// A link followed inside the app goes on to the new address, which the old one's pre-rendered
// data names (the content's redirects.ts stays at build time, out of the browser's scripts).
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const { to } = await serverLoader();
  throw redirect(to, 301);
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
