// Test setup for order calls: a customer, and an order written straight into the tables the way checkout leaves
// them (stock taken, slot booked, benefits spent), so payment, warehouse and reading calls can be tested alone.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { TestApp } from "./test-app.ts";
import { forgetPerimeterTerms } from "../calls/basket/basket-store.ts";

export const ORIGIN = { origin: "http://localhost:3000" };
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let signUps = 0;

export async function registerCustomer(t: TestApp, email: string): Promise<{ token: string; userId: number; perimeterId: number }> {
  signUps += 1;
  const res = await t.app.inject({
    method: "POST",
    // Each sign-up from its own address: sign-up attempts are rate-limited per address.
    remoteAddress: `10.1.${Math.floor(signUps / 250)}.${signUps % 250}`,
    url: "/next-react/register.php",
    headers: ORIGIN,
    payload: { email, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011" },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const body = res.json<{ token: string; perimetre: number }>();
  const [user] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: body.token, userId: user!.id, perimeterId: body.perimetre };
}

/**
 * Marks the account's address confirmed, as its confirmation link would (ADR 0048): for tests of a game with prizes
 * whose subject is the game, not the confirmation (that is covered by email-confirmation.test.ts).
 */
export async function confirmEmailOf(t: TestApp, userId: number): Promise<void> {
  await t.database.db.update(schema.users).set({ emailConfirmedAt: new Date() }).where(eq(schema.users.id, userId));
}

type AddressValues = Partial<typeof schema.addresses.$inferInsert>;

/**
 * The complete Paris address checkout tests deliver to (Durand, 12 rue Oberkampf, 75011), saved for the customer
 * and set as her active basket's delivery and billing address; `values` changes or adds fields. Returns its id.
 */
export async function giveBasketAddress(db: Database, userId: number, values: AddressValues = {}): Promise<number> {
  const [address] = await db
    .insert(schema.addresses)
    .values({ userId, nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "0612345678", ...values })
    .returning({ id: schema.addresses.id });
  await db
    .update(schema.baskets)
    .set({ deliveryAddressId: address!.id, billingAddressId: address!.id })
    .where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.status, "active")));
  return address!.id;
}

export type FixtureLine = { productId: number; quantity: number };

/** Products with an offer and stock in the perimeter: fixed-price ones, and one sold by weight. */
export async function pickProducts(db: Database, perimeterId: number) {
  const rows = await db
    .select({ id: schema.products.id, name: schema.products.name, variableWeight: schema.products.variableWeight, averageWeightGrams: schema.products.averageWeightGrams, priceCents: schema.offers.priceCents, stock: schema.offers.stock })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(sql`${schema.offers.stock} > 20 and ${schema.offers.promoPriceCents} is null`)
    .orderBy(schema.products.id)
    .limit(200);
  const fixed = rows.filter((r) => !r.variableWeight);
  const weighed = rows.find((r) => r.variableWeight);
  if (!weighed || fixed.length < 3) throw new Error("seed has no suitable products");
  return { fixed, weighed };
}

export async function createSlot(db: Database, perimeterId: number, startsAt: Date, capacity = 10) {
  const [slot] = await db
    .insert(schema.deliverySlots)
    .values({ perimeterId, startsAt, endsAt: new Date(startsAt.getTime() + 2 * 3600_000), capacity, feeCents: 590 })
    .onConflictDoNothing()
    .returning();
  if (slot) return slot;
  const [existing] = await db.select().from(schema.deliverySlots).where(and(eq(schema.deliverySlots.perimeterId, perimeterId), eq(schema.deliverySlots.startsAt, startsAt)));
  return existing!;
}

/**
 * An order as checkout writes it: basket ordered, stock decremented, one slot place booked, a voucher and 2 € of
 * eurosfid spent, the order pending its payment (or placed), its lines and a payment row.
 */
export async function insertOrder(
  db: Database,
  args: { userId: number; perimeterId: number; slotId: number; lines: { productId: number; name: string; quantity: number; unitCents: number; variableWeight?: boolean; avgGrams?: number | null }[]; now: Date; status?: "pending_payment" | "placed"; providerRef?: string; method?: "card" | "sepa" | "phone" },
) {
  return db.transaction(async (tx) => {
    const [basket] = await tx.insert(schema.baskets).values({ userId: args.userId, perimeterId: args.perimeterId, status: "ordered" }).returning();
    let goods = 0;
    let variable = 0;
    const lineRows = args.lines.map((l) => {
      const grams = l.variableWeight ? (l.avgGrams ?? 500) * l.quantity : null;
      const lineCents = grams !== null ? Math.round((grams * l.unitCents) / 1000) : l.unitCents * l.quantity;
      goods += lineCents;
      if (grams !== null) variable += lineCents;
      return { productId: l.productId, name: l.name, quantity: l.quantity, unitPriceCents: l.unitCents, lineCents, variableWeight: Boolean(l.variableWeight), estimatedWeightGrams: grams };
    });
    const fee = 590;
    const discount = 500 + 200;
    const total = goods + fee - discount;
    const authorised = total + Math.ceil((variable * 1500) / 10_000);
    const slot = (await tx.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, args.slotId)))[0]!;
    const address = { nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", doorCode: "4521B" };
    const [order] = await tx
      .insert(schema.orders)
      .values({
        userId: args.userId,
        basketId: basket!.id,
        perimeterId: args.perimeterId,
        slotId: args.slotId,
        status: args.status ?? "pending_payment",
        idempotencyKey: `fixture-${basket!.id}`,
        deliveryAddress: address,
        billingAddress: address,
        totals: { total_marchandise: goods, fl: fee, total_remises: discount, total_euro: total },
        goodsCents: goods,
        feeCents: fee,
        discountCents: discount,
        totalCents: total,
        authorisedCents: authorised,
        paymentMethod: args.method ?? "card",
        cutoffAt: new Date(slot.startsAt.getTime() - 8 * 3600_000),
        placedAt: args.now,
      })
      .returning();
    await tx.insert(schema.orderLines).values(lineRows.map((l) => ({ ...l, orderId: order!.id })));
    for (const l of lineRows) {
      await tx.update(schema.offers).set({ stock: sql`${schema.offers.stock} - ${l.quantity}` }).where(and(eq(schema.offers.productId, l.productId), eq(schema.offers.perimeterId, args.perimeterId)));
    }
    await tx.insert(schema.slotBookings).values({ slotId: args.slotId, kind: "order", orderId: order!.id, userId: args.userId });
    await tx.update(schema.deliverySlots).set({ booked: sql`${schema.deliverySlots.booked} + 1` }).where(eq(schema.deliverySlots.id, args.slotId));
    await tx.insert(schema.vouchers).values({ userId: args.userId, code: `BA-${order!.id}`, amountCents: 500, expiresAt: new Date(args.now.getTime() + 30 * 86400_000), usedAt: args.now, usedOrderId: order!.id, createdAt: args.now });
    await tx.insert(schema.loyaltyLedger).values([
      { userId: args.userId, kind: "eurofid", amount: 1000, reason: "Bienvenue", createdAt: args.now },
      { userId: args.userId, kind: "eurofid", amount: -200, reason: "Commande", orderId: order!.id, createdAt: args.now },
    ]);
    if (args.providerRef) {
      await tx.insert(schema.payments).values({
        orderId: order!.id,
        provider: "sandbox",
        method: args.method ?? "card",
        status: args.status === "placed" ? "authorised" : "requires_action",
        amountCents: authorised,
        providerRef: args.providerRef,
      });
    }
    return order!;
  });
}

type FixtureProduct = { id: number; name: string; priceCents: number };

/** The products claims tests order: three fixed-price ones, and the dearest to fill an order (few units, enough stock). */
export async function claimFixtureProducts(db: Database, perimeterId: number): Promise<{ products: FixtureProduct[]; bulk: FixtureProduct }> {
  const { fixed } = await pickProducts(db, perimeterId);
  return { products: fixed.slice(0, 3), bulk: fixed.reduce((dearest, p) => (p.priceCents > dearest.priceCents ? p : dearest)) };
}

/**
 * A delivered order of 3 × `a`, 1 × `b` and enough of `bulk` (the dearest product) for the usual small claims to stay
 * within the instant-credit ceiling (a quarter of the goods, ADR 0050), delivered `hoursAgo` before `now`.
 */
export async function insertClaimableOrder(
  db: Database,
  args: {
    userId: number;
    perimeterId: number;
    products: FixtureProduct[];
    bulk: FixtureProduct;
    now: Date;
    hoursAgo?: number;
    /**
     * The order's reductions of the goods (total_remises, total_ba_panier…), which claims share over the lines (ADR
     * 0081). None by default: its 7 € off were then paid with loyalty euros, and a claim credits the shelf prices.
     */
    reductions?: Record<string, number>;
  },
): Promise<number> {
  const [a, b] = args.products;
  if (!a || !b) throw new Error("insertClaimableOrder needs two products");
  const { bulk, now } = args;
  const bulkUnits = Math.ceil((4 * (3 * a.priceCents + b.priceCents)) / bulk.priceCents);
  const slot = await createSlot(db, args.perimeterId, new Date("2026-11-21T08:00:00Z"), 50);
  const order = await insertOrder(db, {
    userId: args.userId,
    perimeterId: args.perimeterId,
    slotId: slot.id,
    now,
    status: "placed",
    lines: [
      { productId: a.id, name: a.name, quantity: 3, unitCents: a.priceCents },
      { productId: b.id, name: b.name, quantity: 1, unitCents: b.priceCents },
      { productId: bulk.id, name: bulk.name, quantity: bulkUnits, unitCents: bulk.priceCents },
    ],
  });
  await db
    .update(schema.orders)
    .set({
      status: "delivered",
      deliveredAt: new Date(now.getTime() - (args.hoursAgo ?? 2) * 3_600_000),
      totals: { ...order.totals, total_remises: 0, ...args.reductions },
    })
    .where(eq(schema.orders.id, order.id));
  return order.id;
}

/**
 * A shop ready for checkout tests: the perimeter of a first customer, its products, a slot with room for every test,
 * and no minimum order (small baskets keep the tests readable; the minimum is checked on its own).
 */
export async function openCheckoutShop(t: TestApp, firstEmail: string) {
  const { perimeterId } = await registerCustomer(t, firstEmail);
  const products = await pickProducts(t.database.db, perimeterId);
  const slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-25T15:00:00Z"), 1000)).id;
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, perimeterId));
  forgetPerimeterTerms();
  return { perimeterId, products, slotId };
}
