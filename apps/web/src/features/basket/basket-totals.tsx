"use client";
// The basket's totals block (basket page, benefits page): goods, discounts, fees, benefits, total, messages.
import type { Basket } from "@cabas/contracts";
import { eurosToCents, formatCents } from "../../lib/format/price.ts";
import styles from "./basket.module.css";

const euros = (value: number) => formatCents(eurosToCents(value));

export function BasketTotals({ basket }: { basket: Basket }) {
  const { totals } = basket;
  const rows: [string, number, boolean?][] = [
    ["Produits", totals.total_marchandise],
    ["Remises", -totals.total_remises, totals.total_remises > 0],
    ["Livraison", basket.fl],
    ["Supplément express", totals.frais_express, totals.frais_express > 0],
    ["Dons", totals.total_dons, totals.total_dons > 0],
    ["Bons d'achat", -totals.total_ba_panier, totals.total_ba_panier > 0],
    ["Cagnotte", -totals.total_cagnotte, totals.total_cagnotte > 0],
    ["Euros fidélité", -basket.avantages.eurosfid, basket.avantages.eurosfid > 0],
  ];
  return (
    <>
      {basket.teasing_fl !== null && basket.teasing_fl > 0 && (
        <p className={styles.teaser}>Plus que {euros(basket.teasing_fl)} pour la livraison offerte</p>
      )}
      {basket.teasing_fl === 0 && <p className={styles.teaser}>La livraison est offerte.</p>}
      {basket.alerte.map((text) => (
        <p key={text} className={styles.alert} role="status">
          {text}
        </p>
      ))}
      <dl className={styles.totals} aria-label="Montants du panier">
        {rows
          .filter(([, , shown = true]) => shown)
          .map(([label, value]) => (
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
