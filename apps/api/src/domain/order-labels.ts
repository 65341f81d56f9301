// French wording of an order's history for its customer: the tracking steps on the order page, whatever was
// recorded (raw status codes, and the payment method codes and dotted amounts older code wrote in its notes).
import { orderStatusLabel, type OrderStatus } from "./order-status.ts";

const METHOD_LABELS: Record<string, string> = { card: "carte bancaire", sepa: "prélèvement SEPA", phone: "paiement par téléphone" };

/** « carte bancaire », « prélèvement SEPA », « paiement par téléphone »; an unknown code is shown as it is. */
export const paymentMethodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

/** The note of a new order's first step, written in French as its customer reads it: « Commande passée (carte bancaire) ». */
export const orderPlacedNote = (method: string): string => `Commande passée (${paymentMethodLabel(method)})`;

const euroFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 79,15 € »: a French decimal comma and a no-break space before the euro sign. */
export const euroAmountText = (cents: number): string => `${euroFormat.format(cents / 100).replace(/\u202f/g, "\u00a0")}\u00a0€`;

/** A step recorded without a note: its status in words, as a sentence starts (« Livrée »); an unknown code as it is. */
function stepLabel(status: string): string {
  const words: string | undefined = orderStatusLabel(status as OrderStatus);
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}

/**
 * One tracking step as the customer reads it: the note recorded with the step when there is one (the method code
 * and dotted amounts of notes written by older code put into French), otherwise the step's status in words.
 */
export function orderEventLabel(event: { statut: string; note: string | null }): string {
  const note = event.note?.trim();
  if (!note) return stepLabel(event.statut);
  return note
    .replace(/^Commande passée \((card|sepa|phone)\)/, (_, method: string) => orderPlacedNote(method))
    .replace(/\b(\d+)\.(\d{2}) ?€/g, (_, units: string, decimals: string) => euroAmountText(Number(units) * 100 + Number(decimals)));
}
