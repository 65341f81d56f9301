// French wording of an order's history for its customer: the tracking steps on the order page, whatever was
// recorded (raw status codes, and the payment method codes and dotted amounts older code wrote in its notes).
import { ORDER_STATUSES } from "@cabas/db/schema";
import { customerOrderStatusLabel, orderStatusLabel, type OrderStatus } from "./order-status.ts";

const METHOD_LABELS: Record<string, string> = {
  card: "carte bancaire",
  sepa: "prélèvement SEPA",
  phone: "paiement par téléphone",
  // Nothing is charged (ADR 0072): said as plainly wherever a means of payment is named (invoice, history).
  benefits: "avantages (bons d'achat, cagnotte, euros fidélité), rien n'est débité",
};

/** « carte bancaire », « prélèvement SEPA », « paiement par téléphone »; an unknown code is shown as it is. */
export const paymentMethodLabel = (method: string): string => METHOD_LABELS[method] ?? method;

/** An order its benefits pay entirely, as its customer reads it on its page and in its e-mails (ADR 0072). */
export const PAID_BY_BENEFITS_TEXT = "Réglée par vos avantages (bons d'achat, cagnotte, euros fidélité) : rien n'est débité.";

/** A cancelled order its benefits paid: nothing to refund, the benefits themselves come back. */
export const BENEFITS_GIVEN_BACK_NOTE = "Rien n'avait été débité : vos bons d'achat et avantages vous sont rendus";

/** The note of a new order's first step, written in French as its customer reads it: « Commande passée (carte bancaire) ». */
export const orderPlacedNote = (method: string): string =>
  method === "benefits" ? "Commande passée, réglée par vos avantages : rien n'est débité" : `Commande passée (${paymentMethodLabel(method)})`;

const euroFormat = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** « 79,15 € »: a French decimal comma and a no-break space before the euro sign. */
export const euroAmountText = (cents: number): string => `${euroFormat.format(cents / 100).replace(/\u202f/g, "\u00a0")}\u00a0€`;

/** « −3,62 € »: a deduction with the minus sign (U+2212) against its figure, as the storefront writes it, not Intl's hyphen. */
export const signedEuroAmountText = (cents: number): string => (cents < 0 ? `\u2212${euroAmountText(-cents)}` : euroAmountText(Math.abs(cents)));

/**
 * A complement basket that followed its order's modification (ADR 0078), as the modification's e-mail and confirmation
 * page say it: what the customer was adding waits in the basket, to be paid before the cut-off to ride with the new order.
 */
export const followingComplementText = (replacedOrderId: number, replacementId: number, cutoffLabel: string): string =>
  `Les articles que vous ajoutiez à la commande n° ${replacedOrderId} sont toujours dans votre panier : validez-le jusqu'au ${cutoffLabel} pour qu'ils soient livrés avec la commande n° ${replacementId}, sans frais de livraison.`;

/** A step recorded without a note: its status in words, as a sentence starts (« Livrée »); an unknown code as it is. */
function stepLabel(status: string): string {
  const words: string | undefined = orderStatusLabel(status as OrderStatus);
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : status;
}

/** The note order-changes.ts writes on the order a modification replaced: « Remplacée par la commande n° N (modification) ». */
const REPLACED_NOTE = /^Remplacée par la commande n° (\d+)/;

/**
 * One step of an order as the activity page titles it: « Commande n° 10000004 livrée »; the step that cancelled an
 * order its modification replaced reads as replaced (ADR 0115), not « annulée ». An unknown status is shown as it is.
 */
export function orderStepTitle(orderId: number, status: string, note: string | null): string {
  if (!(ORDER_STATUSES as readonly string[]).includes(status)) return `Commande n° ${orderId} ${status}`;
  const replacedBy = status === "cancelled" ? REPLACED_NOTE.exec(note ?? "")?.[1] : undefined;
  return `Commande n° ${orderId} ${customerOrderStatusLabel(status as OrderStatus, replacedBy ? Number(replacedBy) : null)}`;
}

/** The customer's words for a refused capture: the order goes back to be weighed and charged again. */
export const captureRefusedNote = (reason: string): string => `Encaissement refusé par la banque (${reason}) : votre commande sera pesée et encaissée à nouveau`;

/** An authorisation the provider would not release: customer service releases it by hand. */
export const authorisationToReleaseNote = (reason: string): string => `Autorisation de paiement à libérer par notre service client (${reason})`;

/** The step after a successful capture: only then is the money said to be taken. */
export const capturedNote = (cents: number): string => `${euroAmountText(cents)} encaissés`;

/** A phone order its benefits pay on the estimate, confirmed by an adviser without taking any money (ADR 0079). */
export const NOTHING_TAKEN_BY_PHONE_NOTE = "Commande confirmée par téléphone : rien à régler, vos avantages couvrent la commande";

/** A phone payment staff took (ADR 0055). */
export const phonePaymentNote = (cents: number): string => `Paiement par téléphone reçu : ${euroAmountText(cents)}`;

/** A cancelled order paid by phone: the money goes back on the card it came from. */
export const phoneRefundNote = (cents: number): string =>
  `Commande annulée : les ${euroAmountText(cents)} réglés par téléphone vous seront remboursés sur votre carte par notre service client`;

/** A cancelled order whose card (or account, by SEPA) had been charged: the capture goes back where it came from (ADR 0069). */
export const paymentRefundNote = (cents: number, method: "card" | "sepa"): string =>
  `${euroAmountText(cents)} remboursés sur votre ${method === "sepa" ? "compte (prélèvement SEPA)" : "carte"}`;

/**
 * The weighing step as its customer reads it (ADR 0055): what was weighed and what is billed, the difference offered
 * when staff billed the payment's ceiling, and for a phone payment what was taken too much and went to the prize pot.
 * A card's amount is not said to be taken here: the capture comes after (capturedNote).
 */
export function weighingNote(w: { weighedCents: number; billedCents: number; ceiling: "authorisation" | "phone"; refundedToPotCents: number }): string {
  const billed = euroAmountText(w.billedCents);
  // The benefits cover the weighed order (ADR 0072): whatever was authorised is released, nothing is charged.
  if (w.billedCents === 0 && w.weighedCents <= 0) return "Pesée terminée : rien à payer, vos avantages règlent toute la commande";
  if (w.weighedCents > w.billedCents) {
    const which = w.ceiling === "phone" ? "le montant réglé par téléphone" : "le montant autorisé";
    return `Pesée terminée : ${euroAmountText(w.weighedCents)} pesés, ${billed} facturés (${which}) : la différence de ${euroAmountText(w.weighedCents - w.billedCents)} vous est offerte`;
  }
  if (w.ceiling === "authorisation") return `Pesée terminée : ${billed}`;
  if (w.refundedToPotCents > 0) return `Pesée terminée : ${billed} ; les ${euroAmountText(w.refundedToPotCents)} réglés en trop par téléphone sont remboursés dans votre cagnotte`;
  return `Pesée terminée : ${billed}, réglés par téléphone`;
}

/**
 * Notes older code wrote that said too much: « encaissés » at the weighing, before the capture (which the bank may
 * then refuse), and a provider's own words (English for the sandbox) in brackets.
 */
const OLDER_NOTES: [RegExp, string][] = [
  [/^Pesée terminée, (.+) encaissés$/, "Pesée terminée : $1"],
  [/^Encaissement refusé par la banque \(.*\) : préparation à refaire$/, "Encaissement refusé par la banque : votre commande sera pesée et encaissée à nouveau"],
  [/^Autorisation de paiement à libérer à la main \(.*\)$/, "Autorisation de paiement à libérer par notre service client"],
];

/**
 * One tracking step as the customer reads it: the note recorded with the step when there is one (the method code
 * and dotted amounts of notes written by older code put into French, their premature or foreign words left out),
 * otherwise the step's status in words.
 */
export function orderEventLabel(event: { statut: string; note: string | null }): string {
  const note = event.note?.trim();
  if (!note) return stepLabel(event.statut);
  const french = note
    .replace(/^Commande passée \((card|sepa|phone)\)/, (_, method: string) => orderPlacedNote(method))
    .replace(/\b(\d+)\.(\d{2}) ?€/g, (_, units: string, decimals: string) => euroAmountText(Number(units) * 100 + Number(decimals)));
  return OLDER_NOTES.reduce((text, [older, now]) => text.replace(older, now), french);
}
