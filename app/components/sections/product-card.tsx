import { clsx } from "clsx";
import { Link } from "~/components/ui/link";
import { cardLinkTarget, MediaCard, MediaCardImage } from "~/components/ui/media-card";
import { Price } from "~/components/ui/price";
import type { Image } from "~/data/schema";
import { Stars } from "~/components/ui/stars";
import { useWords } from "~/lib/language";
import type { AmountText } from "~/lib/money";

export interface ProductCardData {
  id: number;
  title: string;
  summary: string;
  image: Image;
  price: AmountText;
  oldPrice?: AmountText;
  rating: number;
  numReviews: number;
}

/** A course in the products list, as a grid card or a wide list row. */
export function ProductCard({ product, layout }: { product: ProductCardData; layout: "grid" | "list" }) {
  const words = useWords();
  const list = layout === "list";
  return (
    <MediaCard className={clsx(list && "sm:flex-row")}>
      <MediaCardImage
        image={product.image}
        frameClassName={clsx("aspect-[16/10]", list && "sm:w-72")}
        sizes={list ? "(min-width: 576px) 288px, 100vw" : undefined}
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="text-lg font-semibold tracking-tight">
          <Link to={`/products/${product.id}`} className={cardLinkTarget}>
            {product.title}
          </Link>
        </h2>
        {list ? <p className="text-sm leading-6 text-muted-foreground">{product.summary}</p> : null}
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Stars rating={product.rating} />
          <span>({words.products.reviews(product.numReviews)})</span>
        </p>
        <Price price={product.price} oldPrice={product.oldPrice} />
      </div>
    </MediaCard>
  );
}
