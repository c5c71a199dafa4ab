import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/sections/not-found";
import { structuredData } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { site?: { name: string } } | undefined;
  return [{ title: `Page not found | ${root?.site?.name ?? ""}` }, { name: "robots", content: "noindex" }, ...structuredData(matches)];
};

export default function NotFoundPage() {
  return <NotFound />;
}
