import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { structuredData, TITLE_SEPARATOR } from "~/lib/seo";
import { words } from "~/lib/words";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { name: string } } | undefined;
  return [
    { title: `${words.notFound.title}${TITLE_SEPARATOR}${root?.site?.name ?? ""}` },
    { name: "robots", content: "noindex" },
    ...structuredData(matches),
  ];
};

export default function NotFoundPage() {
  return <NotFound />;
}
