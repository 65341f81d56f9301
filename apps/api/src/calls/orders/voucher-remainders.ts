// The vouchers that carry back what an order's lighter weighing left unused of its vouchers (ADR 0084): issued in the
// weighing's transaction under the order's row lock, taken back with an undone weighing, and netted out of what a
// cancellation gives back, so the customer never holds a voucher's value twice.
import { and, asc, eq, inArray, isNull, like, notInArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { givenBackOf, vouchersGivenBackOf, welcomeUnusedOf, type BenefitsSplit, type VoucherGivenBack, type WeighingChange } from "../../domain/benefits-change.ts";
import {
  nextRemainderRank,
  remainderCode,
  remainderCodePrefix,
  remainderExpiry,
  remainderToIssue,
  restOnCancellation,
  voucherRemaindersDue,
  welcomeVoucherUnusedCents,
} from "../../domain/voucher-remainder.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import type { OrderRow } from "./order-store.ts";

type VoucherRow = typeof schema.vouchers.$inferSelect;
type OrderRef = Pick<OrderRow, "id" | "userId">;

/** A voucher row as the texts name it. */
const givenBack = (voucher: VoucherRow): VoucherGivenBack => ({ code: voucher.code, cents: voucher.amountCents, expiresAt: voucher.expiresAt });

/** The vouchers an order's weighing issued for what it left unused, oldest first. */
export async function weighingRemaindersOf(db: Database, orderId: number): Promise<VoucherRow[]> {
  return db.select().from(schema.vouchers).where(eq(schema.vouchers.remainderOrderId, orderId)).orderBy(asc(schema.vouchers.id));
}

/**
 * What the order's weighing gave back: the balances its totals record, and the remainder vouchers it issued. A weighing
 * undone forgets its totals, so until the order is weighed again nothing is said, even of a remainder kept as used.
 */
export async function weighingChangeOf(db: Database, order: Pick<OrderRow, "id" | "totals">): Promise<WeighingChange> {
  const vouchers = vouchersGivenBackOf(order.totals) > 0 ? (await weighingRemaindersOf(db, order.id)).map(givenBack) : [];
  return { ...givenBackOf(order.totals), vouchers, welcomeUnusedCents: welcomeUnusedOf(order.totals) };
}

/** What the order's weighing remainders already carry, per voucher they come from. */
const carriedPerVoucher = (remainders: readonly VoucherRow[]): Map<number, number> => {
  const carried = new Map<number, number>();
  for (const r of remainders) if (r.remainderOfId !== null) carried.set(r.remainderOfId, (carried.get(r.remainderOfId) ?? 0) + r.amountCents);
  return carried;
};

/** The vouchers the order used, each marked when it is the referred friend's welcome voucher (a first-order offer). */
async function spentVouchersOf(tx: Database, order: OrderRef) {
  const used = await tx
    .select()
    .from(schema.vouchers)
    .where(and(eq(schema.vouchers.usedOrderId, order.id), eq(schema.vouchers.userId, order.userId)));
  if (used.length === 0) return [];
  const welcome = await tx
    .select({ id: schema.referrals.welcomeVoucherId })
    .from(schema.referrals)
    .where(inArray(schema.referrals.welcomeVoucherId, used.map((v) => v.id)));
  const welcomeIds = new Set(welcome.map((w) => w.id));
  return used.map((v) => ({ ...v, welcome: welcomeIds.has(v.id) }));
}

/**
 * A voucher carrying `cents` of `source` back to its customer, coded after the order (RESTE-<order>-<rank>), valid at
 * least as long as `source` (remainderExpiry). `terms`: its kind and minimum basket.
 */
async function issueRemainder(
  tx: Database,
  order: OrderRef,
  source: VoucherRow,
  cents: number,
  terms: Pick<VoucherRow, "kind" | "minBasketCents" | "remainderOrderId">,
  now: Date,
): Promise<VoucherRow> {
  // The order's row is locked by the caller: no other transaction draws a code of this order meanwhile.
  const taken = await tx
    .select({ code: schema.vouchers.code })
    .from(schema.vouchers)
    .where(like(schema.vouchers.code, `${remainderCodePrefix(order.id)}%`));
  const [voucher] = await tx
    .insert(schema.vouchers)
    .values({
      userId: order.userId,
      code: remainderCode(order.id, nextRemainderRank(order.id, taken.map((t) => t.code))),
      ...terms,
      amountCents: cents,
      expiresAt: remainderExpiry(source.expiresAt, now),
      remainderOfId: source.id,
      createdAt: now,
    })
    .returning();
  return voucher!;
}

/**
 * Issues a voucher for the part of each voucher the weighed order no longer needs (after the loyalty euros and the
 * prize pot came back: the split spends vouchers first), beyond what this order's weighing already issued for it.
 * A remainder is change on a voucher whose conditions the order met: an ordinary voucher (`use_ba`), with no minimum
 * basket. Returns every voucher the order's weighing has given back, and what it left unused of a referred friend's
 * welcome voucher, which gives none.
 */
export async function issueVoucherRemainders(
  tx: Database,
  order: OrderRef,
  split: Pick<BenefitsSplit, "used" | "vouchersUnusedCents">,
  now: Date,
): Promise<Pick<WeighingChange, "vouchers" | "welcomeUnusedCents">> {
  const issued = await weighingRemaindersOf(tx, order.id);
  if (split.vouchersUnusedCents <= 0) return { vouchers: issued.map(givenBack), welcomeUnusedCents: 0 };
  const spent = await spentVouchersOf(tx, order);
  const carried = carriedPerVoucher(issued);
  const fresh: VoucherRow[] = [];
  const checkoutCents = split.used.vouchers + split.vouchersUnusedCents;
  for (const due of voucherRemaindersDue(spent, checkoutCents, split.used.vouchers)) {
    const cents = remainderToIssue(due.cents, carried.get(due.voucherId) ?? 0);
    if (cents <= 0) continue;
    const source = spent.find((v) => v.id === due.voucherId)!;
    fresh.push(await issueRemainder(tx, order, source, cents, { kind: "ba", minBasketCents: 0, remainderOrderId: order.id }, now));
  }
  // The basket lists the customer's vouchers: its kept views must show the new ones.
  if (fresh.length > 0) await touchActiveBaskets(tx, order.userId);
  return {
    vouchers: [...issued, ...fresh].map(givenBack),
    welcomeUnusedCents: welcomeVoucherUnusedCents(spent, checkoutCents, split.used.vouchers),
  };
}

/**
 * A weighing undone (the bank refused its capture) takes back the remainders it issued, as it forgets its weights and
 * its balances' change: weighed again, the order issues what that weighing leaves unused. One already used cannot be
 * taken back; it stays counted as given, so weighing again issues only what it does not cover. Returns those taken back.
 */
export async function takeBackVoucherRemainders(tx: Database, order: OrderRef): Promise<VoucherGivenBack[]> {
  const taken = await tx
    .delete(schema.vouchers)
    .where(and(eq(schema.vouchers.remainderOrderId, order.id), isNull(schema.vouchers.usedAt)))
    .returning();
  if (taken.length > 0) await touchActiveBaskets(tx, order.userId);
  return taken.map(givenBack);
}

export type VoucherRest = VoucherGivenBack & { originalCode: string };

/**
 * A cancelled (or failed, or replaced) order gives its vouchers back unused. One whose part its weighing already gave
 * back as a remainder stays spent, and the rest of it comes back as a new voucher on its own terms (kind, minimum
 * basket; valid at least as long): the customer holds its value once, whatever became of the remainder meanwhile.
 * Returns the rests issued.
 */
export async function giveBackVouchers(tx: Database, order: OrderRef, now: Date): Promise<VoucherRest[]> {
  const carried = carriedPerVoucher(await weighingRemaindersOf(tx, order.id));
  const partlyGiven = [...carried.keys()];
  await tx
    .update(schema.vouchers)
    .set({ usedAt: null, usedOrderId: null })
    .where(and(eq(schema.vouchers.usedOrderId, order.id), partlyGiven.length > 0 ? notInArray(schema.vouchers.id, partlyGiven) : undefined));
  if (partlyGiven.length === 0) return [];
  const sources = await tx
    .select()
    .from(schema.vouchers)
    .where(and(eq(schema.vouchers.usedOrderId, order.id), inArray(schema.vouchers.id, partlyGiven)))
    .orderBy(asc(schema.vouchers.id));
  const rests: VoucherRest[] = [];
  for (const source of sources) {
    const cents = restOnCancellation(source.amountCents, carried.get(source.id) ?? 0);
    if (cents <= 0) continue;
    const rest = await issueRemainder(tx, order, source, cents, { kind: source.kind, minBasketCents: source.minBasketCents, remainderOrderId: null }, now);
    rests.push({ ...givenBack(rest), originalCode: source.code });
  }
  return rests;
}
