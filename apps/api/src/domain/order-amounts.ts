// What an order's money is made of, line by line, so the order page and the invoice add up to what was paid: the
// goods (final weights once weighed), discounts, the delivery fee, the food-bank donation (no VAT: a gift passed
// on), then the benefits spent as means of payment (vouchers, prize pot, loyalty euros).
import { deliveryAmountRows } from "@cabas/contracts";
import { proRataShares } from "./pro-rata.ts";
import { weighedBenefitsSplit } from "./benefits-change.ts";

export type OrderAmountsInput = {
  /** Sum of the order's lines: final amounts once weighed, estimates before. */
  goodsCents: number;
  /** Delivery fee plus any express surcharge, as the order stores it (the surcharge is `totals.frais_express`). */
  feeCents: number;
  /**
   * The basket's totals when the order was placed (cents): total_remises, frais_express, total_dons, total_ba_panier,
   * total_cagnotte; and what its weighing wrote (WEIGHING_GIFT_KEY, WEIGHED_DISCOUNTS_KEY).
   */
  totals: Readonly<Record<string, number>>;
  /** What the customer pays: the final amount once weighed, else the order's total. */
  paidCents: number;
  /** A complement, delivered with its order: its delivery line says so. */
  complement?: boolean;
  /** False when nothing was ever charged for it (an order replaced by its modification): its total says so. */
  charged?: boolean;
};

export type AmountKind = "goods" | "offers" | "discounts" | "weighing" | "fee" | "express" | "subtotal" | "donation" | "vouchers" | "cagnotte" | "eurofid" | "total";
export type AmountLine = { kind: AmountKind; label: string; cents: number };

const DONATION_LABEL = "Don à la banque alimentaire (sans TVA)";
/**
 * The order's totals key of what was weighed above the payment's ceiling and offered when staff billed the ceiling
 * (ADR 0055): a price reduction on the goods, written by the weighing, not by the basket.
 */
export const WEIGHING_GIFT_KEY = "remise_pesee";
/**
 * The order's totals key of its discounts on goods recomputed on the weighed goods (ADR 0073): the Amex discount and
 * a percentage code are a share of the goods, so they follow the weighing. `total_remises` keeps the estimate's.
 */
export const WEIGHED_DISCOUNTS_KEY = "remises_pesees";
/**
 * The order's totals key of what mix-and-match offers took off the goods when it was placed (ADR 0100), inside
 * `total_remises`: kept as agreed when the order is weighed, as a pack's discount is.
 */
export const MIX_MATCH_TOTAL_KEY = "total_panachage";
/** The one total when nothing follows the purchases (goods, discounts, delivery). */
const TOTAL_LABEL = "Total TTC";
/** With a donation or a benefit after them: the purchases' total, then what was paid. */
const SUBTOTAL_LABEL = "Total des achats TTC";
const PAID_LABEL = "Total payé";
/** An order nothing was charged for (replaced by its modification before any capture). */
const NOT_CHARGED_LABEL = "Total non débité";

/** The discounts on goods the order's amounts use: those recomputed at weighing once weighed, else the basket's. */
export const orderDiscountsCents = (totals: Readonly<Record<string, number>>): number =>
  Math.max(0, Math.round(totals[WEIGHED_DISCOUNTS_KEY] ?? totals.total_remises ?? 0));

/**
 * The lines in the order an invoice reads them; lines at zero are left out but delivery (shown as the basket shows it), a deduction is negative. Loyalty euros
 * are not stored on the order: they are what the other benefits leave of the difference between the amounts and
 * what was paid (checkout's discountCents is exactly remises + vouchers + prize pot + loyalty euros); once weighed,
 * that is what they paid of the weighed purchases, the rest having gone back to the customer (ADR 0079).
 * Goods − discounts − weighing offered + fee = the subtotal (what VAT applies to); subtotal + donation − benefits = the total paid.
 * The subtotal has its line only when it differs from the goods line and something comes after it.
 */
export function orderAmountLines(input: OrderAmountsInput): AmountLine[] {
  const cents = (key: string) => Math.max(0, Math.round(input.totals[key] ?? 0));
  const discounts = Math.min(orderDiscountsCents(input.totals), input.goodsCents);
  const weighing = Math.min(cents(WEIGHING_GIFT_KEY), input.goodsCents - discounts);
  const donation = cents("total_dons");
  const subtotal = input.goodsCents - discounts - weighing + input.feeCents;
  // Benefits pay at most the purchases as weighed, in checkout's order (the weighing's own split): weighed below what
  // they covered, each benefit's line says what it paid, and what the pot and loyalty euros no longer paid went back
  // to the customer (ADR 0079), so the lines still add up to what was paid.
  const { used } = weighedBenefitsSplit({ purchasesCents: subtotal, donationCents: 0, spent: { vouchers: cents("total_ba_panier"), cagnotte: cents("total_cagnotte"), eurofid: 0 } });
  const { vouchers, cagnotte } = used;
  const eurofid = Math.max(0, subtotal + donation - vouchers - cagnotte - input.paidCents);
  // A subtotal followed by a total of the same amount reads as two totals: the purchases' total is only worth a line
  // when something comes after it (a donation, a benefit spent), and then each total says what it adds up.
  const afterSubtotal = donation > 0 || vouchers > 0 || cagnotte > 0 || eurofid > 0;
  const lines: AmountLine[] = [{ kind: "goods", label: "Marchandises TTC", cents: input.goodsCents }];
  // The mix-and-match offers' saving on a line of its own, as the basket showed it (ADR 0100); it is kept as agreed
  // through a weighing, so it is inside the discounts whichever of the two the order's amounts read.
  const offers = Math.min(cents(MIX_MATCH_TOTAL_KEY), discounts);
  if (offers) lines.push({ kind: "offers", label: "Offres panachées", cents: -offers });
  if (discounts - offers) lines.push({ kind: "discounts", label: offers ? "Autres remises" : "Remises", cents: -(discounts - offers) });
  if (weighing) lines.push({ kind: "weighing", label: "Écart de pesée offert", cents: -weighing });
  // Delivery and the express surcharge as the basket showed them (a free delivery stays at 0 beside the surcharge).
  const express = Math.min(cents("frais_express"), input.feeCents);
  for (const row of deliveryAmountRows({ fee: input.feeCents - express, express, complement: input.complement ?? false })) {
    lines.push({ kind: row.kind, label: row.label, cents: row.amount });
  }
  if ((discounts || weighing || input.feeCents) && afterSubtotal) lines.push({ kind: "subtotal", label: SUBTOTAL_LABEL, cents: subtotal });
  if (donation) lines.push({ kind: "donation", label: DONATION_LABEL, cents: donation });
  if (vouchers) lines.push({ kind: "vouchers", label: "Bons d'achat", cents: -vouchers });
  if (cagnotte) lines.push({ kind: "cagnotte", label: "Cagnotte", cents: -cagnotte });
  if (eurofid) lines.push({ kind: "eurofid", label: "Euros fidélité", cents: -eurofid });
  const totalLabel = input.charged === false ? NOT_CHARGED_LABEL : afterSubtotal ? PAID_LABEL : TOTAL_LABEL;
  lines.push({ kind: "total", label: totalLabel, cents: input.paidCents });
  return lines;
}

/** Whether the lines add up to the total paid (subtotal and total themselves aside). */
export function amountLinesAddUp(lines: readonly AmountLine[]): boolean {
  const sum = lines.filter((l) => l.kind !== "subtotal" && l.kind !== "total").reduce((s, l) => s + l.cents, 0);
  return sum === lines.find((l) => l.kind === "total")?.cents;
}

/**
 * What loyalty euros are earned on: the goods the customer paid for with money. The delivery fee and the donation
 * are not goods; discounts, vouchers, prize pot and loyalty euros spent were not paid with money. Never negative.
 */
export function loyaltyBaseCents(order: { paidCents: number; feeCents: number; donationCents: number }): number {
  return Math.max(0, order.paidCents - order.feeCents - Math.max(0, order.donationCents));
}

/**
 * Spreads a discount on goods over the goods' VAT lines in proportion to their amounts (a price reduction lowers
 * the taxed amount at each rate); the cents lost to rounding go to the largest line, so the lines still add up.
 */
export function spreadDiscount<T extends { amountCents: number }>(lines: readonly T[], discountCents: number): T[] {
  const amounts = lines.map((l) => l.amountCents);
  const total = amounts.reduce((s, n) => s + n, 0);
  if (discountCents <= 0 || total <= 0) return [...lines];
  const shares = proRataShares(amounts, Math.min(discountCents, total), amounts);
  return lines.map((l, i) => ({ ...l, amountCents: l.amountCents - shares[i]! }));
}

/**
 * Takes what a weighing offered above the payment's ceiling (WEIGHING_GIFT_KEY) off the lines it comes from: the weighed
 * lines that came out heavier than their estimate, in proportion to their excess. The excess is a product's own weight,
 * so its reduction lowers that product's rate only; a brie weighed heavier does not lower the base of a wine at 20 %.
 * Without an excess to follow (no estimate known), the weighed lines by amount; without weighed lines, every line.
 */
export function spreadWeighingGift<T extends { amountCents: number; perKg?: boolean; estimateCents?: number | null }>(lines: readonly T[], giftCents: number): T[] {
  const shares = weighingGiftShares(lines, giftCents, lines.map((l) => l.amountCents));
  return lines.map((l, i) => ({ ...l, amountCents: l.amountCents - shares[i]! }));
}

/** What spreadWeighingGift takes off each line, its excess read on `lines`, each share at most its cap. */
function weighingGiftShares(lines: readonly { amountCents: number; perKg?: boolean; estimateCents?: number | null }[], giftCents: number, caps: readonly number[]): number[] {
  if (giftCents <= 0) return lines.map(() => 0);
  const excess = lines.map((l) => (l.perKg && l.estimateCents != null ? Math.max(0, l.amountCents - l.estimateCents) : 0));
  const weighed = lines.map((l) => (l.perKg ? l.amountCents : 0));
  const sum = (values: readonly number[]) => values.reduce((total, n) => total + n, 0);
  const weights = sum(excess) > 0 ? excess : sum(weighed) > 0 ? weighed : lines.map((l) => l.amountCents);
  return proRataShares(weights, Math.min(giftCents, sum(caps)), caps);
}

/**
 * The goods' taxed amounts line by line, as billed: what the invoice's VAT bases, and the delivery fee's split between
 * rates, follow. In the order the amounts take them off (orderAmountLines): first the discounts (packs, offers, code,
 * Amex), spread over the lines' final amounts, the weighed ones, since a weighed order's discounts are computed on
 * its weighed goods (ADR 0073); then what a weighing offered above the payment's ceiling, off the lines that came out
 * heavier, by their excess over the estimate (ADR 0055's amendment). Spreading the discounts after the weighing offered
 * would share them by amounts brought back toward the estimate (ADR 0125). Integer cents: the lines add up to the
 * goods less both.
 */
export function billedGoodsLines<T extends { amountCents: number; perKg?: boolean; estimateCents?: number | null }>(
  lines: readonly T[],
  deductions: { discountCents: number; weighingGiftCents: number },
): T[] {
  const discounted = spreadDiscount(lines, deductions.discountCents);
  const gift = weighingGiftShares(lines, deductions.weighingGiftCents, discounted.map((l) => l.amountCents));
  return discounted.map((l, i) => ({ ...l, amountCents: l.amountCents - gift[i]! }));
}
