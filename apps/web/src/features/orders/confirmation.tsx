// The confirmation page's content: paid, waiting for a phone payment, or refused with the basket kept.
import Link from "next/link";
import { notFound } from "next/navigation";
import { getCommande, isPaiementOK } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { callApi } from "@/lib/api/client";
import { confirmationAmountText } from "./confirmation-amount.ts";
import { routeMessageProps } from "../../ui/focus/route-message.ts";
import { orderAddressLines } from "./order-address.ts";
import styles from "./orders.module.css";

export async function ConfirmationPage({ id, sepa }: { id: string; sepa?: boolean }) {
  if (!/^[0-9]{1,10}$/.test(id)) notFound();
  const [result, detail] = await Promise.all([callApi(isPaiementOK, { id_commande: Number(id) }), callApi(getCommande, { id_commande: Number(id) })]);
  if (!result.ok) notFound();
  const r = result.data;
  // When and where, as the courier will come: not for an order that is no more (refused payment).
  const order = detail.ok && detail.data.commande && r.statut_commande !== "cancelled" ? detail.data.commande : null;
  return (
    <div className="page">
      <h1>{r.paye || r.moyen === "phone" ? "Merci pour votre commande\u202F!" : "Paiement non abouti"}</h1>
      {/* What the payment came back with (the provider's redirect, the pay form's): focused on arrival. */}
      <p
        role="status"
        className={r.paye ? styles.notice : r.statut_paiement === "declined" ? styles.error : undefined}
        {...routeMessageProps}
      >
        {/* The web-service writes plain spaces (its answers serve apps too): « : » kept on its word's line here. */}
        {typesetFrench(r.message)}
      </p>
      <p>
        Commande n° {r.id_commande} — {confirmationAmountText(r, sepa)}
      </p>
      {order && (
        <section className={styles.fieldset} aria-labelledby="confirmation-livraison">
          <h2 id="confirmation-livraison">Livraison {order.libelle_tranche}</h2>
          <address className={styles.address}>
            {orderAddressLines(order.adresse_livraison).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        </section>
      )}
      {r.remplace !== null && r.paye && (
        <p>
          <Link href={`/commande/${r.remplace}`}>Voir la commande n° {r.remplace}</Link>, remplacée par celle-ci.
        </p>
      )}
      {/* The items being added to the replaced order wait in the basket (ADR 0078): the message says so, this leads there. */}
      {r.panier_complement && (
        <p>
          <Link href="/checkout/mon-panier">Valider les articles ajoutés</Link>
        </p>
      )}
      {r.statut_commande === "cancelled" && (r.statut_paiement === "declined" || r.statut_paiement === "cancelled") ? (
        <Link href="/checkout/paiement">Réessayer le paiement</Link>
      ) : r.statut_commande === "pending_payment" && r.moyen === "card" ? (
        <Link href={`/commande/${r.id_commande}`}>Finaliser ou abandonner le paiement</Link>
      ) : (
        <Link href={`/commande/${r.id_commande}`}>Suivre ma commande</Link>
      )}
    </div>
  );
}
