// What the « Supprimer mon compte » section says the customer will lose, with the amounts they hold today.
import { formatEuros } from "../../lib/format/price.ts";

export type ForfeitFacts = {
  soldes: { eurosfid: number; cagnotte: number; jokers: number };
  /** Usable vouchers (not used nor expired), in euros. */
  bons: readonly { montant: number }[];
};

const joinFrench = (parts: readonly string[]): string =>
  parts.length <= 1 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} et ${parts[parts.length - 1]}`;

/**
 * « Vos 12,40 € en euros fidélité, les 5,00 € de votre cagnotte, votre joker livraison offerte et vos 2 bons d'achat
 * (15,00 €) seront perdus. »; the general sentence when the customer holds none of them (or they could not be read).
 */
export function forfeitSentence(facts: ForfeitFacts | null): string {
  const general = "Vos euros fidélité, votre cagnotte, vos jokers et vos bons d'achat seront perdus.";
  if (!facts) return general;
  const { soldes, bons } = facts;
  const parts: string[] = [];
  if (soldes.eurosfid > 0) parts.push(`vos ${formatEuros(soldes.eurosfid)} en euros fidélité`);
  if (soldes.cagnotte > 0) parts.push(`les ${formatEuros(soldes.cagnotte)} de votre cagnotte`);
  if (soldes.jokers > 0) parts.push(soldes.jokers === 1 ? "votre joker livraison offerte" : `vos ${soldes.jokers} jokers livraison offerte`);
  if (bons.length > 0) {
    const total = formatEuros(bons.reduce((sum, b) => sum + Math.round(b.montant * 100), 0) / 100);
    parts.push(bons.length === 1 ? `votre bon d'achat de ${total}` : `vos ${bons.length} bons d'achat (${total})`);
  }
  if (parts.length === 0) return general;
  const sentence = joinFrench(parts);
  // Only one joker or one voucher alone is singular: euros always go in the plural.
  const singular = parts.length === 1 && soldes.eurosfid <= 0 && soldes.cagnotte <= 0 && soldes.jokers + bons.length === 1;
  const plural = !singular;
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)} ${plural ? "seront perdus" : "sera perdu"}.`;
}
