import { describe, expect, it } from "vitest";
import { vatBreakdown, vatRateBp } from "./vat.ts";

describe("VAT", () => {
  it("charges 20 % on wine, hygiene, household and pets, 5.5 % on food", () => {
    expect(vatRateBp("cave")).toBe(2000);
    expect(vatRateBp("entretien-et-maison")).toBe(2000);
    expect(vatRateBp("fruits-et-legumes")).toBe(550);
    expect(vatRateBp("boissons")).toBe(550);
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
});
