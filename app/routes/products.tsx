import { LayoutGrid, List, Mail } from "~/components/ui/icons";
import { useState } from "react";
import type { Route } from "./+types/products";
import { PageHeader } from "~/components/layout/page-header";
import { ProductCard } from "~/components/sections/product-card";
import { buttonClasses } from "~/components/ui/button";
import { Pagination } from "~/components/ui/pagination";
import { SearchField } from "~/components/ui/search-field";
import { pageDataFor } from "~/data/index.server";
import { CurrencySwitch } from "~/components/ui/currency-switch";
import { PRODUCTS_PAGE_SIZE } from "~/lib/constants";
import { amountText } from "~/lib/money";
import { pageHref, paginate, shownRange } from "~/lib/pagination";
import { metaFromLoader, pageSeo } from "~/lib/seo";
import { useHydratedSearchParams } from "~/lib/use-hydrated";
import { useWords } from "~/lib/language";

export async function loader({ request }: Route.LoaderArgs) {
  const { bothCurrencies, lang, locale, pages, products, site } = await pageDataFor(request);
  return {
    texts: pages.products,
    meta: pageSeo({ site, lang }, pages.products, "/products"),
    bothCurrencies,
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      summary: p.summary,
      image: p.images[0]!,
      price: amountText(p.price, { currency: site.currency, locale, lang }),
      oldPrice: p.oldPrice === undefined ? undefined : amountText(p.oldPrice, { currency: site.currency, locale, lang }),
      rating: p.rating,
      numReviews: p.numReviews,
    })),
  };
}

export const meta = metaFromLoader;

export default function Products({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const [searchParams, setSearchParams] = useHydratedSearchParams();
  const [query, setQuery] = useState("");

  const matching = loaderData.products.filter((p) => p.title.toLowerCase().includes(query.trim().toLowerCase()));
  const { page, pages, shown } = paginate(matching, searchParams.get("page"), PRODUCTS_PAGE_SIZE);
  const layout = searchParams.get("view") === "list" ? "list" : "grid";

  function setLayout(next: "grid" | "list") {
    setSearchParams(
      (params) => {
        if (next === "list") params.set("view", "list");
        else params.delete("view");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <>
      <PageHeader {...loaderData.meta.breadcrumb} lead={loaderData.texts.lead} />
      <section aria-label={words.products.region} className="mx-auto max-w-site px-4 py-16 sm:px-6 md:py-20">
        <div className="mb-8 flex flex-col gap-4 rounded-card border border-border bg-surface p-4 md:flex-row md:items-center md:justify-between">
          <SearchField
            label={words.products.search}
            className="md:w-80"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={words.products.search}
          />
          <p className="text-sm text-muted-foreground" role="status">
            {words.products.results(shownRange(page, PRODUCTS_PAGE_SIZE, matching.length))}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {loaderData.bothCurrencies ? <CurrencySwitch /> : null}
            <div
              role="group"
              aria-label={words.products.layout}
              className="inline-flex rounded-control border border-border bg-background p-0.5"
            >
              <LayoutButton label={words.products.gridView} pressed={layout === "grid"} onClick={() => setLayout("grid")}>
                <LayoutGrid aria-hidden="true" className="size-4" />
              </LayoutButton>
              <LayoutButton label={words.products.listView} pressed={layout === "list"} onClick={() => setLayout("list")}>
                <List aria-hidden="true" className="size-4" />
              </LayoutButton>
            </div>
            <a href="#newsletter" className={buttonClasses({ variant: "secondary", size: "sm" })}>
              <Mail aria-hidden="true" className="size-4" /> {words.products.subscribe}
            </a>
          </div>
        </div>

        {shown.length ? (
          <ul className={layout === "list" ? "grid gap-6" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
            {shown.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} layout={layout} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-card border border-dashed border-border-strong p-10 text-center text-muted-foreground">
            {words.products.noMatch(query)}
          </p>
        )}
        <Pagination page={page} pages={pages} href={(n) => pageHref("/products", searchParams, n)} label={words.products.pages} />
      </section>
    </>
  );
}

function LayoutButton({
  label,
  pressed,
  onClick,
  children,
}: {
  label: string;
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className="inline-flex size-9 items-center justify-center rounded-[0.5rem] text-muted-foreground hover:text-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground"
    >
      {children}
    </button>
  );
}
