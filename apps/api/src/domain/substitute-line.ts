// Replacing an unavailable basket line by another product (updatePanier action=substitute, ADR 0044): how many of
// the substitute the basket ends with, and what the shopper is told.
import { MAX_LINE_QUANTITY } from "@cabas/contracts";

/** What the substitute's line becomes: its new quantity, and whether the stock or the line limit cut it short. */
export type SubstituteQuantity = { quantity: number; capped: boolean };

/**
 * The substitute's line ends at what it held plus the unavailable line's quantity, within the substitute's stock
 * where the basket is delivered and the limit per line. Null when not one more can be added (its stock already
 * in the basket, or the line at its limit): a replacement that adds nothing is refused, nothing is removed.
 */
export function substituteQuantity(missing: number, held: number, stock: number): SubstituteQuantity | null {
  const wanted = held + missing;
  const quantity = Math.min(wanted, Math.max(0, stock), MAX_LINE_QUANTITY);
  if (quantity <= held) return null;
  return { quantity, capped: quantity < wanted };
}

/** Why a substitute cannot take the line's place (substituteQuantity answered null). */
export function noRoomForSubstitute(name: string, held: number): string {
  if (held >= MAX_LINE_QUANTITY) return `Votre panier contient déjà ${MAX_LINE_QUANTITY} « ${name} », le maximum par produit.`;
  return `Votre panier contient déjà tout le stock disponible de « ${name} » à votre adresse.`;
}

/** The answer's message: what replaced what, how many are now in the basket, and why fewer than the line had. */
export function substitutedMessage(missingName: string, substituteName: string, held: number, result: SubstituteQuantity): string {
  const count = held > 0 ? `vous en avez maintenant ${result.quantity} dans votre panier` : `${result.quantity} dans votre panier`;
  const short = result.capped ? (result.quantity >= MAX_LINE_QUANTITY ? " (le maximum par produit)" : " (tout le stock disponible à votre adresse)") : "";
  return `« ${missingName} » est remplacé par « ${substituteName} » : ${count}${short}.`;
}
