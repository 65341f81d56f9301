// A list of product tiles; the first row loads eagerly (it is above the fold).
import type { ProductCard } from "@cabas/contracts";
import type { TFunction } from "i18next";
import { AlcoholNotice, holdsAlcohol } from "./alcohol-notice.tsx";
import { ProductTile } from "./product-tile.tsx";
import { toProductTile } from "./product-tile-model.ts";
import styles from "./catalogue.module.css";

export function ProductGrid({
  products,
  t,
  eager = true,
  firstQuantity,
  quantities,
}: {
  products: ProductCard[];
  t: TFunction;
  eager?: boolean;
  /** How many each tile's add button puts in the basket (a notepad line's written quantity); 1 otherwise. */
  firstQuantity?: number;
  /** Each product's own quantity by id (a notepad line's packs per product); firstQuantity for the others. */
  quantities?: Readonly<Record<number, number>>;
}) {
  // The health message once per list that promotes an alcoholic drink, above its tiles (ADR 0070).
  const warned = holdsAlcohol(products);
  return (
    <>
      {warned && <AlcoholNotice warning={t("product.alcohol-warning")} />}
      <ul className={styles.grid}>
        {products.map((card, i) => (
          <li key={card.id}>
            <ProductTile
              product={toProductTile(card)}
              t={t}
              eager={eager && i < 4}
              firstQuantity={quantities?.[card.id] ?? firstQuantity}
              warnedAround={warned}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
