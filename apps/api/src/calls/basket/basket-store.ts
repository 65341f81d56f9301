// Where baskets live: finding or creating the visitor's active basket, building the spec's cart entity from
// the database (lines priced in the basket's perimeter, slot, addresses, benefits, totals), merging a guest
// basket into an account's at sign-in.
import { and, asc, desc, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { centsToEuros, emptyBasket, frenchWeekdayTime, type Basket, type RanOutSlot, type BasketItem, type BasketSettings, type BasketVoucher } from "@cabas/contracts";
import { preparedOn, readTogether, schema, type Database } from "@cabas/db";
import type { Principal } from "../../http/auth.ts";
import { computeBasketTotals, type AdvantageCodeRule, type TotalsLine } from "../../domain/basket-totals.ts";
import { packDiscountCents, unitsInPacks, type BasketPack } from "../../domain/pack-discount.ts";
import { mixMatchSavings, type MixMatchOffers } from "../../domain/mix-match-discount.ts";
import { loadMixMatchRules } from "../catalogue/mix-match-store.ts";
import { AMEX_DISCOUNT, householdWelcomeVoucherRefusal, welcomeOffersClash } from "../../domain/basket-benefits.ts";
import { refusedWelcomeVoucherId } from "../orders/household-orders.ts";
import { advantageCodeRefusal } from "./advantage-codes.ts";
import { cardJson, rememberEntryCard } from "./basket-answer-json.ts";
import { toProductCard } from "../../domain/product-card.ts";
import { recalledMessage, recalledProductIds, type RecallWindow } from "../../domain/product-recall.ts";
import { loadRecalls } from "../catalogue/recall-store.ts";
import { cardColumns } from "../catalogue/product-list.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { holdRanOut, ranOutEndLabel, ranOutMessage, slotDayLabel } from "../../domain/slot-rules.ts";
import { startingAddresses } from "./starting-addresses.ts";
import { basketOwnerKey, basketViewCacheOf } from "./basket-view-cache.ts";
import type { BasketOwner } from "./set-quantity.ts";
import { offerWithHeldUnits, unitsHeldForBasket } from "./changed-order.ts";
import { unitsHeldForCustomer } from "../reservation-waitlist/waitlist-store.ts";
import { changedOrderOf, heldBalances, heldVouchers, LEDGER_KINDS, type HeldBalances } from "./held-benefits.ts";
import { basketMayMove, moveBasketToPerimeter } from "../addresses/perimeter-move.ts";

const { baskets, basketItems, products, offers, brands, perimeters, deliveryFeeBands, slotBookings, deliverySlots } = schema;

export type BasketRow = typeof baskets.$inferSelect;

/** The principal's own active basket: by user for a customer, by session for a guest. */
export async function findActiveBasket(db: Database, principal: Principal | null): Promise<BasketRow | null> {
  const [row] = await activeBasketWithVersion(db, principal);
  return row?.basket ?? null;
}

/** The perimeter a new basket belongs to: the session's, else the account's, else the shop's default. */
async function principalPerimeterId(db: Database, principal: Principal): Promise<number> {
  if (principal.perimeterId) return principal.perimeterId;
  if (principal.userId !== null) {
    const [user] = await db.select({ perimeterId: schema.users.perimeterId }).from(schema.users).where(eq(schema.users.id, principal.userId));
    if (user?.perimeterId) return user.perimeterId;
  }
  const [fallback] = await db.select({ id: perimeters.id }).from(perimeters).orderBy(desc(perimeters.isDefault), perimeters.id).limit(1);
  if (!fallback) throw new Error("No delivery perimeter is configured: seed the database.");
  return fallback.id;
}

/** Whether a basket is priced where the principal's deliveries go (else it must follow them there). */
const inPrincipalPerimeter = (basket: BasketRow, principal: Principal): boolean =>
  !principal.perimeterId || basket.perimeterId === principal.perimeterId;

/**
 * The principal's active basket, created when there is none. Two first writes at once both land on the one
 * basket: the partial unique indexes (one active basket per user / per guest session) refuse the second insert,
 * which then reads the first one's row.
 */
export async function getOrCreateActiveBasket(db: Database, principal: Principal, now: Date): Promise<BasketRow> {
  return (await getOrCreateVersionedBasket(db, principal, now)).basket;
}

/** The same, with the row's version when it was read as it is (null when this call just created or moved it). */
export async function getOrCreateVersionedBasket(db: Database, principal: Principal, now: Date): Promise<{ basket: BasketRow; version: string | null }> {
  const [found] = await activeBasketWithVersion(db, principal);
  if (found) {
    const existing = found.basket;
    // The session is in another perimeter than the basket (loginCP moves it at once; this is another session of the
    // same account that still has the old postal code): the basket follows as loginCP moves it, its old slot and
    // address let go — never by its perimeter alone (ADR 0064). A change to a placed order stays where that order goes.
    if (!inPrincipalPerimeter(existing, principal) && basketMayMove(existing)) {
      const moved = await db.transaction(async (tx) => {
        const locked = await lockBasket(tx, existing.id);
        if (locked.status !== "active" || locked.perimeterId === principal.perimeterId || !basketMayMove(locked)) return locked;
        await moveBasketToPerimeter(tx, existing.id, principal.perimeterId!, now);
        return lockBasket(tx, existing.id);
      });
      return { basket: moved, version: null };
    }
    return found;
  }
  return { basket: await createActiveBasket(db, principal, now), version: null };
}

async function createActiveBasket(db: Database, principal: Principal, now: Date): Promise<BasketRow> {
  const owner = principal.kind === "customer" && principal.userId !== null ? { userId: principal.userId, sessionId: principal.sessionId ?? null } : { userId: null, sessionId: principal.sessionId ?? null };
  if (owner.userId === null && owner.sessionId === null) throw new Error("a basket needs a session or a user");
  const perimeterId = await principalPerimeterId(db, principal);
  const addresses = owner.userId === null ? {} : await startingAddresses(db, owner.userId, perimeterId);
  const [created] = await db
    .insert(baskets)
    .values({ ...owner, perimeterId, ...addresses, status: "active", createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const raced = await findActiveBasket(db, principal);
  if (!raced) throw new Error("active basket vanished after a conflicting insert");
  return raced;
}

/** Locks the basket row for the rest of the transaction: concurrent changes to one basket run one after another. */
export async function lockBasket(tx: Database, basketId: number): Promise<BasketRow> {
  const [row] = await tx.select().from(baskets).where(eq(baskets.id, basketId)).for("update");
  if (!row) throw new Error(`basket ${basketId} vanished`);
  return row;
}

/** What a basket line needs of its product: a catalogue card's columns, and whether it is sold by reservation. */
const lineProductColumns = { ...cardColumns, isReservable: products.isReservable };

/** A line with the product and its offer in the basket's perimeter (offer null when not sold there). */
function loadLines(db: Database, basketId: number, perimeterId: number) {
  const statement = preparedOn(db, "basket_lines", (on) =>
    on
      .select({ item: basketItems, product: lineProductColumns, offer: offers, brand: brands.name })
      .from(basketItems)
      .innerJoin(products, eq(products.id, basketItems.productId))
      .leftJoin(offers, and(eq(offers.productId, basketItems.productId), eq(offers.perimeterId, sql.placeholder("perimeterId"))))
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(eq(basketItems.basketId, sql.placeholder("basketId")))
      .orderBy(asc(basketItems.addedAt), asc(basketItems.productId))
      .prepare("basket_lines"),
  );
  return statement.execute({ basketId, perimeterId });
}

/** The cut-off of the order a modification changes; no query for the other baskets (nearly all of them). */
async function modifiedOrderCutoff(db: Database, basket: BasketRow): Promise<Date | null> {
  const orderId = changedOrderOf(basket);
  if (orderId === null) return null;
  const [order] = await db.select({ cutoffAt: schema.orders.cutoffAt }).from(schema.orders).where(eq(schema.orders.id, orderId));
  return order?.cutoffAt ?? null;
}

type SlotRowOfBasket = { booking: typeof slotBookings.$inferSelect; slot: typeof deliverySlots.$inferSelect };

/**
 * The live place of the basket in a slot: an unreleased booking, and for a hold, one not yet expired. A basket
 * that modifies or completes an order has no booking of its own: it is delivered in the order's slot.
 * `last` is the basket's own latest place, live or ended (the unreleased one first, then the last released): when
 * it is a hold that ran out, the basket says so until another slot is chosen (ADR 0117). Same single statement.
 */
async function basketSlots(db: Database, basket: BasketRow, now: Date): Promise<{ live: SlotRowOfBasket | null; last: SlotRowOfBasket | null }> {
  const byOrder = basket.mode !== "order" && basket.orderId !== null;
  if (byOrder) {
    const statement = preparedOn(db, "basket_slot_by_order", (on) =>
      on
        .select({ booking: slotBookings, slot: deliverySlots })
        .from(slotBookings)
        .innerJoin(deliverySlots, eq(deliverySlots.id, slotBookings.slotId))
        .where(
          and(
            eq(slotBookings.orderId, sql.placeholder("owner")),
            isNull(slotBookings.releasedAt),
            or(ne(slotBookings.kind, "hold"), gt(slotBookings.expiresAt, sql.placeholder("now"))),
          ),
        )
        .limit(1)
        .prepare("basket_slot_by_order"),
    );
    const [row] = await statement.execute({ owner: basket.orderId!, now });
    return { live: row ?? null, last: null };
  }
  const statement = preparedOn(db, "basket_last_slot", (on) =>
    on
      .select({ booking: slotBookings, slot: deliverySlots })
      .from(slotBookings)
      .innerJoin(deliverySlots, eq(deliverySlots.id, slotBookings.slotId))
      .where(eq(slotBookings.basketId, sql.placeholder("owner")))
      .orderBy(sql`${slotBookings.releasedAt} desc nulls first`, desc(slotBookings.id))
      .limit(1)
      .prepare("basket_last_slot"),
  );
  const [row] = await statement.execute({ owner: basket.id });
  const live =
    row && row.booking.releasedAt === null && (row.booking.kind !== "hold" || (row.booking.expiresAt !== null && row.booking.expiresAt > now)) ? row : null;
  return { live, last: row ?? null };
}

/** The basket's last place, when it ran out (holdRanOut), as getPanier and getCreneaux name it. */
export function ranOutSlotOf(last: SlotRowOfBasket | null, basketPerimeterId: number, now: Date): RanOutSlot | null {
  const booking = last && { kind: last.booking.kind, expiresAt: last.booking.expiresAt, releasedAt: last.booking.releasedAt, slotPerimeterId: last.slot.perimeterId };
  if (!last || !holdRanOut(booking, basketPerimeterId, now) || !last.booking.expiresAt) return null;
  const end = last.booking.expiresAt;
  const label = slotDayLabel(last.slot.startsAt, last.slot.endsAt);
  return {
    id_tranche: last.slot.id,
    libelle_tranche: label,
    fin_reservation: end.toISOString(),
    fin_reservation_libelle: ranOutEndLabel(end, now),
    message: ranOutMessage(label, end, now),
  };
}

/** The basket's slot whose hold ran out, read alone (getCreneaux). */
export async function ranOutSlotOfBasket(db: Database, basket: BasketRow, now: Date): Promise<RanOutSlot | null> {
  if (basket.mode !== "order") return null;
  return ranOutSlotOf((await basketSlots(db, basket, now)).last, basket.perimeterId, now);
}

const PARIS = "Europe/Paris";
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: PARIS, year: "numeric", month: "2-digit", day: "2-digit" });

type BenefitState = {
  eurofidBalance: number;
  cagnotteBalance: number;
  jokers: number;
  amexUsable: boolean;
  vouchers: (typeof schema.vouchers.$inferSelect)[];
  /** A voucher on the basket that gives nothing, and why: the friend's welcome voucher in a known household (ADR 0063). */
  refusedVoucher: { code: string; reason: string } | null;
  code: AdvantageCodeRule | null;
};

/**
 * The balances usable on a basket: the customer's (never below zero), plus, for a modification, what the order it
 * modifies spent (ADR 0020).
 */
export async function usableBalances(db: Database, basket: BasketRow, userId: number): Promise<HeldBalances> {
  const changed = changedOrderOf(basket);
  const [balances, held] = await readTogether(db, [() => ledgerBalances(db, userId), async () => (changed === null ? null : heldBalances(db, changed, userId))]);
  if (held) for (const kind of LEDGER_KINDS) balances[kind] += held[kind];
  return balances;
}

/** What the customer's loyalty ledger sums to, per kind, never below zero (the history shows the same). */
export async function ledgerBalances(db: Database, userId: number): Promise<HeldBalances> {
  const statement = preparedOn(db, "basket_balances", (on) =>
    on
      .select({ kind: schema.loyaltyLedger.kind, total: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(eq(schema.loyaltyLedger.userId, sql.placeholder("userId")))
      .groupBy(schema.loyaltyLedger.kind)
      .prepare("basket_balances"),
  );
  const rows = await statement.execute({ userId });
  const balances = { eurofid: 0, cagnotte: 0, joker: 0 };
  for (const row of rows) balances[row.kind] = Math.max(0, row.total);
  return balances;
}

export async function loadBenefits(db: Database, basket: BasketRow, now: Date): Promise<BenefitState | null> {
  if (basket.userId === null) return null;
  const userId = basket.userId;
  const amexCards = preparedOn(db, "basket_amex_cards", (on) =>
    on
      .select({ id: schema.paymentCards.id })
      .from(schema.paymentCards)
      .where(
        and(
          eq(schema.paymentCards.userId, sql.placeholder("userId")),
          isNull(schema.paymentCards.deletedAt),
          sql`lower(${schema.paymentCards.brand}) in ('amex', 'american express')`,
        ),
      )
      .limit(1)
      .prepare("basket_amex_cards"),
  );
  const openVouchers = preparedOn(db, "basket_vouchers", (on) =>
    on
      .select()
      .from(schema.vouchers)
      .where(and(eq(schema.vouchers.userId, sql.placeholder("userId")), isNull(schema.vouchers.usedAt), gt(schema.vouchers.expiresAt, sql.placeholder("now"))))
      .orderBy(asc(schema.vouchers.expiresAt), asc(schema.vouchers.id))
      .prepare("basket_vouchers"),
  );
  // A modification may use again what its order spent (ADR 0020).
  const changed = changedOrderOf(basket);
  const [balances, cards, open, codeRow, kept] = await readTogether(db, [
    () => usableBalances(db, basket, userId),
    () => amexCards.execute({ userId }),
    () => openVouchers.execute({ userId, now }),
    async () =>
      basket.advantageCode ? db.select().from(schema.advantageCodes).where(eq(schema.advantageCodes.code, basket.advantageCode)).limit(1) : [],
    async () => (changed === null ? [] : heldVouchers(db, changed, userId)),
  ]);
  const vouchers = [...kept, ...open];
  let code: AdvantageCodeRule | null = null;
  const row = codeRow[0];
  if (row) {
    code = {
      code: row.code,
      label: row.label,
      kind: row.kind,
      value: row.value,
      minBasketCents: row.minBasketCents,
      // A basket built before the welcome offers stopped stacking (ADR 0058) may carry both: the referral voucher
      // stays, the code gives nothing and its condition says how to switch — checkout charges what this view says.
      refusal:
        (await advantageCodeRefusal(db, row, userId, basket, now, changed)) ??
        welcomeOffersClash({ code: row }, { welcomeCode: null, referralVoucher: vouchers.find((v) => v.basketId === basket.id && v.kind === "parrain")?.code ?? null }),
    };
  }
  // Only a basket carrying a referral voucher asks whether it is the friend's welcome voucher in a known household.
  const onBasket = vouchers.filter((v) => v.basketId === basket.id && v.kind === "parrain");
  const refusedId = await refusedWelcomeVoucherId(db, basket, userId, onBasket.map((v) => v.id));
  const refused = onBasket.find((v) => v.id === refusedId);
  return {
    eurofidBalance: balances.eurofid,
    cagnotteBalance: balances.cagnotte,
    jokers: balances.joker,
    amexUsable: cards.length > 0,
    vouchers,
    refusedVoucher: refused ? { code: refused.code, reason: householdWelcomeVoucherRefusal(refused.code) } : null,
    code,
  };
}

const OWN_BRAND = /^Cabas\b/;
const GRAND_CRU = /grand cru/i;

type PerimeterTerms = { perimeter: typeof perimeters.$inferSelect; bands: { minBasketCents: number; feeCents: number }[] };

/**
 * A perimeter's minimum, threshold and fee bands change a few times a year but are read by every basket view:
 * kept one minute per process (PostgreSQL stays the truth; a change shows within a minute on every instance).
 */
const PERIMETER_TTL_MS = 60_000;
type PerimeterCache = Map<number, { at: number; terms: Promise<PerimeterTerms> }>;
// One cache per database: a process serving (or testing) two databases must not read one's terms for the other's
// perimeter of the same id.
let perimeterCaches = new WeakMap<Database, PerimeterCache>();

/** Tests that change a perimeter's terms call this; the running shop relies on the one-minute expiry. */
export const forgetPerimeterTerms = (): void => {
  perimeterCaches = new WeakMap();
};

function perimeterTerms(db: Database, perimeterId: number): Promise<PerimeterTerms> {
  let perimeterCache = perimeterCaches.get(db);
  if (!perimeterCache) perimeterCaches.set(db, (perimeterCache = new Map() as PerimeterCache));
  const cached = perimeterCache.get(perimeterId);
  const now = Date.now();
  if (cached && now - cached.at < PERIMETER_TTL_MS) return cached.terms;
  const terms = readTogether(db, [
    () => db.select().from(perimeters).where(eq(perimeters.id, perimeterId)).limit(1),
    () =>
      db
        .select({ minBasketCents: deliveryFeeBands.minBasketCents, feeCents: deliveryFeeBands.feeCents })
        .from(deliveryFeeBands)
        .where(eq(deliveryFeeBands.perimeterId, perimeterId)),
  ]).then(([rows, bands]) => {
    const perimeter = rows[0];
    if (!perimeter) throw new Error(`perimeter ${perimeterId} not found`);
    return { perimeter, bands };
  });
  perimeterCache.set(perimeterId, { at: now, terms });
  terms.catch(() => perimeterCache.delete(perimeterId));
  return terms;
}

/** The full cart entity of spec §3 for one basket, priced now in the basket's perimeter. */
export async function loadBasketView(db: Database, basketId: number, now: Date): Promise<Basket> {
  const byId = preparedOn(db, "basket_by_id", (on) =>
    on.select().from(baskets).where(eq(baskets.id, sql.placeholder("id"))).limit(1).prepare("basket_by_id"),
  );
  const [basket] = await byId.execute({ id: basketId });
  if (!basket) throw new Error(`basket ${basketId} not found`);
  return basketView(db, basket, now);
}

/** The same from a basket row already read (getPanier reads it to find the basket). */
export async function basketView(db: Database, basket: BasketRow, now: Date): Promise<Basket> {
  return (await buildBasketView(db, basket, now)).view;
}

type BasketLine = Awaited<ReturnType<typeof loadLines>>[number];

/** Everything a basket's view is made of, as read from the database at `readAtMs` (the shop's clock). */
export type BasketViewInputs = {
  basket: BasketRow;
  terms: PerimeterTerms;
  lines: BasketLine[];
  slot: SlotRowOfBasket | null;
  /** The basket's latest place, live or ended: a hold that ran out is told (ADR 0117). */
  lastSlot: SlotRowOfBasket | null;
  benefits: BenefitState | null;
  remembered: { productId: number; pref: string | null }[];
  addressRows: { delivery: AddressSummary | null; billing: AddressSummary | null };
  /** Packs bought as packs (buyPack) and their items; empty for most baskets. */
  packs: BasketPack[];
  /** The recall notices: a line whose product a recall in progress names is unavailable (ADR 0049). */
  recalls: readonly RecallWindow[];
  /** The mix-and-match offers (ADR 0100). */
  mixMatch: MixMatchOffers;
  /** The cut-off of the order a modification changes (null for any other basket): its banner names it. */
  changeCutoff: Date | null;
  readAtMs: number;
};

/** The view, when the slot hold it shows ends (the view is wrong from then on), and what it was made of. */
async function buildBasketView(db: Database, basket: BasketRow, now: Date): Promise<{ view: Basket; holdEndsAt: Date | null; inputs: BasketViewInputs }> {
  const inputs = await loadViewInputs(db, basket, now);
  return { ...composeBasketView(inputs, now), inputs };
}

export async function loadViewInputs(db: Database, basket: BasketRow, now: Date): Promise<BasketViewInputs> {
  const userId = basket.userId;
  const [terms, lines, slots, benefits, remembered, addressRows, packs, recalls, mixMatch, changeCutoff] = await readTogether(db, [
    () => perimeterTerms(db, basket.perimeterId),
    () => linesOfBasket(db, basket, now),
    () => basketSlots(db, basket, now),
    () => loadBenefits(db, basket, now),
    async () =>
      userId === null
        ? []
        : preparedOn(db, "basket_remembered_prefs", (on) =>
            on
              .select({ productId: schema.productPreferences.productId, pref: schema.productPreferences.substitutionPref })
              .from(schema.productPreferences)
              .innerJoin(basketItems, and(eq(basketItems.productId, schema.productPreferences.productId), eq(basketItems.basketId, sql.placeholder("basketId"))))
              .where(eq(schema.productPreferences.userId, sql.placeholder("userId")))
              .prepare("basket_remembered_prefs"),
          ).execute({ basketId: basket.id, userId }),
    () => addressesOf(db, basket),
    () => packsOf(db, basket.id),
    () => loadRecalls(db),
    () => loadMixMatchRules(db),
    () => modifiedOrderCutoff(db, basket),
  ]);
  return { basket, terms, lines, slot: slots.live, lastSlot: slots.last, benefits, remembered, addressRows, packs, recalls, mixMatch, changeCutoff, readAtMs: now.getTime() };
}

/**
 * The basket's lines; for a modification, each offer counts the units its order holds as available (ADR 0056), so
 * its lines, checkAvantPaiement and the basket page compare the quantity with what placing it can really take. The
 * places a waiting list holds for the customer count the same way (ADR 0120).
 */
async function linesOfBasket(db: Database, basket: BasketRow, now: Date): Promise<BasketLine[]> {
  const [lines, held] = await readTogether(db, [() => loadLines(db, basket.id, basket.perimeterId), () => unitsHeldForBasket(db, basket)]);
  const waitlistHeld = await placesHeldForLines(db, basket, lines, now);
  if (!held && !waitlistHeld) return lines;
  return lines.map((line) => {
    const units = (held?.get(line.item.productId) ?? 0) + (waitlistHeld?.get(line.item.productId) ?? 0);
    return line.offer && units > 0 ? { ...line, offer: offerWithHeldUnits(line.offer, units) } : line;
  });
}

/**
 * The places the waiting lists hold for the basket's customer (ADR 0120), read only when a line on reservation is at
 * or beyond the shelf's stock, the only case where they change what the line shows (its « + », its refusal): other
 * baskets read nothing more, as the line statement reads them only when the stock alone would refuse.
 */
async function placesHeldForLines(db: Database, basket: BasketRow, lines: readonly BasketLine[], now: Date): Promise<Map<number, number> | null> {
  if (basket.userId === null) return null;
  const short = lines.filter(
    (line) => line.product.isReservable && line.offer !== null && line.item.quantity >= (line.offer.inStock ? line.offer.stock : 0),
  );
  if (short.length === 0) return null;
  return unitsHeldForCustomer(db, basket.userId, basket.perimeterId, short.map((line) => line.item.productId), now);
}

/** The packs a basket was given (buyPack) with their items and rate. */
export async function packsOf(db: Database, basketId: number): Promise<BasketPack[]> {
  const rows = await preparedOn(db, "basket_packs_of", (on) =>
    on
      .select({ packId: schema.basketPacks.packId, quantity: schema.basketPacks.quantity, discountBp: schema.packs.discountBp, productId: schema.packItems.productId, itemQuantity: schema.packItems.quantity })
      .from(schema.basketPacks)
      .innerJoin(schema.packs, eq(schema.packs.id, schema.basketPacks.packId))
      .innerJoin(schema.packItems, eq(schema.packItems.packId, schema.basketPacks.packId))
      .where(eq(schema.basketPacks.basketId, sql.placeholder("basketId")))
      .orderBy(asc(schema.basketPacks.addedAt), asc(schema.basketPacks.packId))
      .prepare("basket_packs_of"),
  ).execute({ basketId });
  const packs = new Map<number, BasketPack & { items: { productId: number; quantity: number }[] }>();
  for (const row of rows) {
    const pack = packs.get(row.packId) ?? { quantity: row.quantity, discountBp: row.discountBp, items: [] };
    pack.items.push({ productId: row.productId, quantity: row.itemQuantity });
    packs.set(row.packId, pack);
  }
  return [...packs.values()];
}

/** The spec's cart entity from what was read: no database access, so a kept basket can be shown again changed. */
export function composeBasketView(inputs: BasketViewInputs, now: Date): { view: Basket; holdEndsAt: Date | null } {
  const { basket, terms, lines, slot, benefits, remembered, addressRows, packs } = inputs;
  const recalled = recalledProductIds(inputs.recalls, now);
  const { perimeter, bands } = terms;
  const rememberedPref = new Map(remembered.map((r) => [r.productId, r.pref]));

  const alerts: string[] = [];
  const sold = lines.filter((l): l is typeof l & { offer: NonNullable<typeof l.offer> } => l.offer !== null);
  for (const line of lines) {
    if (!line.offer) alerts.push(`« ${line.product.name} » n'est pas vendu dans votre zone de livraison : retirez-le du panier.`);
  }
  const totalsLines: TotalsLine[] = sold.map(({ item, product, offer, brand }) => ({
    unitPriceCents: currentPriceCents(offer, now),
    quantity: item.quantity,
    variableWeight: product.variableWeight,
    averageWeightGrams: product.averageWeightGrams,
    reservation: product.isReservable,
    grandCru: GRAND_CRU.test(product.name),
    ownBrand: brand !== null && OWN_BRAND.test(brand),
  }));

  // The lines as offers see them: packs first, then mix-and-match offers on the units no pack holds (ADR 0100).
  // Most baskets hold no pack and no product of an offer: nothing to build for them on every change.
  const offered = sold.some((line) => inputs.mixMatch.productIds.has(line.item.productId));
  const offerLines = packs.length || offered ? totalsLines.map((line, i) => ({ ...line, productId: sold[i]!.item.productId })) : [];
  const mixMatchSaved = offered ? mixMatchSavings(inputs.mixMatch.rules, offerLines, now, packs.length ? unitsInPacks(packs, offerLines) : undefined) : [];
  // A refused welcome voucher stays on the basket, gives nothing (so checkout does not spend it) and says why.
  const activeVouchers = benefits?.vouchers.filter((v) => v.basketId === basket.id && v.code !== benefits.refusedVoucher?.code) ?? [];
  if (benefits?.refusedVoucher) alerts.push(benefits.refusedVoucher.reason);
  // A complement rides in its order's delivery: no second fee, no second minimum, so no free delivery to tease.
  const complement = basket.mode === "complement";
  const result = computeBasketTotals({
    lines: totalsLines,
    perimeter: {
      minimumOrderCents: complement ? 0 : perimeter.minimumOrderCents,
      freeDeliveryThresholdCents: complement ? null : perimeter.freeDeliveryThresholdCents,
      feeBands: complement ? [] : bands,
    },
    slot: slot && !complement ? { feeCents: slot.slot.feeCents, expressFeeCents: slot.slot.isExpress ? slot.slot.expressFeeCents : 0 } : null,
    donationCents: basket.donationCents,
    vouchers: activeVouchers.map((v) => ({ code: v.code, amountCents: v.amountCents, minBasketCents: v.minBasketCents, kind: v.kind })),
    eurofidCents: benefits ? Math.min(basket.eurofidCents, benefits.eurofidBalance) : 0,
    cagnotteCents: benefits ? Math.min(basket.cagnotteCents, benefits.cagnotteBalance) : 0,
    amex: benefits?.amexUsable && basket.useAmex ? AMEX_DISCOUNT : null,
    joker: Boolean(benefits && benefits.jokers > 0 && basket.useJoker),
    advantageCode: benefits?.code ?? null,
    packDiscountCents: packs.length ? packDiscountCents(packs, offerLines) : 0,
    mixMatchDiscountCents: mixMatchSaved.reduce((sum, saving) => sum + saving.cents, 0),
  });

  const items: BasketItem[] = [];
  const reservations: BasketItem[] = [];
  let unavailable = false;
  sold.forEach(({ item, product, offer, brand }, i) => {
    const card = toProductCard(product, offer, brand, now, recalled.has(product.id));
    const json = cardJson(card, { product, offer, brand });
    if (card.in_stock === 0 || item.quantity > card.stock) {
      unavailable = true;
      alerts.push(
        card.recalled
          ? recalledMessage(product.name)
          : card.in_stock === 0
          ? `« ${product.name} » est en rupture de stock : retirez-le ou choisissez un remplaçant.`
          : `Il ne reste que ${card.stock} « ${product.name} » : réduisez la quantité.`,
      );
    }
    // The card is this line's own: extended in place. A spread followed by new keys ({ ...card, quantity }) takes
    // V8's slow path, ~3 µs a line, a tenth of the whole view's cost (bench/README.md, 2026-11-23 late evening).
    const entry: BasketItem = Object.assign(card, {
      quantity: item.quantity,
      substitution: item.substitutionPref ?? rememberedPref.get(product.id) ?? null,
      line_total: centsToEuros(result.lineCents[i] ?? 0),
    });
    rememberEntryCard(entry, json);
    (product.isReservable ? reservations : items).push(entry);
  });
  alerts.push(...result.alerts);

  const voucherView: BasketVoucher[] = (benefits?.vouchers ?? []).map((v) => ({
    code: v.code,
    kind: v.kind,
    montant: centsToEuros(v.amountCents),
    minimum: centsToEuros(v.minBasketCents),
    expire: v.expiresAt.toISOString(),
    actif: v.basketId === basket.id,
    utilise: centsToEuros(result.voucherCents.find((u) => u.code === v.code)?.cents ?? 0),
  }));
  const settings: BasketSettings = {
    substitution: (basket.substitutionPref as BasketSettings["substitution"]) ?? null,
    sacs: (basket.bagPref as BasketSettings["sacs"]) ?? null,
    contact: (basket.contactPref as BasketSettings["contact"]) ?? null,
    memo: basket.pickerNote,
    noprint: basket.noPrint,
    seuil_livraison_offerte: perimeter.freeDeliveryThresholdCents === null ? null : centsToEuros(perimeter.freeDeliveryThresholdCents),
    minimum_commande: centsToEuros(perimeter.minimumOrderCents),
    solde_eurofid: centsToEuros(benefits?.eurofidBalance ?? 0),
    solde_cagnotte: centsToEuros(benefits?.cagnotteBalance ?? 0),
    jokers: benefits?.jokers ?? 0,
    modification_jusqu_au: inputs.changeCutoff ? frenchWeekdayTime(inputs.changeCutoff) : null,
  };
  const totals = Object.fromEntries(Object.entries(result.totals).map(([k, v]) => [k, centsToEuros(v)])) as Basket["totals"];
  const allLines = [...items, ...reservations];
  const hasItems = allLines.length > 0;
  const step1 = hasItems && result.minimumReached && !unavailable && sold.length === lines.length;
  const step2 = basket.deliveryAddressId !== null && addressRows.delivery !== null;
  const step3 = slot !== null;

  const view: Basket = {
    ...emptyBasket(),
    // The session token travels in HttpOnly cookies (or the caller's bearer header), never in a body a script reads.
    token: null,
    perimetre: basket.perimeterId,
    division: perimeter.code,
    items,
    reservations,
    isEmpty: !hasItems,
    totalItems: allLines.reduce((sum, line) => sum + line.quantity, 0),
    totalUniqueItems: allLines.length,
    total: totals.total_euro,
    id_adresse_fac: addressRows.billing?.id_adresse ?? null,
    id_adresse_liv: addressRows.delivery?.id_adresse ?? null,
    poids_variable: totalsLines.some((l) => l.variableWeight),
    type_rdv: slot ? (slot.booking.kind === "hold" ? "hold" : slot.booking.kind) : null,
    modif_en_cours: basket.mode === "modification",
    complement_en_cours: basket.mode === "complement",
    date_livraison: slot ? isoDay.format(slot.slot.startsAt) : null,
    id_tranche: slot?.slot.id ?? null,
    fl: centsToEuros(result.feeCents),
    libelle_tranche: slot ? slotDayLabel(slot.slot.startsAt, slot.slot.endsAt) : null,
    creneau_expire: slot || basket.mode !== "order" ? null : ranOutSlotOf(inputs.lastSlot, basket.perimeterId, now),
    totals,
    teasing_fl: result.teasingCents === null ? null : centsToEuros(result.teasingCents),
    alerte: alerts,
    avantages: {
      eurosfid: centsToEuros(result.eurofidUsedCents),
      amex: { usable: benefits?.amexUsable ?? false, actif: Boolean(benefits?.amexUsable && basket.useAmex) },
      // Active only when it is what makes delivery free: checkout spends it then, and only then (ADR 0050).
      joker: { usable: (benefits?.jokers ?? 0) > 0, actif: result.jokerUsed },
      codeAvantage: { hasCodeAvantage: basket.advantageCode !== null, condition: result.codeCondition },
      bha: voucherView,
    },
    livraison: addressRows.delivery,
    facturation: addressRows.billing,
    euro_fid_recap: benefits
      ? { solde: centsToEuros(benefits.eurofidBalance), utilise: centsToEuros(result.eurofidUsedCents), taux: perimeter.loyaltyRateBp / 100 }
      : null,
    points_fid_recap: null,
    settings,
    checking: { step1, step2, step3, step4: step1 && step2 && step3 },
    id_panier: basket.id,
    origine: basket.origin,
    isFirstProduct: !hasItems,
    adresseUpdatable: basket.mode === "order",
    creneauUpdatable: basket.mode === "order",
    canAddProduct: true,
    bloc_recap_panier: {
      marchandise: totals.total_marchandise,
      remises: totals.total_remises,
      /** The mix-and-match offers inside `remises`, each with what it saves (ADR 0100). */
      offres_panachees: mixMatchSaved.map((saving) => ({ libelle: saving.name, montant: centsToEuros(saving.cents) })),
      livraison: centsToEuros(result.feeCents),
      livraison_offerte: result.freeDelivery,
      express: totals.frais_express,
      dons: totals.total_dons,
      bons_achat: totals.total_ba_panier,
      cagnotte: totals.total_cagnotte,
      eurosfid: centsToEuros(result.eurofidUsedCents),
      total: totals.total_euro,
    },
  };
  // A hold ends, a reservation is released at its cut-off: the view is wrong from then on.
  return { view, holdEndsAt: slot && slot.booking.kind !== "order" ? slot.booking.expiresAt : null };
}

/** The basket's address as the recap before payment shows it: with how the courier reaches the door, for the shopper to check. */
export type AddressSummary = {
  id_adresse: number;
  nom: string;
  prenom: string;
  societe: string | null;
  ligne1: string;
  ligne2: string | null;
  code_postal: string;
  ville: string;
  digicode: string | null;
  etage: string | null;
  ascenseur: boolean | null;
  interphone: string | null;
  instructions: string | null;
};

async function addressesOf(db: Database, basket: BasketRow): Promise<{ delivery: AddressSummary | null; billing: AddressSummary | null }> {
  const ids = [basket.deliveryAddressId, basket.billingAddressId].filter((id): id is number => id !== null);
  if (ids.length === 0 || basket.userId === null) return { delivery: null, billing: null };
  const statement = preparedOn(db, "basket_addresses", (on) =>
    on
      .select()
      .from(schema.addresses)
      .where(
        and(
          or(eq(schema.addresses.id, sql.placeholder("delivery")), eq(schema.addresses.id, sql.placeholder("billing"))),
          eq(schema.addresses.userId, sql.placeholder("userId")),
          isNull(schema.addresses.deletedAt),
        ),
      )
      .prepare("basket_addresses"),
  );
  const rows = await statement.execute({ delivery: ids[0]!, billing: ids[1] ?? ids[0]!, userId: basket.userId });
  const summary = (id: number | null): AddressSummary | null => {
    const row = rows.find((r) => r.id === id);
    return row
      ? {
          id_adresse: row.id,
          nom: row.nom,
          prenom: row.prenom,
          societe: row.company,
          ligne1: row.line1,
          ligne2: row.line2,
          code_postal: row.postalCode,
          ville: row.city,
          digicode: row.doorCode,
          etage: row.floor,
          ascenseur: row.hasLift,
          interphone: row.intercomName,
          instructions: row.instructions,
        }
      : null;
  };
  return { delivery: summary(basket.deliveryAddressId), billing: summary(basket.billingAddressId) };
}

/** The basket a principal sees: its active basket, or the empty default form (id_panier 0) when it has none. */
export async function viewForPrincipal(db: Database, principal: Principal | null, now: Date): Promise<Basket> {
  const basket = await findActiveBasket(db, principal);
  if (basket) return basketView(db, basket, now);
  return emptyViewFor(principal);
}

/**
 * The view of a basket, kept for getPanier under the row's version: `basket` must be the row as it is at `version`
 * (read with it, or just changed by this process with nobody else in between).
 */
async function keepBasketView(db: Database, basket: BasketRow, version: string, now: Date): Promise<Basket> {
  return (await keptView(db, basket, version, now)).view;
}

/** The same, with until when (ms) the view holds unchanged (the cache's life, or the slot hold's end). */
async function keptView(db: Database, basket: BasketRow, version: string, now: Date): Promise<{ view: Basket; validUntil: number }> {
  const { view, holdEndsAt, inputs } = await buildBasketView(db, basket, now);
  const validUntil = basketViewCacheOf(db)?.set(basket.id, version, view, now.getTime(), holdEndsAt?.getTime() ?? null, inputs) ?? now.getTime();
  return { view, validUntil };
}

/**
 * The owner's active basket for a line change: the copy kept with its view when there is one (no database read;
 * `fromMemory`: it may have closed or changed hands since, which the owned line statement checks), else read or
 * created.
 */
export async function basketForLineChange(
  db: Database,
  principal: Principal,
  owner: BasketOwner,
  now: Date,
): Promise<{ basket: BasketRow; version: string | null; fromMemory: boolean }> {
  const key = basketOwnerKey(owner);
  const kept = key ? basketViewCacheOf(db)?.keptBasketOf(key, now.getTime()) : null;
  // A visitor who changed postal code since: the basket follows (getOrCreateVersionedBasket moves it).
  if (kept && inPrincipalPerimeter(kept.basket, principal)) return { ...kept, fromMemory: true };
  return { ...(await getOrCreateVersionedBasket(db, principal, now)), fromMemory: false };
}

/** Whose active basket the principal has (as activeBasketWithVersion finds it): by account for a customer, else by session. */
export function basketOwnerOf(principal: Principal): BasketOwner | null {
  if (principal.kind === "customer" && principal.userId !== null) return { userId: principal.userId };
  return principal.sessionId === undefined ? null : { userId: null, sessionId: principal.sessionId };
}

/** The kept copy of this basket turned out to be out of date (closed meanwhile): it is read again next time. */
export const forgetKeptBasket = (db: Database, basketId: number): void => basketViewCacheOf(db)?.forgetBasket(basketId);

/** One line's change made by this process (set-quantity.ts): the product, its new quantity, the row's versions. */
export type OwnLineChange = { productId: number; quantity: number; readVersion: string | null; version: string; unchangedSinceRead: boolean };

/**
 * The basket's view after this process changed one line, kept for getPanier under the row's new version.
 * When nobody else changed the basket between our read and our change, and the view kept at the version we read
 * still holds with that product in it (or the change removes it), the new view is made from what that view was
 * made of with the line's new quantity — no database read, and no older data than the kept view already showed.
 * Otherwise (a new product, another writer in between, nothing kept) it is built again from the database.
 * `basket` is the row as read with `readVersion`.
 */
export async function viewAfterOwnLineChange(db: Database, basket: BasketRow, change: OwnLineChange, now: Date): Promise<Basket> {
  if (!change.unchangedSinceRead) {
    // Someone else changed the basket too: what is kept of it is out of date, it is read again next time.
    forgetKeptBasket(db, basket.id);
    return loadBasketView(db, basket.id, now);
  }
  const current: BasketRow = { ...basket, updatedAt: now };
  const cache = basketViewCacheOf(db);
  // A new product's line must be read (its product, offer and brand); a quantity or a removal needs nothing new, unless
  // it brings a reservation line to its shelf's stock, where places a waiting list holds for the customer count
  // (placesHeldForLines, ADR 0120).
  const usable = (inputs: BasketViewInputs) =>
    change.quantity === 0 ||
    inputs.lines.some(
      (line) =>
        line.item.productId === change.productId &&
        !(line.product.isReservable && line.offer !== null && change.quantity >= (line.offer.inStock ? line.offer.stock : 0)),
    );
  const kept = cache && change.readVersion !== null ? cache.reuseInputs(basket.id, change.readVersion, now.getTime(), usable) : null;
  if (!cache || !kept) return keepBasketView(db, current, change.version, now);
  const lines =
    change.quantity === 0
      ? kept.lines.filter((line) => line.item.productId !== change.productId)
      : kept.lines.map((line) => (line.item.productId === change.productId ? { ...line, item: { ...line.item, quantity: change.quantity } } : line));
  const inputs: BasketViewInputs = { ...kept, basket: current, lines };
  const { view, holdEndsAt } = composeBasketView(inputs, now);
  cache.set(basket.id, change.version, view, now.getTime(), holdEndsAt?.getTime() ?? null, inputs);
  return view;
}

/** getPanier's read: what it shows, which basket (none: the empty form) and until when (ms) it holds unchanged. */
export type BasketRead = { view: Basket; basketId: number | null; validUntil: number };

/** getPanier's read: the same answer, from the basket view cache while the basket row's version is unchanged. */
export async function cachedViewForPrincipal(db: Database, principal: Principal | null, now: Date): Promise<BasketRead> {
  const cache = basketViewCacheOf(db);
  const nowMs = now.getTime();
  // Without the view cache nothing is kept, so neither which basket nor how long matters.
  if (!cache) return { view: await viewForPrincipal(db, principal, now), basketId: null, validUntil: nowMs };
  const [row] = await activeBasketWithVersion(db, principal);
  if (!row) return { view: emptyViewFor(principal), basketId: null, validUntil: cache.validUntil(nowMs, null) };
  const kept = cache.get(row.basket.id, row.version, nowMs) ?? (await keptView(db, row.basket, row.version, now));
  return { view: kept.view, validUntil: kept.validUntil, basketId: row.basket.id };
}

const emptyViewFor = (principal: Principal | null): Basket => ({ ...emptyBasket(), perimetre: principal?.perimeterId ?? null });

type VersionedBasket = { basket: BasketRow; version: string };

/** The principal's active basket and its row version (getPanier's cache key), by prepared statements: every call finds its basket this way. */
function activeBasketWithVersion(db: Database, principal: Principal | null): Promise<VersionedBasket[]> {
  const lookup = (name: string, owner: "user" | "session") =>
    preparedOn(db, name, (on) =>
      on
        .select({ basket: baskets, version: sql<string>`${baskets}.xmin::text` })
        .from(baskets)
        .where(
          owner === "user"
            ? and(eq(baskets.userId, sql.placeholder("id")), eq(baskets.status, "active"))
            : and(eq(baskets.sessionId, sql.placeholder("id")), isNull(baskets.userId), eq(baskets.status, "active")),
        )
        .limit(1)
        .prepare(name),
    );
  // Ownership: a customer's basket by account, a guest's by session (a guest basket has no user).
  const owner = principal ? basketOwnerOf(principal) : null;
  if (!owner) return Promise.resolve([]);
  return owner.userId !== null
    ? lookup("active_basket_by_user", "user").execute({ id: owner.userId })
    : lookup("active_basket_by_session", "session").execute({ id: owner.sessionId });
}

/**
 * Something the basket view shows changed outside the basket row (an address's content, saved cards, balances):
 * the customer's active basket row is updated so its version changes and no kept view outlives the change.
 */
export async function touchActiveBaskets(db: Database, userId: number): Promise<void> {
  await db
    .update(baskets)
    .set({ updatedAt: sql`${baskets.updatedAt}` })
    .where(and(eq(baskets.userId, userId), eq(baskets.status, "active")));
}

/** The same for one basket (its slot hold changed). */
export async function touchBasket(db: Database, basketId: number): Promise<void> {
  await db.update(baskets).set({ updatedAt: sql`${baskets.updatedAt}` }).where(eq(baskets.id, basketId));
}

/**
 * The donation of the basket a guest brings to their account's: a basket has one donation, which a new amount
 * replaces (the `don` action), so the guest's — the latest the shopper chose — replaces the account's; a guest who
 * gave nothing leaves the account's as it was. Never summed: the shopper never asked for both (ADR 0064).
 */
export const mergedDonationCents = (guestCents: number, accountCents: number): number => (guestCents > 0 ? guestCents : accountCents);

/**
 * Sign-in keeps the guest's basket: its lines join the account's active basket (quantities added, capped at the
 * stock of the account's perimeter; lines not sold there are dropped), so does its donation (mergedDonationCents),
 * the guest basket is closed. Runs inside
 * the login's transaction. Returns the account's basket id, or null when neither had a basket.
 */
export async function mergeGuestBasket(tx: Database, guestSessionId: number, userId: number, now: Date): Promise<number | null> {
  const [guest] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.sessionId, guestSessionId), isNull(baskets.userId), eq(baskets.status, "active")))
    .for("update")
    .limit(1);
  const [account] = await tx
    .select()
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, "active")))
    .for("update")
    .limit(1);
  if (!guest) return account?.id ?? null;
  const guestLines = await tx.select().from(basketItems).where(eq(basketItems.basketId, guest.id));
  if (!account) {
    // The guest basket simply becomes the account's, in the account's perimeter (prices follow on the next view).
    const [user] = await tx.select({ perimeterId: schema.users.perimeterId }).from(schema.users).where(eq(schema.users.id, userId));
    const perimeterId = user?.perimeterId ?? guest.perimeterId;
    await tx
      .update(baskets)
      .set({ userId, perimeterId, ...(await startingAddresses(tx, userId, perimeterId)), updatedAt: now })
      .where(eq(baskets.id, guest.id));
    return guest.id;
  }
  if (guestLines.length > 0) {
    const ids = guestLines.map((l) => l.productId);
    const [existing, stock] = await readTogether(tx, [
      () => tx.select().from(basketItems).where(and(eq(basketItems.basketId, account.id), inArray(basketItems.productId, ids))),
      () =>
        tx
          .select({ productId: offers.productId, stock: offers.stock, inStock: offers.inStock })
          .from(offers)
          .where(and(eq(offers.perimeterId, account.perimeterId), inArray(offers.productId, ids))),
    ]);
    const had = new Map(existing.map((l) => [l.productId, l]));
    const stockOf = new Map(stock.map((s) => [s.productId, s.inStock ? s.stock : 0]));
    for (const line of guestLines) {
      const available = stockOf.get(line.productId);
      if (available === undefined) continue;
      const before = had.get(line.productId)?.quantity ?? 0;
      const quantity = Math.min(before + line.quantity, Math.max(available, before), 999);
      if (quantity <= 0 || quantity === before) continue;
      await tx
        .insert(basketItems)
        .values({ basketId: account.id, productId: line.productId, quantity, substitutionPref: line.substitutionPref, addedAt: line.addedAt })
        .onConflictDoUpdate({ target: [basketItems.basketId, basketItems.productId], set: { quantity } });
    }
  }
  // Closed, not deleted: a slot hold it may carry stays accounted for. With no user it never shows in any list.
  await tx.update(baskets).set({ status: "abandoned", updatedAt: now }).where(eq(baskets.id, guest.id));
  await tx.update(baskets).set({ donationCents: mergedDonationCents(guest.donationCents, account.donationCents), updatedAt: now }).where(eq(baskets.id, account.id));
  return account.id;
}
