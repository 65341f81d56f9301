"use client";
// Choosing the basket's delivery and billing addresses (ADRESSES view and address page): a real <form> posting to
// setAdresses. A failure shows the spec's "update-error" toast; unavailable products at the new address show the
// "produits-indispos" warning and open the INDISPO view with their substitutes.
import { useActionState, useEffect, useId, useRef } from "react";
import Link from "next/link";
import type { AddressView } from "@cabas/contracts";
import { useT } from "../../i18n/client.tsx";
import { Button } from "../../ui/button/button.tsx";
import { useModal } from "../../ui/modal/modal-context.ts";
import { useToast } from "../../ui/toast/toaster.tsx";
import { useScripted } from "../../ui/use-scripted.ts";
import styles from "../account/account.module.css";
import { chooseAddressesAction, deleteAddressAction, type ChooseState } from "./actions.ts";
import { IDLE } from "../account/form-state.ts";
import { addressLines } from "./address-lines.ts";
import { formAnswerProps } from "../../ui/focus/route-message.ts";
import { useBasket } from "../basket/basket-context.tsx";
import { typesetFrench } from "@cabas/contracts/french-typography";


export function AddressChoice({
  addresses,
  deliveryId,
  billingId,
  redirect,
  onDone,
}: {
  addresses: AddressView[];
  deliveryId: number | null;
  billingId: number | null;
  redirect?: string;
  onDone?: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const { openModal } = useModal();
  const { adopt } = useBasket();
  const name = useId();
  const [state, action, pending] = useActionState(chooseAddressesAction, IDLE as ChooseState);
  const shown = useRef<ChooseState | null>(null);
  // With JavaScript the INDISPO dialog says which products are missing; without, the page does.
  const scripted = useScripted();
  useEffect(() => {
    if (shown.current === state || state.status === "idle") return;
    shown.current = state;
    if (state.status === "error") {
      toast.error(t("update-error"));
      return;
    }
    // The basket now priced and stocked where it is delivered: the drawer and the basket page must not keep the
    // old perimeter's lines (an unavailable product would look orderable there).
    if (state.panier) adopt(state.panier);
    if (state.indispos?.length) {
      toast.warning(t("produits-indispos"));
      openModal("INDISPO", { indispos: state.indispos });
      return;
    }
    onDone?.();
  }, [state, t, toast, openModal, onDone, adopt]);

  const delivery = deliveryId ?? addresses.find((a) => a.livraison_defaut && a.livrable)?.id_adresse ?? null;
  const billing = billingId ?? addresses.find((a) => a.facturation_defaut)?.id_adresse ?? null;
  return (
    <form action={action} className={styles.form}>
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      {state.status === "error" && state.message && (
        <p role="alert" className={styles.formError} {...formAnswerProps}>
          {state.message}
        </p>
      )}
      {/* Without JavaScript no dialog opens: the page says which products and where to replace them. */}
      {state.status === "success" && state.indispos?.length && !scripted ? (
        <div role="status" className={styles.formError}>
          <p>
            {/* Typeset whole: « : » and the names inside « » keep their line. */}
            {typesetFrench(
              `${state.indispos.length === 1 ? "Ce produit de votre panier n'est pas disponible à cette adresse :" : `Ces ${state.indispos.length} produits de votre panier ne sont pas disponibles à cette adresse :`} ${state.indispos.map((p) => `« ${p.name} »`).join(", ")}.`,
            )}
          </p>
          <p>
            <Link href="/checkout/mon-panier#indispos">
              {state.indispos.length === 1 ? "Remplacez-le ou retirez-le" : "Remplacez-les ou retirez-les"} depuis votre panier
            </Link>
          </p>
        </div>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Adresse de livraison</legend>
        {addresses.map((a) => (
          <label key={a.id_adresse} className={styles.radio}>
            <input type="radio" name="id_adresse_liv" value={a.id_adresse} defaultChecked={delivery === a.id_adresse} disabled={!a.livrable} />
            <span>
              {a.libelle ? <strong>{a.libelle}&nbsp;: </strong> : null}
              {addressLines(a).slice(0, 3).join(", ")}
              {a.livrable ? "" : " (hors zone de livraison)"}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className={styles.fieldset} aria-describedby={`${name}-fac`}>
        <legend className={styles.label}>Adresse de facturation</legend>
        {addresses.map((a) => (
          <label key={a.id_adresse} className={styles.radio}>
            <input type="radio" name="id_adresse_fac" value={a.id_adresse} defaultChecked={billing === a.id_adresse} />
            <span>{addressLines(a).slice(0, 3).join(", ")}</span>
          </label>
        ))}
      </fieldset>
      <Button type="submit" size="big" loading={pending} fullWidth>
        Utiliser ces adresses
      </Button>
    </form>
  );
}

/** The deletion itself: the button of the address page's confirmation step (?supprimer=<id>). */
export function DeleteAddressForm({ address, redirect }: { address: AddressView; redirect: string }) {
  const [state, action, pending] = useActionState(deleteAddressAction, IDLE);
  return (
    <form action={action} className={styles.inlineForm}>
      <input type="hidden" name="id_adresse" value={address.id_adresse} />
      <input type="hidden" name="redirect" value={redirect} />
      <Button type="submit" loading={pending} aria-label={`Supprimer l'adresse ${address.adresse}`}>
        Supprimer
      </Button>
      {state.status === "error" && (
        <p role="alert" className={styles.error} {...formAnswerProps}>
          {state.message}
        </p>
      )}
    </form>
  );
}
