// One order: status, slot, address, lines (with final weights), totals, invoice, reorder and edit until the cut-off.
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { frenchLongDate, getCommande, mesCB, ORDER_NOT_FOUND, pageErrorMessage } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { abandonPaymentAction, editOrderAction, payReturnedDebitAction, reorderAction } from "@/features/orders/actions";
import { ArticlesTable, ErrorBanner } from "@/features/orders/order-parts";
import { orderEventLine } from "@/features/orders/order-events";
import { phoneRefundText } from "@/features/orders/phone-refund-text";
import { paymentRefundText } from "@/features/orders/payment-refund-text";
import { sepaReturnText } from "@/features/orders/sepa-return-text";
import { formatCents, formatEuros, signedEuros } from "@/lib/format/price";
import { shownWeekdayTime } from "@/lib/format/shown-times";
import { orderLineName, orderLineUnitText, weighingPendingNote } from "@/features/orders/weighing-pending";
import { complementOfTail, replacedOrderTail } from "@/features/orders/linked-order-text";
import { invoiceMissingText, invoicePath, RECTIFYING_INVOICE_MISSING, rectifyingInvoicePath } from "@/features/orders/invoice-missing";
import { ChangeInProgress, offersOrderChange } from "@/features/orders/change-in-progress";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { ClaimSection } from "@/features/service/claim-section";
import styles from "@/features/orders/orders.module.css";
import { orderAddressLines } from "@/features/orders/order-address";
import { buttonClassName } from "@/ui/button/button";
import { ThankYouGiftSection } from "@/features/games/thank-you-gift";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Ma commande", robots: { index: false } };

/** « mardi 1er décembre à 14 h »: a step of the order or its cut-off, days apart at most. */
const day = (iso: string) => shownWeekdayTime(new Date(iso));

export default async function Page({ params, searchParams }: { params: Promise<{ commandeId: string }>; searchParams: Promise<{ erreur?: string; reclamation?: string }> }) {
  const { commandeId } = await params;
  const { erreur, reclamation } = await searchParams;
  const credited = reclamation && /^[0-9]{1,7}$/.test(reclamation) ? Number(reclamation) : null;
  const underReview = reclamation === "examen";
  if (!/^[0-9]{1,10}$/.test(commandeId)) notFound();
  const result = await callApi(getCommande, { id_commande: Number(commandeId) });
  // Her saved cards, only when a returned debit is still due: the form that pays it offers them.
  const due = result.ok && result.data.commande?.prelevement_impaye && !result.data.commande.prelevement_impaye.regle_le;
  const cards = due ? await callApi(mesCB, {}) : null;
  const usableCards = cards?.ok ? cards.data.cartes.filter((c) => !c.expiree) : [];
  // Another customer's order answers like a missing one: the 404 page, with its status, before anything streams.
  if (!result.ok && result.status === 404) notFound();
  return (
    <AccountPage path={`/commande/${commandeId}`} title={`Commande n° ${commandeId}`}>
      {() => {
        if (!result.ok || !result.data.commande) return <ErrorBanner message={result.ok ? ORDER_NOT_FOUND : result.message} />;
        const o = result.data.commande;
        // A card payment left unfinished: finish or abandon it; it is not an order to change or buy again yet.
        const pending = o.paiement_en_attente;
        const address = o.adresse_livraison as Record<string, string | null>;
        const weighingNote = weighingPendingNote(o);
        return (
          <>
            {/* An invoice link refused (/commande/{id}/facture): why, from the order's own status. */}
            <ErrorBanner
              message={erreur === "facture" ? invoiceMissingText(o) : erreur === "facture-rectificative" ? RECTIFYING_INVOICE_MISSING : pageErrorMessage(erreur)}
            />
            {credited !== null && (
              <RouteNotice className={styles.notice}>
                Réclamation enregistrée&nbsp;: {formatCents(credited)} crédités sur votre cagnotte. Un e-mail de confirmation
                vous a été envoyé.
              </RouteNotice>
            )}
            {underReview && (
              <RouteNotice className={styles.notice}>
                Réclamation enregistrée&nbsp;: elle est en cours d&apos;examen par notre service client, qui vous répond sous 24 heures ouvrées.
                Un e-mail de confirmation vous a été envoyé.
              </RouteNotice>
            )}
            <p>
              <strong>{o.libelle_statut}</strong> — livraison {o.libelle_tranche}
            </p>
            {o.remplacement && (
              // Replaced by its modification (ADR 0069): the order to follow now, and whether this one cost anything (ADR 0073).
              <p>
                Cette commande a été remplacée par votre modification, la{" "}
                <Link href={`/commande/${o.remplacement.par}`}>commande n° {o.remplacement.par}</Link>
                {replacedOrderTail(o.remplacement.debite)}
              </p>
            )}
            {o.complement_de !== null && (
              // A complement rides in its order's delivery, and is changed through it (ADR 0069).
              <p>
                {o.statut === "cancelled" ? "Complément de la " : "Livrée avec la "}
                <Link href={`/commande/${o.complement_de}`}>commande n° {o.complement_de}</Link>
                {complementOfTail(o.statut)}
              </p>
            )}
            {o.complements.length > 0 && (
              <ul aria-label="Compléments livrés avec cette commande" className={styles.list}>
                {o.complements.map((c) => (
                  <li key={c.id_commande}>
                    Complément&nbsp;: <Link href={`/commande/${c.id_commande}`}>commande n° {c.id_commande}</Link> ({c.libelle_statut}, {formatEuros(c.total)})
                  </li>
                ))}
              </ul>
            )}
            {o.prelevement_impaye && (
              // A debit her bank sent back (ADR 0129): what stays due and how to pay it, above the rest of the order.
              <p role="status" className={styles.error}>
                {typesetFrench(sepaReturnText(o.prelevement_impaye))}
              </p>
            )}
            {o.prelevement_impaye && !o.prelevement_impaye.regle_le && (
              // Paid online through the provider's page, as at checkout (ADR 0129, amendment); the phone still works.
              <form action={payReturnedDebitAction} className={styles.form}>
                <input type="hidden" name="id_commande" value={o.id_commande} />
                {usableCards.length > 0 && (
                  <label>
                    Carte
                    <select name="id_empreinte" defaultValue={usableCards.find((c) => c.par_defaut)?.id_empreinte ?? usableCards[0]!.id_empreinte}>
                      {usableCards.map((c) => (
                        <option key={c.id_empreinte} value={c.id_empreinte}>
                          {c.libelle_carte} (expire fin {c.expiration})
                        </option>
                      ))}
                      <option value="">Une nouvelle carte</option>
                    </select>
                  </label>
                )}
                <button type="submit" className={buttonClassName({ wrap: true })}>
                  Régler {formatEuros(o.prelevement_impaye.montant_du)} par carte
                </button>
              </form>
            )}
            {o.remboursement && <p>{paymentRefundText(o.remboursement)}</p>}
            {o.remboursement_telephone && (
              // What was paid by phone goes back on the card by hand (ADR 0055): the customer sees whether it is done yet.
              <p>{phoneRefundText(o.remboursement_telephone)}</p>
            )}
            {/* The lines the confirmation and the recap show: the address, then how the courier reaches the door. */}
            <address className={styles.address}>
              {orderAddressLines(address).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            <ArticlesTable
              caption="Articles de la commande"
              rows={o.lignes.map((l) => ({
                key: l.id_article,
                name: orderLineName(l),
                quantity: l.quantite,
                amount: l.total_final ?? l.total,
                unitPrice: orderLineUnitText(l),
              }))}
            />
            <table className={styles.table}>
              <caption className="visually-hidden">Montants de la commande</caption>
              <tbody>
                {o.montants.map((m) => (
                  <tr key={m.code}>
                    {/* The web-service names each total for what it adds up (« Total TTC », or « Total des achats TTC » then « Total payé »). */}
                    <th scope="row">{m.libelle}</th>
                    <td className={styles.amount}>{m.code === "total" || m.code === "subtotal" ? <strong>{signedEuros(m.montant)}</strong> : signedEuros(m.montant)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {weighingNote && <p>{weighingNote}</p>}
            {/* Weighed lighter than the benefits covered: the loyalty euros, the pot, then the part of a voucher not used
                came back (ADR 0079, 0084): the web-service's sentence, typeset for the page. */}
            {o.avantages_rendus && <p>{typesetFrench(o.avantages_rendus.texte)}</p>}
            {pending && (
              <section aria-labelledby="paiement-en-attente">
                <h2 id="paiement-en-attente">Paiement à finaliser</h2>
                <p>Le paiement par carte de cette commande n&apos;est pas terminé&nbsp;: ses produits et son créneau lui restent réservés.</p>
                {pending.lien && (
                  <p>
                    <a href={pending.lien} className={buttonClassName({})}>
                      Finaliser le paiement
                    </a>
                  </p>
                )}
                <form action={abandonPaymentAction}>
                  <input type="hidden" name="id_commande" value={o.id_commande} />
                  <button type="submit" className={buttonClassName({ variant: "secondary" })}>
                    Abandonner ce paiement
                  </button>
                </form>
              </section>
            )}
            {o.facture && (
              <p>
                <a href={invoicePath(o.id_commande)}>Télécharger la facture (PDF)</a>
              </p>
            )}
            {/* Beside the invoice it cancels and replaces (ADR 0127): both stay downloadable, as both were mailed. */}
            {o.facture_rectificative && (
              <p>
                <a href={rectifyingInvoicePath(o.id_commande)}>Télécharger la facture rectificative n°&nbsp;{o.facture_rectificative.numero} (PDF)</a>
                <br />
                <span className={styles.muted}>
                  {typesetFrench(
                    `Émise le ${frenchLongDate(new Date(o.facture_rectificative.emise_le))}, elle annule et remplace la facture n° ${o.facture_rectificative.remplace}, dont un taux de TVA était erroné ; le montant payé ne change pas.`,
                  )}
                </span>
              </p>
            )}
            {o.evenements.length > 0 && (
              <section aria-labelledby="suivi-commande">
                <h2 id="suivi-commande">Suivi</h2>
                <ol className={styles.list}>
                  {o.evenements.map((e, i) => (
                    <li key={i}>{orderEventLine(e)}</li>
                  ))}
                </ol>
              </section>
            )}
            {/* Changed in another tab: said, with the way back to the basket where it is made. */}
            {o.modifiable && <ChangeInProgress change={o.changement_en_cours} until={day(o.date_limite_modification)} />}
            {offersOrderChange(o) && (
              <form action={editOrderAction}>
                <p>Modifiable jusqu&apos;au {day(o.date_limite_modification)}.</p>
                <input type="hidden" name="id_commande" value={o.id_commande} />
                <button type="submit" name="mode" value="modification" className={buttonClassName({ variant: "secondary" })}>
                  Modifier ma commande
                </button>{" "}
                <button type="submit" name="mode" value="complement" className={buttonClassName({ variant: "tertiary" })}>
                  Ajouter des articles
                </button>
              </form>
            )}
            <ThankYouGiftSection orderId={o.id_commande} status={o.statut} replacedBy={o.remplacement?.par ?? null} />
            {!pending && (
              <form action={reorderAction} className={styles.actions}>
                <input type="hidden" name="id_commande" value={o.id_commande} />
                <button type="submit" className={buttonClassName({})}>Commander à nouveau</button>
              </form>
            )}
            <ClaimSection order={o} />
          </>
        );
      }}
    </AccountPage>
  );
}
