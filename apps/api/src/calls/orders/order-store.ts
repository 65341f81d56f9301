// Reading orders for their owner: one lookup that answers "introuvable" for anyone else's, and the wire shapes.
import { and, asc, desc, eq, inArray, ne, sql, type SQLWrapper } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { centsToEuros, ORDER_NOT_FOUND, type OrderDetail, type OrderSummary } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { slotDayLabel } from "../../domain/slot-rules.ts";
import { customerOrderStatusLabel, orderStatusLabel, type OrderStatus } from "../../domain/order-status.ts";
import { claimDeadline, claimRefusal } from "../service/claim-rules.ts";
import { customerClaimView } from "../service/claim-settlement.ts";
import { orderAmountLines } from "../../domain/order-amounts.ts";
import { orderEventLabel } from "../../domain/order-labels.ts";
import { changeGivenBackText, hasWeighingChange } from "../../domain/benefits-change.ts";
import { unitPriceCents } from "../../domain/product-card.ts";
import { unfinishedCardPayment } from "./pending-payment.ts";
import { PHONE_PROVIDER, phoneRefundOwedCents } from "./phone-payment.ts";
import { sepaReturnOf } from "./sepa-returns.ts";
import { weighingChangeOf } from "./voucher-remainders.ts";
import { byFrenchName } from "../../domain/french-order.ts";

export type OrderRow = typeof schema.orders.$inferSelect;
export { ORDER_NOT_FOUND };

/**
 * What the order's amounts say (its page, its e-mails, its invoice): goods at their final weights, discounts as
 * weighed, delivery as the basket showed it, benefits, what was paid. `charged` false: nothing was ever taken for it.
 */
export const orderAmountsOf = (
  order: OrderRow,
  lines: readonly Pick<typeof schema.orderLines.$inferSelect, "lineCents" | "finalLineCents">[],
  charged = true,
) =>
  orderAmountLines({
    goodsCents: lines.reduce((sum, l) => sum + (l.finalLineCents ?? l.lineCents), 0),
    feeCents: order.feeCents,
    totals: order.totals,
    paidCents: order.finalCents ?? order.totalCents,
    complement: isComplement(order),
    charged,
  });

/** The order if it is this customer's; otherwise the same 404 as a missing one, so ids reveal nothing. */
export async function loadOwnedOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** What every e-mail about an order says: to whom, which order, its slot, its amount and its page; null without a customer. */
export async function orderMailFacts(tx: Database, order: OrderRow, publicUrl: string) {
  const [user] = await tx.select({ email: schema.users.email, prenom: schema.users.prenom }).from(schema.users).where(eq(schema.users.id, order.userId)).limit(1);
  if (!user) return null;
  const [slot] = await tx.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, order.slotId)).limit(1);
  return {
    to: user.email,
    prenom: user.prenom,
    orderId: order.id,
    slotLabel: slot ? slotDayLabel(slot.startsAt, slot.endsAt) : "",
    totalCents: order.finalCents ?? order.totalCents,
    orderUrl: `${publicUrl}/commande/${order.id}`,
  };
}

/**
 * The customer may still change the order: placed (or awaiting a phone payment) and before its cut-off. A card
 * payment left unfinished is not an order yet: it is finished or abandoned, not changed.
 */
export const isOrderEditable = (order: Pick<OrderRow, "status" | "cutoffAt" | "paymentMethod">, now: Date): boolean =>
  (order.status === "placed" || (order.status === "pending_payment" && order.paymentMethod === "phone")) && now < order.cutoffAt;

/**
 * A complement rides in its order's delivery: it is changed through that order (a complement of it), never itself, as
 * a modification of it would be placed as an ordinary order with a fee and no place in the slot (ADR 0069).
 */
export const isComplement = (order: Pick<OrderRow, "parentOrderId">): boolean => order.parentOrderId !== null;

/** `replacedBy`: the modification that replaced the order, if one did (replacementOf). */
type SummaryRow = { order: OrderRow; slot: { startsAt: Date; endsAt: Date }; items: number; replacedBy: number | null };

function toSummary({ order, slot, items, replacedBy }: SummaryRow, now: Date): OrderSummary {
  return {
    id_commande: order.id,
    id_panier: order.basketId,
    statut: order.status,
    libelle_statut: customerOrderStatusLabel(order.status, replacedBy),
    date_commande: order.placedAt.toISOString(),
    date_livraison: slot.startsAt.toISOString(),
    libelle_tranche: slotDayLabel(slot.startsAt, slot.endsAt),
    total: centsToEuros(order.totalCents),
    montant_final: order.finalCents === null ? null : centsToEuros(order.finalCents),
    nb_articles: items,
    modifiable: isOrderEditable(order, now) && !isComplement(order),
    date_limite_modification: order.cutoffAt.toISOString(),
    moyen_paiement: order.paymentMethod,
    facture: order.invoiceNumber !== null,
  };
}

export const IN_PROGRESS: OrderStatus[] = ["pending_payment", "placed", "preparing", "out_for_delivery"];
export const CLOSED: OrderStatus[] = ["delivered", "cancelled"];

/**
 * The orders the customer placed (ADR 0055): every one but a card or SEPA attempt whose payment never went through
 * (declined, abandoned, swept), cancelled without ever being placed. Such an attempt is not an order of the
 * customer's lists or counts; its page still answers by its number (the payment's confirmation page reads it). A phone
 * order is placed when the customer confirms it, whatever became of it.
 */
const placedByCustomerOf = (o: { id: SQLWrapper; status: SQLWrapper; paymentMethod: SQLWrapper }) => sql`not (${o.status} = 'cancelled' and ${o.paymentMethod} <> 'phone' and not exists (
  select 1 from ${schema.orderEvents} where ${schema.orderEvents.orderId} = ${o.id} and ${schema.orderEvents.status} = 'placed'))`;
const placedByCustomer = placedByCustomerOf(schema.orders);

/** The latest modification placed that replaced the order: placedByCustomer's rule, for the replacing order. */
const REPLACING = "replacing";
const replacing = alias(schema.orders, REPLACING);
// The aliased table in a sql template renders its alias only: the FROM names the table and the alias itself.
const replacedBySql = sql<number | null>`(select max(${replacing.id}) from ${schema.orders} ${sql.identifier(REPLACING)} where ${replacing.replacesOrderId} = ${schema.orders.id}
  and ${placedByCustomerOf(replacing)})`;

/**
 * The customer's orders, newest first: by delivery (the orders to come, the latest delivered) or, for the history
 * grouped by month, by the day they were placed, as « Mes commandes » of a French shop reads.
 */
export async function listOrders(
  db: Database,
  userId: number,
  filter: { statuses?: OrderStatus[]; basketId?: number; limit: number; sort?: "delivery" | "placed" },
  now: Date,
): Promise<{ orders: OrderSummary[]; total: number }> {
  const where = and(
    eq(schema.orders.userId, userId),
    placedByCustomer,
    filter.statuses ? inArray(schema.orders.status, filter.statuses) : undefined,
    filter.basketId ? eq(schema.orders.basketId, filter.basketId) : undefined,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(where);
  const rows = await db
    .select({
      order: schema.orders,
      slot: { startsAt: schema.deliverySlots.startsAt, endsAt: schema.deliverySlots.endsAt },
      items: sql<number>`(select coalesce(sum(quantity), 0)::int from order_lines where order_id = ${schema.orders.id})`,
      replacedBy: replacedBySql,
    })
    .from(schema.orders)
    .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, schema.orders.slotId))
    .where(where)
    .orderBy(desc(filter.sort === "placed" ? schema.orders.placedAt : schema.deliverySlots.startsAt), desc(schema.orders.id))
    .limit(filter.limit);
  return { orders: rows.map((r) => toSummary(r, now)), total: count?.n ?? 0 };
}

export async function countOrders(db: Database, userId: number): Promise<{ inProgress: number; closed: number }> {
  const rows = await db
    .select({ status: schema.orders.status, n: sql<number>`count(*)::int` })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), placedByCustomer))
    .groupBy(schema.orders.status);
  let inProgress = 0;
  let closed = 0;
  for (const row of rows) {
    if (IN_PROGRESS.includes(row.status)) inProgress += row.n;
    else closed += row.n;
  }
  return { inProgress, closed };
}

export async function orderLinesOf(db: Database, orderId: number) {
  return byFrenchName(await db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId)).orderBy(asc(schema.orderLines.name)));
}

/**
 * An order's lines with their product's net quantity, joined in the same query: what the price per kilo or litre
 * of each line is computed from (ADR 0059). The product stays while an order names it (foreign key, on delete restrict).
 */
export async function orderLinesWithMeasureOf(db: Database, orderId: number) {
  const rows = await db
    .select({ line: schema.orderLines, netQuantity: schema.products.netQuantity, netUnit: schema.products.netUnit })
    .from(schema.orderLines)
    .innerJoin(schema.products, eq(schema.products.id, schema.orderLines.productId))
    .where(eq(schema.orderLines.orderId, orderId))
    .orderBy(asc(schema.orderLines.name));
  return byFrenchName(rows.map((row) => ({ ...row, name: row.line.name }))).map(({ line, netQuantity, netUnit }) => {
    // The line's own price and weighing mode, as ordered: a product sold by weight is priced by the kilo already.
    const measure = unitPriceCents(line.unitPriceCents, { netQuantity, netUnit, variableWeight: line.variableWeight });
    return { ...line, measure };
  });
}

export async function orderDetail(db: Database, order: OrderRow, now: Date): Promise<OrderDetail> {
  const [slot] = await db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, order.slotId)).limit(1);
  const lines = await orderLinesWithMeasureOf(db, order.id);
  const events = await db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order.id)).orderBy(asc(schema.orderEvents.id));
  const remplacement = await replacementOf(db, order);
  const items = lines.reduce((n, l) => n + l.quantity, 0);
  const summary = toSummary({ order, slot: slot ?? { startsAt: order.placedAt, endsAt: order.placedAt }, items, replacedBy: remplacement?.par ?? null }, now);
  return {
    ...summary,
    lignes: lines.map((l) => ({
      id_article: l.productId,
      nom: l.name,
      quantite: l.quantity,
      prix_unitaire: centsToEuros(l.unitPriceCents),
      prix_unite_mesure: { value: centsToEuros(l.measure.cents), unit: l.measure.unit },
      total: centsToEuros(l.lineCents),
      poids_variable: l.variableWeight,
      poids_final_g: l.finalWeightGrams,
      total_final: l.finalLineCents === null ? null : centsToEuros(l.finalLineCents),
    })),
    facture_rectificative: await rectifyingInvoiceView(db, order.id),
    adresse_livraison: order.deliveryAddress,
    totaux: Object.fromEntries(Object.entries(order.totals).map(([k, v]) => [k, centsToEuros(v)])),
    montants: orderAmountsOf(order, lines, remplacement ? remplacement.debite : order.status !== "cancelled" || (await anythingTaken(db, order))).map((a) => ({ code: a.kind, libelle: a.label, montant: centsToEuros(a.cents) })),
    avantages_rendus: await givenBackView(db, order),
    evenements: events.map((e) => ({ statut: e.status, date: e.createdAt.toISOString(), note: e.note, libelle: orderEventLabel({ statut: e.status, note: e.note }) })),
    paiement_en_attente: await unfinishedCardPayment(db, order),
    remboursement_telephone: await phoneRefundOf(db, order),
    remboursement: await paymentRefundOf(db, order),
    prelevement_impaye: await sepaReturnOf(db, order.id),
    remplacement,
    changement_en_cours: await changeBeingMadeOf(db, order),
    complement_de: order.parentOrderId,
    complements: await complementsOf(db, order.id),
    ...(await claimFacts(db, order, now)),
  };
}

/** The order's rectifying invoice as its page lists it beside the invoice (ADR 0127); null when none. */
async function rectifyingInvoiceView(db: Database, orderId: number): Promise<OrderDetail["facture_rectificative"]> {
  const [row] = await db
    .select({ number: schema.rectifyingInvoices.number, issuedAt: schema.rectifyingInvoices.issuedAt, originalNumber: schema.rectifyingInvoices.originalNumber })
    .from(schema.rectifyingInvoices)
    .where(eq(schema.rectifyingInvoices.orderId, orderId));
  return row ? { numero: row.number, emise_le: row.issuedAt.toISOString(), remplace: row.originalNumber } : null;
}

/** The change a lighter weighing gave back (ADR 0079, 0084), as the order's page says it; null when none. */
async function givenBackView(db: Database, order: OrderRow): Promise<OrderDetail["avantages_rendus"]> {
  const change = await weighingChangeOf(db, order);
  if (!hasWeighingChange(change)) return null;
  return {
    eurosfid: centsToEuros(change.eurofid),
    cagnotte: centsToEuros(change.cagnotte),
    bons_achat: change.vouchers.map((v) => ({ code: v.code, montant: centsToEuros(v.cents), expire_le: v.expiresAt.toISOString() })),
    texte: `${changeGivenBackText(change)}.`,
  };
}

/** The refund owed on a cancelled phone order (ADR 0055), and when an adviser marked it done (ADR 0062); null when none. */
async function phoneRefundOf(db: Database, order: OrderRow): Promise<OrderDetail["remboursement_telephone"]> {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.provider, PHONE_PROVIDER), eq(schema.payments.status, "refunded")))
    .limit(1);
  const cents = payment ? phoneRefundOwedCents(payment, order) : 0;
  if (!payment || cents <= 0) return null;
  return { montant: centsToEuros(cents), rembourse_le: payment.refundDoneAt?.toISOString() ?? null };
}

/** A charged card (or SEPA debit) refunded when the order was cancelled: the amount captured, on the day it went back. */
async function paymentRefundOf(db: Database, order: OrderRow): Promise<OrderDetail["remboursement"]> {
  if (order.status !== "cancelled") return null;
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), ne(schema.payments.provider, PHONE_PROVIDER), eq(schema.payments.status, "refunded")))
    .limit(1);
  const cents = payment?.capturedCents ?? payment?.amountCents ?? 0;
  if (!payment || cents <= 0) return null;
  return { montant: centsToEuros(cents), date: payment.updatedAt.toISOString(), moyen: payment.method === "sepa" ? "sepa" : "card" };
}

/**
 * The order that replaced this one (a modification paid for, ADR 0069), and whether any money was taken for this one: a
 * card's authorisation released never was; a phone payment taken, or a capture, was (and is refunded). A modification
 * whose payment failed replaced nothing and is not counted.
 */
async function replacementOf(db: Database, order: OrderRow): Promise<OrderDetail["remplacement"]> {
  if (order.status !== "cancelled") return null;
  const [replacement] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.replacesOrderId, order.id), placedByCustomer))
    .orderBy(desc(schema.orders.id))
    .limit(1);
  if (!replacement) return null;
  return { par: replacement.id, debite: await anythingTaken(db, order) };
}

/**
 * Whether money was ever taken for the order (a capture, refunded since or not). A cancelled order none was taken for
 * (its card refused, its authorisation released) is « Total non débité » on its page, never « Total payé ».
 */
async function anythingTaken(db: Database, order: OrderRow): Promise<boolean> {
  const [charged] = await db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), inArray(schema.payments.status, ["captured", "refunded"])))
    .limit(1);
  return charged !== undefined;
}

/** The modification or complement of this order its customer is making in her active basket, if any (ADR 0069, 0078). */
async function changeBeingMadeOf(db: Database, order: OrderRow): Promise<OrderDetail["changement_en_cours"]> {
  const [basket] = await db
    .select({ mode: schema.baskets.mode })
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, order.userId), eq(schema.baskets.status, "active"), eq(schema.baskets.orderId, order.id), inArray(schema.baskets.mode, ["modification", "complement"])))
    .limit(1);
  return basket?.mode === "modification" || basket?.mode === "complement" ? basket.mode : null;
}

/** The complements delivered with an order (those not cancelled), so its page names them. */
async function complementsOf(db: Database, orderId: number): Promise<OrderDetail["complements"]> {
  const rows = await db
    .select({ id: schema.orders.id, status: schema.orders.status, totalCents: schema.orders.totalCents, finalCents: schema.orders.finalCents })
    .from(schema.orders)
    .where(and(eq(schema.orders.parentOrderId, orderId), ne(schema.orders.status, "cancelled")))
    .orderBy(asc(schema.orders.id));
  return rows.map((r) => ({ id_commande: r.id, libelle_statut: orderStatusLabel(r.status), total: centsToEuros(r.finalCents ?? r.totalCents) }));
}

/** Whether the order's products may still be claimed (sendMRForm), and what already was. */
async function claimFacts(db: Database, order: OrderRow, now: Date) {
  const until = claimRefusal(order, now) === null && order.deliveredAt ? claimDeadline(order.deliveredAt) : null;
  const claimed = await db
    .select({ productId: schema.orderClaimLines.productId, units: sql<number>`sum(${schema.orderClaimLines.quantity})::int` })
    .from(schema.orderClaimLines)
    .innerJoin(schema.orderClaims, eq(schema.orderClaims.id, schema.orderClaimLines.claimId))
    .where(eq(schema.orderClaims.orderId, order.id))
    .groupBy(schema.orderClaimLines.productId);
  const claims = await db
    .select({ id: schema.orderClaims.id, status: schema.orderClaims.status, creditCents: schema.orderClaims.creditCents, refusalReason: schema.orderClaims.refusalReason, createdAt: schema.orderClaims.createdAt, askedCents: sql<number>`(select coalesce(sum(${schema.orderClaimLines.creditCents}), 0)::int from ${schema.orderClaimLines} where ${schema.orderClaimLines.claimId} = ${schema.orderClaims.id})` })
    .from(schema.orderClaims)
    .where(eq(schema.orderClaims.orderId, order.id))
    .orderBy(schema.orderClaims.id);
  return {
    reclamation_jusqu_au: until?.toISOString() ?? null,
    reclames: Object.fromEntries(claimed.map((c) => [String(c.productId), c.units])),
    reclamations: claims.map((c) => ({ id_reclamation: c.id, ...customerClaimView(c), date: c.createdAt.toISOString() })),
  };
}
