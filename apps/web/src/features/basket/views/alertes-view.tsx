"use client";
// ALERTES_MODAL: what stands in the way of the basket (a product not sold where the shopper is, less stock than
// asked, the minimum not reached…), as the web-service lists it in `alerte`, with the way to the basket page.
import Link from "next/link";
import { ModalActions, ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useBasket } from "../basket-context.tsx";
import styles from "../basket.module.css";
import { typesetFrench } from "@cabas/contracts/french-typography";

export default function AlertesView({ onClose }: { onClose: () => void }) {
  const { basket } = useBasket();
  return (
    <>
      <ModalTitle>{basket.alerte.length === 1 ? "Une alerte sur votre panier" : "Alertes sur votre panier"}</ModalTitle>
      {basket.alerte.length === 0 ? (
        <p>Plus rien ne bloque votre panier.</p>
      ) : (
        <ul className={styles.alerts}>
          {basket.alerte.map((text) => (
            // Written by the web-service with plain spaces: set as the totals block sets them.
            <li key={text}>{typesetFrench(text)}</li>
          ))}
        </ul>
      )}
      <ModalActions>
        <Link href="/checkout/mon-panier" prefetch={false} className={styles.order} onClick={onClose}>
          Voir mon panier
        </Link>
      </ModalActions>
    </>
  );
}
