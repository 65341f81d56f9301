// A modification still being made when its order's cut-off passes can no longer be paid: until now the basket stayed a
// modification, refused at payment until the customer left it, and leaving it emptied it. The minute's job of the
// complements (complements-past-cutoff.ts) now also ends such a modification: the basket becomes an ordinary one
// holding only what the modification added, and the customer is told by e-mail (ADR 0083, second amendment).
import { and, eq, isNull, notInArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { takesComplements } from "../../domain/complement-hand-back.ts";
import { additionsOverOrder } from "../../domain/modification-hand-back.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { modificationPastCutoffMail } from "../../mail/order-mails.ts";
import { leaveOrderChange } from "../basket/basket-actions.ts";
import { handBackChangesPastCutoff } from "../basket/changed-order.ts";
import { orderMailFacts } from "./order-store.ts";

/** Baskets ended per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Ends every modification still being made whose order no longer takes changes. Each in its own transaction, locking
 * the basket then the order, as a modification's checkout does; read again under the locks, a basket paid, left or
 * ended meanwhile is left alone, and so is one whose payment is still awaited (3-D Secure, or a payment page left
 * open): its outcome refuses it at the cut-off, and the next run ends it. Returns how many were ended.
 */
export function handBackModificationsPastCutoff(db: Database, now: Date, publicUrl: string): Promise<number> {
  const { baskets, orders, basketItems } = schema;
  return handBackChangesPastCutoff(
    db,
    "modification",
    now,
    BATCH,
    async (tx, { basketId, orderId }) => {
      const [basket] = await tx
        .select({ id: baskets.id, userId: baskets.userId })
        .from(baskets)
        .where(and(eq(baskets.id, basketId), eq(baskets.status, "active"), eq(baskets.mode, "modification"), eq(baskets.orderId, orderId)))
        .for("update");
      if (!basket) return null;
      // Read by its customer and status (orders_user_status_idx): no index leads from a basket to its orders.
      const [paying] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            basket.userId === null ? isNull(orders.userId) : eq(orders.userId, basket.userId),
            eq(orders.status, "pending_payment"),
            eq(orders.basketId, basketId),
          ),
        )
        .limit(1);
      return paying ? null : basket.id;
    },
    async (tx, basketId, order) => {
      const lines = await tx.select({ productId: basketItems.productId, quantity: basketItems.quantity }).from(basketItems).where(eq(basketItems.basketId, basketId));
      const ordered = order
        ? await tx
            .select({ productId: schema.orderLines.productId, quantity: schema.orderLines.quantity })
            .from(schema.orderLines)
            .where(eq(schema.orderLines.orderId, order.id))
        : [];
      const added = additionsOverOrder(lines, ordered);
      const kept = added.map((line) => line.productId);
      await tx
        .delete(basketItems)
        .where(kept.length ? and(eq(basketItems.basketId, basketId), notInArray(basketItems.productId, kept)) : eq(basketItems.basketId, basketId));
      // A product the order lacked keeps its line as it is; one the order had keeps only the units beyond it.
      const had = new Map(lines.map((line) => [line.productId, line.quantity]));
      for (const line of added.filter((a) => had.get(a.productId) !== a.quantity)) {
        await tx
          .update(basketItems)
          .set({ quantity: line.quantity })
          .where(and(eq(basketItems.basketId, basketId), eq(basketItems.productId, line.productId)));
      }
      // A pack is bought whole: its units, if more than the order's, stay as single products.
      await tx.delete(schema.basketPacks).where(eq(schema.basketPacks.basketId, basketId));
      await leaveOrderChange(tx, basketId, now);
      // An order that still goes ahead leaves as it was validated: said by mail (a move that closed or started it
      // said so in its own).
      const facts = order && takesComplements(order.status) ? await orderMailFacts(tx, order, publicUrl) : null;
      if (facts) {
        await enqueueJob(tx, MAIL_JOB, modificationPastCutoffMail({ ...facts, basketUrl: `${publicUrl}/checkout/mon-panier`, kept: added.length > 0 }), now);
      }
    },
  );
}

/**
 * The modification of this order still being made, if any, and whether it adds anything to it: what the e-mail of a
 * warehouse move that ends the order's changes tells the customer, before the minute's job above ends it.
 */
export async function modificationBeingMadeOf(tx: Database, orderId: number): Promise<{ addsItems: boolean } | null> {
  const { baskets, basketItems, orderLines } = schema;
  const [basket] = await tx
    .select({ id: baskets.id })
    .from(baskets)
    .where(and(eq(baskets.status, "active"), eq(baskets.mode, "modification"), eq(baskets.orderId, orderId)))
    .limit(1);
  if (!basket) return null;
  const lines = await tx.select({ productId: basketItems.productId, quantity: basketItems.quantity }).from(basketItems).where(eq(basketItems.basketId, basket.id));
  const ordered = await tx.select({ productId: orderLines.productId, quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return { addsItems: additionsOverOrder(lines, ordered).length > 0 };
}
