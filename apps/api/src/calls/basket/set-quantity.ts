// updatePanier action=set_quantity: puts a quantity of one product in the basket (0 removes it).
import { and, eq } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { lockBasket } from "./basket-store.ts";

const { basketItems, baskets, offers, products } = schema;

/**
 * Runs in the caller's transaction after the basket row is locked, so two changes to one basket never interleave.
 * Refusals change nothing: unknown product (404), not sold in the basket's perimeter (422), above the stock (409).
 * Lowering a quantity is always allowed, even when the stock fell below it meanwhile.
 */
export async function setLineQuantity(tx: Database, basketId: number, productId: number, quantity: number, now: Date): Promise<void> {
  const basket = await lockBasket(tx, basketId);
  const [product] = await tx
    .select({ id: products.id, name: products.name, offer: offers })
    .from(products)
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, basket.perimeterId)))
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw notFound("Ce produit est introuvable.");
  const [current] = await tx
    .select({ quantity: basketItems.quantity })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.productId, productId)))
    .limit(1);
  const before = current?.quantity ?? 0;

  if (quantity === 0) {
    if (current) await tx.delete(basketItems).where(and(eq(basketItems.basketId, basketId), eq(basketItems.productId, productId)));
  } else {
    const offer = product.offer;
    if (!offer) throw unprocessable(`« ${product.name} » n'est pas vendu dans votre zone de livraison.`);
    const available = offer.inStock ? offer.stock : 0;
    if (quantity > before && quantity > available) {
      throw conflict(
        available === 0
          ? `« ${product.name} » est en rupture de stock.`
          : `Stock insuffisant : il ne reste que ${available} « ${product.name} ».`,
        { stock: available },
      );
    }
    await tx
      .insert(basketItems)
      .values({ basketId, productId, quantity, addedAt: now })
      .onConflictDoUpdate({ target: [basketItems.basketId, basketItems.productId], set: { quantity } });
  }
  await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.id, basketId));
}
