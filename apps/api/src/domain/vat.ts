// French VAT on groceries, each product at its own rate (products.vat_rate_bp, ADR 0068). Prices are TTC, so the VAT
// inside a line is extracted from its amount, per rate, as an invoice shows it.
import { proRataShares } from "./pro-rata.ts";

const STANDARD_RATE_BP = 2000;

/** An amount TTC without its VAT at that rate, to the nearest cent. */
export const netOfVatCents = (grossCents: number, rateBp: number): number => Math.round((grossCents * 10_000) / (10_000 + rateBp));

export type VatLine = { amountCents: number; rateBp: number };
export type VatBreakdown = { rateBp: number; grossCents: number; netCents: number; vatCents: number };

/** Per rate: gross (TTC), net (HT) and VAT, each rounded once per rate so the three always add up. */
export function vatBreakdown(lines: readonly VatLine[]): VatBreakdown[] {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rateBp, (byRate.get(line.rateBp) ?? 0) + line.amountCents);
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rateBp, grossCents]) => {
      const netCents = netOfVatCents(grossCents, rateBp);
      return { rateBp, grossCents, netCents, vatCents: grossCents - netCents };
    });
}

/**
 * Each line's amount HT, for an invoice to a professional (ADR 0068). The lines at one rate share the HT of their
 * total, rounded once as vatBreakdown rounds it, in proportion to their amounts: each share rounded down, then one
 * cent more to the shares that lost the most to rounding (the earlier line on a tie). So the lines at a rate add up
 * exactly to the HT of their total, and each is within a cent of its own amount's HT.
 */
export function lineNetAmounts(lines: readonly VatLine[]): number[] {
  const net: number[] = lines.map(() => 0);
  for (const rateBp of new Set(lines.map((l) => l.rateBp))) {
    const at = lines.flatMap((l, i) => (l.rateBp === rateBp ? [i] : []));
    const gross = at.map((i) => Math.max(0, lines[i]!.amountCents));
    const totalGross = gross.reduce((sum, cents) => sum + cents, 0);
    if (totalGross === 0) continue;
    const totalNet = netOfVatCents(totalGross, rateBp);
    // Integer arithmetic: exact share = gross × totalNet / totalGross, its remainder compared as an integer.
    const exact = gross.map((cents) => ({ floor: Math.floor((cents * totalNet) / totalGross), remainder: (cents * totalNet) % totalGross }));
    let rest = totalNet - exact.reduce((sum, share) => sum + share.floor, 0);
    const byRemainder = exact.map((share, k) => ({ ...share, k })).sort((a, b) => b.remainder - a.remainder || a.k - b.k);
    for (const share of byRemainder) {
      if (rest === 0) break;
      exact[share.k]!.floor += 1;
      rest -= 1;
    }
    at.forEach((i, k) => (net[i] = exact[k]!.floor));
  }
  return net;
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
