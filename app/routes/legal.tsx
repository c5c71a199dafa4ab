import type { Route } from "./+types/legal";
import { PageHeader } from "~/components/layout/page-header";
import { pageDataFor } from "~/data/index.server";
import { pathWithoutLang } from "~/lib/i18n";
import { LEGAL_PAGES } from "~/lib/legal-pages";
import { metaFromLoader, seo } from "~/lib/seo";
import { useWords } from "~/lib/language";

export async function loader({ request }: Route.LoaderArgs) {
  const { lang, legalPages, site } = await pageDataFor(request);
  // While pre-rendering, the loader also answers the page's data request (/terms-conditions.data).
  const path = pathWithoutLang(new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, ""));
  const file = LEGAL_PAGES[path];
  const page = file ? legalPages[file] : undefined;
  if (!page) throw new Error(`No legal page for ${path}: is app/content/legal/${file ?? "?"}.md missing?`);
  return { page, meta: seo({ site, lang, title: page.title, description: page.description, path, breadcrumb: { title: page.title } }) };
}

export const meta = metaFromLoader;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { page, meta } = loaderData;
  return (
    <>
      <PageHeader {...meta.breadcrumb} lead={page.description} />
      <div className="mx-auto max-w-site px-4 py-12 sm:px-6 md:py-16">
        <p className="mb-8 text-sm text-muted-foreground">
          {words.legal.lastUpdated} <time dateTime={page.updated}>{page.updatedText}</time>
        </p>
        {/* Built from the owner's Markdown at build time. */}
        <div className="prose-content" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
