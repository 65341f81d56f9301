// Moderation of product reviews and of delivery comments meant for the shop's reviews page: what waits, and a
// moderator's decision (publish, or reject with a reason the author is shown). Used by the reviews command and by the
// moderation screen's calls (ADR 0092).
import { asc, eq, sql } from "drizzle-orm";
import { REJECTION_REASONS, type RejectionReason } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { invalidateReviewCache } from "./review-cache.ts";
import { moderationOutcome, pendingModerationOutcome, type ModerationDecision, type ModerationStatus } from "./review-rules.ts";

const { productReviews, courierRatings, products } = schema;

/** A product review, or the comment of a delivery rating. */
export type ModerationTarget = "review" | "comment";

export type PendingItem = { target: ModerationTarget; id: number; rating: number; subject: string; title: string | null; text: string; writtenAt: Date };

/** Every row's count of all rows the query matched, before its limit: the total comes with the page. */
const matched = sql<number>`count(*) over ()`.mapWith(Number);

/**
 * What waits for a moderator, oldest first: everything, or the oldest `limit`; `total` counts everything that waits,
 * read with the lists themselves, and the reviews and the delivery comments apart (the screen names each).
 */
export async function pendingModeration(
  db: Database,
  limit?: number,
): Promise<{ items: PendingItem[]; total: number; reviewsTotal: number; commentsTotal: number }> {
  const reviewQuery = db
    .select({ id: productReviews.id, rating: productReviews.rating, subject: products.name, title: productReviews.title, text: productReviews.body, writtenAt: productReviews.updatedAt, matched })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.status, "pending"))
    .orderBy(asc(productReviews.updatedAt), asc(productReviews.id));
  const commentQuery = db
    .select({ id: courierRatings.id, rating: courierRatings.rating, orderId: courierRatings.orderId, text: courierRatings.comment, writtenAt: courierRatings.createdAt, matched })
    .from(courierRatings)
    .where(eq(courierRatings.commentStatus, "pending"))
    .orderBy(asc(courierRatings.createdAt), asc(courierRatings.id));
  // The oldest `limit` of both lists together are among the oldest `limit` of each.
  const [reviews, comments] = limit === undefined ? [await reviewQuery, await commentQuery] : [await reviewQuery.limit(limit), await commentQuery.limit(limit)];
  const items = [
    ...reviews.map(({ matched: _, ...r }) => ({ target: "review" as const, ...r })),
    ...comments.map((c) => ({ target: "comment" as const, id: c.id, rating: c.rating, subject: `Livraison de la commande n° ${c.orderId}`, title: null, text: c.text ?? "", writtenAt: c.writtenAt })),
  ].sort((a, b) => a.writtenAt.getTime() - b.writtenAt.getTime());
  return {
    items: limit === undefined ? items : items.slice(0, limit),
    total: (reviews[0]?.matched ?? 0) + (comments[0]?.matched ?? 0),
    reviewsTotal: reviews[0]?.matched ?? 0,
    commentsTotal: comments[0]?.matched ?? 0,
  };
}

export const isRejectionReason = (value: string): value is RejectionReason => (REJECTION_REASONS as readonly string[]).includes(value);

/** Publishes or rejects a review or comment (a rejection needs a reason); forgets the shared review answers. */
export async function moderate(
  db: Database,
  args: {
    target: ModerationTarget;
    id: number;
    decision: ModerationDecision;
    reason?: string | undefined;
    now: Date;
    /** The staff member deciding on the moderation screen (ADR 0094); none for the reviews command. */
    moderatorId?: number | null;
    /** The screen decides only what it listed as waiting (pendingModerationOutcome); the command may withdraw. */
    pendingOnly?: boolean;
  },
): Promise<{ from: ModerationStatus; to: ModerationStatus }> {
  if (args.decision === "reject" && (!args.reason || !isRejectionReason(args.reason))) {
    throw unprocessable(`Un refus a un motif : ${REJECTION_REASONS.join(", ")}.`);
  }
  const reason = args.decision === "reject" ? args.reason! : null;
  const result = await db.transaction(async (tx) => {
    const [row] =
      args.target === "review"
        ? await tx.select({ status: productReviews.status }).from(productReviews).where(eq(productReviews.id, args.id)).for("update")
        : await tx.select({ status: courierRatings.commentStatus }).from(courierRatings).where(eq(courierRatings.id, args.id)).for("update");
    if (!row) throw notFound(args.target === "review" ? "Cet avis n'existe pas." : "Cette notation n'existe pas.");
    if (row.status === null) throw unprocessable("Cette notation n'a pas de commentaire à publier.");
    const outcome = (args.pendingOnly ? pendingModerationOutcome : moderationOutcome)(row.status, args.decision);
    if (!outcome.ok) throw unprocessable(outcome.message);
    const set = { rejectionReason: reason, moderatedAt: args.now, moderatedBy: args.moderatorId ?? null, publishedAt: outcome.value === "published" ? args.now : null };
    if (args.target === "review") {
      await tx.update(productReviews).set({ ...set, status: outcome.value }).where(eq(productReviews.id, args.id));
    } else {
      await tx.update(courierRatings).set({ ...set, commentStatus: outcome.value }).where(eq(courierRatings.id, args.id));
    }
    return { from: row.status, to: outcome.value };
  });
  invalidateReviewCache(db);
  return result;
}
