import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { structuredData, TITLE_SEPARATOR, rootLang } from "~/lib/seo";
import { wordsFor } from "~/lib/dictionaries";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { name: string } } | undefined;
  return [
    { title: `${wordsFor(rootLang(matches)).notFound.title}${TITLE_SEPARATOR}${root?.site?.name ?? ""}` },
    { name: "robots", content: "noindex" },
    ...structuredData(matches),
  ];
};

export default function NotFoundPage() {
  return <NotFound />;
}
