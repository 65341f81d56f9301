// The customer's addresses: list, edit, delete (asked first on this page, ?supprimer=<id>, so that it works without
// JavaScript; with it, in a dialog), choose the basket's delivery and billing addresses, add one.
// Outside the (compte) group on purpose: its loading placeholder streams the page in with a script, and this
// page is on the purchase path, which must work before hydration and without JavaScript.
import { Fragment } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { outOfZoneAddressNote } from "@cabas/contracts";
import { AccountPage } from "@/features/account/account-parts";
import accountStyles from "@/features/account/account.module.css";
import { AddressChoice, DeleteAddressForm } from "@/features/addresses/address-choice";
import { deleteAddressAction } from "@/features/addresses/actions";
import { ADDRESS_DELETION_TITLE, addressDeletionMessage, deletionContextOf, deletionNotice } from "@/features/addresses/address-deletion";
import { BasketRefetch } from "@/features/basket/basket-refetch";
import { ConfirmStepLink } from "@/features/account/confirm-step-link";
import notepadStyles from "@/features/notepads/notepads.module.css";
import { buttonClassName } from "@/ui/button/button";
import { addressLines } from "@/features/addresses/address-lines";
import { AddressForm } from "@/features/addresses/address-form";
import { addressPrefillOf } from "@/features/addresses/address-prefill";
import { myAddresses } from "@/features/addresses/address-data";
import styles from "@/features/slots/slots.module.css";
import { firstParam, internalPath } from "@/lib/session/redirect-target";
import { RouteNotice } from "@/ui/focus/route-notice";

const PATH = "/mes-adresses";

export const metadata: Metadata = { title: "Mes adresses", robots: { index: false } };

const NOTICES: Record<string, string> = {
  ajoutee: "Adresse ajoutée.",
  modifiee: "Adresse modifiée.",
  supprimee: "Adresse supprimée.",
  choisie: "Adresses de votre panier enregistrées.",
};

/** The notice, and for a saved address Cabas does not deliver, that it cannot be delivered (the same words as the web-service's). */
function noticeText(notice: string, outOfZone: string | undefined): string {
  const saved = notice === "ajoutee" || notice === "modifiee";
  return saved && outOfZone && /^[0-9]{5}$/.test(outOfZone) ? `${NOTICES[notice]} ${outOfZoneAddressNote(outOfZone)}` : (NOTICES[notice] ?? "");
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const notice = Object.keys(NOTICES).find((k) => params[k]);
  const editId = Number.parseInt(firstParam(params.modifier) ?? "", 10);
  const deleteId = Number.parseInt(firstParam(params.supprimer) ?? "", 10);
  // The page that sent the shopper here (the checkout): kept through sign-in and the forms, and where choosing goes back.
  const retour = internalPath(firstParam(params.retour));
  const search = retour ? `?retour=${encodeURIComponent(retour)}` : "";
  const self = `${PATH}${search}`;
  return (
    <AccountPage path={PATH} search={search} title="Mes adresses" wide>
      {async (user) => {
        const result = await myAddresses();
        if (!result.ok) {
          return (
            <p role="alert" className={styles.error}>
              {result.message || "Vos adresses ne peuvent pas être affichées pour le moment."}
            </p>
          );
        }
        const { adresses, id_adresse_liv, id_adresse_fac } = result.data;
        const editing = adresses.find((a) => a.id_adresse === editId);
        const deleting = adresses.find((a) => a.id_adresse === deleteId);
        // What deleting an address would do to the basket and the defaults: said in the confirmation beforehand (ADR 0117, 0122).
        const contextOf = (a: (typeof adresses)[number]) => deletionContextOf(a, result.data);
        // After a deletion, what became of the basket, from the flags its redirect carries.
        const deleted = notice === "supprimee" ? deletionNotice(
                {
                  livraison: firstParam(params.livraison),
                  autre_zone: firstParam(params.autre_zone),
                  indispos: firstParam(params.indispos),
                  facturation: firstParam(params.facturation),
                  defaut_livraison: firstParam(params.defaut_livraison),
                  defaut_facturation: firstParam(params.defaut_facturation),
                },
                adresses,
              ) : null;
        // Keyed by the answer the address carries (each redirect writes a new one): the forms start afresh with it, no
        // earlier refusal left beside « Adresse ajoutée. ».
        return (
          <Fragment key={notice ? `${notice}-${firstParam(params[notice]) ?? ""}` : ""}>
            {notice && (
              <RouteNotice className={styles.hold} replaceable>
                {deleted ?? noticeText(notice, firstParam(params.hors_zone))}
                {deleted && params.indispos !== undefined && (
                  <>
                    {" "}
                    <Link href="/checkout/mon-panier#indispos">Voir mon panier</Link>
                  </>
                )}
              </RouteNotice>
            )}
            {/* The basket moved zone on the web-service: the layout's provider must read it again. */}
            {deleted && params.autre_zone !== undefined && <BasketRefetch />}
            {retour && (
              <p>
                <Link href={retour}>Continuer ma commande</Link>
              </p>
            )}
            {deleting && (
              <section id="suppression" className={notepadStyles.confirm} aria-labelledby="suppression-titre">
                <h2 id="suppression-titre">{ADDRESS_DELETION_TITLE}</h2>
                <p>{addressDeletionMessage(deleting, contextOf(deleting))}</p>
                <div className={notepadStyles.actions}>
                  <DeleteAddressForm address={deleting} redirect={self} />
                  <Link href={self} prefetch={false} className={buttonClassName({ variant: "secondary" })}>
                    Annuler
                  </Link>
                </div>
              </section>
            )}
            {adresses.length === 0 ? (
              <p>Vous n&apos;avez pas encore d&apos;adresse.</p>
            ) : (
              <ul className={styles.list} aria-label="Mes adresses">
                {adresses.map((a) => (
                  <li key={a.id_adresse} className={styles.item}>
                    <address style={{ fontStyle: "normal" }}>
                      {a.libelle && <strong>{a.libelle}</strong>}
                      {addressLines(a).map((line) => (
                        <span key={line} style={{ display: "block" }}>
                          {line}
                        </span>
                      ))}
                      {a.instructions && <span style={{ display: "block" }}>Instructions&nbsp;: {a.instructions}</span>}
                    </address>
                    <span>
                      <Link href={`${PATH}?${new URLSearchParams({ ...(retour ? { retour } : {}), modifier: String(a.id_adresse) })}#adresse-form`} aria-label={`Modifier l'adresse ${a.adresse}`}>
                        Modifier
                      </Link>{" "}
                      <ConfirmStepLink
                        href={`${PATH}?${new URLSearchParams({ ...(retour ? { retour } : {}), supprimer: String(a.id_adresse) })}#suppression`}
                        view="CONFIRM"
                        title={ADDRESS_DELETION_TITLE}
                        message={addressDeletionMessage(a, contextOf(a))}
                        confirmLabel="Supprimer"
                        action={deleteAddressAction}
                        fields={{ id_adresse: a.id_adresse, redirect: self }}
                        label={`Supprimer l'adresse ${a.adresse}`}
                      >
                        Supprimer
                      </ConfirmStepLink>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {adresses.length > 0 && (
              <section className={styles.section} aria-labelledby="adresses-panier">
                <h2 id="adresses-panier">Adresses de mon panier</h2>
                <div className={accountStyles.card}>
                  <AddressChoice addresses={adresses} deliveryId={id_adresse_liv} billingId={id_adresse_fac} redirect={retour ?? self} />
                </div>
              </section>
            )}
            <section className={styles.section} id="adresse-form" aria-labelledby="adresse-form-titre">
              <h2 id="adresse-form-titre">{editing ? "Modifier l'adresse" : "Ajouter une adresse"}</h2>
              <div className={accountStyles.card}>
                <AddressForm key={editing?.id_adresse ?? "new"} address={editing} prefill={addressPrefillOf(user)} redirect={self} />
              </div>
            </section>
          </Fragment>
        );
      }}
    </AccountPage>
  );
}
