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

/**
 * What a line ends at when a past order is bought again (ADR 0115): at least the order's quantity, never less than the
 * basket held. The same reorder sent twice (a double click, a form sent again) then leaves the basket as the first did.
 */
export const reorderedQuantity = (current: number, ordered: number): number => Math.min(MAX_LINE_QUANTITY, Math.max(current, ordered));

/**
 * `atLeast` (a reorder): each line is brought up to its quantity rather than added to; `deja` counts the lines the
 * basket already held as many of, left as they were.
 */
export async function addLinesToBasket(
  db: Database,
  basketId: number,
  lines: readonly BulkLine[],
  at: Date,
  mode: "add" | "atLeast" = "add",
): Promise<{ ajoutes: number; deja: number; indispos: ProductNotAdded[] }> {
  const indispos: ProductNotAdded[] = [];
  let ajoutes = 0;
  let deja = 0;
  for (const line of lines) {
    try {
      const changed = await db.transaction(async (tx) => {
        // The basket's lock first: a change the shopper makes meanwhile is either before this read or after this write.
        await tx.execute(sql`SELECT 1 FROM ${schema.baskets} WHERE ${schema.baskets.id} = ${basketId} FOR UPDATE`);
        const [current] = await tx
          .select({ quantity: schema.basketItems.quantity })
          .from(schema.basketItems)
          .where(and(eq(schema.basketItems.basketId, basketId), eq(schema.basketItems.productId, line.productId)))
          .limit(1);
        const held = current?.quantity ?? 0;
        const target = mode === "atLeast" ? reorderedQuantity(held, line.quantity) : addedQuantity(held, line.quantity);
        if (mode === "atLeast" && target <= held) return false;
        await setLineQuantity(tx, basketId, line.productId, target, at);
        return true;
      });
      if (changed) ajoutes += 1;
      else deja += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      indispos.push({ id_article: line.productId, nom: line.name, raison: error.message });
    }
  }
  return { ajoutes, deja, indispos };
}

/** A reorder's answer: the bulk message, or, when the basket already held the whole order, that it did. */
export const reorderMessage = (ajoutes: number, deja: number, indispos: number): string =>
  ajoutes === 0 && indispos === 0 && deja > 0
    ? "Les produits de cette commande sont déjà dans votre panier, aux quantités commandées."
    : bulkAddMessage(ajoutes, indispos);

/** The answer's message: how many products went in, and how many could not. */
export const bulkAddMessage = (ajoutes: number, indispos: number): string => {
  // « Aucun produit ajouté », never « 0 produits ajoutés »: French counts 0 with « aucun », 1 in the singular.
  const added = ajoutes === 0 ? "Aucun produit ajouté" : ajoutes === 1 ? "1 produit ajouté" : `${ajoutes} produits ajoutés`;
  if (indispos === 0) return `${added} à votre panier.`;
  return `${added} à votre panier ; ${indispos === 1 ? "1 produit indisponible" : `${indispos} produits indisponibles`}.`;
};
