// French VAT on groceries: 5.5 % on food and soft drinks, 20 % on alcohol, hygiene, household and pet products.
// Prices are TTC, so the VAT inside a line is extracted from its amount, per rate, as an invoice shows it.

const STANDARD_RATE_AISLES = new Set(["cave", "hygiene-et-beaute", "entretien-et-maison", "animalerie"]);

/** The rate of a product by its top-level aisle, in basis points. */
export const vatRateBp = (rootAisleSlug: string): number => (STANDARD_RATE_AISLES.has(rootAisleSlug) ? 2000 : 550);

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
