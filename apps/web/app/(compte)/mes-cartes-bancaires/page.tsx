// Saved cards: the provider's tokens, with default choice and deletion (confirmed in DELETE_CARD once scripts run).
import type { Metadata } from "next";
import { mesCB, pageErrorMessage } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { updateCardAction } from "@/features/orders/actions";
import { ErrorBanner } from "@/features/orders/order-parts";
import { DeleteCardForm } from "@/features/orders/payment-forms";
import { ViewLink } from "@/ui/modal/view-link";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Mes cartes bancaires", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ erreur?: string; ajout?: string; suppression?: string }> }) {
  const { erreur, ajout, suppression } = await searchParams;
  return (
    <AccountPage path="/mes-cartes-bancaires" title="Mes cartes bancaires">
      {async () => {
        const result = await callApi(mesCB, {});
        const cards = result.ok ? result.data.cartes : [];
        return (
          <>
            <ErrorBanner message={pageErrorMessage(erreur) ?? (result.ok ? undefined : result.message)} />
            {ajout && <RouteNotice className={styles.notice}>Votre carte est enregistrée.</RouteNotice>}
            {suppression && <RouteNotice className={styles.notice}>Votre carte est supprimée.</RouteNotice>}
            {cards.length === 0 ? (
              <p>Aucune carte enregistrée.</p>
            ) : (
              <ul className={styles.list}>
                {cards.map((card) => (
                  <li key={card.id_empreinte} className={styles.row}>
                    <span>
                      {card.libelle_carte} — {card.marque.toUpperCase()} •••• {card.derniers_chiffres}, expire {card.expiration}
                      {card.expiree && " (expirée)"}
                      {card.par_defaut && " — par défaut"}
                    </span>
                    {!card.par_defaut && (
                      <form action={updateCardAction}>
                        <input type="hidden" name="id_empreinte" value={card.id_empreinte} />
                        <button type="submit" className={buttonClassName({ variant: "tertiary", size: "small" })}>Carte par défaut</button>
                      </form>
                    )}
                    <DeleteCardForm card={card} />
                  </li>
                ))}
              </ul>
            )}
            <ViewLink href="/cartes-bancaires" target={{ view: "ADD_CARD" }} className={buttonClassName({})}>
              Ajouter une carte
            </ViewLink>
          </>
        );
      }}
    </AccountPage>
  );
}
