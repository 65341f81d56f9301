// updatePanier action=substitute (Cabas's extension, ADR 0044): a line that can no longer be delivered where the
// basket is replaced by another product, its quantity carried over, in one transaction with the basket row locked.
// Both line changes go through the basket's one line statement (set-quantity.ts, migration 0008), so its stock and
// quantity rules and the basket row's touch (the view cache's version, ADR 0019) stay in one place.
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import type { Principal } from "../../http/auth.ts";
import { noRoomForSubstitute, substitutedMessage, substituteQuantity } from "../../domain/substitute-line.ts";
import { basketOwnerOf, findActiveBasket, lockBasket, type BasketRow } from "./basket-store.ts";
import { basketClosed, setLineQuantity } from "./set-quantity.ts";
import { offerDeliverable } from "./substitutes.ts";

const { basketItems, products, offers } = schema;

const notInBasket = () => notFound("Ce produit n'est pas dans votre panier.");

/** Whether the locked row is still the principal's active basket (not validated, merged or given to an account since). */
function stillTheirs(row: BasketRow, principal: Principal): boolean {
  const owner = basketOwnerOf(principal);
  if (!owner || row.status !== "active") return false;
  return owner.userId !== null ? row.userId === owner.userId : row.userId === null && row.sessionId === owner.sessionId;
}

async function heldQuantity(tx: Database, basketId: number, productId: number): Promise<number | null> {
  const [line] = await tx
    .select({ quantity: basketItems.quantity })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.productId, productId)))
    .limit(1);
  return line?.quantity ?? null;
}

/**
 * Replaces the caller's unavailable line `id` by `substitut`. Refuses, changing nothing: no basket or the product not
 * in it (404), the line still deliverable (422), the substitute unknown (404), not sold (422) or out of stock (409)
 * where the basket is delivered, or no room left for it (409). Never creates a basket or a session. Judged in the
 * basket's perimeter, the one getPanier and getSubstituts show it in. Returns the message and the basket's id.
 */
export async function substituteLine(
  db: Database,
  principal: Principal | null,
  input: { id: number; substitut: number },
  now: Date,
): Promise<{ message: string; basketId: number }> {
  const basket = principal ? await findActiveBasket(db, principal) : null;
  if (!basket || !principal) throw notInBasket();
  const message = await db.transaction(async (raw) => {
    const tx = raw as unknown as Database;
    // The lock first: a change the shopper makes meanwhile is either before these reads or after these writes.
    const locked = await lockBasket(tx, basket.id);
    if (!stillTheirs(locked, principal)) throw basketClosed();
    const missingQuantity = await heldQuantity(tx, locked.id, input.id);
    if (missingQuantity === null) throw notInBasket();
    const rows = await tx
      .select({ id: products.id, name: products.name, stock: offers.stock, inStock: offers.inStock })
      .from(products)
      .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, locked.perimeterId)))
      .where(inArray(products.id, [input.id, input.substitut]));
    const missing = rows.find((r) => r.id === input.id);
    const substitute = rows.find((r) => r.id === input.substitut);
    if (!missing) throw notInBasket();
    if (offerDeliverable(missing)) throw unprocessable(`« ${missing.name} » est disponible à votre adresse : il n'y a rien à remplacer.`);
    if (!substitute) throw notFound("Ce produit de remplacement est introuvable.");
    if (substitute.stock === null) throw unprocessable(`« ${substitute.name} » n'est pas vendu à votre adresse de livraison.`);
    if (!offerDeliverable(substitute)) throw conflict(`« ${substitute.name} » est en rupture de stock à votre adresse.`, { stock: 0 });
    const held = (await heldQuantity(tx, locked.id, input.substitut)) ?? 0;
    const result = substituteQuantity(missingQuantity, held, substitute.stock);
    if (!result) throw conflict(noRoomForSubstitute(substitute.name, held));
    // Inside this transaction the basket trigger announces both changes at commit (ADR 0021); a refusal by the line
    // statement (the stock fell meanwhile) rolls the removal back with it.
    await setLineQuantity(tx, locked.id, input.id, 0, now);
    await setLineQuantity(tx, locked.id, input.substitut, result.quantity, now);
    return substitutedMessage(missing.name, substitute.name, held, result);
  });
  return { message, basketId: basket.id };
}
