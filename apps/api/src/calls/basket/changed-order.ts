// What a basket that changes an order (a modification or a complement) owes to that order (ADR 0056): the units the
// order already holds on the shelf are the modification's to keep, and once the order is locked for preparation (its
// cut-off passed) or closed, the basket can no longer change it. Ordinary baskets never read anything here.
import { and, asc, eq, lte, notInArray, or, sql } from "drizzle-orm";
import { preparedOn, schema, type Database } from "@cabas/db";
import { isOrderEditable, type OrderRow } from "../orders/order-store.ts";

type ChangingBasket = { mode: string; orderId: number | null };
type ChangedOrder = Pick<OrderRow, "status" | "paymentMethod" | "cutoffAt">;

const LEAVE_CHANGE = "Abandonnez la modification pour retrouver un panier ordinaire.";
/**
 * A change refused past the cut-off. The order may still read « validée » until the warehouse starts it: what is true
 * is that it is locked for its preparation, not that it is being prepared.
 */
export const CUTOFF_PASSED = "La date limite de modification de cette commande est passée : elle est figée pour sa préparation et ne peut plus être modifiée.";
/** updatePanier's refusal once the order's cut-off has passed (the same as lockOrderToChange's at payment). */
export const ORDER_CHANGE_CUTOFF_PASSED = `${CUTOFF_PASSED} ${LEAVE_CHANGE}`;
/** updatePanier's refusal once the order is cancelled or delivered. */
export const ORDER_CHANGE_CLOSED = `Cette commande est close : elle ne peut plus être modifiée. ${LEAVE_CHANGE}`;
// A complement's items are products added to the order, not the order's own: left, they stay in the basket for a new
// order (cancelOrderChange), where a modification's lines, copies of the order's, go (ADR 0078).
const LEAVE_COMPLEMENT = "Abandonnez le complément : les articles ajoutés restent dans votre panier, pour une nouvelle commande.";
/** The same refusals for a complement basket. */
export const COMPLEMENT_CUTOFF_PASSED = `La date limite de cette commande est passée : elle est figée pour sa préparation, les articles ajoutés ne peuvent plus être livrés avec elle. ${LEAVE_COMPLEMENT}`;
export const COMPLEMENT_CLOSED = `Cette commande est close : les articles ajoutés ne peuvent plus être livrés avec elle. ${LEAVE_COMPLEMENT}`;

/** The order a basket changes (modification or complement); null for an ordinary basket. */
export const orderChangedBy = (basket: ChangingBasket): number | null => (basket.mode !== "order" ? basket.orderId : null);

/** The refusal's words for a basket of this mode, its order past its cut-off or closed. */
export const changeRefusalText = (reason: "cutoff" | "closed", mode: string): string =>
  mode === "complement" ? (reason === "cutoff" ? COMPLEMENT_CUTOFF_PASSED : COMPLEMENT_CLOSED) : reason === "cutoff" ? ORDER_CHANGE_CUTOFF_PASSED : ORDER_CHANGE_CLOSED;

/** Why a basket of this mode can no longer change its order (null while it can), as lockOrderToChange decides at payment. */
export function orderChangeRefusal(order: ChangedOrder | null, now: Date, mode = "modification"): string | null {
  if (!order || order.status === "cancelled" || order.status === "delivered") return changeRefusalText("closed", mode);
  return isOrderEditable(order, now) ? null : changeRefusalText("cutoff", mode);
}

/** The customer's basket in progress when it is a complement of this order (at most one: one active basket each). */
export const activeComplementBasketOf = (userId: number, orderId: number) =>
  and(eq(schema.baskets.userId, userId), eq(schema.baskets.status, "active"), eq(schema.baskets.mode, "complement"), eq(schema.baskets.orderId, orderId));

/** The order's row as the refusal needs it (one read by primary key, only for a basket changing an order). */
export async function changedOrderState(db: Database, orderId: number): Promise<ChangedOrder | null> {
  const [row] = await db
    .select({ status: schema.orders.status, paymentMethod: schema.orders.paymentMethod, cutoffAt: schema.orders.cutoffAt })
    .from(schema.orders)
    .where(eq(schema.orders.id, orderId))
    .limit(1);
  return row ?? null;
}

/** Why this basket can no longer change the order it changes; null for an ordinary basket (nothing read). */
export async function changedOrderRefusal(db: Database, basket: ChangingBasket, now: Date): Promise<string | null> {
  const orderId = orderChangedBy(basket);
  return orderId === null ? null : orderChangeRefusal(await changedOrderState(db, orderId), now, basket.mode);
}

/**
 * Units of each product the order a modification basket changes holds on the shelf, while it holds them (placed, or
 * awaiting its payment: a cancelled order gave them back). Null for any other basket, which reads nothing.
 */
export async function unitsHeldForBasket(db: Database, basket: ChangingBasket): Promise<ReadonlyMap<number, number> | null> {
  if (basket.mode !== "modification" || basket.orderId === null) return null;
  const rows = await preparedOn(db, "basket_units_held_by_order", (on) =>
    on
      .select({ productId: schema.orderLines.productId, quantity: schema.orderLines.quantity })
      .from(schema.orderLines)
      .innerJoin(schema.orders, eq(schema.orders.id, schema.orderLines.orderId))
      .where(and(eq(schema.orderLines.orderId, sql.placeholder("orderId")), sql`${schema.orders.status} in ('placed', 'pending_payment')`))
      .prepare("basket_units_held_by_order"),
  ).execute({ orderId: basket.orderId });
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/**
 * An offer as a modification sees it: the units its order holds are available on top of the stock. The stock the
 * basket (and checkAvantPaiement, which reads the basket) compares with is then what placing it can really take
 * (unitsToTake only takes the units beyond those held), and no line shows « rupture » for units the order holds.
 */
export function offerWithHeldUnits<O extends { stock: number; inStock: boolean }>(offer: O, held: number): O {
  if (held <= 0) return offer;
  return { ...offer, stock: (offer.inStock ? offer.stock : 0) + held, inStock: true };
}

/**
 * The baskets still changing an order (of this mode) that the order may no longer take: its cut-off passed, or it left
 * `placed` and `pending_payment`. A superset read without locks, oldest first, for the minute's job to settle each
 * under its locks with orderChangeRefusal (complements- and modifications-past-cutoff.ts; partial indexes of
 * migrations 0035 and 0036).
 */
function changingBasketsPastCutoff(db: Database, mode: "modification" | "complement", now: Date, limit: number) {
  const { baskets, orders } = schema;
  return db
    .select({ basketId: baskets.id, userId: baskets.userId, orderId: baskets.orderId })
    .from(baskets)
    .innerJoin(orders, eq(orders.id, baskets.orderId))
    .where(
      and(eq(baskets.status, "active"), eq(baskets.mode, mode), or(lte(orders.cutoffAt, now), notInArray(orders.status, ["placed", "pending_payment"]))),
    )
    .orderBy(asc(baskets.id))
    .limit(limit);
}

export type ChangePastCutoff = { basketId: number; userId: number | null; orderId: number };

/**
 * Settles every basket of `mode` still changing an order that no longer takes it (at most `limit` a run; the next run
 * takes the rest), each in its own transaction: `lock` takes the basket's lock and says which basket it holds (null
 * when the basket was paid, left or settled meanwhile), then the order is locked and read again, and a basket its
 * order would still take at payment is left. Otherwise `handBack` settles it, given the order (null if gone). Returns
 * how many were handed back. The complement and modification jobs (complements- and modifications-past-cutoff.ts).
 */
export async function handBackChangesPastCutoff(
  db: Database,
  mode: "modification" | "complement",
  now: Date,
  limit: number,
  lock: (tx: Database, change: ChangePastCutoff) => Promise<number | null>,
  handBack: (tx: Database, basketId: number, order: OrderRow | null) => Promise<void>,
): Promise<number> {
  const candidates = await changingBasketsPastCutoff(db, mode, now, limit);
  let handedBack = 0;
  for (const { basketId, userId, orderId } of candidates) {
    if (orderId === null) continue;
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const locked = await lock(tx, { basketId, userId, orderId });
      if (locked === null) return false;
      const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("share");
      // The same rule as the refusal at payment: what the customer could still pay is not taken from her.
      if (order && orderChangeRefusal(order, now, mode) === null) return false;
      await handBack(tx, locked, order ?? null);
      return true;
    });
    if (done) handedBack += 1;
  }
  return handedBack;
}
