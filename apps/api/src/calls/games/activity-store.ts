// The sources of the account's activity, each read newest first and cut at the page's size: order steps, balance
// movements (loyalty euros, prize pot, jokers), vouchers, challenges, calendar and cinema contest plays, chosen gifts,
// reviews and delivery ratings.
import { and, desc, eq, isNotNull, notInArray } from "drizzle-orm";
import { centsToEuros, decemberDay, frenchLongDate } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { orderStepTitle } from "../../domain/order-labels.ts";
import { formatEuros } from "./calendar-rules.ts";
import { CINEMA_PAGE_PATH } from "./cinema-store.ts";
import type { DatedActivity } from "./activity-feed.ts";
import { movementLabel } from "../loyalty/loyalty-rules.ts";

const { orderEvents, orders, loyaltyLedger, vouchers, challengeEntries, challenges, calendarPlays, calendarDays, cinemaContestPlays, orderGifts, thankYouGifts, productReviews, courierRatings, products } = schema;

const orderPath = (id: number) => `/commande/${id}`;

async function orderSteps(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const rows = await db
    .select({ orderId: orders.id, status: orderEvents.status, note: orderEvents.note, at: orderEvents.createdAt })
    .from(orderEvents)
    .innerJoin(orders, eq(orders.id, orderEvents.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orderEvents.createdAt), desc(orderEvents.id))
    .limit(limit);
  return rows.map((r) => ({
    type: "commande",
    at: r.at,
    titre: orderStepTitle(r.orderId, r.status, r.note),
    detail: r.note,
    lien: orderPath(r.orderId),
    montant: null,
  }));
}

const LEDGER_TITLES = {
  eurofid: ["Euros fidélité crédités", "Euros fidélité utilisés"],
  cagnotte: ["Cagnotte créditée", "Cagnotte utilisée"],
  joker: ["Joker livraison reçu", "Joker livraison utilisé"],
} as const;

/** Balance movements, except the credits of games and challenges: those are told by their own activity. */
async function balanceMoves(db: Database, userId: number, limit: number, excluded: number[]): Promise<DatedActivity[]> {
  const rows = await db
    .select()
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), excluded.length ? notInArray(loyaltyLedger.id, excluded) : undefined))
    .orderBy(desc(loyaltyLedger.createdAt), desc(loyaltyLedger.id))
    .limit(limit);
  return rows.map((r) => ({
    type: "avantage",
    at: r.createdAt,
    titre: LEDGER_TITLES[r.kind][r.amount >= 0 ? 0 : 1],
    detail: r.kind === "joker" ? `${movementLabel(r)} (${Math.abs(r.amount)} joker${Math.abs(r.amount) > 1 ? "s" : ""})` : movementLabel(r),
    lien: r.orderId === null ? null : orderPath(r.orderId),
    montant: r.kind === "joker" ? null : centsToEuros(r.amount),
  }));
}

/** Vouchers received and used, except those won at the calendar (told by the play). */
async function voucherMoves(db: Database, userId: number, limit: number, wonAtPlay: number[]): Promise<DatedActivity[]> {
  const [received, used] = await Promise.all([
    db.select().from(vouchers).where(and(eq(vouchers.userId, userId), wonAtPlay.length ? notInArray(vouchers.id, wonAtPlay) : undefined)).orderBy(desc(vouchers.createdAt), desc(vouchers.id)).limit(limit),
    db.select().from(vouchers).where(and(eq(vouchers.userId, userId), isNotNull(vouchers.usedAt))).orderBy(desc(vouchers.usedAt), desc(vouchers.id)).limit(limit),
  ]);
  return [
    ...received.map((v): DatedActivity => ({
      type: "avantage",
      at: v.createdAt,
      // The amount is the line's own (montant, « +10,00 € »), as for every other credit: not in the title as well.
      titre: "Bon d'achat reçu",
      detail: `${v.code}${v.minBasketCents > 0 ? `, dès ${formatEuros(centsToEuros(v.minBasketCents))} d'achats` : ""}, valable jusqu'au ${frenchLongDate(v.expiresAt)}`,
      lien: null,
      montant: centsToEuros(v.amountCents),
    })),
    ...used.map((v): DatedActivity => ({
      type: "avantage",
      at: v.usedAt!,
      titre: `Bon d'achat ${v.code} utilisé`,
      detail: v.usedOrderId === null ? null : `Commande n° ${v.usedOrderId}`,
      lien: v.usedOrderId === null ? null : orderPath(v.usedOrderId),
      montant: -centsToEuros(v.amountCents),
    })),
  ];
}

async function challengeMoves(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const rows = await db
    .select({ entry: challengeEntries, title: challenges.title })
    .from(challengeEntries)
    .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
    .where(eq(challengeEntries.userId, userId))
    .orderBy(desc(challengeEntries.joinedAt), desc(challengeEntries.id))
    .limit(limit);
  return rows.flatMap(({ entry, title }): DatedActivity[] => [
    { type: "defi", at: entry.joinedAt, titre: `Vous participez au défi « ${title} »`, detail: null, lien: "/defis", montant: null },
    ...(entry.rewardedAt && entry.rewardCents !== null
      ? [{ type: "defi" as const, at: entry.rewardedAt, titre: `Défi « ${title} » réussi`, detail: `${formatEuros(centsToEuros(entry.rewardCents))} ajoutés à votre cagnotte`, lien: "/defis/historique", montant: centsToEuros(entry.rewardCents) }]
      : []),
  ]);
}

async function calendarMoves(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const rows = await db
    .select({ play: calendarPlays, label: calendarDays.label, kind: calendarDays.prizeKind })
    .from(calendarPlays)
    .innerJoin(calendarDays, and(eq(calendarDays.year, calendarPlays.year), eq(calendarDays.day, calendarPlays.day)))
    .where(eq(calendarPlays.userId, userId))
    .orderBy(desc(calendarPlays.playedAt), desc(calendarPlays.id))
    .limit(limit);
  return rows.map(({ play, label, kind }) => ({
    type: "jeu",
    at: play.playedAt,
    titre: `Calendrier de l'Avent : case du ${decemberDay(play.day)} ${play.won ? "gagnée" : "ouverte"}`,
    detail: play.won ? label : "Pas gagné cette fois-ci",
    lien: "/calendrier-de-l-avent",
    montant: play.won && kind === "cagnotte" && play.prizeCents !== null ? centsToEuros(play.prizeCents) : null,
  }));
}

/** Cinema contest plays; a win tells its e-ticket (the prize is the e-ticket's, whatever the contest). */
async function cinemaMoves(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const plays = await db.select().from(cinemaContestPlays).where(eq(cinemaContestPlays.userId, userId)).orderBy(desc(cinemaContestPlays.playedAt), desc(cinemaContestPlays.id)).limit(limit);
  return plays.map((play) => ({
    type: "jeu",
    at: play.playedAt,
    titre: play.won ? "Jeu concours cinéma : gagné !" : "Jeu concours cinéma : partie jouée",
    detail: play.ticketCode ? `Votre e-billet : ${play.ticketCode}` : "Pas gagné cette fois-ci",
    lien: CINEMA_PAGE_PATH,
    montant: null,
  }));
}

async function giftMoves(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const rows = await db
    .select({ choice: orderGifts, title: thankYouGifts.title })
    .from(orderGifts)
    .innerJoin(thankYouGifts, eq(thankYouGifts.id, orderGifts.giftId))
    .where(eq(orderGifts.userId, userId))
    .orderBy(desc(orderGifts.chosenAt))
    .limit(limit);
  return rows.map(({ choice, title }) => ({
    type: "cadeau",
    at: choice.chosenAt,
    titre: `Cadeau ajouté à la commande n° ${choice.orderId}`,
    detail: title,
    lien: orderPath(choice.orderId),
    montant: null,
  }));
}

const REVIEW_STATES = { pending: "en attente de relecture", published: "publié", rejected: "refusé" } as const;

/** Product reviews written and deliveries rated. */
async function reviewMoves(db: Database, userId: number, limit: number): Promise<DatedActivity[]> {
  const [reviews, ratings] = await Promise.all([
    db
      .select({ review: productReviews, product: products.name })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(eq(productReviews.userId, userId))
      .orderBy(desc(productReviews.updatedAt), desc(productReviews.id))
      .limit(limit),
    db.select().from(courierRatings).where(eq(courierRatings.userId, userId)).orderBy(desc(courierRatings.createdAt), desc(courierRatings.id)).limit(limit),
  ]);
  return [
    ...reviews.map(({ review, product }): DatedActivity => ({
      type: "avis",
      at: review.updatedAt,
      titre: `Avis sur « ${product} » : ${review.rating}/5`,
      detail: `« ${review.title} », ${REVIEW_STATES[review.status]}`,
      lien: "/historique-de-mes-avis-produit",
      montant: null,
    })),
    ...ratings.map((r): DatedActivity => ({
      type: "avis",
      at: r.createdAt,
      titre: `Livraison de la commande n° ${r.orderId} notée ${r.rating}/5`,
      detail: null,
      lien: orderPath(r.orderId),
      montant: null,
    })),
  ];
}

/** Ledger rows and vouchers credited by challenges and calendar wins (told by those activities instead). */
async function gameCredits(db: Database, userId: number): Promise<{ ledger: number[]; vouchers: number[] }> {
  const [fromChallenges, fromPlays] = await Promise.all([
    db.select({ id: challengeEntries.ledgerEntryId }).from(challengeEntries).where(and(eq(challengeEntries.userId, userId), isNotNull(challengeEntries.ledgerEntryId))),
    db.select({ ledger: calendarPlays.ledgerEntryId, voucher: calendarPlays.voucherId }).from(calendarPlays).where(and(eq(calendarPlays.userId, userId), eq(calendarPlays.won, true))),
  ]);
  const ids = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  return { ledger: ids([...fromChallenges.map((r) => r.id), ...fromPlays.map((r) => r.ledger)]), vouchers: ids(fromPlays.map((r) => r.voucher)) };
}

export async function activitySources(db: Database, userId: number, limit: number): Promise<DatedActivity[][]> {
  const credits = await gameCredits(db, userId);
  return Promise.all([
    orderSteps(db, userId, limit),
    balanceMoves(db, userId, limit, credits.ledger),
    voucherMoves(db, userId, limit, credits.vouchers),
    challengeMoves(db, userId, limit),
    calendarMoves(db, userId, limit),
    cinemaMoves(db, userId, limit),
    giftMoves(db, userId, limit),
    reviewMoves(db, userId, limit),
  ]);
}
