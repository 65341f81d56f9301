// The purchase path: baskets, addresses, delivery slots and their bookings, benefits, payment means, orders.
// Money is integer cents everywhere; every capacity or balance has a database check so no code path can break it.
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from "drizzle-orm/pg-core";
import { users, sessions } from "./accounts.ts";
import { packs, products } from "./catalogue.ts";
import { perimeters } from "./perimeters.ts";

/** Where a delivery goes: everything the driver needs at the door. Soft-deleted so past orders keep theirs. */
export const addresses = pgTable(
  "addresses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    label: text(),
    civilite: text(),
    nom: text().notNull(),
    prenom: text().notNull(),
    company: text(),
    line1: text().notNull(),
    line2: text(),
    postalCode: text().notNull(),
    city: text().notNull(),
    doorCode: text(),
    floor: text(),
    hasLift: boolean(),
    intercomName: text(),
    phone: text(),
    instructions: text(),
    isDefaultDelivery: boolean().notNull().default(false),
    isDefaultBilling: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("addresses_user_idx").on(t.userId),
    check("addresses_postal_code_format", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/** A two-hour delivery window of one perimeter; `capacity` deliveries at most, enforced by slot_bookings. */
export const deliverySlots = pgTable(
  "delivery_slots",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    /** Active bookings (holds not expired, orders, reservations); kept equal to their count under the slot's row lock. */
    booked: integer().notNull().default(0),
    feeCents: integer().notNull().default(0),
    /** Surcharge of an express slot (delivered the same day within hours), 0 for ordinary slots. */
    expressFeeCents: integer().notNull().default(0),
    isExpress: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex("delivery_slots_perimeter_start_unique").on(t.perimeterId, t.startsAt, t.isExpress),
    check("delivery_slots_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("delivery_slots_capacity_nonnegative", sql`${t.capacity} >= 0`),
    check("delivery_slots_never_overbooked", sql`${t.booked} between 0 and ${t.capacity}`),
    check("delivery_slots_fees_nonnegative", sql`${t.feeCents} >= 0 and ${t.expressFeeCents} >= 0`),
  ],
);

export const BASKET_STATUSES = ["active", "ordered", "abandoned", "saved"] as const;
export type BasketStatus = (typeof BASKET_STATUSES)[number];
export const BASKET_MODES = ["order", "modification", "complement"] as const;
export type BasketMode = (typeof BASKET_MODES)[number];

/**
 * A basket (panier). One active basket per customer, or per guest session before sign-in. Benefits chosen at
 * checkout live here until the order consumes them.
 */
export const baskets = pgTable(
  "baskets",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    sessionId: integer().references(() => sessions.id, { onDelete: "set null" }),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "restrict" }),
    status: text().$type<BasketStatus>().notNull().default("active"),
    /** order: a new order; modification/complement: changes to `orderId` before its cut-off. */
    mode: text().$type<BasketMode>().notNull().default("order"),
    orderId: integer(),
    deliveryAddressId: integer().references(() => addresses.id, { onDelete: "set null" }),
    billingAddressId: integer().references(() => addresses.id, { onDelete: "set null" }),
    /** Substitution / bag / contact preferences (update_pref d1, d2, d3). */
    substitutionPref: text(),
    bagPref: text(),
    contactPref: text(),
    pickerNote: text(),
    noPrint: boolean().notNull().default(false),
    useAmex: boolean().notNull().default(false),
    useJoker: boolean().notNull().default(false),
    eurofidCents: integer().notNull().default(0),
    cagnotteCents: integer().notNull().default(0),
    advantageCode: text(),
    donationCents: integer().notNull().default(0),
    origin: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("baskets_one_active_per_user").on(t.userId).where(sql`${t.status} = 'active' and ${t.userId} is not null`),
    uniqueIndex("baskets_one_active_per_guest")
      .on(t.sessionId)
      .where(sql`${t.status} = 'active' and ${t.userId} is null and ${t.sessionId} is not null`),
    index("baskets_user_status_idx").on(t.userId, t.status),
    // The complement baskets still being filled, for the job that hands back those their order no longer takes.
    index("baskets_filling_complements_idx").on(t.orderId).where(sql`${t.status} = 'active' and ${t.mode} = 'complement'`),
    // The same for the modifications still being made, which the same job narrows to what the order no longer had.
    index("baskets_filling_modifications_idx").on(t.orderId).where(sql`${t.status} = 'active' and ${t.mode} = 'modification'`),
    check("baskets_status", sql`${t.status} in ('active', 'ordered', 'abandoned', 'saved')`),
    check("baskets_mode", sql`${t.mode} in ('order', 'modification', 'complement')`),
    check("baskets_owner", sql`${t.userId} is not null or ${t.sessionId} is not null`),
    check("baskets_amounts_nonnegative", sql`${t.eurofidCents} >= 0 and ${t.cagnotteCents} >= 0 and ${t.donationCents} >= 0`),
  ],
);

export const basketItems = pgTable(
  "basket_items",
  {
    basketId: integer()
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    substitutionPref: text(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.basketId, t.productId] }),
    check("basket_items_quantity_range", sql`${t.quantity} between 1 and 999`),
  ],
);

/**
 * Packs bought as packs (buyPack): how many of the pack the basket was given. The pack's discount applies to as many
 * complete sets of its items as the basket holds, up to this count (docs/adr/0031-packs-bought-as-packs.md).
 */
export const basketPacks = pgTable(
  "basket_packs",
  {
    basketId: integer()
      .notNull()
      .references(() => baskets.id, { onDelete: "cascade" }),
    packId: integer()
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.basketId, t.packId] }), check("basket_packs_quantity_range", sql`${t.quantity} between 1 and 99`)],
);

/** Substitution preference remembered per customer and product, offered again next time. */
export const productPreferences = pgTable(
  "product_preferences",
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    substitutionPref: text().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

export const SLOT_BOOKING_KINDS = ["hold", "order", "reservation"] as const;
export type SlotBookingKind = (typeof SLOT_BOOKING_KINDS)[number];

/**
 * One place taken in a slot: a basket's 60-minute hold, a placed order, or a reservation made ahead (addRdvResa).
 * Released bookings keep their row (releasedAt) for the audit trail; only unreleased, unexpired ones count.
 */
export const slotBookings = pgTable(
  "slot_bookings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slotId: integer()
      .notNull()
      .references(() => deliverySlots.id, { onDelete: "cascade" }),
    kind: text().$type<SlotBookingKind>().notNull(),
    basketId: integer().references(() => baskets.id, { onDelete: "cascade" }),
    orderId: integer(),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    /** Hold end (kind hold) or reservation release at cut-off (kind reservation). */
    expiresAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slot_bookings_slot_idx").on(t.slotId).where(sql`${t.releasedAt} is null`),
    uniqueIndex("slot_bookings_one_live_per_basket").on(t.basketId).where(sql`${t.releasedAt} is null and ${t.basketId} is not null`),
    index("slot_bookings_user_idx").on(t.userId),
    // A basket's latest place, live or ended (basketSlots reads it at every basket view, ADR 0117): the partial index
    // above leaves out the released ones.
    index("slot_bookings_basket_idx").on(t.basketId, t.id).where(sql`${t.basketId} is not null`),
    check("slot_bookings_kind", sql`${t.kind} in ('hold', 'order', 'reservation')`),
  ],
);

export const LEDGER_KINDS = ["eurofid", "cagnotte", "joker"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** Loyalty euros, prize pot and free-delivery jokers: an append-only ledger; a balance is the sum of its rows. */
export const loyaltyLedger = pgTable(
  "loyalty_ledger",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<LedgerKind>().notNull(),
    /** Cents for eurofid and cagnotte, units for joker; negative when spent. */
    amount: integer().notNull(),
    reason: text().notNull(),
    orderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("loyalty_ledger_user_kind_idx").on(t.userId, t.kind),
    check("loyalty_ledger_kind", sql`${t.kind} in ('eurofid', 'cagnotte', 'joker')`),
  ],
);

/** Purchase vouchers (bons d'achat) owned by a customer, including referral ones (parrain). Used at most once. */
export const vouchers = pgTable(
  "vouchers",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text().notNull().unique(),
    kind: text().$type<"ba" | "parrain">().notNull().default("ba"),
    amountCents: integer().notNull(),
    minBasketCents: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    basketId: integer().references(() => baskets.id, { onDelete: "set null" }),
    usedAt: timestamp({ withTimezone: true }),
    usedOrderId: integer(),
    /**
     * A voucher that carries the unused part of another (ADR 0084): the one whose rest it is. Set with
     * `remainderOrderId` when an order's weighing left part of that voucher unused; alone when a cancellation after
     * such a weighing gave the rest of it back.
     */
    remainderOfId: integer().references((): AnyPgColumn => vouchers.id, { onDelete: "set null" }),
    /** The order whose lighter weighing left the part this voucher carries unused (no foreign key, as usedOrderId). */
    remainderOrderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("vouchers_user_idx").on(t.userId),
    index("vouchers_remainder_order_idx").on(t.remainderOrderId).where(sql`${t.remainderOrderId} is not null`),
    // What the foreign key reads when a voucher is deleted (an erased account's unused ones): few rows carry it.
    index("vouchers_remainder_of_idx").on(t.remainderOfId).where(sql`${t.remainderOfId} is not null`),
    check("vouchers_kind", sql`${t.kind} in ('ba', 'parrain')`),
    check("vouchers_amount_positive", sql`${t.amountCents} > 0 and ${t.minBasketCents} >= 0`),
  ],
);

/** Advantage codes typed at checkout (set_code): a discount when the condition is met, else its text. */
export const advantageCodes = pgTable(
  "advantage_codes",
  {
    code: text().primaryKey(),
    label: text().notNull(),
    kind: text().$type<"amount" | "percent" | "free_delivery">().notNull(),
    /** Cents for amount, basis points for percent, unused for free_delivery. */
    value: integer().notNull().default(0),
    minBasketCents: integer().notNull().default(0),
    firstOrderOnly: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    usesPerCustomer: integer().notNull().default(1),
  },
  (t) => [check("advantage_codes_kind", sql`${t.kind} in ('amount', 'percent', 'free_delivery')`)],
);

/** The food-bank campaign (getBanqueAlimentaire); gifts are basket lines counted in total_dons. */
export const foodBankCampaigns = pgTable("food_bank_campaigns", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  description: text().notNull(),
  partner: text().notNull(),
  suggestedCents: integer().array().notNull(),
  startsAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }).notNull(),
});

/** A saved card is the payment provider's token: brand, last four and expiry only, never the number. */
export const paymentCards = pgTable(
  "payment_cards",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    /** The provider's token for the card (id_empreinte). */
    providerToken: text().notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer().notNull(),
    expYear: integer().notNull(),
    label: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("payment_cards_user_idx").on(t.userId),
    uniqueIndex("payment_cards_provider_token_unique").on(t.provider, t.providerToken),
    check("payment_cards_last4", sql`${t.last4} ~ '^[0-9]{4}$'`),
    check("payment_cards_expiry", sql`${t.expMonth} between 1 and 12 and ${t.expYear} between 2000 and 2100`),
  ],
);

/** A SEPA direct-debit mandate: the IBAN's country, masked form and the provider's reference, never the full IBAN. */
export const sepaMandates = pgTable(
  "sepa_mandates",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    providerRef: text().notNull(),
    /** Unique mandate reference (RUM) shown to the customer. */
    reference: text().notNull().unique(),
    ibanMasked: text().notNull(),
    /**
     * Keyed hash (HMAC-SHA256) of the normalised IBAN, so signing again for the same account finds its mandate
     * (ADR 0057) without Cabas keeping the IBAN; null on mandates signed before it was recorded.
     */
    ibanFingerprint: text(),
    holder: text().notNull(),
    signedAt: timestamp({ withTimezone: true }).notNull(),
    /** Place of signature the debtor wrote on the mandate form (SEPA Core rulebook); null before ADR 0057. */
    signedPlace: text(),
    /**
     * The bank's BIC and the debtor's postal address, which a mandate on an account outside the European Economic Area
     * carries (EPC rulebook; ADR 0085's amendment); null on an EEA account's mandate, for which Cabas keeps neither.
     */
    debtorBic: text(),
    debtorStreet: text(),
    debtorPostalCode: text(),
    debtorTown: text(),
    /** ISO 3166 code of the debtor's country. */
    debtorCountry: text(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * Why the mandate was revoked when the customer did not revoke it on the site (ADR 0129): the bank's reason for a
     * returned debit that ends it. Null when she revoked it herself, or while it is active.
     */
    revokedReason: text(),
  },
  (t) => [
    index("sepa_mandates_user_idx").on(t.userId),
    // One active mandate per customer and account: a second signature reuses the first (ADR 0057).
    uniqueIndex("sepa_mandates_one_active_per_iban")
      .on(t.userId, t.ibanFingerprint)
      .where(sql`${t.revokedAt} is null and ${t.ibanFingerprint} is not null`),
  ],
);

/** The buyer's name and the thank-you gift as the invoice printed them when it was issued (ADR 0068). */
export type InvoiceFacts = { buyerName: string; gift: { title: string; vatRateBp: number } | null };

/**
 * The last invoice number given in a year: numbers are taken under this row's lock in the delivery's transaction,
 * so they follow one another without a gap and in the order the invoices were issued (CGI art. 242 nonies A, 7°).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    year: integer().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check("invoice_counters_positive", sql`${t.lastNumber} >= 1`)],
);

export const ORDER_STATUSES = ["pending_payment", "placed", "preparing", "out_for_delivery", "delivered", "cancelled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** An order: a snapshot of the basket, its address, slot and totals at the time it was placed. */
export const orders = pgTable(
  "orders",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity({ startWith: 10_000_001 }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    basketId: integer()
      .notNull()
      .references(() => baskets.id, { onDelete: "restrict" }),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "restrict" }),
    slotId: integer()
      .notNull()
      .references(() => deliverySlots.id, { onDelete: "restrict" }),
    /** A complement order adds items to this parent order's delivery. */
    parentOrderId: integer(),
    /** A modification: this order replaces that one once its payment is authorised (the original stays until then). */
    replacesOrderId: integer(),
    status: text().$type<OrderStatus>().notNull().default("pending_payment"),
    /** The checkout's idempotency key: a replayed or double-clicked checkout finds this order instead of a new one. */
    idempotencyKey: text().notNull(),
    deliveryAddress: jsonb().$type<Record<string, unknown>>().notNull(),
    billingAddress: jsonb().$type<Record<string, unknown>>().notNull(),
    /** A professional account's company when the order was placed (ADR 0042): its invoice prints this, never today's. */
    buyerCompany: jsonb().$type<{ name: string; siret: string; vat: string | null }>(),
    /** The totals block of the basket when the order was placed (all cents). */
    totals: jsonb().$type<Record<string, number>>().notNull(),
    goodsCents: integer().notNull(),
    feeCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    /** Amount authorised on the payment means: the total plus the variable-weight margin. */
    authorisedCents: integer().notNull(),
    /** Amount charged after preparation (final weights), never above authorisedCents. */
    finalCents: integer(),
    /** `benefits`: nothing to authorise, the benefits paid it all; no payment row, no provider (ADR 0072). */
    paymentMethod: text().$type<OrderPaymentMethod>().notNull(),
    preferences: jsonb().$type<Record<string, string | boolean | null>>().notNull().default(sql`'{}'::jsonb`),
    invoiceNumber: text().unique(),
    /** What the invoice prints besides the order's snapshots, frozen when it is issued (ADR 0068); null before. */
    invoiceFacts: jsonb().$type<InvoiceFacts>(),
    cutoffAt: timestamp({ withTimezone: true }).notNull(),
    placedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    preparedAt: timestamp({ withTimezone: true }),
    shippedAt: timestamp({ withTimezone: true }),
    deliveredAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_idempotency_unique").on(t.userId, t.idempotencyKey),
    // One modification awaiting payment per order: two at once would each believe they replace the original.
    uniqueIndex("orders_one_pending_replacement").on(t.replacesOrderId).where(sql`${t.status} = 'pending_payment'`),
    index("orders_user_status_idx").on(t.userId, t.status),
    index("orders_slot_idx").on(t.slotId),
    // The warehouse's list (ADR 0094): the few orders in its hands among every order ever delivered or cancelled.
    index("orders_in_warehouse_idx").on(t.slotId).where(sql`${t.status} in ('placed', 'preparing', 'out_for_delivery') and ${t.parentOrderId} is null`),
    // Also "orders_delivery_postal_code_idx" on (delivery_address ->> 'postalCode'), written by hand in migration 0029.
    check(
      "orders_status",
      sql`${t.status} in ('pending_payment', 'placed', 'preparing', 'out_for_delivery', 'delivered', 'cancelled')`,
    ),
    check("orders_amounts_nonnegative", sql`${t.goodsCents} >= 0 and ${t.feeCents} >= 0 and ${t.totalCents} >= 0`),
    check("orders_final_within_authorisation", sql`${t.finalCents} is null or ${t.finalCents} <= ${t.authorisedCents}`),
    check("orders_payment_method", sql`${t.paymentMethod} in ('card', 'sepa', 'phone', 'benefits')`),
  ],
);

/** How an order is paid: a card, a SEPA debit, by phone, or nothing to pay, its benefits covering it all (ADR 0072). */
export type OrderPaymentMethod = "card" | "sepa" | "phone" | "benefits";

export const orderLines = pgTable(
  "order_lines",
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    /** Estimated for variable-weight lines until preparation sets the weight. */
    lineCents: integer().notNull(),
    variableWeight: boolean().notNull().default(false),
    estimatedWeightGrams: integer(),
    finalWeightGrams: integer(),
    finalLineCents: integer(),
    substitutionPref: text(),
    /** The VAT rate the invoice prints for this line, frozen at delivery (ADR 0068); null until then. */
    vatRateBp: integer(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check("order_lines_quantity_positive", sql`${t.quantity} > 0`),
    check("order_lines_amounts_nonnegative", sql`${t.unitPriceCents} >= 0 and ${t.lineCents} >= 0`),
  ],
);

/** A line whose VAT rate a rectifying invoice corrects: what the original printed, what it should have (ADR 0127). */
export type RectifiedLine = { productId: number; name: string; amountCents: number; invoicedRateBp: number; correctRateBp: number };

/**
 * A rectifying invoice (« facture rectificative », CGI art. 242 nonies A): it cancels and replaces an invoice of the
 * series before ADR 0068 that printed a wrong VAT rate, or a later one that billed a rate staff corrected as an error
 * (ADR 0133). Its number comes from the same yearly counter as invoices;
 * the rest of what it prints is the original's frozen facts with these lines' rates corrected (ADR 0127). One per
 * order: a second run finds it and issues nothing.
 */
export const rectifyingInvoices = pgTable(
  "rectifying_invoices",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    number: text().notNull(),
    /** The invoice it cancels and replaces: its number and date as that invoice printed them. */
    originalNumber: text().notNull(),
    originalIssuedAt: timestamp({ withTimezone: true }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    lines: jsonb().$type<RectifiedLine[]>().notNull(),
    /** The staff member who issued it on the invoices screen (ADR 0133); null from the command, or once their account is gone. */
    issuedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("rectifying_invoices_order_unique").on(t.orderId), uniqueIndex("rectifying_invoices_number_unique").on(t.number)],
);

export const PAYMENT_STATUSES = ["pending", "requires_action", "authorised", "captured", "declined", "cancelled", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One payment attempt for an order; at most one authorised or captured payment per order. */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    provider: text().notNull(),
    method: text().$type<"card" | "sepa" | "phone">().notNull(),
    status: text().$type<PaymentStatus>().notNull().default("pending"),
    amountCents: integer().notNull(),
    capturedCents: integer(),
    /** The provider's reference of the payment (or the 3-D Secure session shown at /modal/paiement/{x}). */
    providerRef: text().notNull(),
    cardId: integer().references(() => paymentCards.id, { onDelete: "set null" }),
    mandateId: integer().references(() => sepaMandates.id, { onDelete: "set null" }),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * A phone payment refunded by an adviser on the shop's terminal (ADR 0062): when it was marked done, by whom (the
     * agent's name, or the operating-system user running the command) and the terminal's reference. Null while owed.
     */
    refundDoneAt: timestamp({ withTimezone: true }),
    refundDoneBy: text(),
    refundReference: text(),
    /**
     * A SEPA debit the debtor's bank sent back (ADR 0129): when Cabas learnt it, the ISO 20022 reason code (AM04…) and
     * whether it was a « rejet » (before settlement) or a « retour » (after). The payment keeps its status: the capture
     * happened, the bank took the money back; these say it is unpaid.
     */
    returnedAt: timestamp({ withTimezone: true }),
    returnCode: text(),
    returnKind: text().$type<"rejet" | "retour">(),
    /**
     * The amount a returned debit left due, paid since by card to customer service (ADR 0129): when it was recorded,
     * by whom and the payment terminal's reference. Null while it is due.
     */
    returnPaidAt: timestamp({ withTimezone: true }),
    returnPaidBy: text(),
    returnPaidReference: text(),
    /**
     * The customer's online card payment of that amount in progress (ADR 0129, amendment): the provider's reference
     * of the attempt (its 3-D Secure session), or a placeholder while the provider is asked. At most one at a time, so
     * a double click or a replay charges once; cleared when the attempt is declined or recorded as paid.
     */
    returnCardRef: text(),
    /**
     * Reminders of a returned debit still due (ADR 0130): how many were sent and when the last one was. Moved by the
     * reminder job's conditional update, in the transaction that queues its e-mail, so a reminder is sent once.
     */
    returnRemindersSent: integer().notNull().default(0),
    returnRemindedAt: timestamp({ withTimezone: true }),
    /**
     * A debit returned after its order was cancelled and refunded (ADR 0130): nothing is due from the customer, the
     * team checks what really happened with the provider and records it here (when, by whom, what was found).
     */
    returnCheckedAt: timestamp({ withTimezone: true }),
    returnCheckedBy: text(),
    returnCheckedNote: text(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_unique").on(t.provider, t.providerRef),
    uniqueIndex("payments_one_success_per_order").on(t.orderId).where(sql`${t.status} in ('authorised', 'captured')`),
    index("payments_order_idx").on(t.orderId),
    // The phone refunds advisers still owe at the terminal, listed on the warehouse screen (ADR 0094, amendment 3).
    index("payments_phone_refunds_owed_idx")
      .on(t.updatedAt)
      .where(sql`${t.provider} = 'telephone' and ${t.status} = 'refunded' and ${t.refundDoneAt} is null`),
    // The unpaid SEPA debits customer service lists (ADR 0129).
    index("payments_returned_idx").on(t.returnedAt).where(sql`${t.returnedAt} is not null and ${t.returnPaidAt} is null`),
    check("payments_returned", sql`(${t.returnedAt} is null) = (${t.returnCode} is null) and (${t.returnedAt} is null) = (${t.returnKind} is null)`),
    // All three or none, and only on a returned debit: its payment is recorded once, with who and which reference.
    check(
      "payments_return_paid",
      sql`(${t.returnPaidAt} is null) = (${t.returnPaidBy} is null) and (${t.returnPaidAt} is null) = (${t.returnPaidReference} is null) and (${t.returnPaidAt} is null or ${t.returnedAt} is not null)`,
    ),
    // All three or none, and only on a returned debit.
    check(
      "payments_return_checked",
      sql`(${t.returnCheckedAt} is null) = (${t.returnCheckedBy} is null) and (${t.returnCheckedAt} is null) = (${t.returnCheckedNote} is null) and (${t.returnCheckedAt} is null or ${t.returnedAt} is not null)`,
    ),
    check("payments_status", sql`${t.status} in ('pending', 'requires_action', 'authorised', 'captured', 'declined', 'cancelled', 'refunded')`),
    check("payments_amount_positive", sql`${t.amountCents} > 0`),
    // All three or none, and only on a refunded payment: a refund is marked done once, with who and which reference.
    check(
      "payments_refund_done",
      sql`(${t.refundDoneAt} is null) = (${t.refundDoneBy} is null) and (${t.refundDoneAt} is null) = (${t.refundReference} is null) and (${t.refundDoneAt} is null or ${t.status} = 'refunded')`,
    ),
  ],
);

/** Order status history: who moved it, when (warehouse command, customer edit, payment). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text().notNull(),
    note: text(),
    /**
     * The staff member whose move this was, from the warehouse screen (ADR 0094); null for the customer's own steps,
     * the shop's automatic ones and `npm run orders`. Never shown to the customer.
     */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId)],
);

/**
 * Customer service's calls about a returned SEPA debit still due (ADR 0136): what came of each call, a payment date
 * the customer promised, a short note, who called and when. Staff-only, never the order's history (order_events is
 * the customer's): no customer-facing reader touches this table; the personal-data export gives her the calls
 * without the adviser's name, and erasing the account deletes them.
 */
export const orderStaffNotes = pgTable(
  "order_staff_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    outcome: text().notNull(),
    /** The Paris day the customer promised to pay by; only with the outcome « promesse ». */
    promisedOn: date({ mode: "string" }),
    note: text().notNull().default(""),
    /** Who called: the account (null once deleted) and the name the screen signed with, kept as written. */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    staffName: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("order_staff_notes_order_idx").on(t.orderId, t.createdAt),
    check("order_staff_notes_outcome", sql`${t.outcome} in ('joint', 'injoignable', 'promesse', 'refus', 'autre')`),
    check("order_staff_notes_promise", sql`${t.promisedOn} is null or ${t.outcome} = 'promesse'`),
    check("order_staff_notes_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

/**
 * The built-in sandbox payment provider's own records (a real provider keeps these on its side). A sandbox card
 * remembers only what its test number means (accept, decline…), never the number.
 */
export const sandboxCards = pgTable("sandbox_cards", {
  token: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer().notNull(),
  expYear: integer().notNull(),
  /** What the test number asks of the sandbox: approve, decline, insufficient_funds, always_challenge. */
  behaviour: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** A sandbox payment: authorised at once, or waiting for its 3-D Secure challenge at /modal/paiement/{id}. */
export const sandboxPayments = pgTable("sandbox_payments", {
  id: text().primaryKey(),
  cardToken: text(),
  amountCents: integer().notNull(),
  status: text().notNull(),
  challengeCode: text(),
  attempts: integer().notNull().default(0),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp({ withTimezone: true }),
  /** The merchant's own reference of the payment, echoed in the signed callback. */
  merchantReference: text(),
  /** Where the hosted page sends the shopper once the payment is decided (a path of the shop). */
  returnPath: text(),
  /** The shopper ticked "save this card" on the hosted form: the callback then carries the card's token. */
  saveCard: boolean().notNull().default(false),
  /** The sandbox mandate a direct debit was taken on (ADR 0129). */
  mandateRef: text(),
  /** A debit on a test IBAN that comes back (ADR 0129): its reason code, when the bank sends it back, and when it did. */
  returnCode: text(),
  returnDueAt: timestamp({ withTimezone: true }),
  returnedAt: timestamp({ withTimezone: true }),
});

/** A sandbox mandate: what its test IBAN asks of the sandbox (a reason code its debits come back with, or none). */
export const sandboxMandates = pgTable("sandbox_mandates", {
  id: text().primaryKey(),
  returnCode: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
