// Adding a card: the number is typed on the payment provider's form (posted to the provider, not to Cabas);
// the provider sends back a token (id_empreinte) that Cabas saves with addCB.
import type { Metadata } from "next";
import { pageErrorMessage } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import { addCardAction } from "@/features/orders/actions";
import { ErrorBanner } from "@/features/orders/order-parts";
import { ProviderCardForm } from "@/features/orders/provider-card-form";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";
import { RouteNotice } from "@/ui/focus/route-notice";

export const metadata: Metadata = { title: "Ajouter une carte bancaire", robots: { index: false } };

export default async function Page({ searchParams }: { searchParams: Promise<{ erreur?: string; id_empreinte?: string }> }) {
  const { erreur, id_empreinte } = await searchParams;
  return (
    <AccountPage path="/cartes-bancaires" title="Ajouter une carte bancaire">
      {() => (
        <>
          <ErrorBanner message={pageErrorMessage(erreur)} />
          {id_empreinte && /^[A-Za-z0-9_-]{8,100}$/.test(id_empreinte) ? (
            <form action={addCardAction} className={styles.form}>
              <RouteNotice className={styles.notice}>
                Votre carte est vérifiée par notre prestataire de paiement.
              </RouteNotice>
              <input type="hidden" name="id_empreinte" value={id_empreinte} />
              <label>
                Nom de la carte (facultatif)
                <input name="libelle_carte" maxLength={40} />
              </label>
              <label className={styles.checkbox}>
                <input type="checkbox" name="par_defaut" value="1" /> En faire ma carte par défaut
              </label>
              <button type="submit" className={buttonClassName({})}>Enregistrer cette carte</button>
            </form>
          ) : (
            <ProviderCardForm />
          )}
        </>
      )}
    </AccountPage>
  );
}
