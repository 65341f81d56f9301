// What the food-bank donation form answers: a basket holds one donation, which a new amount replaces (never adds
// to), so the message states the amount now given rather than « ajoutés ».
import { formatEuros } from "./basket-totals.ts";

/** `previousCents`: the donation the basket held before; `cents`: the one it holds now (0: none). */
export function donationMessage(previousCents: number, cents: number): string {
  if (cents === 0) return "Votre don est retiré du panier.";
  if (previousCents > 0 && previousCents !== cents) return `Votre don passe à ${formatEuros(cents)}, merci !`;
  return `Votre don est de ${formatEuros(cents)}, merci !`;
}
