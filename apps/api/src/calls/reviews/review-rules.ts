// The rules of reviews, ratings and their moderation, as pure functions: who may review or rate, how a review's
// status moves, and how averages are computed and shown.
import { COURIER_RATING_DAYS, RATING_MAX, RATING_MIN, type RatingSummary, type ReviewStatus } from "@cabas/contracts";
import type { schema } from "@cabas/db";

export type ModerationStatus = schema.ModerationStatus;

/** Proof that the customer received a product: their latest delivered order holding it. */
export type DeliveryProof = { orderId: number; deliveredAt: Date | null };

export type Permission<T> = { ok: true; value: T } | { ok: false; message: string };

export const CLAIMED_MISSING = "Vous nous avez signalé ce produit comme manquant : vous ne pouvez pas donner votre avis sur un produit que vous n'avez pas reçu.";

/**
 * Only a customer who received the product in a delivered order may review it (« Avis vérifié »). Only the customer
 * themselves: a support agent acting as them is refused before this, by the call's guard (customerOwnAct, ADR 0048).
 */
export function reviewPermission(proof: DeliveryProof | null, claimedMissing = false): Permission<DeliveryProof> {
  // Delivered but claimed as missing (and credited or examined as such): it cannot also be reviewed as received.
  if (!proof && claimedMissing) return { ok: false, message: CLAIMED_MISSING };
  if (!proof)
    return {
      ok: false,
      message: "Seuls les clients qui ont reçu ce produit dans une commande livrée peuvent donner leur avis dessus.",
    };
  return { ok: true, value: proof };
}

export type RatedOrder = { id: number; status: string; parentOrderId: number | null; deliveredAt: Date | null };

/**
 * A delivery is rated once, by the customer, within COURIER_RATING_DAYS days of its delivery; a complement order
 * came with its parent, whose delivery is the one to rate.
 */
export function courierRatingPermission(order: RatedOrder, now: Date): Permission<RatedOrder> {
  if (order.parentOrderId !== null)
    return { ok: false, message: `Cette commande a été livrée avec la commande n° ${order.parentOrderId} : notez la livraison de celle-ci.` };
  if (order.status !== "delivered" || !order.deliveredAt)
    return { ok: false, message: "Vous pourrez noter la livraison de cette commande une fois qu'elle vous aura été livrée." };
  const limit = order.deliveredAt.getTime() + COURIER_RATING_DAYS * 86_400_000;
  if (now.getTime() > limit)
    return { ok: false, message: `Une livraison se note dans les ${COURIER_RATING_DAYS} jours qui la suivent : celle-ci ne peut plus l'être.` };
  return { ok: true, value: order };
}

export type ModerationDecision = "publish" | "reject";

/**
 * What a moderator's decision makes of a review: a pending review is published or rejected; a published one may
 * still be withdrawn (rejected) and a rejected one published after a second look. Deciding twice the same is refused.
 */
export function moderationOutcome(current: ModerationStatus, decision: ModerationDecision): Permission<ModerationStatus> {
  const next: ModerationStatus = decision === "publish" ? "published" : "rejected";
  if (current === next) return { ok: false, message: decision === "publish" ? "Cet avis est déjà publié." : "Cet avis est déjà refusé." };
  return { ok: true, value: next };
}

/**
 * What the moderation screen's decision makes of a review (ADR 0092): the screen lists only what waits, so it decides
 * only a pending review. One a colleague or the command moderated meanwhile is refused as already moderated, whatever
 * this decision, rather than overturned from a page left open; withdrawing a published review stays the command's.
 */
export function pendingModerationOutcome(current: ModerationStatus, decision: ModerationDecision): Permission<ModerationStatus> {
  if (current !== "pending") return { ok: false, message: current === "published" ? "Cet avis est déjà publié." : "Cet avis est déjà refusé." };
  return moderationOutcome(current, decision);
}

export const STATUS_ON_THE_WIRE: Record<ModerationStatus, ReviewStatus> = {
  pending: "en_attente",
  published: "publie",
  rejected: "refuse",
};

/** An average shown with one decimal (4.25 → 4.3); null without any rating. */
export function averageOf(sum: number, count: number): number | null {
  if (count === 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** Average, count and stars distribution (5 down to 1) from the count of each rating. */
export function ratingSummary(counts: readonly { rating: number; count: number }[]): RatingSummary {
  const byRating = new Map<number, number>();
  for (const { rating, count } of counts) {
    if (!Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) continue;
    byRating.set(rating, (byRating.get(rating) ?? 0) + count);
  }
  let sum = 0;
  let total = 0;
  for (const [rating, count] of byRating) {
    sum += rating * count;
    total += count;
  }
  const repartition = [];
  for (let note = RATING_MAX; note >= RATING_MIN; note--) repartition.push({ note, nombre: byRating.get(note) ?? 0 });
  return { note_moyenne: averageOf(sum, total), nombre: total, repartition };
}

/** How a review's author is shown: first name and the initial of the last name (« Chloé D. »). */
export function authorLabel(prenom: string, nom: string): string {
  const first = prenom.trim().split(/\s+/)[0] ?? "";
  const initial = nom.trim().charAt(0).toLocaleUpperCase("fr-FR");
  if (!first) return initial ? `${initial}.` : "Client Cabas";
  return initial ? `${first} ${initial}.` : first;
}

export { pageCount } from "../../domain/page-count.ts";
