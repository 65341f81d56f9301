// An order not weighed yet holding products sold by weight: its page says their amounts are estimates and what the
// card holds, as the basket, the recap and the confirmation e-mail say it (PRODUCT.md: the final amount is what was
// weighed).
import { typesetFrench } from "@cabas/contracts/french-typography";
import { formatEuros } from "@/lib/format/price";
import { measurePriceText, type WireUnitPrice } from "@/lib/format/measure-price";

type Line = { prix_unite_mesure: WireUnitPrice; poids_variable: boolean; poids_final_g: number | null };

const awaitsWeighing = (line: Line): boolean => line.poids_variable && line.poids_final_g === null;

/** A line's price per kilo, litre or piece, and « prix estimé » while a product sold by weight is not weighed. */
export function orderLineUnitText(line: Line): string {
  return `${measurePriceText(line.prix_unite_mesure, line.poids_variable)}${awaitsWeighing(line) ? ", prix estimé" : ""}`;
}

/**
 * Under the amounts while a product sold by weight awaits its weighing (not for a cancelled order): the amount to
 * come, and for a card the authorisation it holds (the total plus a margin on the weighed products).
 */
export function weighingPendingNote(order: { statut: string; moyen_paiement: string; total: number; totaux: Record<string, number>; lignes: Line[] }): string | null {
  if (order.statut === "cancelled" || !order.lignes.some(awaitsWeighing)) return null;
  const held = order.totaux.total_autorisation;
  const card = order.moyen_paiement === "card" && held !== undefined && held > order.total ? ` Nous réservons ${formatEuros(held)} sur votre carte.` : "";
  return typesetFrench(`Produits au poids : le montant final dépend de la pesée.${card}`);
}

/** A line's name, with the weight the warehouse weighed once it did: « Brie de Meaux (150 g pesés) ». */
export const orderLineName = (line: { nom: string; poids_final_g: number | null }): string =>
  line.poids_final_g !== null ? `${line.nom} (${line.poids_final_g}\u00a0g pesés)` : line.nom;
