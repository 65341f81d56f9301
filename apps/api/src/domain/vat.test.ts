import { describe, expect, it } from "vitest";
import { feeVatSplit, lineNetAmounts, netOfVatCents, vatBreakdown } from "./vat.ts";

describe("VAT", () => {
  it("gives each line its amount HT, the lines at a rate adding up to the HT of their total, to the cent", () => {
    // 10,55 € + 3,49 € + 3,49 € at 5,5 % is 17,53 € TTC, whose HT (16,616…) rounds to 16,62 €: the lines share it.
    const lines = [
      { amountCents: 1055, rateBp: 550 },
      { amountCents: 349, rateBp: 550 },
      { amountCents: 899, rateBp: 2000 },
      { amountCents: 349, rateBp: 550 },
      { amountCents: 0, rateBp: 550 },
    ];
    const net = lineNetAmounts(lines);
    expect(net).toEqual([1000, 331, 749, 331, 0]);
    for (const r of vatBreakdown(lines)) {
      expect(net.filter((_, i) => lines[i]!.rateBp === r.rateBp).reduce((sum, cents) => sum + cents, 0)).toBe(r.netCents);
    }
    // Rounded line by line, three lines of 1,00 € would make 0,95 € × 3 = 2,85 € HT against 2,84 € for their 3,00 €.
    const euros = [100, 100, 100].map((amountCents) => ({ amountCents, rateBp: 550 }));
    expect(euros.map((l) => netOfVatCents(l.amountCents, 550))).toEqual([95, 95, 95]);
    expect(vatBreakdown(euros)[0]!.netCents).toBe(284);
    expect(lineNetAmounts(euros)).toEqual([95, 95, 94]);
  });

  it("extracts VAT from TTC amounts per rate, and the parts add up", () => {
    const result = vatBreakdown([
      { amountCents: 1055, rateBp: 550 },
      { amountCents: 1200, rateBp: 2000 },
      { amountCents: 1000, rateBp: 550 },
    ]);
    expect(result).toEqual([
      { rateBp: 550, grossCents: 2055, netCents: 1948, vatCents: 107 },
      { rateBp: 2000, grossCents: 1200, netCents: 1000, vatCents: 200 },
    ]);
    for (const r of result) expect(r.netCents + r.vatCents).toBe(r.grossCents);
  });

  it("puts the delivery fee at the goods' rate when they all have one", () => {
    expect(feeVatSplit([{ amountCents: 3000, rateBp: 550 }, { amountCents: 1200, rateBp: 550 }], 790)).toEqual([{ amountCents: 790, rateBp: 550 }]);
    expect(feeVatSplit([{ amountCents: 2500, rateBp: 2000 }], 790)).toEqual([{ amountCents: 790, rateBp: 2000 }]);
  });

  it("splits the fee pro rata of the goods by rate, in whole cents adding up to the fee, the remainder on the largest base", () => {
    // Poulet 42,00 € at 5,5 % and wine 8,99 € at 20 %: 7,90 € × 4200 / 5099 = 650,70… → 650 + 1 remainder; 7,90 € × 899 / 5099 = 139,28… → 139.
    const split = feeVatSplit([{ amountCents: 4200, rateBp: 550 }, { amountCents: 899, rateBp: 2000 }], 790);
    expect(split).toEqual([
      { amountCents: 651, rateBp: 550 },
      { amountCents: 139, rateBp: 2000 },
    ]);
    expect(split.reduce((sum, l) => sum + l.amountCents, 0)).toBe(790);
    // The remainder goes to the largest base even when it is the standard rate's.
    expect(feeVatSplit([{ amountCents: 100, rateBp: 550 }, { amountCents: 200, rateBp: 2000 }], 100)).toEqual([
      { amountCents: 33, rateBp: 550 },
      { amountCents: 67, rateBp: 2000 },
    ]);
  });

  it("has nothing to split without a fee, and keeps the standard rate with no goods to follow", () => {
    expect(feeVatSplit([{ amountCents: 4200, rateBp: 550 }], 0)).toEqual([]);
    expect(feeVatSplit([{ amountCents: 0, rateBp: 550 }], 490)).toEqual([{ amountCents: 490, rateBp: 2000 }]);
  });
});
