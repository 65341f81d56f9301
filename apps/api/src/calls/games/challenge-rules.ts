// What a challenge counts and when it pays: progress from the customer's orders placed since joining, the reward
// due once (never twice), and how a finished challenge ended. Pure functions; the store feeds them rows.
import type { ChallengeKindName } from "@cabas/contracts";

export type ChallengeKind = "units" | "orders" | "spend";

const KIND_NAMES: Record<ChallengeKind, ChallengeKindName> = { units: "produits", orders: "commandes", spend: "montant" };
export const challengeKindName = (kind: ChallengeKind): ChallengeKindName => KIND_NAMES[kind];

/** One line of an order placed in the challenge's window; `counts` says whether its product is one that counts. */
export type OrderLineFact = {
  orderId: number;
  /** A complement rides along its parent's delivery: it is not another order. */
  parentOrderId: number | null;
  status: "pending_payment" | "placed" | "preparing" | "out_for_delivery" | "delivered" | "cancelled";
  quantity: number;
  /** What the line cost (the weighed amount once prepared). */
  cents: number;
  counts: boolean;
};

export type Progress = {
  /** Units, orders or cents reached with delivered orders. */
  reached: number;
  /** Paid orders with something that counts, not delivered yet. */
  pendingOrders: number;
};

const IN_PROGRESS = new Set<OrderLineFact["status"]>(["placed", "preparing", "out_for_delivery"]);

/** Whether a line takes part in this kind of challenge: any line of a main order for `orders`, else counted products. */
const matters = (kind: ChallengeKind, line: OrderLineFact): boolean => (kind === "orders" ? line.parentOrderId === null : line.counts);

/** Progress of a challenge: only delivered orders count; cancelled and unpaid ones never do. */
export function challengeProgress(kind: ChallengeKind, lines: readonly OrderLineFact[]): Progress {
  let reached = 0;
  const deliveredOrders = new Set<number>();
  const pending = new Set<number>();
  for (const line of lines) {
    if (!matters(kind, line)) continue;
    if (IN_PROGRESS.has(line.status)) pending.add(line.orderId);
    if (line.status !== "delivered") continue;
    if (kind === "units") reached += line.quantity;
    else if (kind === "spend") reached += line.cents;
    else deliveredOrders.add(line.orderId);
  }
  if (kind === "orders") reached = deliveredOrders.size;
  return { reached, pendingOrders: pending.size };
}

/**
 * What a line brought once `missing` of its units were claimed as missing: the units received, and the cents of those
 * units (the line's cents in proportion, rounded to the nearest cent).
 */
export function receivedPart(line: OrderLineFact, missing: number): OrderLineFact {
  if (missing <= 0 || line.quantity <= 0) return line;
  const received = Math.max(0, line.quantity - missing);
  return { ...line, quantity: received, cents: Math.round((line.cents * received) / line.quantity) };
}

/** 0 to 100, whole. */
export const progressPercent = (reached: number, target: number): number => Math.min(100, Math.floor((reached * 100) / Math.max(1, target)));

/** The reward to credit now: the challenge's, when the target is reached and nothing was credited yet; else 0. */
export function rewardDue(entry: { rewardedAt: Date | null }, progress: Progress, challenge: { target: number; rewardCents: number }): number {
  if (entry.rewardedAt !== null) return 0;
  return progress.reached >= challenge.target ? challenge.rewardCents : 0;
}

export type ChallengeOutcome = "gagne" | "en_attente" | "non_atteint";

/** How a finished challenge ended: won, still waiting for an order placed in time, or not reached. */
export function challengeOutcome(entry: { rewardedAt: Date | null }, progress: Progress): ChallengeOutcome {
  if (entry.rewardedAt !== null) return "gagne";
  return progress.pendingOrders > 0 ? "en_attente" : "non_atteint";
}

export type ChallengeWindow = { startsAt: Date; endsAt: Date };

/** Why a customer cannot join this challenge now, or null when they can. */
export function joinRefusal(challenge: ChallengeWindow, now: Date): string | null {
  if (now < challenge.startsAt) return "Ce défi n'a pas encore commencé.";
  if (now >= challenge.endsAt) return "Ce défi est terminé : découvrez les défis en cours.";
  return null;
}
