import { Check, ShoppingCart, X } from "~/components/ui/icons";
import type { Route } from "./+types/product-detail";
import { AskInChat } from "~/components/layout/chat-links";
import { PageHeader } from "~/components/layout/page-header";
import { notFoundBoundary } from "~/components/sections/not-found";
import { Button } from "~/components/ui/button";
import { Carousel } from "~/components/ui/carousel";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";
import { pageData, pageDataFor } from "~/data/index.server";
import { CurrencySwitch } from "~/components/ui/currency-switch";
import { PRODUCT_IMAGES_CAROUSEL } from "~/lib/constants";
import { entryMeta, findEntry, loadDetail, productPage } from "~/lib/detail-route";
import { metaOrNotFound } from "~/lib/seo";
import { amountText } from "~/lib/money";
import { notify } from "~/lib/toast";
import { course } from "~/lib/structured-data";
import { useWords } from "~/lib/language";
import { searchKind } from "~/lib/search-marks";

export async function loader({ params, request }: Route.LoaderArgs) {
  const { bothCurrencies, chat, lang, locale, pages, products, site } = await pageDataFor(request);
  const english = await pageData("en");
  const product = findEntry(productPage, products, params.id, lang);
  return {
    headings: pages.products.detail,
    bothCurrencies,
    chat,
    product: {
      ...product,
      priceText: amountText(product.price, { currency: site.currency, locale, lang }),
      oldPriceText: product.oldPrice === undefined ? undefined : amountText(product.oldPrice, { currency: site.currency, locale, lang }),
    },
    meta: entryMeta(productPage, {
      site,
      lang,
      entry: product,
      listTitle: pages.products.title,
      description: product.summary,
      picture: product.images[0]!.src,
      // The course's length is read from its English details, whatever the page's language.
      entity: (page) => course(page, product, site.currency, english.products.find((p) => p.id === product.id)!.additionalDetails),
    }),
  };
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return loadDetail(productPage, args);
}

export const meta = metaOrNotFound(productPage.what);

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const words = useWords();
  const { product, chat, meta, headings } = loaderData;
  return (
    <>
      <PageHeader {...meta.breadcrumb} />
      <div className="mx-auto grid max-w-site gap-12 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-2">
        <Carousel label={words.products.images(product.title)} settings={PRODUCT_IMAGES_CAROUSEL}>
          {product.images.map((image, index) => (
            <ResponsiveImage
              key={image.src}
              image={image}
              sizes="(min-width: 1200px) 552px, (min-width: 992px) 50vw, 100vw"
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              className="aspect-[16/10] h-auto w-full rounded-card object-cover shadow-card"
            />
          ))}
        </Carousel>

        <div className="flex flex-col gap-5">
          {loaderData.bothCurrencies ? <CurrencySwitch /> : null}
          <Price price={product.priceText} oldPrice={product.oldPriceText} size="lg" />
          <p className="flex items-center gap-2 text-muted-foreground">
            <Stars rating={product.rating} /> <span>{words.products.reviews(product.numReviews)}</span>
          </p>
          <p className="text-lg leading-8 text-muted-foreground">{product.summary}</p>
          <div>
            <Button size="lg" onClick={() => void notify("info", words.products.demoStore, words.products.demoStoreText(product.title))}>
              <ShoppingCart aria-hidden="true" className="size-4" /> {words.products.purchase}
            </Button>
          </div>
          <AskInChat channels={chat} title={product.title} url={meta.url} />
        </div>
      </div>

      <div className="mx-auto grid max-w-site gap-12 px-4 pb-20 sm:px-6 lg:grid-cols-2">
        <section {...searchKind("course")} aria-labelledby="product-details" className="prose-content">
          <h2 id="product-details">{headings.details}</h2>
          {product.details.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="additional-details">
          <h2 id="additional-details" className="mb-4 text-2xl font-semibold tracking-tight">
            {words.products.additionalDetails}
          </h2>
          <div className="flex flex-col gap-6">
            {product.additionalDetails.map((group) => (
              <div key={group.title} className="rounded-card border border-border">
                <h3 className="border-b border-border bg-surface px-5 py-3 font-semibold">{group.title}</h3>
                <dl className="divide-y divide-border">
                  {group.items.map((item) => (
                    <div key={item.key} className="flex items-center justify-between gap-4 px-5 py-3 text-sm">
                      <dt className="text-muted-foreground">{item.key}</dt>
                      <dd className="font-medium">
                        {typeof item.value === "boolean" ? (
                          <span className="inline-flex items-center gap-1.5">
                            {item.value ? (
                              <Check aria-hidden="true" className="size-4 text-highlight" />
                            ) : (
                              <X aria-hidden="true" className="size-4 text-danger" />
                            )}
                            {item.value ? words.products.yes : words.products.no}
                          </span>
                        ) : (
                          item.value
                        )}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

export const ErrorBoundary = notFoundBoundary({ what: productPage.what, backTo: productPage.list });
