// The rules of a shopping list that need no database: what merging lists gives, whether a line can be bought
// where the customer is, and what the list costs there.
import { MAX_LINE_QUANTITY } from "@cabas/contracts";
import { lineAmountCents } from "../../domain/basket-totals.ts";

export type ListQuantity = { productId: number; quantity: number };

/**
 * The lines of lists merged into one: a product in several lists gets the sum of its quantities (within the limit
 * of a line), in the order the products first appear (the first list's order, then the next one's new products).
 */
export function mergedQuantities(lists: readonly (readonly ListQuantity[])[]): ListQuantity[] {
  return mergedWithLimits(lists).lines;
}

/** The merge, and the products whose quantities added up past a line's limit (5 + 999 gives 999): said to the shopper. */
export function mergedWithLimits(lists: readonly (readonly ListQuantity[])[]): { lines: ListQuantity[]; limited: number[] } {
  const merged = new Map<number, number>();
  const limited = new Set<number>();
  for (const list of lists)
    for (const line of list) {
      const sum = (merged.get(line.productId) ?? 0) + line.quantity;
      if (sum > MAX_LINE_QUANTITY) limited.add(line.productId);
      merged.set(line.productId, Math.min(MAX_LINE_QUANTITY, sum));
    }
  return { lines: [...merged].map(([productId, quantity]) => ({ productId, quantity })), limited: [...limited] };
}

/** Whether adding `adding` to a line holding `present` goes past a line's limit (the line then holds the maximum). */
export const addGoesPastLimit = (present: number, adding: number): boolean => present + adding > MAX_LINE_QUANTITY;

/** What merging says about the lines it had to limit (« Quantité limitée à 999 pour « Lait » »), or "" when none. */
export function limitedLinesNote(names: readonly string[]): string {
  if (names.length === 0) return "";
  return ` Quantité limitée à ${MAX_LINE_QUANTITY} pour ${names.map((n) => `« ${n} »`).join(", ")}.`;
}

export type LineOffer = { stock: number; inStock: boolean } | null;

/** Whether a list's product can go in the basket where the customer is, and if not, why (French). */
export function lineAvailability(offer: LineOffer, name: string): { disponible: boolean; raison: string | null } {
  if (offer === null) return { disponible: false, raison: `« ${name} » n'est pas vendu dans votre zone de livraison.` };
  if (!offer.inStock || offer.stock <= 0) return { disponible: false, raison: `« ${name} » est en rupture de stock.` };
  return { disponible: true, raison: null };
}

export type PricedListLine = {
  quantity: number;
  disponible: boolean;
  unitPriceCents: number;
  variableWeight: boolean;
  averageWeightGrams: number | null;
};

/** What the list's available products cost now, as the basket would estimate each line. */
export const listTotalCents = (lines: readonly PricedListLine[]): number =>
  lines.reduce((sum, line) => (line.disponible ? sum + lineAmountCents(line) : sum), 0);

/** Names are compared as a shopper reads them: case, accents and surrounding spaces aside. */
export const sameListName = (a: string, b: string): boolean => foldName(a) === foldName(b);
const foldName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLocaleLowerCase("fr")
    .replace(/\s+/g, " ")
    .trim();
