// An order's amounts once weighed: the basket's one totals function (ADR 0008) run again on the weighed lines with the
// order's terms as placed, so every share of the goods (the Amex discount, a percentage code) follows the weighing
// with the basket's own rounding, while the fee, the code's condition and the benefits spent stay those agreed (ADR 0073).
import { AMEX_DISCOUNT } from "./basket-benefits.ts";
import { MIX_MATCH_TOTAL_KEY } from "./order-amounts.ts";
import { computeBasketTotals, type AdvantageCodeRule, type TotalsInput, type TotalsLine, type TotalsResult } from "./basket-totals.ts";

export type PlacedOrderTerms = {
  /** The order's lines as placed; a weighed line carries its `weighedGrams`. */
  lines: readonly TotalsLine[];
  /** The basket's totals when the order was placed (cents), as the order stores them. */
  totals: Readonly<Record<string, number>>;
  /** Delivery fee plus express surcharge, as the order stores them. */
  feeCents: number;
  /** Loyalty euros spent on the order. */
  eurofidCents: number;
  /** What the order's packs took off, on the estimate: a pack's price is the one agreed when ordering. */
  packDiscountCents: number;
  /** The Amex discount was on the basket and the order is paid with the Amex card (ADR 0056). */
  amex: boolean;
  /** The advantage code the basket carried, if any (it may have given nothing when the order was placed). */
  code: AdvantageCodeRule | null;
};

const TERMS_CHECKED = ["total_marchandise", "total_remises", "total_euro"] as const;

function totalsInput(terms: PlacedOrderTerms, lines: readonly TotalsLine[], code: AdvantageCodeRule | null): TotalsInput {
  const cents = (key: string) => Math.max(0, Math.round(terms.totals[key] ?? 0));
  const express = Math.min(cents("frais_express"), terms.feeCents);
  const vouchers = cents("total_ba_panier");
  return {
    lines,
    // The fee of the order as placed: no band, free-delivery threshold or minimum is read again after weighing.
    perimeter: { minimumOrderCents: 0, freeDeliveryThresholdCents: null, feeBands: [] },
    slot: { feeCents: terms.feeCents - express, expressFeeCents: express },
    donationCents: cents("total_dons"),
    // Spent when the order was placed, already capped by what was due then: one amount stands for them all.
    vouchers: vouchers > 0 ? [{ code: "commande", amountCents: vouchers, minBasketCents: 0 }] : [],
    eurofidCents: terms.eurofidCents,
    cagnotteCents: cents("total_cagnotte"),
    amex: terms.amex ? AMEX_DISCOUNT : null,
    joker: false,
    advantageCode: code,
    packDiscountCents: terms.packDiscountCents,
    // The offers' saving as agreed when ordering (ADR 0100), as a pack's price is.
    mixMatchDiscountCents: cents(MIX_MATCH_TOTAL_KEY),
  };
}

/**
 * The totals of the weighed order, or null when the order's own estimate cannot be computed again from its terms (an
 * order written by hand, a code whose rate was edited since): its discounts then stay as placed. The code's minimum
 * was met when the order was placed, and a weighing does not take it back; a free-delivery code is already in the
 * fee. Whether the code gave anything at placing is what the estimate tells: with it first, then without it.
 */
export function weighedOrderTotals(terms: PlacedOrderTerms): TotalsResult | null {
  const agreed = terms.code && terms.code.kind !== "free_delivery" ? { ...terms.code, minBasketCents: 0, refusal: null } : null;
  const estimateLines = terms.lines.map((line) => ({ ...line, weighedGrams: null }));
  for (const code of agreed ? [agreed, null] : [null]) {
    const estimate = computeBasketTotals(totalsInput(terms, estimateLines, code));
    const reproduced = TERMS_CHECKED.every((key) => estimate.totals[key] === Math.round(terms.totals[key] ?? 0));
    if (reproduced) return computeBasketTotals(totalsInput(terms, terms.lines, code));
  }
  return null;
}
