import { describe, expect, it } from "vitest";
import type { AdvantageCodeRule, TotalsLine } from "./basket-totals.ts";
import { weighedOrderTotals, type PlacedOrderTerms } from "./weighed-order-totals.ts";

// QA's order: a gigot at 24,60 €/kg estimated at 1,8 kg (44,28 €) and two boxes of calissons (24,56 €): 68,84 € of
// goods, 6,40 € of delivery, paid with the Amex card (5 %, rounded down: 3,44 €).
const gigot = (weighedGrams: number | null = null): TotalsLine => ({ unitPriceCents: 2460, quantity: 1, variableWeight: true, averageWeightGrams: 1800, weighedGrams });
const calissons: TotalsLine = { unitPriceCents: 1228, quantity: 2, variableWeight: false, averageWeightGrams: null };
const terms = (extra: Partial<PlacedOrderTerms> = {}): PlacedOrderTerms => ({
  lines: [gigot(2000), calissons],
  totals: { total_marchandise: 6884, total_remises: 344, total_euro: 7180 },
  feeCents: 640,
  eurofidCents: 0,
  packDiscountCents: 0,
  amex: true,
  code: null,
  ...extra,
});
const percentCode = (extra: Partial<AdvantageCodeRule> = {}): AdvantageCodeRule => ({
  code: "PRINTEMPS10", label: "10 % de remise", kind: "percent", value: 1000, minBasketCents: 6000, refusal: null, ...extra,
});

describe("an order's totals once weighed", () => {
  it("takes the Amex 5 % of the weighed goods, rounded down as the basket does: 3,68 € of 73,76 €, 76,48 € to pay", () => {
    const weighed = weighedOrderTotals(terms())!;
    expect(weighed.totals).toMatchObject({ total_marchandise: 7376, total_remises: 368, total_euro: 7648 });
    expect(weighed.amexDiscountCents).toBe(368);
  });

  it("recomputes a percentage code on the weighed goods, then Amex on what remains", () => {
    // Estimate: 68,84 − 6,88 (10 %) = 61,96, Amex 3,09: 9,97 of discounts. Weighed: 73,76 − 7,37 = 66,39, Amex 3,31.
    const placed = { total_marchandise: 6884, total_remises: 688 + 309, total_euro: 6884 - 997 + 640 };
    const weighed = weighedOrderTotals(terms({ totals: placed, code: percentCode() }))!;
    expect([weighed.codeDiscountCents, weighed.amexDiscountCents, weighed.totals.total_euro]).toEqual([737, 331, 7376 - 1068 + 640]);
  });

  it("keeps the code given when ordering even if the weighing falls below its minimum, and a fixed amount as it was", () => {
    const amount = percentCode({ kind: "amount", value: 500, minBasketCents: 6800 });
    const placed = { total_marchandise: 6884, total_remises: 500 + 319, total_euro: 6884 - 819 + 640 };
    const lighter = weighedOrderTotals(terms({ totals: placed, code: amount, lines: [gigot(1700), calissons] }))!;
    // 41,82 + 24,56 = 66,38 € weighed, below the 68 € minimum: still 5 €, and Amex on 61,38 €.
    expect([lighter.totals.total_marchandise, lighter.codeDiscountCents, lighter.amexDiscountCents]).toEqual([6638, 500, 306]);
  });

  it("gives nothing for a code that gave nothing when the order was placed", () => {
    const weighed = weighedOrderTotals(terms({ code: percentCode({ refusal: "Le code PRINTEMPS10 a expiré." }) }))!;
    expect([weighed.codeDiscountCents, weighed.totals.total_remises]).toEqual([0, 368]);
    // Its refusal is not kept on the order: what tells is that the estimate had no code discount.
    expect(weighedOrderTotals(terms({ code: percentCode() }))!.codeDiscountCents).toBe(0);
  });

  it("keeps the fee as placed: a free delivery stays free beside its express surcharge, no band is read again", () => {
    const placed = { total_marchandise: 6884, total_remises: 344, frais_express: 590, total_euro: 6884 - 344 + 590 };
    const weighed = weighedOrderTotals(terms({ totals: placed, feeCents: 590, lines: [gigot(900), calissons] }))!;
    expect([weighed.feeCents, weighed.totals.frais_express, weighed.totals.total_marchandise]).toEqual([0, 590, 2214 + 2456]);
  });

  it("keeps vouchers, prize pot and loyalty euros spent as they were", () => {
    const placed = { total_marchandise: 6884, total_remises: 344, total_ba_panier: 500, total_cagnotte: 200, total_euro: 7180 - 500 - 200 - 150 };
    const weighed = weighedOrderTotals(terms({ totals: placed, eurofidCents: 150 }))!;
    expect(weighed.totals.total_euro).toBe(7648 - 850);
  });

  it("answers null when the order's own estimate cannot be computed again from its terms", () => {
    expect(weighedOrderTotals(terms({ totals: { total_marchandise: 6884, total_remises: 700, total_euro: 6824 } }))).toBeNull();
  });
});
