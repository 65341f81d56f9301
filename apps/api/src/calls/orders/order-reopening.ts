// Reopening an order before its cut-off (updateCommande): the customer's active basket becomes its modification or
// complement, delivered where and how the order is. What happens to the basket in progress is orderChangeStart's
// decision (ADR 0078): used, set aside, a complement folded into the modification, or a modification kept.
import { eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import type { Principal } from "../../http/auth.ts";
import { orderChangeStart, quantitiesAddedUp, type ChangeMode, type ChangeStart, type CountedLine } from "../../domain/order-change-start.ts";
import { getOrCreateActiveBasket, lockBasket, type BasketRow } from "../basket/basket-store.ts";
import { bringHeldVouchers } from "../basket/held-benefits.ts";
import { releaseBasketHold } from "../slots/slot-booking.ts";
import { conflict } from "../../http/app-error.ts";
import { orderNotEditableRefusal } from "./order-changes.ts";
import { isOrderEditable, orderLinesOf, type OrderRow } from "./order-store.ts";

/** A pack's count in a basket never goes beyond this (basket_packs_quantity_range). */
const MAX_PACK_QUANTITY = 99;

export async function reopenOrder(tx: Database, principal: Principal, order: OrderRow, mode: ChangeMode, at: Date): Promise<{ basket: BasketRow; start: ChangeStart }> {
  // Locked: a line added at this moment is either among those read here or waits for the change to be set up.
  let active = await lockBasket(tx, (await getOrCreateActiveBasket(tx, principal, at)).id);
  // Then the order, shared, read again: moved on by the warehouse since the caller read it, it takes no change, and the
  // basket must not become one it would then keep (ADR 0083). After the basket, as the warehouse and a checkout lock them.
  const [current] = await tx
    .select({ status: schema.orders.status, cutoffAt: schema.orders.cutoffAt, paymentMethod: schema.orders.paymentMethod })
    .from(schema.orders)
    .where(eq(schema.orders.id, order.id))
    .for("share");
  if (!current || !isOrderEditable(current, at)) throw conflict(orderNotEditableRefusal(current ?? order));
  let lines = await tx
    .select({ id: schema.basketItems.productId, quantity: schema.basketItems.quantity })
    .from(schema.basketItems)
    .where(eq(schema.basketItems.basketId, active.id));
  const start = orderChangeStart({ mode: active.mode, orderId: active.orderId, hasItems: lines.length > 0 }, order.id, mode);
  if (start === "keep-modification") return { basket: active, start };
  if (start === "set-aside") {
    // The basket in progress is kept aside, not refused nor emptied: the customer takes it back from « Mes paniers
    // abandonnés » once the order is changed. Its slot hold goes: the change rides in the order's slot.
    await releaseBasketHold(tx, active.id, at);
    await tx.update(schema.baskets).set({ status: "saved", updatedAt: at }).where(eq(schema.baskets.id, active.id));
    active = await getOrCreateActiveBasket(tx, principal, at);
    lines = [];
  }
  // Its own slot hold, if any, is freed for others: the change rides in the order's slot.
  await releaseBasketHold(tx, active.id, at);
  // The change is delivered where and how the order is: its address, perimeter and preferences come along.
  const [placedFrom] = await tx.select().from(schema.baskets).where(eq(schema.baskets.id, order.basketId)).limit(1);
  await tx
    .update(schema.baskets)
    .set({
      mode,
      orderId: order.id,
      perimeterId: order.perimeterId,
      deliveryAddressId: placedFrom?.deliveryAddressId ?? active.deliveryAddressId,
      billingAddressId: placedFrom?.billingAddressId ?? active.billingAddressId,
      substitutionPref: placedFrom?.substitutionPref ?? active.substitutionPref,
      bagPref: placedFrom?.bagPref ?? active.bagPref,
      contactPref: placedFrom?.contactPref ?? active.contactPref,
      pickerNote: placedFrom?.pickerNote ?? active.pickerNote,
      // A modification starts with the order's benefits, which it may use again (ADR 0020).
      ...(mode === "modification" && placedFrom
        ? {
            useAmex: placedFrom.useAmex,
            useJoker: placedFrom.useJoker,
            eurofidCents: placedFrom.eurofidCents,
            cagnotteCents: placedFrom.cagnotteCents,
            advantageCode: placedFrom.advantageCode,
            donationCents: placedFrom.donationCents,
          }
        : {}),
      updatedAt: at,
    })
    .where(eq(schema.baskets.id, active.id));
  if (mode === "modification") await bringHeldVouchers(tx, order.id, order.userId, active.id);
  // A new modification starts from the order's lines; one already under way keeps the lines it was given.
  if (mode === "modification" && (lines.length === 0 || start === "fold-complement")) await bringOrderLines(tx, order, active.id, lines, at);
  return { basket: active, start };
}

/**
 * The order's lines and the packs it was bought with (so its pack discount holds while its sets are whole, ADR 0031)
 * into the modification's basket, added up with what it already holds (`held`, read under the basket's lock): nothing
 * for a fresh basket, the complement's items for a complement folded into the modification (ADR 0078), whose own
 * substitution choices stay.
 */
async function bringOrderLines(tx: Database, order: OrderRow, basketId: number, held: readonly CountedLine[], at: Date): Promise<void> {
  const orderLines = await orderLinesOf(tx, order.id);
  const quantities = quantitiesAddedUp(orderLines.map((l) => ({ id: l.productId, quantity: l.quantity })), held, MAX_LINE_QUANTITY);
  for (const line of orderLines) {
    const quantity = quantities.get(line.productId)!;
    await tx
      .insert(schema.basketItems)
      .values({ basketId, productId: line.productId, quantity, substitutionPref: line.substitutionPref, addedAt: at })
      .onConflictDoUpdate({
        target: [schema.basketItems.basketId, schema.basketItems.productId],
        set: { quantity, substitutionPref: sql`coalesce(${schema.basketItems.substitutionPref}, excluded.substitution_pref)` },
      });
  }
  const packs = await tx.select().from(schema.basketPacks).where(eq(schema.basketPacks.basketId, order.basketId));
  if (packs.length === 0) return;
  const heldPacks = await tx.select({ id: schema.basketPacks.packId, quantity: schema.basketPacks.quantity }).from(schema.basketPacks).where(eq(schema.basketPacks.basketId, basketId));
  const packCounts = quantitiesAddedUp(packs.map((p) => ({ id: p.packId, quantity: p.quantity })), heldPacks, MAX_PACK_QUANTITY);
  for (const pack of packs) {
    const quantity = packCounts.get(pack.packId)!;
    await tx
      .insert(schema.basketPacks)
      .values({ ...pack, basketId, quantity })
      .onConflictDoUpdate({ target: [schema.basketPacks.basketId, schema.basketPacks.packId], set: { quantity } });
  }
}
