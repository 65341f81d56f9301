// An order's invoice, as the storefront serves it (/commande/{id}/facture): the PDF when there is one, else the
// order's page saying why in French (not yet delivered, cancelled, replaced), never the web-service's raw answer.

/** The storefront's address of an order's invoice (the route streams downloadFile's PDF). */
export const invoicePath = (orderId: number): string => `/commande/${orderId}/facture`;

/** The storefront's address of an order's rectifying invoice (ADR 0127), streamed by downloadFile t=rectificative. */
export const rectifyingInvoicePath = (orderId: number): string => `/commande/${orderId}/facture-rectificative`;

/** Why an order's page has no rectifying invoice to give (?erreur=facture-rectificative). */
export const RECTIFYING_INVOICE_MISSING = "Pas de facture rectificative pour cette commande\u00A0: sa facture n'a rien à corriger.";

/**
 * Where a refused invoice sends the shopper: the order's page, which says why (someone else's order answers its 404
 * page there); signed out, the page asks to sign in first; the web-service out of reach is said as such.
 */
export function invoiceRefusalPath(orderId: string, status: number | null, document: "facture" | "facture-rectificative" = "facture"): string {
  if (status === null || status >= 500) return `/commande/${orderId}?erreur=indisponible`;
  if (status === 401) return `/commande/${orderId}`;
  return `/commande/${orderId}?erreur=${document}`;
}

/** Why an order has no invoice (?erreur=facture on its page): not delivered yet, cancelled, or replaced by its modification. */
export function invoiceMissingText(order: { statut: string; remplacement: { par: number } | null }): string {
  if (order.remplacement)
    return `Pas de facture pour cette commande\u00A0: elle a été remplacée par votre modification, la commande n°\u00A0${order.remplacement.par}, dont la facture est établie à sa livraison.`;
  if (order.statut === "cancelled") return "Pas de facture pour cette commande\u00A0: elle a été annulée, rien ne vous est facturé.";
  return "Pas encore de facture pour cette commande\u00A0: elle est établie à sa livraison.";
}
