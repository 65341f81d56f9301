// Returned SEPA debits (ADR 0129): the debtor's bank sends a debit back, with an ISO 20022 reason code, either before
// settlement (« rejet ») or after (« retour »). What each reason means for the customer, and whether the mandate
// may still be used, are decided here.
import { normaliseIban } from "./iban.ts";

export type SepaReturnKind = "rejet" | "retour";

/**
 * The reason families Cabas treats differently: the account had not the funds (the mandate stands, the next debit may
 * pass), the account is closed (no debit on it can pass again), the debtor disputes the mandate or the debit (she
 * withdrew her consent through her bank: Cabas must present no further debit on it, SEPA Core rulebook), or a code
 * Cabas does not know (the mandate is kept: nothing says it is dead, and a wrong revocation would refuse her orders).
 */
export type SepaReturnFamily = "provision" | "compte" | "contestation" | "autre";

const REASONS: Record<string, { family: SepaReturnFamily; text: string }> = {
  AM04: { family: "provision", text: "provision insuffisante" },
  AC04: { family: "compte", text: "compte clôturé" },
  MD01: { family: "contestation", text: "mandat non reconnu par le titulaire du compte" },
  MD06: { family: "contestation", text: "remboursement demandé par le titulaire du compte" },
  MS02: { family: "contestation", text: "prélèvement refusé par le titulaire du compte" },
};

/** An ISO 20022 reason code as banks send it: two letters and two digits. */
export const isSepaReturnCode = (code: string): boolean => /^[A-Z]{2}[0-9]{2}$/.test(code);

export const sepaReturnFamily = (code: string): SepaReturnFamily => REASONS[code]?.family ?? "autre";

/** « provision insuffisante (AM04) »: what the mail, the order page and customer service read. */
export const sepaReturnReasonText = (code: string): string => `${REASONS[code]?.text ?? "motif communiqué par la banque"} (${code})`;

/** A closed account and a disputed mandate end the mandate; insufficient funds and an unknown code do not. */
export const sepaReturnRevokesMandate = (code: string): boolean => {
  const family = sepaReturnFamily(code);
  return family === "compte" || family === "contestation";
};

/** Why the mandate was revoked, as its account page shows it. */
export const sepaReturnRevocationText = (code: string, kind: SepaReturnKind, orderId: number): string =>
  `Votre banque a ${kind === "rejet" ? "rejeté" : "retourné"} le prélèvement de la commande n° ${orderId} : ${sepaReturnReasonText(code)}.`;

/** The customer service number that takes the amount due by card (the shop's legal notice gives it too). */
export const CUSTOMER_SERVICE_PHONE = "01 86 95 00 00";

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

/** The order's history step: what came back, why, and what it leaves due. */
export const sepaReturnNote = (cents: number, code: string, kind: SepaReturnKind): string =>
  `Prélèvement de ${euro(cents)} ${kind === "rejet" ? "rejeté" : "retourné"} par la banque : ${sepaReturnReasonText(code)}. Montant dû : ${euro(cents)}.`;

/**
 * The order's history step of a debit returned after the order was cancelled and refunded (ADR 0130): the customer
 * owes nothing (the order is cancelled), what came back is said plainly; the team checks the refund.
 */
export const sepaReturnAfterRefundNote = (cents: number, code: string, kind: SepaReturnKind): string =>
  `Prélèvement de ${euro(cents)} ${kind === "rejet" ? "rejeté" : "retourné"} par la banque après l'annulation de la commande : ${sepaReturnReasonText(code)}. Rien n'est dû.`;

/** The order's history step of a reminder sent (ADR 0130): « Rappel 2 sur 3 du montant dû de 42,10 € envoyé par e-mail ». */
export const sepaReturnReminderNote = (cents: number, step: number, of: number): string =>
  `Rappel ${step} sur ${of} du montant dû de ${euro(cents)} envoyé par e-mail`;

/** The order's history step once the amount due was paid to customer service. */
export const sepaReturnPaidNote = (cents: number): string => `Montant dû de ${euro(cents)} réglé par carte auprès du service client`;

/** The order's history step once the customer paid the amount due online by card (ADR 0129, amendment). */
export const sepaReturnPaidOnlineNote = (cents: number): string => `Montant dû de ${euro(cents)} réglé par carte en ligne`;

/** Who recorded the payment (`payments.return_paid_by`) when the customer paid online, where an adviser puts her name. */
export const RETURN_PAID_ONLINE_BY = "Client, par carte en ligne";

/**
 * How the customer settles the amount due: by card online from the order's page (ADR 0129, amendment), or by card
 * over the phone, as an order paid by phone is (ADR 0055).
 */
export const sepaReturnSettlementText = (cents: number): string =>
  `Pour régler les ${euro(cents)} dus par carte bancaire, utilisez le bouton « Régler ${euro(cents)} par carte » de la page de votre commande, ` +
  `ou appelez notre service client au ${CUSTOMER_SERVICE_PHONE} (appel non surtaxé, du lundi au samedi de 8 h à 20 h).`;

/** The merchant reference of an online card payment of a returned debit: the returned payment's id, marked. */
const RETURN_CARD_PREFIX = "impaye-";
export const returnedDebitCardReference = (paymentId: number): string => `${RETURN_CARD_PREFIX}${paymentId}`;
/** The returned payment's id a provider's event is about, or null for any other payment (a checkout's). */
export function returnedDebitPaymentIdOf(merchantReference: string): number | null {
  const match = /^impaye-([1-9][0-9]{0,9})$/.exec(merchantReference);
  return match ? Number(match[1]) : null;
}

/**
 * Why the customer cannot pay a returned debit online now, or null when she can: nothing came back, or it is paid
 * already (online, or to customer service).
 */
export function returnedDebitCardRefusal(orderId: number, payment: { returnedAt: Date | null; returnPaidAt: Date | null } | null): string | null {
  if (!payment?.returnedAt) return `La commande n°\u00A0${orderId} n'a aucun montant dû : rien à régler.`;
  if (payment.returnPaidAt) return `Le montant dû de la commande n°\u00A0${orderId} est déjà réglé : rien à régler.`;
  return null;
}

/**
 * The sandbox's test IBANs whose debits come back (README, « Paying in the sandbox »): one per reason, each a valid
 * French IBAN (RIB key and mod-97). Any other valid IBAN is debited normally.
 */
export const SANDBOX_RETURN_IBANS: Readonly<Record<string, string>> = {
  FR7630006000010000000040116: "AC04",
  FR7630006000010000000040213: "AM04",
  FR7630006000010000000040310: "MD01",
  FR7630006000010000000040407: "MD06",
  FR7630006000010000000040504: "MS02",
};

/** The reason code the sandbox sends a debit on this IBAN back with; null for an account that pays. */
export function sandboxReturnCode(iban: string): string | null {
  const normalised = normaliseIban(iban);
  return (normalised && SANDBOX_RETURN_IBANS[normalised]) ?? null;
}

/**
 * Whether the sandbox sends the debit back before settlement or after: no funds or no account are found when the
 * debit is presented (a « rejet »); a dispute comes from the debtor once the debit is on her statement (a « retour »).
 */
export const sandboxReturnKind = (code: string): SepaReturnKind => (sepaReturnFamily(code) === "contestation" ? "retour" : "rejet");
