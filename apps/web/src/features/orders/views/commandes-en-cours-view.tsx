"use client";
// COMMANDES_EN_COURS view: the customer's orders not delivered yet, each linked to its page (where it can be
// edited until its cut-off), and the way to the full list.
import Link from "next/link";
import type { OrderSummary } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { OrderList } from "../order-parts.tsx";

export default function CommandesEnCoursView() {
  const state = useCall<{ commandes: OrderSummary[]; total: number }>("getCommande", { type: "en_cours", limit: 10 });
  return (
    <>
      <ModalTitle>Mes commandes en cours</ModalTitle>
      <ViewStatus state={state} />
      {state.status === "ready" && <OrderList orders={state.data.commandes} empty="Vous n'avez aucune commande en cours." />}
      <p>
        <Link href="/mes-commandes-en-cours">Voir toutes mes commandes en cours</Link>
      </p>
    </>
  );
}
