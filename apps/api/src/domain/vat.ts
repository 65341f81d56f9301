// French VAT on groceries: 5.5 % on food and soft drinks, 20 % on alcohol, hygiene, household and pet products.
// Prices are TTC, so the VAT inside a line is extracted from its amount, per rate, as an invoice shows it.
import { proRataShares } from "./pro-rata.ts";

const STANDARD_RATE_AISLES = new Set(["cave", "hygiene-et-beaute", "entretien-et-maison", "animalerie"]);
const STANDARD_RATE_BP = 2000;
const REDUCED_RATE_BP = 550;

/** The rate of a product by its top-level aisle, in basis points. */
export const vatRateBp = (rootAisleSlug: string): number => (STANDARD_RATE_AISLES.has(rootAisleSlug) ? STANDARD_RATE_BP : REDUCED_RATE_BP);

export type VatLine = { amountCents: number; rateBp: number };
export type VatBreakdown = { rateBp: number; grossCents: number; netCents: number; vatCents: number };

/** Per rate: gross (TTC), net (HT) and VAT, each rounded once per rate so the three always add up. */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdown[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossCents]) => {
      const netCents = Math.round((grossCents * 10_000) / (10_000 + rateBp));
      return { rateBp, grossCents, netCents, vatCents: grossCents - netCents };
    });
}

/**
 * The delivery fee's VAT lines. Delivering the goods it sells is an accessory of the sale (CGI art. 267, BOFiP
 * « frais accessoires »): the fee takes the goods' rate, and when the goods are at several rates it is split pro rata
 * of the goods' amounts at each rate (after discounts). Integer cents: each rate gets its share rounded down and
 * the rounding remainder goes to the largest base, so the parts add up to the fee. With no goods amount to follow
 * (never for a real order) the fee stays at the standard rate.
 */
export function feeVatSplit(goods: readonly VatLine[], feeCents: number): VatLine[] {
  if (feeCents <= 0) return [];
  const bases = new Map<number, number>();
  for (const line of goods) if (line.amountCents > 0) bases.set(line.rateBp, (bases.get(line.rateBp) ?? 0) + line.amountCents);
  if (bases.size === 0) return [{ amountCents: feeCents, rateBp: STANDARD_RATE_BP }];
  const byRate = [...bases.entries()].sort(([a], [b]) => a - b);
  const shares = proRataShares(byRate.map(([, base]) => base), feeCents);
  return byRate.map(([rateBp], i) => ({ amountCents: shares[i]!, rateBp })).filter((share) => share.amountCents > 0);
}
