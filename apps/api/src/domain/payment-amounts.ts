// Money rules of payment: what is authorised at checkout, what may be captured after weighing, what a refund may be.
import { euroAmountText } from "./order-labels.ts";

/** Default margin on the variable-weight part (PRODUCT.md: +15 %), in basis points. */
export const VARIABLE_WEIGHT_MARGIN_BP = 1500;

/** Above this amount the sandbox (like most French issuers) asks for 3-D Secure. */
export const CHALLENGE_THRESHOLD_CENTS = 3000;

/** The total plus the margin on the variable-weight part, rounded up to the cent so the final weight always fits. */
export function authorisationCents(totalCents: number, variableWeightCents: number, marginBp = VARIABLE_WEIGHT_MARGIN_BP): number {
  if (totalCents < 0 || variableWeightCents < 0) throw new RangeError("amounts must be non-negative");
  return totalCents + Math.ceil((variableWeightCents * marginBp) / 10_000);
}

/** What the order's payment can take at most: a card's authorisation, or what was taken by phone (ADR 0055). */
export type PaymentCeiling = { cents: number; kind: "authorisation" | "phone" };

const CEILING_WORDS: Record<PaymentCeiling["kind"], string> = { authorisation: "l'autorisation", phone: "ce qui a été réglé par téléphone" };

/**
 * What the customer pays for the weighed order: `billedCents` what was weighed, never more than the ceiling;
 * `offeredCents` what was weighed above it, given to the customer when staff bill the ceiling on purpose (`cap`).
 */
export type WeighedSettlement = { ok: true; billedCents: number; offeredCents: number } | { ok: false; reason: string };

/**
 * The customer never pays more than the payment's ceiling (PRODUCT.md: the authorisation covers the estimate plus
 * its margin). Weighed above it, the order is refused unless staff choose to bill the ceiling (`cap`): the real
 * weight is then kept and the difference offered, rather than a false weight typed or the order cancelled.
 * Weighed at or below 0 (benefits covered more than the weighed goods, ADR 0072), nothing is billed: a voucher gives
 * no change, and no payment means is ever credited by a weighing.
 */
export function settleWeighedAmount(weighedCents: number, ceiling: PaymentCeiling, cap = false): WeighedSettlement {
  if (!Number.isInteger(weighedCents)) return { ok: false, reason: "Le montant final doit être un nombre entier de centimes." };
  if (weighedCents <= 0) return { ok: true, billedCents: 0, offeredCents: 0 };
  if (weighedCents <= ceiling.cents) return { ok: true, billedCents: weighedCents, offeredCents: 0 };
  if (cap) return { ok: true, billedCents: ceiling.cents, offeredCents: weighedCents - ceiling.cents };
  const words = CEILING_WORDS[ceiling.kind];
  return {
    ok: false,
    reason:
      `Le montant final (${euroAmountText(weighedCents)}) dépasse ${words} (${euroAmountText(ceiling.cents)}). ` +
      `Vérifiez les poids, ou facturez ${euroAmountText(ceiling.cents)} (la case « facturer ce montant » de l'écran de l'entrepôt, ou --cap) : le poids réel est noté et la différence offerte au client.`,
  };
}

/** A refund returns at most what was captured. */
export function refundableCents(capturedCents: number, alreadyRefundedCents: number): number {
  return Math.max(0, capturedCents - alreadyRefundedCents);
}

/** Final price of a variable-weight line from its weighed grams and its price per kilo. */
export const weighedLineCents = (grams: number, pricePerKgCents: number): number => Math.round((grams * pricePerKgCents) / 1000);

/** Loyalty euros earned on a delivered order: the perimeter's rate on the goods actually paid. */
export const loyaltyCreditCents = (paidGoodsCents: number, rateBp: number): number => Math.floor((Math.max(0, paidGoodsCents) * rateBp) / 10_000);

export const needsChallenge = (amountCents: number): boolean => amountCents > CHALLENGE_THRESHOLD_CENTS;
