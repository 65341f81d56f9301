// Pack cards: name, description, product count, price against the separate prices, and, in words, when the pack
// cannot be bought where the shopper is (its page then offers no button either).
import type { PackCard } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import type { TFunction } from "i18next";
import Link from "next/link";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import { packShortfallText } from "../packs/pack-availability.ts";
import styles from "./catalogue.module.css";

export function PackCards({ packs, t }: { packs: PackCard[]; t: TFunction }) {
  return (
    <ul className={styles.cards}>
      {packs.map((pack) => (
        <li key={pack.slug}>
          <article className={styles.card}>
            {/* Right under the page's h1 (/packs, a theme's packs): a level skipped would hide the cards' titles. */}
            <h2>
              <Link href={`/packs/${pack.slug}`} prefetch={false}>
                {pack.name}
              </Link>
            </h2>
            <p>{typesetFrench(pack.description)}</p>
            <p>{t("catalogue.pack-items", { count: pack.itemCount })}</p>
            <p>
              <strong>
                {t("catalogue.pack-price", {
                  price: formatCents(eurosToCents(pack.price)),
                  regular: formatCents(eurosToCents(pack.regularPrice)),
                })}
              </strong>
            </p>
            {pack.unavailable.length > 0 && (
              <p className={styles.unavailable}>
                <strong>{t("catalogue.pack-unavailable")}</strong>{"\u00A0: "}{packShortfallText(pack.unavailable, t)}.
              </p>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
