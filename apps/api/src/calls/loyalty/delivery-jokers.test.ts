// Jokers de livraison: the rules, the credit on the fifth delivery within three months (counted from the last joker
// earned), and the write-off after 60 days, on a real database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSlot, insertOrder, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import {
  creditJokerOnDelivery,
  earnsJoker,
  expiredJokers,
  JOKER_EXPIRY_REASON,
  jokerCountStart,
  jokerEarnedReason,
} from "./delivery-jokers.ts";
import { expireJokers } from "./loyalty-expiry.ts";

const DAY = 86_400_000;
const clock = new Date("2026-11-22T10:00:00Z");
const daysAgo = (n: number) => new Date(clock.getTime() - n * DAY);

describe("joker rules", () => {
  it("earns a joker from the fifth delivery", () => {
    expect(earnsJoker(4)).toBe(false);
    expect(earnsJoker(5)).toBe(true);
  });

  it("counts from three months back, or from the last joker earned if more recent", () => {
    expect(jokerCountStart(clock, null)).toEqual(daysAgo(91));
    expect(jokerCountStart(clock, daysAgo(200))).toEqual(daysAgo(91));
    expect(jokerCountStart(clock, daysAgo(10))).toEqual(daysAgo(10));
  });

  it("lets the oldest jokers lapse first", () => {
    expect(expiredJokers(1, 1)).toBe(0);
    expect(expiredJokers(2, 1)).toBe(1);
    expect(expiredJokers(1, 0)).toBe(1);
    expect(expiredJokers(0, 0)).toBe(0);
  });
});

let t: TestApp;
let perimeterId = 0;
let slotId = 0;
let product: { id: number; name: string };
let customers = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const first = await registerCustomer(t, "jokers-0@example.fr");
  perimeterId = first.perimeterId;
  product = (await pickProducts(t.database.db, perimeterId)).fixed[0]!;
  slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-25T08:00:00Z"), 1000)).id;
});
afterAll(() => t.close());

const db = () => t.database.db;

/** A customer with orders delivered on the given days ago, and one more order about to be delivered. */
async function customerWithDeliveries(deliveredDaysAgo: number[]) {
  customers += 1;
  const { userId } = await registerCustomer(t, `jokers-${customers}@example.fr`);
  const order = () => insertOrder(db(), { userId, perimeterId, slotId, lines: [{ productId: product.id, name: product.name, quantity: 1, unitCents: 500 }], now: clock });
  for (const days of deliveredDaysAgo) {
    const past = await order();
    await db().update(schema.orders).set({ status: "delivered", deliveredAt: daysAgo(days) }).where(eq(schema.orders.id, past.id));
  }
  return { userId, next: await order() };
}

const jokerRows = (userId: number) =>
  db().select().from(schema.loyaltyLedger).where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "joker")));

const deliver = (order: { id: number; userId: number }, at = clock) => db().transaction((tx) => creditJokerOnDelivery(tx as never, order, at));

describe("creditJokerOnDelivery", () => {
  it("credits one joker on the fifth delivery within three months, saying why", async () => {
    const { userId, next } = await customerWithDeliveries([80, 60, 40, 20]);
    expect(await deliver({ id: next.id, userId })).toBe(true);
    expect(await jokerRows(userId)).toEqual([expect.objectContaining({ amount: 1, orderId: next.id, reason: jokerEarnedReason(5) })]);
  });

  it("credits nothing on a fourth delivery, nor when older deliveries fall outside three months", async () => {
    const four = await customerWithDeliveries([30, 20, 10]);
    expect(await deliver({ id: four.next.id, userId: four.userId })).toBe(false);
    const old = await customerWithDeliveries([120, 100, 40, 20]);
    expect(await deliver({ id: old.next.id, userId: old.userId })).toBe(false);
    expect(await jokerRows(four.userId)).toEqual([]);
    expect(await jokerRows(old.userId)).toEqual([]);
  });

  it("counts again from the last joker: a new one every five deliveries, not on each one after the fifth", async () => {
    const { userId, next } = await customerWithDeliveries([50, 40, 30, 20]);
    expect(await deliver({ id: next.id, userId }, daysAgo(10))).toBe(true);
    await db().update(schema.orders).set({ status: "delivered", deliveredAt: daysAgo(10) }).where(eq(schema.orders.id, next.id));
    const sixth = await insertOrder(db(), { userId, perimeterId, slotId, lines: [{ productId: product.id, name: product.name, quantity: 1, unitCents: 500 }], now: clock });
    expect(await deliver({ id: sixth.id, userId })).toBe(false);
    expect(await jokerRows(userId)).toHaveLength(1);
  });
});

describe("expireJokers", () => {
  it("writes off jokers kept over 60 days, the oldest first, and keeps the recent ones", async () => {
    const { userId } = await registerCustomer(t, "jokers-expiry@example.fr");
    const other = await registerCustomer(t, "jokers-recent@example.fr");
    await db()
      .insert(schema.loyaltyLedger)
      .values([
        { userId, kind: "joker", amount: 1, reason: jokerEarnedReason(5), createdAt: daysAgo(90) },
        { userId, kind: "joker", amount: 1, reason: jokerEarnedReason(5), createdAt: daysAgo(20) },
        { userId: other.userId, kind: "joker", amount: 1, reason: jokerEarnedReason(5), createdAt: daysAgo(59) },
      ]);
    expect(await expireJokers(db(), clock)).toBe(1);
    const rows = await jokerRows(userId);
    expect(rows.map((r) => r.amount).reduce((a, b) => a + b, 0)).toBe(1);
    expect(rows.at(-1)).toMatchObject({ amount: -1, reason: JOKER_EXPIRY_REASON });
    expect(await jokerRows(other.userId)).toHaveLength(1);
    // Run again, nothing more goes.
    expect(await expireJokers(db(), clock)).toBe(0);
    const writeOffs = await db().select().from(schema.loyaltyLedger).where(eq(schema.loyaltyLedger.reason, JOKER_EXPIRY_REASON));
    expect(writeOffs).toHaveLength(1);
  });
});
