// The rules of a claim on a delivered order, without the database: when it may be made, how much of each line is
// still claimable, and what is credited for it.
import { CLAIM_WINDOW_HOURS } from "@cabas/contracts";

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

/**
 * What one unit of a line cost the customer, times the units claimed: the weighed amount when there is one (a
 * sold-by-weight line), shared evenly between its pieces and rounded once, to the cent.
 */
export const claimCreditCents = (line: ClaimedLine, claimed: number): number =>
  Math.round(((line.finalLineCents ?? line.lineCents) * claimed) / line.quantity);

/** Units of a line still claimable once earlier claims are counted. */
export const claimableUnits = (ordered: number, alreadyClaimed: number): number => Math.max(0, ordered - alreadyClaimed);
