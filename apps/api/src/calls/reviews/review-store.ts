// Reading and writing reviews, delivery ratings and survey answers. Every order or review a caller names is
// checked against the caller's account here: another customer's is "not found", never shown or changed.
import { and, count, desc, eq, gte, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import {
  COURIER_RATING_DAYS,
  ORDER_NOT_FOUND,
  REJECTION_REASON_LABELS,
  REVIEW_PUBLICATION_YEARS,
  REVIEW_STATUS_LABELS,
  REVIEWS_PAGE_SIZE,
  REVIEWS_TO_GIVE_PAGE_SIZE,
  type CourierRatingView,
  type DeliveryToRate,
  type MyReview,
  type ProductToReview,
  type PublicReview,
  type RejectionReason,
  type ReviewedProduct,
  type ShopReview,
} from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { authorLabel, averageOf, pageCount, ratingSummary, STATUS_ON_THE_WIRE, type DeliveryProof, type RatedOrder } from "./review-rules.ts";
import { unitsClaimedMissing } from "../service/claimed-missing.ts";

const { productReviews, courierRatings, products, orders, orderLines, users } = schema;

type ProductRow = Pick<typeof products.$inferSelect, "id" | "slug" | "name" | "media">;
type ReviewRow = typeof productReviews.$inferSelect;
type RatingRow = typeof courierRatings.$inferSelect;

const productColumns = { id: products.id, slug: products.slug, name: products.name, media: products.media };

export function toReviewedProduct(p: ProductRow): ReviewedProduct {
  const media = p.media[0];
  const icon = media?.icon ?? "shopping-cart";
  return { id: p.id, slug: p.slug, nom: p.name, image: { icon, alt: media?.alt ?? p.name, url: `/media/produits/${icon}.svg` } };
}

export async function reviewedProduct(db: Database, productId: number): Promise<ReviewedProduct> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.id, productId));
  if (!row) throw notFound("Ce produit est introuvable.");
  return toReviewedProduct(row);
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toMyReview(r: ReviewRow, product: ReviewedProduct): MyReview {
  const statut = STATUS_ON_THE_WIRE[r.status];
  return {
    id: r.id,
    produit: product,
    note: r.rating,
    titre: r.title,
    texte: r.body,
    statut,
    statut_libelle: REVIEW_STATUS_LABELS[statut],
    motif_refus: r.status === "rejected" ? reasonLabel(r.rejectionReason) : null,
    depose_le: r.createdAt.toISOString(),
    modifie_le: r.updatedAt.toISOString(),
    publie_le: r.status === "published" ? iso(r.publishedAt) : null,
  };
}

const reasonLabel = (reason: string | null): string | null =>
  reason && reason in REJECTION_REASON_LABELS ? REJECTION_REASON_LABELS[reason as RejectionReason] : reason;

/**
 * A line the customer actually received something of: more units ordered than claimed as missing (ADR 0050). A
 * product claimed missing in full was not received, so it proves nothing — unless customer service refused the
 * claim (ADR 0052): the team did not accept that it was missing.
 */
const receivedSomething = sql`${orderLines.quantity} > ${unitsClaimedMissing(orderLines.orderId, orderLines.productId)}`;

/** The customer's latest delivered order in which they received the product, if any: their proof of purchase. */
export async function latestDelivery(db: Database, userId: number, productId: number): Promise<DeliveryProof | null> {
  const [row] = await db
    .select({ orderId: orders.id, deliveredAt: orders.deliveredAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "delivered"), eq(orderLines.productId, productId), receivedSomething))
    .orderBy(sql`${orders.deliveredAt} desc nulls last`, desc(orders.id))
    .limit(1);
  return row ?? null;
}

/** Whether the product was in one of the customer's delivered orders at all (received or claimed as missing). */
export async function wasDelivered(db: Database, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "delivered"), eq(orderLines.productId, productId)))
    .limit(1);
  return row !== undefined;
}

/** The customer's reviews, newest first (or their one review of a product). */
export async function myReviews(db: Database, userId: number, productId?: number): Promise<MyReview[]> {
  const rows = await db
    .select({ review: productReviews, product: productColumns })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(and(eq(productReviews.userId, userId), productId === undefined ? undefined : eq(productReviews.productId, productId)))
    .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
    .limit(500);
  return rows.map((r) => toMyReview(r.review, toReviewedProduct(r.product)));
}

export type ReviewText = { rating: number; title: string; body: string };

/**
 * Writes the customer's review of a product, or replaces its text: either way it waits for moderation again.
 * Says whether it is new, and whether it was published before: it then leaves the product's page until checked again.
 */
export async function saveReview(
  db: Database,
  args: { userId: number; productId: number; proof: DeliveryProof; text: ReviewText; at: Date },
): Promise<{ row: ReviewRow; created: boolean; wasPublished: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: productReviews.status })
      .from(productReviews)
      .where(and(eq(productReviews.userId, args.userId), eq(productReviews.productId, args.productId)))
      .for("update");
    const fields = {
      rating: args.text.rating,
      title: args.text.title,
      body: args.text.body,
      orderId: args.proof.orderId,
      experiencedAt: args.proof.deliveredAt,
      status: "pending" as const,
      rejectionReason: null,
      updatedAt: args.at,
      moderatedAt: null,
      moderatedBy: null,
      publishedAt: null,
    };
    const [row] = await tx
      .insert(productReviews)
      .values({ userId: args.userId, productId: args.productId, createdAt: args.at, ...fields })
      .onConflictDoUpdate({ target: [productReviews.userId, productReviews.productId], set: fields })
      .returning();
    return { row: row!, created: before === undefined, wasPublished: before?.status === "published" };
  });
}

/** Reviews and ratings older than this are no longer shown nor counted. */
export function publicationStart(now: Date): Date {
  const start = new Date(now);
  start.setUTCFullYear(start.getUTCFullYear() - REVIEW_PUBLICATION_YEARS);
  return start;
}

/** A product's published reviews, newest first, with the average and distribution of all of them. */
export async function publishedReviews(db: Database, productId: number, page: number, now: Date) {
  const published = and(eq(productReviews.productId, productId), eq(productReviews.status, "published"), gte(productReviews.updatedAt, publicationStart(now)));
  const [counts, rows] = await Promise.all([
    db.select({ rating: productReviews.rating, count: count() }).from(productReviews).where(published).groupBy(productReviews.rating),
    db
      .select({ review: productReviews, prenom: users.prenom, nom: users.nom })
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(published)
      .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  const summary = ratingSummary(counts);
  const avis: PublicReview[] = rows.map(({ review, prenom, nom }) => ({
    id: review.id,
    note: review.rating,
    titre: review.title,
    texte: review.body,
    auteur: authorLabel(prenom, nom),
    date: review.updatedAt.toISOString(),
    date_experience: iso(review.experiencedAt),
    verifie: true,
  }));
  return { ...summary, avis, page, pages: pageCount(summary.nombre, REVIEWS_PAGE_SIZE) };
}

/** Products of the customer's delivered orders they have not reviewed yet, the most recently delivered first. */
export async function productsToReview(db: Database, userId: number, page: number): Promise<{ produits: ProductToReview[]; total: number }> {
  const notReviewed = notExists(
    db
      .select({ one: sql`1` })
      .from(productReviews)
      .where(and(eq(productReviews.userId, userId), eq(productReviews.productId, orderLines.productId))),
  );
  const delivered = and(eq(orders.userId, userId), eq(orders.status, "delivered"), notReviewed, receivedSomething);
  const lastDelivery = sql`max(${orders.deliveredAt})`.mapWith(orders.deliveredAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        productId: orderLines.productId,
        deliveredAt: lastDelivery,
        orderId: sql<number>`(array_agg(${orders.id} order by ${orders.deliveredAt} desc nulls last, ${orders.id} desc))[1]`.mapWith(Number),
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(delivered)
      .groupBy(orderLines.productId)
      .orderBy(sql`max(${orders.deliveredAt}) desc nulls last`, orderLines.productId)
      .limit(REVIEWS_TO_GIVE_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_TO_GIVE_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(distinct ${orderLines.productId})`.mapWith(Number) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(delivered),
  ]);
  const productRows = rows.length
    ? await db.select(productColumns).from(products).where(inArray(products.id, rows.map((r) => r.productId)))
    : [];
  const byId = new Map(productRows.map((p) => [p.id, p]));
  const produits = rows.flatMap((r) => {
    const p = byId.get(r.productId);
    return p ? [{ ...toReviewedProduct(p), id_commande: r.orderId, livre_le: (r.deliveredAt ?? new Date(0)).toISOString() }] : [];
  });
  return { produits, total: total?.n ?? 0 };
}

/** The customer's deliveries of the last COURIER_RATING_DAYS days not rated yet (complements go with their order). */
export async function deliveriesToRate(db: Database, userId: number, now: Date): Promise<DeliveryToRate[]> {
  const since = new Date(now.getTime() - COURIER_RATING_DAYS * 86_400_000);
  const rows = await db
    .select({ id: orders.id, deliveredAt: orders.deliveredAt, items: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${orders.id})`.mapWith(Number) })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, "delivered"),
        sql`${orders.parentOrderId} is null`,
        isNotNull(orders.deliveredAt),
        sql`${orders.deliveredAt} >= ${since.toISOString()}`,
        notExists(db.select({ one: sql`1` }).from(courierRatings).where(eq(courierRatings.orderId, orders.id))),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(50);
  return rows.map((r) => ({ id_commande: r.id, livree_le: r.deliveredAt!.toISOString(), nb_articles: r.items }));
}

/** The caller's order, or "not found" (whether it does not exist or belongs to someone else). */
export async function ownedOrder(db: Database, userId: number, orderId: number): Promise<RatedOrder> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status, parentOrderId: orders.parentOrderId, deliveredAt: orders.deliveredAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

export type CourierRatingInput = {
  rating: number;
  punctuality: number;
  courtesy: number;
  comment: string | null;
  publishConsent: boolean;
};

/** Records the rating of an order's delivery; null when the order already has one (the unique index decides). */
export async function insertCourierRating(db: Database, order: RatedOrder, userId: number, input: CourierRatingInput, at: Date): Promise<RatingRow | null> {
  const toPublish = input.comment !== null && input.publishConsent;
  const [row] = await db
    .insert(courierRatings)
    .values({
      orderId: order.id,
      userId,
      rating: input.rating,
      punctuality: input.punctuality,
      courtesy: input.courtesy,
      comment: input.comment,
      publishConsent: input.publishConsent,
      commentStatus: toPublish ? "pending" : null,
      experiencedAt: order.deliveredAt,
      createdAt: at,
    })
    .onConflictDoNothing({ target: courierRatings.orderId })
    .returning();
  return row ?? null;
}

export function toCourierRatingView(r: RatingRow): CourierRatingView {
  return {
    id_commande: r.orderId,
    note: r.rating,
    ponctualite: r.punctuality,
    amabilite: r.courtesy,
    commentaire: r.comment,
    publier: r.publishConsent,
    statut_commentaire: r.commentStatus ? STATUS_ON_THE_WIRE[r.commentStatus] : null,
    note_le: r.createdAt.toISOString(),
  };
}

/** The shop's reviews: the average of every delivery rating, and the comments published with their authors' consent. */
export async function shopReviews(db: Database, page: number, now: Date) {
  const recent = gte(courierRatings.createdAt, publicationStart(now));
  const published = and(recent, eq(courierRatings.commentStatus, "published"));
  const [counts, [averages], [shown], rows] = await Promise.all([
    db.select({ rating: courierRatings.rating, count: count() }).from(courierRatings).where(recent).groupBy(courierRatings.rating),
    db
      .select({
        n: count(),
        punctuality: sql<number>`coalesce(sum(${courierRatings.punctuality}), 0)`.mapWith(Number),
        courtesy: sql<number>`coalesce(sum(${courierRatings.courtesy}), 0)`.mapWith(Number),
      })
      .from(courierRatings)
      .where(recent),
    db.select({ n: count() }).from(courierRatings).where(published),
    db
      .select({ rating: courierRatings, prenom: users.prenom, nom: users.nom })
      .from(courierRatings)
      .innerJoin(users, eq(users.id, courierRatings.userId))
      .where(published)
      .orderBy(desc(courierRatings.createdAt), desc(courierRatings.id))
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  ]);
  const n = averages?.n ?? 0;
  const avis: ShopReview[] = rows.map(({ rating: r, prenom, nom }) => ({
    id: r.id,
    note: r.rating,
    ponctualite: r.punctuality,
    amabilite: r.courtesy,
    commentaire: r.comment ?? "",
    auteur: authorLabel(prenom, nom),
    date: r.createdAt.toISOString(),
    date_experience: iso(r.experiencedAt),
  }));
  return {
    ...ratingSummary(counts),
    ponctualite_moyenne: averageOf(averages?.punctuality ?? 0, n),
    amabilite_moyenne: averageOf(averages?.courtesy ?? 0, n),
    avis,
    page,
    pages: pageCount(shown?.n ?? 0, REVIEWS_PAGE_SIZE),
  };
}
