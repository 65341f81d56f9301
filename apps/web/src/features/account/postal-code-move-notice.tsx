"use client";
// After a change of postal code moved the basket (ADR 0064): the page's basket shows the new perimeter's prices at
// once, and products not delivered there get the "produits-indispos" warning and the INDISPO view — without
// JavaScript, the page names them and links to the basket, where they can be replaced (as address-choice.tsx does).
import { useEffect, useRef } from "react";
import Link from "next/link";
import type { UnavailableProduct, Basket } from "@cabas/contracts";
import { useT } from "../../i18n/client.tsx";
import { useModal } from "../../ui/modal/modal-context.ts";
import { useToast } from "../../ui/toast/toaster.tsx";
import { useScripted } from "../../ui/use-scripted.ts";
import { useBasket } from "../basket/basket-context.tsx";
import styles from "./account.module.css";
import { typesetFrench } from "@cabas/contracts/french-typography";

type MovedState = { status: string; indispos?: UnavailableProduct[]; panier?: Basket };

export function PostalCodeMoveNotice({
  state,
  redirect,
  inline,
}: {
  state: MovedState;
  redirect: string;
  inline?: boolean;
}) {
  const t = useT();
  const toast = useToast();
  const { openModal } = useModal();
  const { adopt } = useBasket();
  const scripted = useScripted();
  const shown = useRef<MovedState | null>(null);
  useEffect(() => {
    if (shown.current === state || state.status !== "success") return;
    shown.current = state;
    if (state.panier) adopt(state.panier);
    if (state.indispos?.length) {
      toast.warning(t("produits-indispos"));
      openModal("INDISPO", { indispos: state.indispos });
    }
  }, [state, t, toast, openModal, adopt]);

  const missing = state.status === "success" ? (state.indispos ?? []) : [];
  // In the dialog the INDISPO view takes its place; on the page, the page says it (and where to go next).
  if (missing.length === 0 || (inline && scripted)) return null;
  return (
    <div role="status" className={styles.formError}>
      <p>
        {/* Typeset whole: « : » and the names inside « » keep their line. */}
        {typesetFrench(
          `${missing.length === 1 ? "Ce produit de votre panier n'est pas disponible à ce code postal :" : `Ces ${missing.length} produits de votre panier ne sont pas disponibles à ce code postal :`} ${missing.map((p) => `« ${p.name} »`).join(", ")}.`,
        )}
      </p>
      <p>
        <Link href="/checkout/mon-panier#indispos">
          {missing.length === 1 ? "Remplacez-le ou retirez-le" : "Remplacez-les ou retirez-les"} depuis votre panier
        </Link>
      </p>
      <p>
        <Link href={redirect}>Continuer mes achats</Link>
      </p>
    </div>
  );
}
