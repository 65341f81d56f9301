// French wording of an order's history for its customer: the tracking steps on the order page, whatever was
// recorded (raw status codes, payment method codes, amounts written with a dot by older code).
import type { OrderStatus } from "./order-status.ts";

const METHOD_LABELS: Record<string, string> = { card: "carte bancaire", sepa: "prélèvement SEPA", phone: "paiement par téléphone" };

/** « carte bancaire », « prélèvement SEPA », « paiement par téléphone »; an unknown code is shown as it is. */
export const paymentMethodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

const STEP_LABELS: Record<OrderStatus, string> = {
  pending_payment: "En attente de paiement",
  placed: "Commande validée",
  preparing: "En préparation",
  out_for_delivery: "En cours de livraison",
  delivered: "Livrée",
  cancelled: "Annulée",
};

/** « 79,15 € »: a French decimal comma and a no-break space before the euro sign. */
export const euroAmountText = (cents: number): string =>
  `${new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100).replace(/\u202f/g, "\u00a0")}\u00a0€`;

/**
 * One tracking step as the customer reads it: the note recorded with the step when there is one (its method code
 * and dotted amounts put into French), otherwise the step's status in words.
 */
export function orderEventLabel(event: { statut: string; note: string | null }): string {
  const note = event.note?.trim();
  if (!note) return STEP_LABELS[event.statut as OrderStatus] ?? event.statut;
  return note
    .replace(/^Commande passée \((card|sepa|phone)\)/, (_, method: string) => `Commande passée (${paymentMethodLabel(method)})`)
    .replace(/\b(\d+)\.(\d{2}) ?€/g, (_, units: string, decimals: string) => euroAmountText(Number(units) * 100 + Number(decimals)));
}
