// The list of product recalls: product, lots, reason, what to do. Shared by the page and the RAPPEL_PRODUITS view.
import Link from "next/link";
import { formatDate } from "../../lib/format/price.ts";
import styles from "./views/views.module.css";

export type Recall = {
  id: number;
  productName: string;
  brandName: string | null;
  lots: string;
  reason: string;
  instructions: string;
  publishedAt: string;
  product: { id: number; slug: string } | null;
};

export function RecallList({ recalls, t }: { recalls: Recall[]; t: (key: string, values?: Record<string, string | number>) => string }) {
  if (recalls.length === 0) return <p>{t("catalogue.recalls-none")}</p>;
  return (
    <ul className={styles.recalls}>
      {recalls.map((r) => (
        <li key={r.id}>
          <h3>
            {r.productName}
            {r.brandName ? ` – ${r.brandName}` : ""}
          </h3>
          <p>{t("catalogue.recall-lots", { lots: r.lots })}</p>
          <p>{t("catalogue.recall-reason", { reason: r.reason })}</p>
          <p>{t("catalogue.recall-instructions", { instructions: r.instructions })}</p>
          <p>{t("catalogue.recall-published", { date: formatDate(r.publishedAt) })}</p>
          {r.product && (
            <Link href={`/${r.product.slug}`} prefetch={false}>
              {t("catalogue.recall-product")}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

