// Moving a basket to another perimeter when the delivery postal code changes: the held slot of the old perimeter is
// given back and prices follow the new perimeter's offers (the basket is priced when read). The products not sold
// or out of stock there are reported with substitutes by `unavailableProducts` (basket/substitutes.ts), the same
// rule as the basket page's (ADR 0044).
import { eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { releaseBasketHold, type Tx } from "../slots/slot-booking.ts";

export async function moveBasketToPerimeter(tx: Tx, basketId: number, perimeterId: number, now: Date): Promise<void> {
  await releaseBasketHold(tx, basketId, now);
  await tx.update(schema.baskets).set({ perimeterId, updatedAt: now }).where(eq(schema.baskets.id, basketId));
}
