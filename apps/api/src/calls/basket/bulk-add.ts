// Several products put in a basket at once (a past order, a recipe): each quantity is added to what the basket
// already holds, line by line, so that one product no longer sold or out of stock never stops the others; those
// are answered with the French reason the basket gave.
import { and, eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY, type ProductNotAdded } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import { setLineQuantity } from "./set-quantity.ts";

export type BulkLine = { productId: number; name: string; quantity: number };

/** What a line ends at: what the basket held plus what is added, within the basket's limit per line. */
export const addedQuantity = (current: number, added: number): number => Math.min(MAX_LINE_QUANTITY, current + added);

export async function addLinesToBasket(db: Database, basketId: number, lines: readonly BulkLine[], at: Date): Promise<{ ajoutes: number; indispos: ProductNotAdded[] }> {
  const indispos: ProductNotAdded[] = [];
  let ajoutes = 0;
  for (const line of lines) {
    try {
      await db.transaction(async (tx) => {
        // The basket's lock first: a change the shopper makes meanwhile is either before this read or after this write.
        await tx.execute(sql`SELECT 1 FROM ${schema.baskets} WHERE ${schema.baskets.id} = ${basketId} FOR UPDATE`);
        const [current] = await tx
          .select({ quantity: schema.basketItems.quantity })
          .from(schema.basketItems)
          .where(and(eq(schema.basketItems.basketId, basketId), eq(schema.basketItems.productId, line.productId)))
          .limit(1);
        await setLineQuantity(tx, basketId, line.productId, addedQuantity(current?.quantity ?? 0, line.quantity), at);
      });
      ajoutes += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      indispos.push({ id_article: line.productId, nom: line.name, raison: error.message });
    }
  }
  return { ajoutes, indispos };
}

/** The answer's message: how many products went in, and how many could not. */
export const bulkAddMessage = (ajoutes: number, indispos: number): string => {
  // « Aucun produit ajouté », never « 0 produits ajoutés »: French counts 0 with « aucun », 1 in the singular.
  const added = ajoutes === 0 ? "Aucun produit ajouté" : ajoutes === 1 ? "1 produit ajouté" : `${ajoutes} produits ajoutés`;
  if (indispos === 0) return `${added} à votre panier.`;
  return `${added} à votre panier ; ${indispos === 1 ? "1 produit indisponible" : `${indispos} produits indisponibles`}.`;
};
