// buyPack: a pack put in the basket as a pack (ADR 0031). Its products go in at once, added to what the basket
// holds, and the basket remembers the pack so that its discount applies while a complete set is there. All or
// nothing: one product not sold where the basket is, out of stock or over a line's limit, and nothing changes.
import { and, asc, eq, sql } from "drizzle-orm";
import { buyPack, centsToEuros, MAX_LINE_QUANTITY } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { formatEuros } from "../../domain/basket-totals.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { brokenPackNote, packDiscountCents } from "../../domain/pack-discount.ts";
import { getOrCreateActiveBasket, lockBasket, viewForPrincipal } from "./basket-store.ts";
import { ensurePrincipal } from "./guest-principal.ts";
import { setLineQuantity } from "./set-quantity.ts";

const { packs, packItems, products, offers, basketItems, basketPacks, baskets } = schema;
const MAX_PACKS_IN_BASKET = 99;

export const buyPackCall = implement(buyPack, async (ctx) => {
  const { db, input, now } = ctx;
  const [pack] = await db.select().from(packs).where(eq(packs.slug, input.slug)).limit(1);
  if (!pack) throw notFound("Ce pack n'existe pas.");
  const items = await db
    .select({ productId: packItems.productId, quantity: packItems.quantity, name: products.name })
    .from(packItems)
    .innerJoin(products, eq(products.id, packItems.productId))
    .where(eq(packItems.packId, pack.id))
    .orderBy(asc(products.name));
  if (items.length === 0) throw unprocessable("Ce pack ne contient plus de produits.");

  // A visitor without a session gets a guest one, as when adding a single product (updatePanier).
  const principal = await ensurePrincipal(ctx);
  const at = now();
  const basket = await getOrCreateActiveBasket(db, principal, at);
  const count = await db.transaction(async (tx) => {
    // The basket's lock first: a change the shopper makes meanwhile is either before these reads or after the writes.
    await lockBasket(tx, basket.id);
    const [held] = await tx.select({ quantity: basketPacks.quantity }).from(basketPacks).where(and(eq(basketPacks.basketId, basket.id), eq(basketPacks.packId, pack.id)));
    if ((held?.quantity ?? 0) + input.quantite > MAX_PACKS_IN_BASKET) throw unprocessable(`Un panier contient au plus ${MAX_PACKS_IN_BASKET} fois le même pack.`);
    for (const item of items) {
      const [line] = await tx.select({ quantity: basketItems.quantity }).from(basketItems).where(and(eq(basketItems.basketId, basket.id), eq(basketItems.productId, item.productId)));
      const wanted = (line?.quantity ?? 0) + item.quantity * input.quantite;
      if (wanted > MAX_LINE_QUANTITY) throw unprocessable(`« ${item.name} » dépasserait ${MAX_LINE_QUANTITY} dans votre panier.`);
      // Refuses, in French, a product not sold here or short of stock; the whole transaction then changes nothing.
      await setLineQuantity(tx, basket.id, item.productId, wanted, at);
    }
    const [row] = await tx
      .insert(basketPacks)
      .values({ basketId: basket.id, packId: pack.id, quantity: input.quantite, addedAt: at })
      .onConflictDoUpdate({ target: [basketPacks.basketId, basketPacks.packId], set: { quantity: sql`${basketPacks.quantity} + excluded.quantity` } })
      .returning({ quantity: basketPacks.quantity });
    // The basket's row changes with its packs: a kept view of it is read again (ADR 0019).
    await tx.update(baskets).set({ updatedAt: at }).where(eq(baskets.id, basket.id));
    return row!.quantity;
  });

  const priced = await db
    .select({ productId: packItems.productId, offer: offers, variableWeight: products.variableWeight, averageWeightGrams: products.averageWeightGrams })
    .from(packItems)
    .innerJoin(products, eq(products.id, packItems.productId))
    .innerJoin(offers, and(eq(offers.productId, packItems.productId), eq(offers.perimeterId, basket.perimeterId)))
    .where(eq(packItems.packId, pack.id));
  const perPack = packDiscountCents(
    [{ quantity: 1, discountBp: pack.discountBp, items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })) }],
    priced.map((p) => ({
      productId: p.productId,
      quantity: items.find((i) => i.productId === p.productId)!.quantity,
      unitPriceCents: currentPriceCents(p.offer, at),
      variableWeight: p.variableWeight,
      averageWeightGrams: p.averageWeightGrams,
    })),
  );
  const added = input.quantite === 1 ? `Pack « ${pack.name} » ajouté à votre panier` : `${input.quantite} packs « ${pack.name} » ajoutés à votre panier`;
  return {
    message: perPack > 0 ? `${added} : ${formatEuros(perPack)} de remise par pack sur ses produits.` : `${added}.`,
    packs: count,
    remise: centsToEuros(perPack),
    panier: await viewForPrincipal(db, principal, at),
  };
});

/**
 * After a line change: what it says about the basket's packs holding the product, « La remise du pack « X » ne
 * s'applique plus. » when the line now falls short of them (brokenPackNote), "" otherwise. One indexed read, and
 * only the packs of this basket that hold this product.
 */
export async function packNoteAfterLineChange(db: Database, basketId: number, productId: number, quantity: number): Promise<string> {
  const rows = await db
    .select({ name: schema.packs.name, packs: schema.basketPacks.quantity, perPack: schema.packItems.quantity })
    .from(schema.basketPacks)
    .innerJoin(schema.packs, eq(schema.packs.id, schema.basketPacks.packId))
    .innerJoin(schema.packItems, and(eq(schema.packItems.packId, schema.basketPacks.packId), eq(schema.packItems.productId, productId)))
    .where(eq(schema.basketPacks.basketId, basketId));
  return brokenPackNote(rows, quantity);
}
