// Moving a basket to another perimeter when the delivery postal code changes (setAdresses, loginCP, and a basket
// write that finds its session elsewhere): the held slot of the old perimeter is given back, a delivery address the
// new perimeter does not deliver is let go, and prices follow the new perimeter's offers (the basket is priced when
// read). The products not sold or out of stock there are reported with substitutes by `unavailableProducts`
// (basket/substitutes.ts), the same rule as the basket page's (ADR 0044). A basket that modifies or completes a
// placed order never moves: it is delivered where that order goes (ADR 0064).
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { conflict } from "../../http/app-error.ts";
import { releaseBasketHold, type Tx } from "../slots/slot-booking.ts";
import { perimeterDelivers } from "../session/perimeter-lookup.ts";

export const CHANGING_ORDER_STAYS =
  "Vous modifiez une commande déjà passée : elle sera livrée à son adresse et à son créneau. Validez ou annulez la modification avant de changer de code postal.";

/** Whether a basket may follow its shopper to another perimeter: not one that changes an order already placed. */
export const basketMayMove = (basket: { mode: string }): boolean => basket.mode === "order";

/** Refuses (409, French) to move a basket that modifies or completes a placed order. */
export function assertBasketMayMove(basket: { mode: string }): void {
  if (!basketMayMove(basket)) throw conflict(CHANGING_ORDER_STAYS);
}

export async function moveBasketToPerimeter(tx: Tx, basketId: number, perimeterId: number, now: Date): Promise<void> {
  const [basket] = await tx
    .select({ mode: schema.baskets.mode, deliveryAddressId: schema.baskets.deliveryAddressId })
    .from(schema.baskets)
    .where(eq(schema.baskets.id, basketId));
  if (!basket) throw new Error(`basket ${basketId} vanished`);
  assertBasketMayMove(basket);
  await releaseBasketHold(tx, basketId, now);
  // Kept, the old address would send the new perimeter's goods to a place it does not deliver.
  const keepsAddress = basket.deliveryAddressId === null || (await deliveredAddress(tx, basket.deliveryAddressId, perimeterId));
  await tx
    .update(schema.baskets)
    .set({ perimeterId, ...(keepsAddress ? {} : { deliveryAddressId: null }), updatedAt: now })
    .where(eq(schema.baskets.id, basketId));
}

async function deliveredAddress(tx: Tx, addressId: number, perimeterId: number): Promise<boolean> {
  const [address] = await tx.select({ postalCode: schema.addresses.postalCode }).from(schema.addresses).where(eq(schema.addresses.id, addressId));
  return address !== undefined && (await perimeterDelivers(tx, perimeterId, address.postalCode));
}
