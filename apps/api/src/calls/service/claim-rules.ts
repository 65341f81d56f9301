// The rules of a claim on a delivered order, without the database: when it may be made, how much of each line is
// still claimable, what is credited for it and up to which ceilings, and what loyalty euros it takes back.
import { CLAIM_WINDOW_HOURS } from "@cabas/contracts";
import { orderAmountLines } from "../../domain/order-amounts.ts";
import { largestRemainderShares } from "../../domain/pro-rata.ts";

/** The last moment a claim may be made on an order delivered at `deliveredAt`. */
export const claimDeadline = (deliveredAt: Date): Date => new Date(deliveredAt.getTime() + CLAIM_WINDOW_HOURS * 3_600_000);

/** Why a claim cannot be made on this order now, or null when it can. */
export function claimRefusal(order: { status: string; deliveredAt: Date | null }, now: Date): string | null {
  if (order.status !== "delivered" || !order.deliveredAt) return "Vous pourrez signaler un problème une fois la commande livrée.";
  if (now.getTime() > claimDeadline(order.deliveredAt).getTime()) {
    return `Le délai de ${CLAIM_WINDOW_HOURS} h après la livraison est passé : écrivez au service client, nous regarderons avec vous.`;
  }
  return null;
}

export type ClaimedLine = { quantity: number; lineCents: number; finalLineCents: number | null };

/** A line's amount at the shelf price: the weighed amount when there is one (a sold-by-weight line). */
export const shelfLineCents = (line: Pick<ClaimedLine, "lineCents" | "finalLineCents">): number => line.finalLineCents ?? line.lineCents;

/**
 * What the order's reductions of the goods took off them, in cents: its discounts (advantage codes, the Amex
 * discount, as weighed), the weighing's gift and the vouchers spent, as the order's amounts read them (capped as
 * they are there). The prize pot and loyalty euros spent are not reductions: they are the customer's own money.
 */
export function goodsReductionCents(order: { goodsCents: number; feeCents: number; totals: Readonly<Record<string, number>> }): number {
  const lines = orderAmountLines({ goodsCents: order.goodsCents, feeCents: order.feeCents, totals: order.totals, paidCents: 0 });
  const off = lines.filter((l) => l.kind === "offers" || l.kind === "discounts" || l.kind === "weighing" || l.kind === "vouchers").reduce((sum, l) => sum - l.cents, 0);
  return Math.min(off, Math.max(0, order.goodsCents));
}

/**
 * What each line was paid: its shelf amount less its share of the order's reductions, shared in proportion to the
 * amounts in whole cents, the cents lost to rounding going to the lines that lost the most (largest remainder), so the lines
 * paid add up to the goods less the reductions exactly. ADR 0081.
 */
export function paidLineCents(shelfCents: readonly number[], reductionCents: number): number[] {
  const total = shelfCents.reduce((sum, cents) => sum + Math.max(0, cents), 0);
  const amounts = shelfCents.map((cents) => Math.max(0, cents));
  const shares = largestRemainderShares(amounts, Math.min(Math.max(0, reductionCents), total));
  return amounts.map((cents, i) => cents - shares[i]!);
}

/**
 * What the claimed units of a line were paid (« le montant payé pour ces produits »): the line's paid amount
 * (paidLineCents) shared evenly between its units and rounded once, to the cent.
 */
export const claimCreditCents = (line: { quantity: number; paidCents: number }, claimed: number): number =>
  Math.round((line.paidCents * claimed) / line.quantity);

/** Units of a line still claimable once earlier claims are counted. */
export const claimableUnits = (ordered: number, alreadyClaimed: number): number => Math.max(0, ordered - alreadyClaimed);

// Instant credit is for the usual missing yoghurt, not for a whole order: above these ceilings a claim waits for
// customer service instead of being credited (ADR 0050). Per order, a share of the goods and a fixed amount,
// whichever is lower; per customer, a fixed amount over a rolling period, so that many small claims on many
// orders still reach a person.
/** Share of an order's goods creditable at once, in basis points (25 %). */
export const CLAIM_ORDER_SHARE_BP = 2500;
/** At most this much credited at once on one order, whatever its size. */
export const CLAIM_ORDER_CAP_CENTS = 2500;
/** At most this much credited at once to one customer over CLAIM_PERIOD_DAYS. */
export const CLAIM_PERIOD_CAP_CENTS = 4000;
export const CLAIM_PERIOD_DAYS = 30;

/** What may be credited at once on an order whose goods came to `goodsCents`. */
export const orderCreditCeilingCents = (goodsCents: number): number =>
  Math.min(CLAIM_ORDER_CAP_CENTS, Math.floor((Math.max(0, goodsCents) * CLAIM_ORDER_SHARE_BP) / 10_000));

export type CeilingFacts = {
  /** The order's goods as delivered (weighed amounts for sold-by-weight lines). */
  goodsCents: number;
  /** Credited at once by earlier claims on this order. */
  creditedOnOrderCents: number;
  /** Credited at once by the customer's claims (all orders) over the last CLAIM_PERIOD_DAYS. */
  creditedInPeriodCents: number;
  /** What this claim is worth. */
  claimCents: number;
};

/** Whether this claim is credited at once (true) or goes to customer service for review (false). */
export const creditedAtOnce = (f: CeilingFacts): boolean =>
  f.creditedOnOrderCents + f.claimCents <= orderCreditCeilingCents(f.goodsCents) &&
  f.creditedInPeriodCents + f.claimCents <= CLAIM_PERIOD_CAP_CENTS;

export type LoyaltyClawbackFacts = {
  /** Loyalty euros the order earned when delivered. */
  earnedCents: number;
  /** What they were earned on (loyaltyBaseCents: the goods paid with money). */
  baseCents: number;
  /** Credited on this order by all its claims, this one included. */
  refundedCents: number;
  /** Already taken back (or recorded as unrecoverable) by its earlier claims. */
  alreadyTakenCents: number;
  /** The customer's loyalty balance now. */
  balanceCents: number;
};

/**
 * The loyalty euros earned on the refunded goods, taken back: the order's credit in proportion to what was
 * refunded of its base, computed on the running total so rounding never takes back more than was earned. What the
 * balance no longer holds (already spent) is not taken: it is recorded as unrecovered, the balance never goes
 * below zero.
 */
export function loyaltyClawback(f: LoyaltyClawbackFacts): { deductCents: number; unrecoveredCents: number } {
  const owed = f.baseCents <= 0 || f.earnedCents <= 0 ? 0 : Math.min(f.earnedCents, Math.round((f.earnedCents * f.refundedCents) / f.baseCents));
  const due = Math.max(0, owed - f.alreadyTakenCents);
  const deductCents = Math.min(due, Math.max(0, f.balanceCents));
  return { deductCents, unrecoveredCents: due - deductCents };
}
