"use client";
// The basket's totals block (basket page, benefits page, order recap): goods, discounts, fees, benefits, total,
// messages; its amounts list is the cart drawer's too.
import type { Basket } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { eurosToCents, formatCents, signedEuros } from "../../lib/format/price.ts";
import { basketAmountRows, freeDeliveryTeaser } from "./basket-amounts.ts";
import styles from "./basket.module.css";

const euros = (value: number) => formatCents(eurosToCents(value));

/** The basket's amounts and its total (the totals block, the cart drawer); `totalTestId` marks the page's own total. */
export function BasketAmounts({ basket, totalTestId }: { basket: Basket; totalTestId?: string }) {
  return (
    <dl className={styles.totals} aria-label="Montants du panier">
      {basketAmountRows(basket).map(({ label, euros: value }) => (
        <div key={label} style={{ display: "contents" }}>
          <dt>{label}</dt>
          <dd>{signedEuros(value)}</dd>
        </div>
      ))}
      <dt className={styles.grand}>Total TTC</dt>
      <dd className={styles.grand} data-testid={totalTestId}>
        {euros(basket.totals.total_euro)}
      </dd>
    </dl>
  );
}

export function BasketTotals({ basket }: { basket: Basket }) {
  const { totals } = basket;
  const teaser = freeDeliveryTeaser(basket);
  return (
    <>
      {teaser !== null && <p className={styles.teaser}>Plus que {euros(teaser)} pour la livraison offerte</p>}
      {basket.teasing_fl === 0 && !basket.complement_en_cours && <p className={styles.teaser}>La livraison est offerte.</p>}
      {basket.alerte.map((text) => (
        <p key={text} className={styles.alert} role="status">
          {/* Written by the web-service with plain spaces (« Minimum de commande : 35,00 € »). */}
          {typesetFrench(text)}
        </p>
      ))}
      <BasketAmounts basket={basket} totalTestId="basket-total" />
      {basket.poids_variable && (
        <p className={styles.lineMeta}>
          Produits au poids&nbsp;: le montant final dépend de la pesée. Nous réservons {euros(totals.total_autorisation)} sur votre moyen de
          paiement.
        </p>
      )}
    </>
  );
}
