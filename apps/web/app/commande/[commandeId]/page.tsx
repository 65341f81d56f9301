// One order: status, slot, address, lines (with final weights), totals, invoice, reorder and edit until the cut-off.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getCommande } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { editOrderAction, reorderAction } from "@/features/orders/actions";
import { ArticlesTable, ErrorBanner } from "@/features/orders/order-parts";
import { formatCents, formatEuros } from "@/lib/format/price";
import { ClaimSection } from "@/features/service/claim-section";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";
import { ThankYouGiftSection } from "@/features/games/thank-you-gift";

export const metadata: Metadata = { title: "Ma commande", robots: { index: false } };

const day = (iso: string) => new Intl.DateTimeFormat("fr-FR", { dateStyle: "full", timeStyle: "short", timeZone: "Europe/Paris" }).format(new Date(iso));

export default async function Page({ params, searchParams }: { params: Promise<{ commandeId: string }>; searchParams: Promise<{ erreur?: string; reclamation?: string }> }) {
  const { commandeId } = await params;
  const { erreur, reclamation } = await searchParams;
  const credited = reclamation && /^[0-9]{1,7}$/.test(reclamation) ? Number(reclamation) : null;
  if (!/^[0-9]{1,10}$/.test(commandeId)) notFound();
  return (
    <AccountPage path={`/commande/${commandeId}`} title={`Commande n° ${commandeId}`}>
      {async () => {
        const result = await callApi(getCommande, { id_commande: Number(commandeId) });
        if (!result.ok || !result.data.commande) return <ErrorBanner message={result.ok ? "Commande introuvable." : result.message} />;
        const o = result.data.commande;
        const address = o.adresse_livraison as Record<string, string | null>;
        return (
          <>
            <ErrorBanner message={erreur} />
            {credited !== null && (
              <p role="status" className={styles.notice}>
                Réclamation enregistrée : {formatCents(credited)} crédités sur votre cagnotte. Un e-mail de confirmation vous a été envoyé.
              </p>
            )}
            <p>
              <strong>{o.libelle_statut}</strong> — livraison {o.libelle_tranche}
            </p>
            <p>
              {address.prenom} {address.nom}, {address.line1}, {address.postalCode} {address.city}
              {address.doorCode && ` — code ${address.doorCode}`}
              {address.floor && `, étage ${address.floor}`}
            </p>
            <ArticlesTable
              caption="Articles de la commande"
              rows={o.lignes.map((l) => ({
                key: l.id_article,
                name: l.poids_final_g !== null ? `${l.nom} (${l.poids_final_g} g pesés)` : l.nom,
                quantity: l.quantite,
                amount: l.total_final ?? l.total,
              }))}
            />
            <p>
              Total : <strong>{formatEuros(o.montant_final ?? o.total)}</strong>
            </p>
            {o.facture && (
              <p>
                <a href={`/next-react/downloadFile.php?t=facture&n=${o.id_commande}`} download>
                  Télécharger la facture (PDF)
                </a>
              </p>
            )}
            {o.evenements.length > 0 && (
              <section aria-labelledby="suivi-commande">
                <h2 id="suivi-commande">Suivi</h2>
                <ol className={styles.list}>
                  {o.evenements.map((e, i) => (
                    <li key={i}>
                      {day(e.date)} — {e.note ?? e.statut}
                    </li>
                  ))}
                </ol>
              </section>
            )}
            {o.modifiable && (
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
            <ThankYouGiftSection orderId={o.id_commande} />
            <form action={reorderAction}>
              <input type="hidden" name="id_commande" value={o.id_commande} />
              <button type="submit" className={buttonClassName({})}>Commander à nouveau</button>
            </form>
            <ClaimSection order={o} />
          </>
        );
      }}
    </AccountPage>
  );
}
