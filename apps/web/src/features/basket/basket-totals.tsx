"use client";
// The basket's totals block (basket page, benefits page): goods, discounts, fees, benefits, total, messages.
import type { Basket } from "@cabas/contracts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import { basketAmountRows, freeDeliveryTeaser } from "./basket-amounts.ts";
import styles from "./basket.module.css";

const euros = (value: number) => formatCents(eurosToCents(value));

export function BasketTotals({ basket }: { basket: Basket }) {
  const { totals } = basket;
  const teaser = freeDeliveryTeaser(basket);
  return (
    <>
      {teaser !== null && <p className={styles.teaser}>Plus que {euros(teaser)} pour la livraison offerte</p>}
      {basket.teasing_fl === 0 && !basket.complement_en_cours && <p className={styles.teaser}>La livraison est offerte.</p>}
      {basket.alerte.map((text) => (
        <p key={text} className={styles.alert} role="status">
          {text}
        </p>
      ))}
      <dl className={styles.totals} aria-label="Montants du panier">
        {basketAmountRows(basket).map(({ label, euros: value }) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>{value < 0 ? `− ${euros(-value)}` : euros(value)}</dd>
          </div>
        ))}
        <dt className={styles.grand}>Total TTC</dt>
        <dd className={styles.grand} data-testid="basket-total">
          {euros(totals.total_euro)}
        </dd>
      </dl>
      {basket.poids_variable && (
        <p className={styles.lineMeta}>
          Produits au poids : le montant final dépend de la pesée. Nous réservons {euros(totals.total_autorisation)} sur votre moyen de
          paiement.
        </p>
      )}
    </>
  );
}
