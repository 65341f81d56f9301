"use client";
// COMMANDE_DOWNLOAD view: an order's invoice as a PDF, served to its owner only by downloadFile.
import type { OrderDetail } from "@cabas/contracts";
import { ModalTitle } from "../../../ui/modal/views/view-parts.tsx";
import { useCall } from "../../catalogue/views/use-call.ts";
import { ViewStatus } from "../../catalogue/views/view-state.tsx";
import { formatEuros } from "../../../lib/format/price.ts";
import { invoicePath, rectifyingInvoicePath } from "../invoice-missing.ts";

export default function CommandeDownloadView({ id_commande }: { id_commande: number }) {
  const state = useCall<{ commande?: OrderDetail }>("getCommande", { id_commande });
  const order = state.status === "ready" ? state.data.commande : undefined;
  return (
    <>
      <ModalTitle>Facture de la commande n° {id_commande}</ModalTitle>
      <ViewStatus state={state} />
      {order && (
        <p>
          {order.libelle_tranche} — {order.libelle_statut} — {formatEuros(order.montant_final ?? order.total)}
        </p>
      )}
      <p>
        {/* The storefront's address: a refusal comes back as the order's page saying why, never as raw JSON. */}
        <a href={invoicePath(id_commande)}>Télécharger la facture (PDF)</a>
      </p>
      {/* The rectifying invoice that replaces it (ADR 0127), beside it as on the order's page. */}
      {order?.facture_rectificative && (
        <p>
          <a href={rectifyingInvoicePath(id_commande)}>Télécharger la facture rectificative n°&nbsp;{order.facture_rectificative.numero} (PDF)</a>
        </p>
      )}
    </>
  );
}
