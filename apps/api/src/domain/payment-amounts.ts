// Money rules of payment: what is authorised at checkout, what may be captured after weighing, what a refund may be.

/** Default margin on the variable-weight part (PRODUCT.md: +15 %), in basis points. */
export const VARIABLE_WEIGHT_MARGIN_BP = 1500;

/** Above this amount the sandbox (like most French issuers) asks for 3-D Secure. */
export const CHALLENGE_THRESHOLD_CENTS = 3000;

/** The total plus the margin on the variable-weight part, rounded up to the cent so the final weight always fits. */
export function authorisationCents(totalCents: number, variableWeightCents: number, marginBp = VARIABLE_WEIGHT_MARGIN_BP): number {
  if (totalCents < 0 || variableWeightCents < 0) throw new RangeError("amounts must be non-negative");
  return totalCents + Math.ceil((variableWeightCents * marginBp) / 10_000);
}

export type CaptureCheck = { ok: true; cents: number } | { ok: false; reason: string };

/** A capture takes what was weighed, never more than the authorisation and never a negative or zero amount. */
export function checkCapture(finalCents: number, authorisedCents: number): CaptureCheck {
  if (!Number.isInteger(finalCents) || finalCents <= 0) return { ok: false, reason: "Le montant final doit être positif." };
  if (finalCents > authorisedCents) {
    return {
      ok: false,
      reason: `Le montant final (${(finalCents / 100).toFixed(2)} €) dépasse l'autorisation (${(authorisedCents / 100).toFixed(2)} €).`,
    };
  }
  return { ok: true, cents: finalCents };
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
