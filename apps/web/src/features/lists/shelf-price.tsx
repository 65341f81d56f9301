// A product's price with its price per kilo or litre on the lines of a list or a set-aside basket: French law wants
// the unit price wherever a prepacked product's price is shown (ADR 0059, 0061). Server-rendered, no script needed.
import type { ProductCard } from "@cabas/contracts";
import { shelfPriceWithMeasure } from "../../lib/format/measure-price.ts";
import styles from "./lists.module.css";

export function ShelfPrice({ product }: { product: Pick<ProductCard, "price" | "unitPrice" | "variableWeight"> }) {
  const { price, note } = shelfPriceWithMeasure(product);
  return (
    <>
      {price}
      {note && <span className={styles.unitPrice}> {note}</span>}
    </>
  );
}
