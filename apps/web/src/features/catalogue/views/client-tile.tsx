"use client";
// Product tiles inside client views: the server tile with the client's translation function.
import type { ProductCard } from "@cabas/contracts";
import type { TFunction } from "i18next";
import { useT } from "../../../i18n/client.tsx";
import { AlcoholNotice, holdsAlcohol } from "../alcohol-notice.tsx";
import { ProductTile } from "../product-tile.tsx";
import { toProductTile } from "../product-tile-model.ts";
import styles from "./views.module.css";

export function ClientProductGrid({ products }: { products: ProductCard[] }) {
  const t = useT() as unknown as TFunction;
  const warned = holdsAlcohol(products);
  return (
    <>
      {warned && <AlcoholNotice warning={t("product.alcohol-warning")} />}
      <ul className={styles.grid}>
        {products.map((card) => (
          <li key={card.id}>
            <ProductTile product={toProductTile(card)} t={t} quickView={false} warnedAround={warned} />
          </li>
        ))}
      </ul>
    </>
  );
}
