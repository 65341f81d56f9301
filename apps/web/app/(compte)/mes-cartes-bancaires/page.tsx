// Saved cards: the provider's tokens, with default choice and deletion (confirmed in DELETE_CARD once scripts run);
// SEPA mandates, with their revocation confirmed on this page first (`?revoquer=id`), scripts or not (ADR 0062).
import type { Metadata } from "next";
import Link from "next/link";
import { frenchLongDate, mesCB, pageErrorMessage, type SepaMandateView } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { AccountPage } from "@/features/account/account-parts";
import { callApi } from "@/lib/api/client";
import { revokeMandateAction, updateCardAction } from "@/features/orders/actions";
import { ErrorBanner } from "@/features/orders/order-parts";
import { DeleteCardForm } from "@/features/orders/payment-forms";
import { ViewLink } from "@/ui/modal/view-link";
import styles from "@/features/orders/orders.module.css";
import { buttonClassName } from "@/ui/button/button";
import { RouteNotice } from "@/ui/focus/route-notice";
import { savedCardLine } from "@/features/orders/saved-card-text";

export const metadata: Metadata = { title: "Mes cartes bancaires", robots: { index: false } };

type Search = { erreur?: string; ajout?: string; suppression?: string; revoquer?: string; revocation?: string };

export default async function Page({ searchParams }: { searchParams: Promise<Search> }) {
  const { erreur, ajout, suppression, revoquer, revocation } = await searchParams;
  return (
    <AccountPage path="/mes-cartes-bancaires" title="Mes cartes bancaires">
      {async () => {
        const result = await callApi(mesCB, {});
        const cards = result.ok ? result.data.cartes : [];
        const mandates = result.ok ? result.data.mandats : [];
        // Only one of the customer's own active mandates can be asked about; any other id is said to be unknown.
        const toRevoke = revoquer ? mandates.find((m) => String(m.id_mandat) === revoquer) : undefined;
        const unknownMandate = result.ok && revoquer !== undefined && !toRevoke;
        return (
          <>
            <ErrorBanner message={pageErrorMessage(unknownMandate ? "mandat_revocation" : erreur) ?? (result.ok ? undefined : result.message)} />
            {ajout && <RouteNotice className={styles.notice}>Votre carte est enregistrée.</RouteNotice>}
            {suppression && <RouteNotice className={styles.notice}>Votre carte est supprimée.</RouteNotice>}
            {revocation && (
              <RouteNotice className={styles.notice}>
                Votre mandat de prélèvement est révoqué&nbsp;: il ne servira plus à aucune nouvelle commande. Les commandes déjà passées avec
                lui restent prélevées à leur préparation, comme annoncé.
              </RouteNotice>
            )}
            {toRevoke && <RevokeConfirmation mandate={toRevoke} />}
            {cards.length === 0 ? (
              <p>Aucune carte enregistrée.</p>
            ) : (
              <ul className={styles.list}>
                {cards.map((card) => (
                  <li key={card.id_empreinte} className={styles.row}>
                    <span>
                      {savedCardLine(card)}
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
            <section aria-labelledby="mandats-sepa">
              <h2 id="mandats-sepa">Mes mandats de prélèvement SEPA</h2>
              {mandates.length === 0 ? (
                <p>Aucun mandat de prélèvement en cours. Vous en signez un sur la page de paiement, en choisissant le prélèvement SEPA.</p>
              ) : (
                <ul className={styles.list}>
                  {mandates.map((m) => (
                    <li key={m.id_mandat} className={styles.row}>
                      <span>
                        <MandateText mandate={m} />
                      </span>
                      <Link
                        href={`/mes-cartes-bancaires?revoquer=${m.id_mandat}#revoquer-mandat`}
                        className={buttonClassName({ variant: "secondary", size: "small" })}
                        aria-label={`Révoquer le mandat ${m.reference}`}
                      >
                        Révoquer
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            {result.ok && result.data.mandats_revoques.length > 0 && (
              // Mandates that can no longer pay, and why: a debit her bank sent back may have ended one (ADR 0129).
              <section aria-labelledby="mandats-revoques">
                <h2 id="mandats-revoques">Mandats révoqués</h2>
                <ul className={styles.list}>
                  {result.data.mandats_revoques.map((m) => (
                    <li key={m.id_mandat}>
                      <MandateText mandate={m} />. Révoqué le {m.revoque_le ? frenchLongDate(new Date(m.revoque_le)) : ""}
                      {m.motif_revocation ? <>. {typesetFrench(m.motif_revocation)}</> : <>, à votre demande.</>}
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        );
      }}
    </AccountPage>
  );
}

/** A mandate as the customer signed it: its unique reference (RUM), the account, the holder, the date and place. */
function MandateText({ mandate: m }: { mandate: SepaMandateView }) {
  return (
    <>
      Mandat <strong>{m.reference}</strong> (référence unique du mandat) — compte {m.iban_masque} ({m.titulaire}), signé le{" "}
      {frenchLongDate(new Date(m.signe_le))}
      {m.lieu_signature && <> à {m.lieu_signature}</>}
      {m.bic && m.adresse_debiteur && (
        <>
          , banque {m.bic}, titulaire domicilié {m.adresse_debiteur}
        </>
      )}
    </>
  );
}

/**
 * The step before revoking, a page of its own so that it works without scripts: what stops (new orders) and what
 * does not (the debits of orders already placed with it, named), then the one button that revokes.
 */
function RevokeConfirmation({ mandate: m }: { mandate: SepaMandateView }) {
  const pending = m.commandes_a_prelever;
  return (
    <section id="revoquer-mandat" aria-labelledby="revoquer-mandat-titre" tabIndex={-1}>
      <h2 id="revoquer-mandat-titre">Révoquer le mandat {m.reference}&#8239;?</h2>
      <p>
        <MandateText mandate={m} />.
      </p>
      <p>
        Une fois révoqué, ce mandat ne pourra plus payer aucune nouvelle commande. Pour payer à nouveau par prélèvement, vous
        signerez un nouveau mandat sur la page de paiement.
      </p>
      <p>
        {pending.length === 0
          ? "Aucune commande déjà passée n'attend de prélèvement sur ce mandat."
          : `${pending.length === 1 ? `La commande n° ${pending[0]}, déjà passée avec ce mandat, reste prélevée à sa préparation` : `Les commandes n° ${pending.join(", ")}, déjà passées avec ce mandat, restent prélevées à leur préparation`}, comme annoncé dans le courriel de confirmation : la révocation vaut pour les nouvelles commandes. Pour ne pas être prélevé d'une commande déjà passée, demandez son annulation à notre service client.`}
      </p>
      <form action={revokeMandateAction} className={styles.actions}>
        <input type="hidden" name="id_mandat" value={m.id_mandat} />
        <button type="submit" className={buttonClassName({})}>
          Confirmer la révocation
        </button>{" "}
        <Link href="/mes-cartes-bancaires" className={buttonClassName({ variant: "tertiary" })}>
          Garder ce mandat
        </Link>
      </form>
    </section>
  );
}
