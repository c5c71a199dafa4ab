import { clsx } from "clsx";
import { Link } from "react-router";
import { Price } from "~/components/ui/price";
import { Stars } from "~/components/ui/stars";

export interface ProductCardData {
  id: number;
  title: string;
  summary: string;
  image: { src: string; alt: string; width: number; height: number };
  price: string;
  oldPrice: string;
  rating: number;
  numReviews: number;
}

/** A course in the products list, as a grid card or a wide list row. */
export function ProductCard({ product, layout }: { product: ProductCardData; layout: "grid" | "list" }) {
  const list = layout === "list";
  return (
    <article
      className={clsx(
        "group relative flex h-full overflow-hidden rounded-card border border-border bg-background shadow-card transition-shadow hover:shadow-raised",
        list ? "flex-col sm:flex-row" : "flex-col",
      )}
    >
      <div className={clsx("aspect-[16/10] shrink-0 overflow-hidden bg-surface-muted", list && "sm:w-72")}>
        <img
          src={product.image.src}
          alt={product.image.alt}
          width={product.image.width}
          height={product.image.height}
          loading="lazy"
          decoding="async"
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={`/products/${product.id}`} className="after:absolute after:inset-0 after:rounded-card">
            {product.title}
          </Link>
        </h2>
        {list ? <p className="text-sm leading-6 text-muted-foreground">{product.summary}</p> : null}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Stars rating={product.rating} />
          <span>({product.numReviews} reviews)</span>
        </p>
        <Price price={product.price} oldPrice={product.oldPrice} />
      </div>
    </article>
  );
}
