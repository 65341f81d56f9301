// The demo customer's past: two orders placed, paid, weighed, shipped and delivered in the days before the seed
// date, through the same tables and the same warehouse steps as real orders, so every balance of the account has
// its cause (loyalty euros from the deliveries, the « Deux commandes » challenge won with them). README: demo accounts.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { computeBasketTotals, type TotalsLine } from "../../domain/basket-totals.ts";
import { orderPlacedNote } from "../../domain/order-labels.ts";
import { addDays, bookingCutoff, parisDate, parisLocalTime, REGULAR_WINDOWS } from "../../domain/slot-rules.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import type { PaymentProvider } from "../../payment/provider.ts";
import { moveOrder } from "../orders/order-warehouse.ts";
import { applyPaymentOutcome } from "../orders/payment-outcome.ts";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The challenge the two deliveries win (seeded from three days before the seed date: packages/db/src/seed/games.ts). */
export const DEMO_CHALLENGE_SLUG = "deux-commandes-livrees";

/** Where the demo customer lives, as the courier reads it. */
export const DEMO_ADDRESS = {
  label: "Maison",
  civilite: "Mme",
  nom: "Bernard",
  prenom: "Camille",
  line1: "18 rue de la Roquette",
  line2: null,
  postalCode: "75011",
  city: "Paris",
  doorCode: "4521B",
  floor: "3",
  hasLift: true,
  intercomName: "Bernard",
  phone: "0612345678",
  instructions: null,
} as const;

/** The two orders: products (by name in the demonstration catalogue) and when each happened, in days from the seed date. */
export const DEMO_ORDERS = [
  {
    placedDay: -3,
    deliveredDay: -2,
    lines: [
      ["Lait demi-écrémé UHT x6", 2],
      ["Œufs frais de poules élevées en plein air x12", 1],
      ["Beurre demi-sel de Bretagne", 2],
      ["Comté AOP 18 mois à la coupe", 1],
      ["Yaourts nature x16", 1],
      ["Pommes Gala", 2],
      ["Bananes Cavendish", 1],
      ["Crème fraîche épaisse 30 % MG", 1],
      ["Parmigiano Reggiano AOP 24 mois", 1],
      ["Reblochon de Savoie AOP", 1],
    ],
  },
  {
    placedDay: -2,
    deliveredDay: -1,
    lines: [
      ["Camembert de Normandie AOP", 2],
      ["Oranges à jus", 2],
      ["Kiwis Hayward", 1],
      ["Yaourts aux fruits panachés x8", 2],
      ["Beurre doux", 1],
      ["Citrons jaunes", 1],
      ["Skyr nature", 3],
      ["Petits-suisses nature x12", 1],
      ["Brie de Meaux AOP à la coupe", 1],
      ["Beurre AOP Charentes-Poitou doux", 1],
      ["Crème fraîche épaisse d'Isigny AOP", 1],
    ],
  },
] as const satisfies readonly { placedDay: number; deliveredDay: number; lines: readonly (readonly [string, number])[] }[];

/**
 * The demo's payments were taken before the shop opened: a provider that agrees to everything and calls nobody, so
 * the warehouse's capture after weighing goes through without the sandbox (which knows no such payment).
 */
const PAST_PAYMENTS: PaymentProvider = {
  name: "demonstration",
  authorise: async (request) => ({ status: "authorised", providerRef: `demo-${request.merchantReference}` }),
  capture: async () => {},
  cancel: async () => {},
  refund: async () => {},
  describeCard: async () => null,
  createMandate: async () => ({ providerRef: "demo-mandate", reference: "DEMO", ibanMasked: "" }),
  chargeMandate: async (_ref, _amount, merchantReference) => ({ status: "authorised", providerRef: `demo-${merchantReference}` }),
};

type Deps = { db: Database; userId: number; perimeterId: number; now: Date; publicUrl: string };

/** What the history created, for the caller (and its test). */
export type DemoHistory = { orderIds: number[]; loyaltyCents: number; challengeWon: boolean };

/** The slot of a past day, 9 h – 11 h (Paris): created as the slot generator would have, had the shop been open. */
async function pastSlot(db: Database, perimeterId: number, now: Date, dayOffset: number) {
  const window = REGULAR_WINDOWS.find((w) => w.startHour === 9)!;
  const day = addDays(parisDate(now), dayOffset);
  const startsAt = parisLocalTime(day, window.startHour);
  const values = { perimeterId, startsAt, endsAt: parisLocalTime(day, window.endHour), capacity: window.capacity, feeCents: window.feeCents };
  const [created] = await db.insert(schema.deliverySlots).values(values).onConflictDoNothing().returning();
  if (created) return created;
  const [existing] = await db
    .select()
    .from(schema.deliverySlots)
    .where(and(eq(schema.deliverySlots.perimeterId, perimeterId), eq(schema.deliverySlots.startsAt, startsAt), eq(schema.deliverySlots.isExpress, false)));
  return existing!;
}

async function perimeterRules(db: Database, perimeterId: number) {
  const [perimeter] = await db.select().from(schema.perimeters).where(eq(schema.perimeters.id, perimeterId)).limit(1);
  const feeBands = await db
    .select({ minBasketCents: schema.deliveryFeeBands.minBasketCents, feeCents: schema.deliveryFeeBands.feeCents })
    .from(schema.deliveryFeeBands)
    .where(eq(schema.deliveryFeeBands.perimeterId, perimeterId))
    .orderBy(asc(schema.deliveryFeeBands.minBasketCents));
  return { perimeter: perimeter!, feeBands };
}

/** The catalogue's products of an order, with their regular price in the perimeter (promotions come and go). */
async function orderProducts(db: Database, perimeterId: number, names: readonly string[]) {
  const rows = await db
    .select({
      id: schema.products.id,
      name: schema.products.name,
      variableWeight: schema.products.variableWeight,
      averageWeightGrams: schema.products.averageWeightGrams,
      priceCents: schema.offers.priceCents,
    })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(inArray(schema.products.name, [...names]));
  // A name missing from a trimmed catalogue is left out rather than failing the shop's first start.
  return new Map(rows.map((r) => [r.name, r]));
}

/**
 * One past order: written as checkout leaves it (basket ordered, lines, slot place, payment pending, « Commande
 * passée » event), its payment authorised by the same outcome a provider's notification applies, then prepared,
 * shipped and delivered by the warehouse's own command (capture, invoice number, loyalty credit, challenges).
 */
async function pastOrder(deps: Deps, spec: (typeof DEMO_ORDERS)[number], addressId: number): Promise<number | null> {
  const { db, userId, perimeterId, now } = deps;
  const at = (day: number, hours: number) => new Date(now.getTime() + day * DAY_MS + hours * HOUR_MS);
  const products = await orderProducts(db, perimeterId, spec.lines.map(([name]) => name));
  const lines = spec.lines.flatMap(([name, quantity]) => {
    const p = products.get(name);
    return p ? [{ ...p, quantity }] : [];
  });
  if (lines.length === 0) return null;
  const { perimeter, feeBands } = await perimeterRules(db, perimeterId);
  const slot = await pastSlot(db, perimeterId, now, spec.deliveredDay);
  const totalsLines: TotalsLine[] = lines.map((l) => ({ unitPriceCents: l.priceCents, quantity: l.quantity, variableWeight: l.variableWeight, averageWeightGrams: l.averageWeightGrams }));
  const computed = computeBasketTotals({
    lines: totalsLines,
    perimeter: { minimumOrderCents: perimeter.minimumOrderCents, freeDeliveryThresholdCents: perimeter.freeDeliveryThresholdCents, feeBands },
    slot: { feeCents: slot.feeCents, expressFeeCents: 0 },
    donationCents: 0,
    vouchers: [],
    eurofidCents: 0,
    cagnotteCents: 0,
    amex: null,
    joker: false,
    advantageCode: null,
  });
  const placedAt = at(spec.placedDay, 2);
  const [address] = await db.select().from(schema.addresses).where(eq(schema.addresses.id, addressId));
  const { id: _id, userId: _owner, label: _label, isDefaultBilling: _b, isDefaultDelivery: _d, createdAt: _c, updatedAt: _u, deletedAt: _x, ...snapshot } = address!;

  const orderId = await db.transaction(async (tx) => {
    const [basket] = await tx.insert(schema.baskets).values({ userId, perimeterId, status: "ordered", deliveryAddressId: addressId, createdAt: placedAt, updatedAt: placedAt }).returning();
    const goodsCents = computed.totals.total_marchandise;
    const totalCents = computed.totals.total_euro;
    const [order] = await tx
      .insert(schema.orders)
      .values({
        userId,
        basketId: basket!.id,
        perimeterId,
        slotId: slot.id,
        status: "pending_payment",
        idempotencyKey: `demo-${basket!.id}`,
        deliveryAddress: snapshot,
        billingAddress: snapshot,
        totals: { ...computed.totals, fl: computed.feeCents },
        goodsCents,
        feeCents: computed.feeCents,
        discountCents: Math.max(0, goodsCents + computed.feeCents - totalCents),
        totalCents,
        authorisedCents: Math.max(computed.totals.total_autorisation, totalCents),
        paymentMethod: "card",
        cutoffAt: bookingCutoff(slot, perimeter.cutoffHours),
        placedAt,
        updatedAt: placedAt,
      })
      .returning();
    await tx.insert(schema.orderLines).values(
      lines.map((l, i) => ({
        orderId: order!.id,
        productId: l.id,
        name: l.name,
        quantity: l.quantity,
        unitPriceCents: l.priceCents,
        lineCents: computed.lineCents[i]!,
        variableWeight: l.variableWeight,
        estimatedWeightGrams: l.variableWeight && l.averageWeightGrams ? l.averageWeightGrams * l.quantity : null,
      })),
    );
    await tx.update(schema.baskets).set({ orderId: order!.id }).where(eq(schema.baskets.id, basket!.id));
    await tx.insert(schema.slotBookings).values({ slotId: slot.id, kind: "order", basketId: basket!.id, orderId: order!.id, userId, createdAt: placedAt });
    await tx.update(schema.deliverySlots).set({ booked: sql`${schema.deliverySlots.booked} + 1` }).where(eq(schema.deliverySlots.id, slot.id));
    await tx.insert(schema.payments).values({
      orderId: order!.id,
      provider: PAST_PAYMENTS.name,
      method: "card",
      status: "pending",
      amountCents: order!.authorisedCents,
      providerRef: `demo-${order!.id}`,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await tx.insert(schema.orderEvents).values({ orderId: order!.id, status: "pending_payment", note: orderPlacedNote("card"), createdAt: placedAt });
    return order!.id;
  });

  await applyPaymentOutcome(db, {
    provider: PAST_PAYMENTS.name,
    providerRef: `demo-${orderId}`,
    outcome: { kind: "authorised" },
    now: new Date(placedAt.getTime() + 60_000),
    publicUrl: deps.publicUrl,
    payments: PAST_PAYMENTS,
  });
  const warehouse = (when: Date) => ({ db, provider: PAST_PAYMENTS, now: when, publicUrl: deps.publicUrl });
  // Weighed two hours before the slot, on the road at its start, at the door an hour later.
  await moveOrder(warehouse(new Date(slot.startsAt.getTime() - 2 * HOUR_MS)), orderId, "prepare", { weights: weighedAsEstimated(lines) });
  await moveOrder(warehouse(slot.startsAt), orderId, "ship");
  await moveOrder(warehouse(new Date(slot.startsAt.getTime() + HOUR_MS)), orderId, "deliver");
  return orderId;
}

/** The scale agreed with the estimate: each weighed line at its average weight (the order's amount stays as paid). */
function weighedAsEstimated(lines: readonly { id: number; variableWeight: boolean; averageWeightGrams: number | null; quantity: number }[]): Map<number, number> {
  return new Map(lines.filter((l) => l.variableWeight && l.averageWeightGrams).map((l) => [l.id, l.averageWeightGrams! * l.quantity]));
}

/**
 * Gives the (just created) demo customer an address, the « Deux commandes » challenge joined before its first
 * order, and two delivered orders. The e-mails those steps queue are dropped: they tell of days before the shop
 * existed, and nobody should receive them at its first start.
 */
export async function createDemoHistory(deps: Deps): Promise<DemoHistory> {
  const { db, userId, now } = deps;
  const [address] = await db
    .insert(schema.addresses)
    .values({ userId, ...DEMO_ADDRESS, isDefaultDelivery: true, isDefaultBilling: true, createdAt: new Date(now.getTime() - 4 * DAY_MS), updatedAt: new Date(now.getTime() - 4 * DAY_MS) })
    .returning({ id: schema.addresses.id });
  const [challenge] = await db.select().from(schema.challenges).where(eq(schema.challenges.slug, DEMO_CHALLENGE_SLUG)).limit(1);
  // Joined an hour after the challenge opened, before the first order: only orders placed after joining count.
  if (challenge) await db.insert(schema.challengeEntries).values({ challengeId: challenge.id, userId, joinedAt: new Date(challenge.startsAt.getTime() + HOUR_MS) }).onConflictDoNothing();

  const orderIds: number[] = [];
  for (const spec of DEMO_ORDERS) {
    const id = await pastOrder(deps, spec, address!.id);
    if (id !== null) orderIds.push(id);
  }
  await db.delete(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, MAIL_JOB), sql`${schema.backgroundJobs.payload}->>'to' = (select email from users where id = ${userId})`));

  const [earned] = await db
    .select({ cents: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
    .from(schema.loyaltyLedger)
    .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "eurofid")));
  const [entry] = challenge
    ? await db.select().from(schema.challengeEntries).where(and(eq(schema.challengeEntries.userId, userId), eq(schema.challengeEntries.challengeId, challenge.id)))
    : [];
  return { orderIds, loyaltyCents: Number(earned?.cents ?? 0), challengeWon: Boolean(entry?.rewardedAt) };
}
