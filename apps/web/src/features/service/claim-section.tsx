// The « Signaler un problème » part of a delivered order's page: for each product, how many units are missing,
// damaged, out of date or not the ones ordered; what they cost goes to the prize pot at once up to a ceiling, above
// which customer service examines the claim (sendMRForm, ADR 0050); the claims already made with their status.
import Link from "next/link";
import { CLAIM_REASON_LABELS, CLAIM_REASONS, frenchLongDate, type OrderDetail } from "@cabas/contracts";
import { formatEuros } from "../../lib/format/price.ts";
import { shownWeekdayTime } from "../../lib/format/shown-times.ts";
import { ActionForm } from "../account/action-form.tsx";
import accountStyles from "../account/account.module.css";
import styles from "../lists/lists.module.css";
import { claimAction } from "./actions.ts";
import { claimHint, claimSectionTitle, questionsOnly } from "./claim-hint.ts";
import { typesetFrench } from "@cabas/contracts/french-typography";

const until = (iso: string) => shownWeekdayTime(new Date(iso));

export function ClaimSection({ order }: { order: OrderDetail }) {
  const claimable = order.lignes
    .map((l) => ({ ...l, left: l.quantite - (order.reclames[String(l.id_article)] ?? 0) }))
    .filter((l) => l.left > 0);
  return (
    <section aria-labelledby="signaler" className={styles.section}>
      <h2 id="signaler">{claimSectionTitle(order.statut, order.reclamations.length)}</h2>
      {order.reclamations.length > 0 && (
        <ul aria-label="Vos réclamations sur cette commande">
          {order.reclamations.map((c) => (
            <li key={c.id_reclamation}>
              Réclamation du {frenchLongDate(new Date(c.date))} ({formatEuros(c.montant)})&nbsp;: {c.libelle_statut}
            </li>
          ))}
        </ul>
      )}
      {order.reclamation_jusqu_au && claimable.length > 0 ? (
        <>
          <p>
            Un produit manquant ou abîmé&#8239;? Indiquez combien&nbsp;: ce que vous l&apos;avez payé est crédité tout de suite sur votre cagnotte, ou
            examiné par notre service client au-delà d&apos;un certain montant. Possible jusqu&apos;au {until(order.reclamation_jusqu_au)}.
          </p>
          <ActionForm action={claimAction} hidden={{ id_commande: order.id_commande }} submit="Envoyer ma réclamation">
            <ul className={styles.lines} aria-label="Produits de la commande">
              {claimable.map((l) => (
                <li key={l.id_article} className={styles.lineActions}>
                  <label className={accountStyles.field}>
                    <span className={accountStyles.label}>
                      {typesetFrench(l.nom)} (au plus {l.left})
                    </span>
                    <input
                      type="number"
                      name={`quantite_${l.id_article}`}
                      min={0}
                      max={l.left}
                      defaultValue={0}
                      inputMode="numeric"
                      className={`${accountStyles.input} ${styles.quantity}`}
                      aria-label={`Quantité concernée : ${l.nom}`}
                    />
                  </label>
                  <label className={accountStyles.field}>
                    <span className={accountStyles.label}>Problème</span>
                    <select name={`motif_${l.id_article}`} className={accountStyles.input} defaultValue="manquant" aria-label={`Problème : ${l.nom}`}>
                      {CLAIM_REASONS.map((r) => (
                        <option key={r} value={r}>
                          {CLAIM_REASON_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  </label>
                </li>
              ))}
            </ul>
            <label className={accountStyles.field}>
              <span className={accountStyles.label}>Commentaire (facultatif)</span>
              <textarea name="commentaire" rows={3} maxLength={1000} className={accountStyles.input} />
            </label>
          </ActionForm>
        </>
      ) : (
        claimHint(order.statut) && <p>{claimHint(order.statut)}</p>
      )}
      <p>
        {questionsOnly(order.statut, order.reclamations.length) ? "" : "Une autre question sur cette commande\u202f? "}
        <Link href={`/contacter-cabas?commande=${order.id_commande}`}>Écrire au service client</Link>
      </p>
    </section>
  );
}
