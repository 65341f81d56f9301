// How a saved card is named to its owner. A card saved without a name is called « VISA 4242 » by the web-service
// (mesCB's libelle_carte); beside « VISA •••• 4242 » that read « VISA 4242 — VISA •••• 4242 », the card named twice.
import { typesetFrench } from "@cabas/contracts/french-typography";

type SavedCard = { libelle_carte: string; marque: string; derniers_chiffres: string };

/** « VISA •••• 4242 »: the brand and the last four digits, as the card shows them. */
export const cardNumberText = (card: SavedCard): string => `${card.marque.toUpperCase()} •••• ${card.derniers_chiffres}`;

/** The name the customer gave, or null when it is only the brand and last four the web-service puts by default. */
export function ownCardName(card: SavedCard): string | null {
  const name = card.libelle_carte.trim();
  const byDefault = `${card.marque} ${card.derniers_chiffres}`;
  return name === "" || name.localeCompare(byDefault, "fr", { sensitivity: "base" }) === 0 ? null : name;
}

/** A line of a list of cards: « Perso — VISA •••• 4242, expire 12/34 », or without « Perso — » when unnamed. */
export function savedCardLine(card: SavedCard & { expiration: string }): string {
  const name = ownCardName(card);
  const number = `${cardNumberText(card)}, expire ${card.expiration}`;
  return name ? `${name} — ${number}` : number;
}

/** The card in a sentence: « Perso (VISA •••• 4242) », or « VISA •••• 4242 » when unnamed. */
export function savedCardName(card: SavedCard): string {
  const name = ownCardName(card);
  return name ? `${name} (${cardNumberText(card)})` : cardNumberText(card);
}

/** The delete dialog's question: « Supprimer la carte VISA •••• 4242 ? », typeset. */
export const deleteCardQuestion = (card: SavedCard): string => typesetFrench(`Supprimer la carte ${savedCardName(card)} ?`);
