// Challenges in the database: which run now, the customer's entries, the order lines that make their progress,
// and the settlement that credits a reached challenge's reward to the prize pot once (ADR 0029).
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { centsToEuros, type ChallengeProgress, type ChallengeView } from "@cabas/contracts";
import { loadCategoryTree, subtreeIds } from "../catalogue/category-tree.ts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { challengeKindName, challengeProgress, progressPercent, receivedPart, rewardDue, type OrderLineFact, type Progress } from "./challenge-rules.ts";
import { unitsClaimedMissing } from "../service/claimed-missing.ts";

const { challenges, challengeEntries, orders, orderLines, products } = schema;

export type ChallengeRow = typeof challenges.$inferSelect;
export type EntryRow = typeof challengeEntries.$inferSelect;

export const CHALLENGE_NOT_FOUND = "Ce défi n'existe pas.";
/** A settlement looks back this far: orders placed before a challenge's end may be delivered a few days later. */
const SETTLEMENT_LOOKBACK_MS = 30 * 86_400_000;

export async function openChallenges(db: Database, now: Date): Promise<ChallengeRow[]> {
  return db
    .select()
    .from(challenges)
    .where(and(lte(challenges.startsAt, now), gt(challenges.endsAt, now)))
    .orderBy(asc(challenges.position), asc(challenges.id));
}

export async function challengeById(db: Database, id: number): Promise<ChallengeRow> {
  const [row] = await db.select().from(challenges).where(eq(challenges.id, id)).limit(1);
  if (!row) throw notFound(CHALLENGE_NOT_FOUND);
  return row;
}

export async function entriesOf(db: Database, userId: number, challengeIds?: readonly number[]): Promise<EntryRow[]> {
  if (challengeIds?.length === 0) return [];
  return db
    .select()
    .from(challengeEntries)
    .where(and(eq(challengeEntries.userId, userId), challengeIds ? inArray(challengeEntries.challengeId, [...challengeIds]) : undefined));
}

/** Whether only some products count (an aisle, bio): then getDefisArticles lists them. */
export const hasProductCriteria = (c: Pick<ChallengeRow, "kind" | "bioOnly" | "categoryId">): boolean => c.kind !== "orders" && (c.bioOnly || c.categoryId !== null);

/** The aisle and every shelf under it, from the catalogue's kept aisle tree. */
export async function categorySubtree(db: Database, rootId: number): Promise<number[]> {
  return subtreeIds(await loadCategoryTree(db), rootId);
}

/**
 * The lines of the customer's orders placed between joining and the challenge's end, each said to count or not, less
 * the units claimed as missing: a challenge counts what was received, as reviews do.
 */
async function orderLineFacts(db: Database, challenge: ChallengeRow, entry: EntryRow): Promise<OrderLineFact[]> {
  const shelves = challenge.categoryId === null ? null : await categorySubtree(db, challenge.categoryId);
  const counts = and(
    challenge.bioOnly ? eq(products.isBio, true) : undefined,
    shelves ? inArray(products.categoryId, shelves) : undefined,
  );
  const rows = await db
    .select({
      orderId: orders.id,
      parentOrderId: orders.parentOrderId,
      status: orders.status,
      quantity: orderLines.quantity,
      missing: unitsClaimedMissing(orderLines.orderId, orderLines.productId),
      cents: sql<number>`coalesce(${orderLines.finalLineCents}, ${orderLines.lineCents})`,
      counts: counts ? sql<boolean>`coalesce(${counts}, false)` : sql<boolean>`true`,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(eq(orders.userId, entry.userId), gte(orders.placedAt, entry.joinedAt), lt(orders.placedAt, challenge.endsAt), ne(orders.status, "cancelled")));
  return rows.map(({ missing, ...r }) => receivedPart({ ...r, cents: Number(r.cents), counts: Boolean(r.counts) }, Number(missing)));
}

export async function progressOf(db: Database, challenge: ChallengeRow, entry: EntryRow): Promise<Progress> {
  return challengeProgress(challenge.kind, await orderLineFacts(db, challenge, entry));
}

/** Spend challenges count cents inside and euros on the wire. */
const shown = (kind: ChallengeRow["kind"], amount: number): number => (kind === "spend" ? centsToEuros(amount) : amount);

export function toProgressView(challenge: ChallengeRow, entry: EntryRow, progress: Progress): ChallengeProgress {
  return {
    inscrit_le: entry.joinedAt.toISOString(),
    progression: shown(challenge.kind, Math.min(progress.reached, challenge.target)),
    objectif: shown(challenge.kind, challenge.target),
    pourcentage: progressPercent(progress.reached, challenge.target),
    atteint: progress.reached >= challenge.target || entry.rewardedAt !== null,
    commandes_en_attente: progress.pendingOrders,
    recompense_creditee: entry.rewardCents === null ? null : centsToEuros(entry.rewardCents),
    creditee_le: entry.rewardedAt?.toISOString() ?? null,
  };
}

export function toChallengeView(challenge: ChallengeRow, participation: ChallengeProgress | null): ChallengeView {
  return {
    id_defi: challenge.id,
    titre: challenge.title,
    description: challenge.description,
    image: { icon: challenge.icon, alt: "", url: `/media/produits/${challenge.icon}.svg` },
    type: challengeKindName(challenge.kind),
    objectif: shown(challenge.kind, challenge.target),
    recompense: centsToEuros(challenge.rewardCents),
    debut: challenge.startsAt.toISOString(),
    fin: challenge.endsAt.toISOString(),
    produits_concernes: hasProductCriteria(challenge),
    participation,
  };
}

/** The challenges with the customer's participation in each (null where they have not joined). */
export async function challengeViews(db: Database, rows: readonly ChallengeRow[], userId: number | null): Promise<ChallengeView[]> {
  const entries = userId === null ? [] : await entriesOf(db, userId, rows.map((c) => c.id));
  return Promise.all(
    rows.map(async (challenge) => {
      const entry = entries.find((e) => e.challengeId === challenge.id);
      return toChallengeView(challenge, entry ? toProgressView(challenge, entry, await progressOf(db, challenge, entry)) : null);
    }),
  );
}

/**
 * The customer's finished challenges, the latest first: those that have ended, and those already won (over for
 * the customer, who cannot win them twice: the history's « vous avez gagné » total counts them).
 */
export async function finishedEntries(db: Database, userId: number, now: Date) {
  return db
    .select({ challenge: challenges, entry: challengeEntries })
    .from(challengeEntries)
    .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
    .where(and(eq(challengeEntries.userId, userId), or(lte(challenges.endsAt, now), isNotNull(challengeEntries.rewardedAt))))
    .orderBy(desc(challenges.endsAt), desc(challenges.id));
}

export async function totalWon(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${challengeEntries.rewardCents}), 0)::int` })
    .from(challengeEntries)
    .where(eq(challengeEntries.userId, userId));
  return Number(row?.cents ?? 0);
}

/**
 * Credits every reached challenge of the customer, once: the entries are locked, an entry already rewarded is
 * skipped, and the reward goes to the prize pot in the same transaction as the entry's mark. Called when one of
 * their orders is delivered (the only moment progress grows).
 */
export async function settleChallenges(tx: Database, userId: number, now: Date): Promise<number> {
  const pending = await tx
    .select({ challenge: challenges, entry: challengeEntries })
    .from(challengeEntries)
    .innerJoin(challenges, eq(challenges.id, challengeEntries.challengeId))
    .where(and(eq(challengeEntries.userId, userId), isNull(challengeEntries.rewardedAt), gt(challenges.endsAt, new Date(now.getTime() - SETTLEMENT_LOOKBACK_MS))))
    .orderBy(asc(challengeEntries.id))
    .for("update", { of: challengeEntries });
  let credited = 0;
  for (const { challenge, entry } of pending) {
    const cents = rewardDue(entry, await progressOf(tx, challenge, entry), challenge);
    if (cents === 0) continue;
    const [ledger] = await tx
      .insert(schema.loyaltyLedger)
      .values({ userId, kind: "cagnotte", amount: cents, reason: `Défi « ${challenge.title} » réussi`, createdAt: now })
      .returning({ id: schema.loyaltyLedger.id });
    await tx
      .update(challengeEntries)
      .set({ rewardedAt: now, rewardCents: cents, ledgerEntryId: ledger!.id })
      .where(and(eq(challengeEntries.id, entry.id), isNull(challengeEntries.rewardedAt)));
    credited += cents;
  }
  // The basket shows the prize pot's balance.
  if (credited > 0) await touchActiveBaskets(tx, userId);
  return credited;
}
