// The warehouse screen (ADR 0094): the orders to prepare, in preparation and out for delivery, soonest slot first, each
// with its lines and its next step — weighed and prepared (the final amount taken), handed to the courier, delivered —
// or cancelled; and the refunds owed at the phone terminal after a cancellation, recorded with their reference. Filters
// are a plain GET form; moves are Server Actions; all of it works without JavaScript.
import type { Metadata } from "next";
import Link from "next/link";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { cookies } from "next/headers";
import {
  ORDER_DISPATCH_PERMISSION,
  RETURN_CALL_OUTCOME_LABELS,
  WAREHOUSE_STATES,
  frenchLongDay,
  WAREHOUSE_STATE_LABELS,
  getCommandesEntrepot,
  type CallOutput,
  type WarehouseState,
} from "@cabas/contracts";
import { PageHeader } from "@/features/content/page-header";
import styles from "@/features/account/account.module.css";
import staffStyles from "@/features/staff/staff-screens.module.css";
import { StaffTable } from "@/features/staff/staff-table";
import { buttonClassName } from "@/ui/button/button";
import { requireStaffPermission } from "@/features/staff/staff-access";
import { DeliveryDayField } from "@/features/staff/delivery-day-field";
import { WarehouseCancelForm, WarehouseDebitCallForm, WarehouseDebitPaidForm, WarehouseMoveForm, WarehouseRefundForm, WarehouseReturnCheckedForm } from "@/features/staff/warehouse-forms";
import { WAREHOUSE_PATH, gramsLabel, pickingListPath, slotLabel, warehouseDoneMessage, warehouseListPath } from "@/features/staff/warehouse";
import { staffDateTime } from "@/features/staff/staff-journal";
import { callApi } from "@/lib/api/client";
import { formatEuros } from "@/lib/format/price";
import { firstParam } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Préparation des commandes", robots: { index: false } };

const PAYMENT_LABELS = { carte: "carte bancaire", sepa: "prélèvement SEPA", telephone: "par téléphone", avantages: "avantages, rien à encaisser" } as const;
const NEXT_STEP: Record<WarehouseState, { action: "confirmer_paiement" | "preparer" | "expedier" | "livrer"; label: string }> = {
  a_confirmer: { action: "confirmer_paiement", label: "Confirmer le paiement" },
  validee: { action: "preparer", label: "Peser et préparer" },
  en_preparation: { action: "expedier", label: "Remettre au livreur" },
  en_livraison: { action: "livrer", label: "Livrée" },
};

export default async function WarehousePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [jar, params] = await Promise.all([cookies(), searchParams]);
  const etat = WAREHOUSE_STATES.find((s) => s === firstParam(params.etat));
  const jour = firstParam(params.jour)?.trim() || undefined;
  // Signed out, staff come back to the list they asked for.
  requireStaffPermission(jar, ORDER_DISPATCH_PERMISSION, warehouseListPath({ etat, jour }));
  const result = await callApi(getCommandesEntrepot, { ...(etat ? { etat } : {}), ...(jour ? { jour } : {}) }, { perimeter: false });
  const done = warehouseDoneMessage({ fait: firstParam(params.fait), n: firstParam(params.n), montant: firstParam(params.montant), rembourser: firstParam(params.rembourser) });
  const filters = { etat: etat ?? "", jour: jour ?? "" };
  const dayError = !result.ok && result.status === 400 ? result.message : undefined;
  return (
    <div className={`page ${styles.page} ${styles.wide}`}>
      <PageHeader
        title="Préparation des commandes"
        lead="Les commandes payées par téléphone à confirmer, à préparer, en préparation et en livraison, du créneau le plus proche au plus lointain. La pesée fixe le montant final, prélevé dans la limite de l'autorisation&nbsp;; le client est prévenu par e-mail à chaque étape."
      />
      {done && <RouteNotice replaceable>{done}</RouteNotice>}
      <form method="get" action={WAREHOUSE_PATH} className={`${styles.card} ${styles.form}`} role="search" aria-label="Filtrer les commandes">
        <div className={styles.field}>
          <label className={styles.label} htmlFor="entrepot-etat">
            État
          </label>
          <select id="entrepot-etat" name="etat" className={styles.input} defaultValue={etat ?? ""}>
            <option value="">Tous</option>
            {WAREHOUSE_STATES.map((state) => (
              <option key={state} value={state}>
                {WAREHOUSE_STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </div>
        <DeliveryDayField id="entrepot-jour" value={jour ?? ""} error={dayError} />
        <div>
          <button type="submit" className={buttonClassName({})}>
            Afficher
          </button>
        </div>
      </form>
      <p>
        <Link href={pickingListPath(jour)}>Liste de préparation {jour ? "de ce jour" : "du jour"}, à imprimer</Link>
      </p>
      {result.ok && result.data.remboursements.length > 0 && (
        <section aria-labelledby="remboursements-a-faire">
          <h2 id="remboursements-a-faire">Remboursements par téléphone à faire</h2>
          <p>Commandes payées par téléphone puis annulées&nbsp;: remboursez la carte du client au terminal, puis notez la référence qu&apos;il donne.</p>
          {result.data.remboursements.map((refund) => (
            <article key={refund.id_commande} className={staffStyles.login} aria-labelledby={`remboursement-${refund.id_commande}`}>
              <h3 id={`remboursement-${refund.id_commande}`}>
                Commande n°&nbsp;{refund.id_commande}&nbsp;: {refund.client}
              </h3>
              <p>
                {formatEuros(refund.montant)} à rembourser, commande annulée le {staffDateTime(refund.annulee_le)}.
              </p>
              <WarehouseRefundForm id={refund.id_commande} amount={formatEuros(refund.montant)} filters={filters} />
            </article>
          ))}
        </section>
      )}
      {result.ok && result.data.impayes.length > 0 && (
        // Debits the customers' banks sent back (ADR 0129): the customer is told by e-mail to call and pay by card.
        <section aria-labelledby="prelevements-impayes">
          <h2 id="prelevements-impayes">Prélèvements SEPA impayés</h2>
          <p>
            La banque du client a rejeté ou retourné le prélèvement&nbsp;: le client a reçu un courriel l&apos;invitant à régler la somme par carte depuis la page de sa
            commande ou en appelant le service client, puis des rappels trois, huit et quinze jours après. Après le dernier, appelez-le&nbsp;; le prélèvement ne lui est plus
            proposé tant que la somme reste due. Encaissez-la au terminal, puis notez la référence qu&apos;il donne. Notez chaque appel et ce qui
            en est sorti&nbsp;: il reste réservé à l&apos;équipe, le client ne le voit nulle part.
          </p>
          {result.data.impayes.map((debit) => (
            <article key={debit.id_commande} className={staffStyles.login} aria-labelledby={`impaye-${debit.id_commande}`}>
              <h3 id={`impaye-${debit.id_commande}`}>
                Commande n°&nbsp;{debit.id_commande}&nbsp;: {debit.client}
              </h3>
              <p>
                {formatEuros(debit.montant_du)} dus, prélèvement {debit.type === "rejet" ? "rejeté" : "retourné"} le {staffDateTime(debit.le)}&nbsp;: {typesetFrench(debit.motif)}.
              </p>
              <p>{reminderText(debit.relances, debit.derniere_relance_le)}</p>
              <p>{callText(debit.appels, debit.dernier_appel)}</p>
              {debit.dernier_appel?.note && <p>Note&nbsp;: «&nbsp;{typesetFrench(debit.dernier_appel.note)}&nbsp;»</p>}
              <WarehouseDebitPaidForm id={debit.id_commande} amount={formatEuros(debit.montant_du)} filters={filters} />
              <WarehouseDebitCallForm id={debit.id_commande} filters={filters} />
            </article>
          ))}
        </section>
      )}
      {result.ok && result.data.retours_apres_remboursement.length > 0 && (
        // Debits returned after their order was cancelled and refunded (ADR 0130): nothing is due from the customer.
        <section aria-labelledby="retours-apres-remboursement">
          <h2 id="retours-apres-remboursement">Prélèvements retournés après remboursement</h2>
          <p>
            Commandes annulées et remboursées dont le prélèvement est revenu ensuite&nbsp;: le client ne doit rien et n&apos;a reçu aucun courriel. Vérifiez auprès
            du prestataire si le remboursement a été versé (la somme lui serait alors parvenue deux fois), puis notez ce que vous avez constaté.
          </p>
          {result.data.retours_apres_remboursement.map((debit) => (
            <article key={debit.id_commande} className={staffStyles.login} aria-labelledby={`retour-${debit.id_commande}`}>
              <h3 id={`retour-${debit.id_commande}`}>
                Commande n°&nbsp;{debit.id_commande}&nbsp;: {debit.client}
              </h3>
              <p>
                Prélèvement de {formatEuros(debit.montant)} {debit.type === "rejet" ? "rejeté" : "retourné"} le {staffDateTime(debit.le)}&nbsp;: {typesetFrench(debit.motif)}.
              </p>
              <WarehouseReturnCheckedForm id={debit.id_commande} filters={filters} />
            </article>
          ))}
        </section>
      )}
      {!result.ok ? (
        dayError ? null : <p role="alert">La liste ne peut pas être affichée pour le moment. Réessayez dans quelques instants.</p>
      ) : result.data.commandes.length === 0 ? (
        <p>Aucune commande à traiter{etat || jour ? " pour ces critères" : ""}.</p>
      ) : (
        <>
          <p>
            {result.data.total === 1 ? "1 commande" : `${result.data.total} commandes`}
            {result.data.total > result.data.commandes.length ? `, dont les ${result.data.commandes.length} aux créneaux les plus proches ci-dessous.` : "."}
          </p>
          {result.data.commandes.map((order) => {
            const step = NEXT_STEP[order.etat];
            const weighed = order.lignes
              .filter((line) => line.poids_variable)
              .map((line) => ({ id: line.id_produit, name: line.nom, quantity: line.quantite, estimate: line.poids_estime === null ? "—" : gramsLabel(line.poids_estime) }));
            return (
              <article key={order.id} className={staffStyles.login} aria-labelledby={`commande-${order.id}`}>
                <h2 id={`commande-${order.id}`}>
                  Commande n°&nbsp;{order.id}&nbsp;: {order.client}
                </h2>
                <p>
                  <strong>{WAREHOUSE_STATE_LABELS[order.etat]}</strong> · {slotLabel(order.creneau.debut, order.creneau.fin)}
                  {order.creneau.express ? " (express)" : ""} · {order.code_postal} {order.ville}
                </p>
                <p>
                  {formatEuros(order.montant)}, {PAYMENT_LABELS[order.paiement]}
                  {order.paiement === "carte" || order.paiement === "sepa" ? ` (autorisé ${formatEuros(order.autorise)})` : ""}
                  {order.montant_final !== null ? ` · montant final ${formatEuros(order.montant_final)}` : ""}
                </p>
                {order.derniere_etape?.par && (
                  <p>
                    Dernière étape par {order.derniere_etape.par}, le {staffDateTime(order.derniere_etape.le)}.
                  </p>
                )}
                {order.complements.length > 0 && (
                  <p>Livrée avec {order.complements.length === 1 ? "le complément" : "les compléments"} n°&nbsp;{order.complements.join(", ")}.</p>
                )}
                {order.cadeau && (
                  <p>
                    <strong>Cadeau à joindre, offert&nbsp;: {order.cadeau}.</strong>
                  </p>
                )}
                <StaffTable
                  caption={<>Articles de la commande n°&nbsp;{order.id}</>}
                  captionClassName="visually-hidden"
                  columns={["Article", "Quantité", "Poids"]}
                  rows={order.lignes.map((line) => ({
                    key: line.id_produit,
                    cells: [
                      line.nom,
                      line.quantite,
                      line.poids_pese !== null ? `pesé ${gramsLabel(line.poids_pese)}` : line.poids_estime !== null ? `estimé ${gramsLabel(line.poids_estime)}` : "—",
                    ],
                  }))}
                />
                <WarehouseMoveForm
                  id={order.id}
                  action={step.action}
                  label={step.label}
                  weighed={weighed}
                  phonePayment={order.paiement === "telephone"}
                  total={formatEuros(order.montant)}
                  filters={filters}
                />
                {order.etat !== "en_livraison" && <WarehouseCancelForm id={order.id} filters={filters} />}
              </article>
            );
          })}
        </>
      )}
    </div>
  );
}

/** « Aucun rappel envoyé », « 2 rappels envoyés, le dernier le 10 décembre à 10 h »: what the customer was sent. */
function reminderText(count: number, last: string | null): string {
  if (count === 0 || !last) return "Aucun rappel envoyé pour l'instant.";
  return `${count === 1 ? "1 rappel envoyé" : `${count} rappels envoyés`}, le dernier le ${staffDateTime(last)}.`;
}

type ReturnCall = NonNullable<CallOutput<typeof getCommandesEntrepot>["impayes"][number]["dernier_appel"]>;

/**
 * « Aucun appel noté », « 2 appels notés, le dernier le 3 décembre à 14 h 05 par Inès Petit : promesse de paiement
 * pour le 10 décembre 2026 »: customer service's calls (ADR 0136). A promise does not hold the reminders back.
 */
function callText(count: number, last: ReturnCall | null): string {
  if (count === 0 || !last) return "Aucun appel noté.";
  const promise = last.paiement_promis_le ? ` pour le ${frenchLongDay(last.paiement_promis_le)}` : "";
  return typesetFrench(
    `${count === 1 ? "1 appel noté" : `${count} appels notés`}, le dernier le ${staffDateTime(last.le)} par ${last.par} : ${RETURN_CALL_OUTCOME_LABELS[last.issue].toLowerCase()}${promise}.`,
  );
}
