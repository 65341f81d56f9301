// Pack cards: name, description, product count and price against the separate prices.
import type { PackCard } from "@cabas/contracts";
import type { TFunction } from "i18next";
import Link from "next/link";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import styles from "./catalogue.module.css";

export function PackCards({ packs, t }: { packs: PackCard[]; t: TFunction }) {
  return (
    <ul className={styles.cards}>
      {packs.map((pack) => (
        <li key={pack.slug}>
          <article className={styles.card}>
            <h3>
              <Link href={`/packs/${pack.slug}`} prefetch={false}>
                {pack.name}
              </Link>
            </h3>
            <p>{pack.description}</p>
            <p>{t("catalogue.pack-items", { count: pack.itemCount })}</p>
            <p>
              <strong>
                {t("catalogue.pack-price", {
                  price: formatCents(eurosToCents(pack.price)),
                  regular: formatCents(eurosToCents(pack.regularPrice)),
                })}
              </strong>
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
