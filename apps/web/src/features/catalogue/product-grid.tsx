// A list of product tiles; the first row loads eagerly (it is above the fold).
import type { ProductCard } from "@cabas/contracts";
import type { TFunction } from "i18next";
import { ProductTile } from "./product-tile.tsx";
import { toProductTile } from "./product-tile-model.ts";
import styles from "./catalogue.module.css";

export function ProductGrid({ products, t, eager = true }: { products: ProductCard[]; t: TFunction; eager?: boolean }) {
  return (
    <ul className={styles.grid}>
      {products.map((card, i) => (
        <li key={card.id}>
          <ProductTile product={toProductTile(card)} t={t} eager={eager && i < 4} />
        </li>
      ))}
    </ul>
  );
}
